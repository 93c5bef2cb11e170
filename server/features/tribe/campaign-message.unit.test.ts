import { describe, expect, it } from 'vitest';
import { contentAsHtml, personalize, prepareMessage } from './campaign-message';
import { isMachineFetch } from './machine-opens';

const source = {
  title: 'News from {{creator_name}}',
  content: 'Hi {{name}},\n\nListen: https://example.com/a?x=1&y=2.',
  creatorName: 'Nova <3',
  template: null,
  tracking: true,
  publicUrl: 'https://backline.example',
};
const recipient = {
  name: '<img src=x onerror=alert(1)>',
  deliveryToken: '7.abc',
  unsubscribeUrl: 'https://backline.example/unsubscribe/tok',
};

describe('campaign messages', () => {
  it('escapes the text, makes web addresses links and keeps line breaks', () => {
    expect(contentAsHtml('a < b\nnext https://x.example/p')).toBe(
      '<p>a &lt; b<br>next <a href="https://x.example/p">https://x.example/p</a></p>',
    );
  });

  it('fills merge tags per recipient, escaped in HTML, with tracking and an unsubscribe link', () => {
    const message = prepareMessage(source);
    expect(message.links).toEqual(['https://example.com/a?x=1&y=2']);
    const mail = personalize(message, recipient);
    expect(mail.subject).toBe('News from Nova <3');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('https://backline.example/api/t/c/7.abc/0');
    expect(mail.html).toContain('https://backline.example/api/t/o/7.abc.gif');
    expect(mail.html).toContain('href="https://backline.example/unsubscribe/tok"');
    expect(mail.text).toContain('https://backline.example/unsubscribe/tok');
    expect(mail.text).not.toContain('{{');
  });

  it('leaves tracking out when it is off, and keeps a template’s own unsubscribe link', () => {
    const message = prepareMessage({
      ...source,
      tracking: false,
      template: {
        subject: 'T',
        html_content: '<p>{{content}}</p><a href="{{unsubscribe_url}}">Leave</a>',
      },
    });
    const mail = personalize(message, { ...recipient, name: null });
    expect(mail.html).not.toContain('/api/t/');
    expect(mail.html).toContain('Hi there');
    expect(mail.html.match(/unsubscribe\/tok/g)).toHaveLength(1);
  });
});

describe('machine opens', () => {
  const sentAt = '2026-01-01T00:00:00.000Z';
  const later = new Date('2026-01-01T01:00:00.000Z');
  const person = 'Mozilla/5.0 (Windows NT 10.0) Thunderbird/128.0';
  it.each([
    ['Apple Mail Privacy Protection proxy', { ip: '17.58.1.2', userAgent: person }, later, true],
    ['a link scanner', { ip: '203.0.113.1', userAgent: 'Barracuda Sentinel' }, later, true],
    ['no user agent', { ip: '203.0.113.1', userAgent: undefined }, later, true],
    [
      'a fetch seconds after delivery',
      { ip: '203.0.113.1', userAgent: person },
      new Date('2026-01-01T00:00:03Z'),
      true,
    ],
    ['a person an hour later', { ip: '203.0.113.1', userAgent: person }, later, false],
    [
      'Gmail’s image proxy (a person opened)',
      { ip: '66.249.1.1', userAgent: 'Mozilla/5.0 (via ggpht.com GoogleImageProxy)' },
      later,
      false,
    ],
  ])('%s', (_case, fetch, now, machine) => {
    expect(isMachineFetch(fetch, sentAt, now)).toBe(machine);
  });
});
