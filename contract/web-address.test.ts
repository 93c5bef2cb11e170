import { describe, expect, it } from 'vitest';
import { isWebsiteAddress, websiteField } from './web-address';

describe('isWebsiteAddress', () => {
  it.each([
    'https://nova.example',
    'http://nova.example/path?q=1#top',
    'https://sub.nova.example:8443/a/b',
    'HTTPS://Nova.Example',
    'https://例え.テスト/歌',
    'https://[2001:db8::1]/',
    'https://203.0.113.5/',
  ])('accepts %j', (value) => {
    expect(isWebsiteAddress(value)).toBe(true);
  });

  it.each([
    'nova.example',
    'ftp://nova.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:nova.example',
    'https:/nova.example',
    'https://',
    'http://nova',
    'https://nova example.com',
    'https://nova.example/a b',
    'https://nova.example/\u0000',
    'https://nova.example\n',
    'https://nova.example\u200b',
    'https://nova.example\u202e',
    'https://user:pw@nova.example',
    'https://bank.example@evil.example',
    'https://nova..',
  ])('refuses %j', (value) => {
    expect(isWebsiteAddress(value)).toBe(false);
  });
});

describe('websiteField', () => {
  const field = websiteField(200);

  it('reads blank as none and keeps a good address as typed', () => {
    expect(field.parse('  ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(' https://nova.example ')).toBe('https://nova.example');
  });

  it('says what is wrong', () => {
    expect(field.safeParse('https://nova example').error?.issues[0].message).toBe(
      'Website must not contain spaces or invisible characters',
    );
    expect(field.safeParse('nova.example').error?.issues[0].message).toBe(
      'Website must be a full address starting with http:// or https://',
    );
  });
});
