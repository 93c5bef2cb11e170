import { describe, expect, it } from 'vitest';
import { invitationEmail, unnamedCreator } from './invitation-email';

const acceptUrl = 'https://backline.example/team/invite/abc_123';

describe('invitationEmail', () => {
  const mail = invitationEmail({
    appName: 'Backline',
    to: 'fan@example.test',
    creatorName: 'DJ <b>Bold</b> & Co\r\nBcc: someone',
    acceptUrl,
  });

  it('keeps the subject on one line and names the creator', () => {
    expect(mail.subject).toBe(
      'DJ <b>Bold</b> & Co Bcc: someone invited you to their team on Backline',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('carries the accept link in text and HTML, with the name escaped in HTML', () => {
    expect(mail.text).toContain(
      'Accept the invitation: https://backline.example/team/invite/abc_123',
    );
    expect(mail.text).toContain('expires in 14 days');
    expect(mail.html).toContain('href="https://backline.example/team/invite/abc_123"');
    expect(mail.html).toContain('DJ &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Bold</b>');
  });

  it.each([
    'Win money at evil.example',
    'https://evil.example',
    'www.evil.example now',
    'Claim prize: pay-me.example/x',
    'Nova (nova@evil.example)',
    'evil\u3002example',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'evil\u2024example',
    'see //evil',
  ])('never carries a link-like display name (%j) into the subject or the text', (name) => {
    const linked = invitationEmail({
      appName: 'Backline',
      to: 'fan@example.test',
      creatorName: name,
      acceptUrl,
    });
    expect(linked.subject).toBe(
      `${unnamedCreator('Backline')} invited you to their team on Backline`,
    );
    expect(linked.text).not.toContain(name);
    expect(linked.html).not.toContain(name);
  });

  it.each(['D.J. Nova', 'Mr. Brown & the Band', 'Nova Reyes', 'Lena 2.0'])(
    'keeps an ordinary name (%j)',
    (name) => {
      const named = invitationEmail({
        appName: 'Backline',
        to: 'fan@example.test',
        creatorName: name,
        acceptUrl,
      });
      expect(named.subject).toBe(`${name} invited you to their team on Backline`);
    },
  );

  it('names the product by the app name an administrator chose', () => {
    const renamed = invitationEmail({
      appName: 'Night Shift',
      to: 'fan@example.test',
      creatorName: 'evil.example',
      acceptUrl,
    });
    expect(renamed.subject).toBe('A Night Shift creator invited you to their team on Night Shift');
    expect(renamed.text).toContain('join their team on Night Shift');
    expect(renamed.html).toContain('join their team on Night Shift');
    expect(`${renamed.subject}${renamed.text}${renamed.html}`).not.toContain('Backline');
  });
});
