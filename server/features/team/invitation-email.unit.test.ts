import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email';

describe('invitationEmail', () => {
  const mail = invitationEmail({
    to: 'fan@example.test',
    creatorName: 'DJ <b>Bold</b> & Co\r\nBcc: x@evil.test',
    acceptUrl: 'https://backline.example/team/invite/abc_123',
  });

  it('keeps the subject on one line and names the creator', () => {
    expect(mail.subject).toBe(
      'DJ <b>Bold</b> & Co Bcc: x@evil.test invited you to their team on Backline',
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
});
