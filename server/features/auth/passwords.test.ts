import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousWriteLimits, AuthLimits } from '../../../contract/limits';
import { hashToken } from '../../platform/auth/tokens';
import type { ApiClient } from '../../test/api-client';
import { latestMailTo, signUp, startLocalSignIn, tokenFromLink } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' });
});
afterAll(() => t.close());

async function signIn(client: ApiClient, email: string, password: string) {
  const state = await startLocalSignIn(client);
  const reply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
    email,
    password,
    state,
  });
  if (reply.status !== 200) return reply.status;
  const code = new URL(reply.body.redirectUrl, 'http://x').searchParams.get('code');
  return (await client.post('/api/sessions', { code, state })).status;
}

function mailCount(email: string) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

describe('changing the password', () => {
  const newPassword = 'violet lantern harbor';

  it('needs the current password, ends every other session, and keeps this one', async () => {
    const person = await signUp(t);
    const laptop = t.client();
    expect(await signIn(laptop, person.email, person.password)).toBe(200);

    const wrong = await person.client.put('/api/users/me/password', {
      current_password: 'not my password at all',
      new_password: newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('current_password: This is not your current password');

    const changed = await person.client.put('/api/users/me/password', {
      current_password: person.password,
      new_password: newPassword,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, ended_sessions: 1 });
    expect((await person.client.get('/api/users/me')).status).toBe(200);
    expect((await laptop.get('/api/users/me')).status).toBe(401);

    expect(await signIn(t.client(), person.email, person.password)).toBe(401);
    expect(await signIn(t.client(), person.email, newPassword)).toBe(200);
    const notice = await latestMailTo(t, person.email);
    expect(notice.subject).toBe('Your Backline password was changed');
    expect(notice.text_body).toContain('https://backline.example/auth/reset');
  });

  it('refuses a guessable or unchanged new password, naming the field', async () => {
    const person = await signUp(t);
    const weak = await person.client.put('/api/users/me/password', {
      current_password: person.password,
      new_password: 'iloveyou1234567',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^new_password: .*common/);
    const same = await person.client.put('/api/users/me/password', {
      current_password: person.password,
      new_password: person.password,
    });
    expect(same.status).toBe(400);
    expect(same.body.error).toMatch(/^new_password: /);
    const short = await person.client.put('/api/users/me/password', {
      current_password: person.password,
      new_password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('new_password: New password must be at least 12 characters');
  });

  it('refuses a leaked password that looks strong (from the million most leaked)', async () => {
    const person = await signUp(t);
    // Random-looking, so pattern matching scores it strong; it is in the leaked corpus.
    for (const leaked of ['nEMvXyHeqDd5OQxyXYZI', 'LOCKINGSERVI']) {
      const reply = await person.client.put('/api/users/me/password', {
        current_password: person.password,
        new_password: leaked,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(
        'new_password: This password is on lists of common and leaked passwords.',
      );
    }
  });

  it('limits wrong current passwords per person (a stolen session cannot guess on)', async () => {
    const person = await signUp(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AuthLimits.passwordChecksPerUser; attempt += 1) {
      const reply = await person.client.put('/api/users/me/password', {
        current_password: `guess number ${attempt}`,
        new_password: newPassword,
      });
      statuses.push(reply.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('refuses anonymous callers and cross-site requests', async () => {
    const anonymous = await t.client().put('/api/users/me/password', {
      current_password: 'x',
      new_password: newPassword,
    });
    expect(anonymous.status).toBe(401);
    const person = await signUp(t);
    const crossSite = await person.client.request('PUT', '/api/users/me/password', {
      json: { current_password: person.password, new_password: newPassword },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('resetting a forgotten password by e-mail', () => {
  async function requestReset(email: string, client = t.client()) {
    return client.post('/api/auth/password-reset', { email });
  }

  async function resetToken(email: string) {
    return tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/reset');
  }

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const person = await signUp(t);
    const known = await requestReset(person.email);
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body.message).toBe(
      (known.body.message as string).replace(person.email, 'nobody-at-all@example.test'),
    );
    expect(await mailCount('nobody-at-all@example.test')).toBe(0);
    const mail = await latestMailTo(t, person.email);
    expect(mail.subject).toBe('Reset your Backline password');
    expect(mail.text_body).toMatch(
      /^Choose a new password: https:\/\/backline\.example\/auth\/reset#token=/m,
    );
  });

  it('sets the new password with a single-use link stored hashed, and signs out everywhere', async () => {
    const person = await signUp(t);
    const phone = t.client();
    expect(await signIn(phone, person.email, person.password)).toBe(200);
    await requestReset(person.email);
    const token = await resetToken(person.email);

    const stored = await t.ctx.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));

    const reset = await t.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'sapphire kettle meadow',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true });
    expect((await person.client.get('/api/users/me')).status).toBe(401);
    expect((await phone.get('/api/users/me')).status).toBe(401);
    expect(await signIn(t.client(), person.email, person.password)).toBe(401);
    expect(await signIn(t.client(), person.email, 'sapphire kettle meadow')).toBe(200);
    expect((await latestMailTo(t, person.email)).subject).toBe(
      'Your Backline password was changed',
    );

    const again = await t.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'another fine passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid, was already used, or has expired/);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const person = await signUp(t);
    await requestReset(person.email);
    const token = await resetToken(person.email);
    const weak = await t.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'password1234',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^password: /);
    const strong = await t.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'marble orchard whistle',
    });
    expect(strong.status).toBe(200);
  });

  it('refuses an expired link and a made-up one', async () => {
    const person = await signUp(t);
    await requestReset(person.email);
    const token = await resetToken(person.email);
    t.setNow(new Date(Date.now() + (AuthLimits.resetLinkMinutes + 1) * 60_000));
    try {
      const late = await t.client().post('/api/auth/password-reset/confirm', {
        token,
        password: 'marble orchard whistle',
      });
      expect(late.status).toBe(400);
    } finally {
      t.setNow(null);
    }
    const madeUp = await t.client().post('/api/auth/password-reset/confirm', {
      token: 'made-up-token',
      password: 'marble orchard whistle',
    });
    expect(madeUp.status).toBe(400);
    expect(await signIn(t.client(), person.email, person.password)).toBe(200);
  });

  it('limits reset requests per IP address', async () => {
    const client = t.client('192.0.2.150');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AnonymousWriteLimits.passwordReset.limit; attempt += 1) {
      statuses.push((await requestReset(`someone${attempt}@example.test`, client)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails one address at most a few times an hour, answering the same', async () => {
    const person = await signUp(t);
    const before = await mailCount(person.email);
    for (let attempt = 0; attempt < AuthLimits.emailsPerAddressPerHour + 2; attempt += 1) {
      expect((await requestReset(person.email)).status).toBe(202);
    }
    // The confirmation of the sign-up was this hour's first e-mail.
    expect((await mailCount(person.email)) - before).toBe(AuthLimits.emailsPerAddressPerHour - 1);
  });
});
