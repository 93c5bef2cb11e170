import { describe, expect, it } from 'vitest';
import { smtpFailure } from './smtp-failure';

function smtpError(fields: Record<string, unknown>) {
  return Object.assign(new Error('SMTP error'), fields);
}

describe('smtpFailure', () => {
  it('bounces the address only when its mailbox is refused for good', () => {
    for (const [responseCode, command] of [
      [550, 'RCPT TO'],
      [551, 'RCPT TO'],
      [553, 'RCPT TO'],
      [550, 'DATA'],
    ] as const) {
      expect(
        smtpFailure(
          smtpError({
            code: command === 'DATA' ? 'EMESSAGE' : 'EENVELOPE',
            command,
            responseCode,
            response: `${responseCode} 5.1.1 No such user`,
          }),
        ),
      ).toMatchObject({ permanent: true, undeliverable: 'bounced' });
    }
  });

  it('leaves the address alone, and sends again, when the server or its configuration refused', () => {
    const refusals = [
      // Wrong SMTP password: every message fails the same way, whoever it is for.
      { code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, response: '535 5.7.8 Bad login' },
      { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450, response: '450 Mailbox busy' },
      { code: 'EMESSAGE', command: 'DATA', responseCode: 451, response: '451 Try again later' },
      // Relaying refused or a spam policy: about the sender, not the mailbox.
      {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: '550 5.7.1 Relaying denied',
      },
      {
        code: 'EENVELOPE',
        command: 'MAIL FROM',
        responseCode: 553,
        response: '553 Sender not allowed',
      },
      {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 554,
        response: '554 Transaction failed',
      },
      { code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' },
      { code: 'ESOCKET', originalCode: 'ENOTFOUND', command: 'CONN' },
    ];
    for (const fields of refusals) {
      const failure = smtpFailure(smtpError(fields));
      expect(failure, JSON.stringify(fields)).toMatchObject({ permanent: false, retry: true });
      expect(failure.undeliverable).toBeUndefined();
    }
  });

  it('does not send again a message that may have gone (the connection lost on the way)', () => {
    const lost = smtpFailure(
      smtpError({ code: 'ECONNECTION', command: 'CONN', message: 'Connection closed' }),
    );
    expect(lost).toMatchObject({ permanent: false, retry: false });
    expect(lost.undeliverable).toBeUndefined();
    expect(smtpFailure(smtpError({ code: 'ETIMEDOUT', command: 'CONN' })).retry).toBe(false);
  });
});
