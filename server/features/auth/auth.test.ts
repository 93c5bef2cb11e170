import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousWriteLimits, AuthLimits } from '../../../contract/limits';
import { suspendUser } from '../users/users.service';
import type { ApiClient } from '../../test/api-client';
import {
  TEST_PASSWORD,
  latestMailTo,
  signUp,
  startLocalSignIn,
  tokenFromLink,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.test' });
});
afterAll(() => t.close());

const startLocal = startLocalSignIn;

/** Signs up and follows the e-mailed link; answers the confirmation's redirect. */
async function signUpAndConfirm(
  client: ApiClient,
  account: { email: string; password: string; display_name: string; role?: string },
) {
  const state = await startLocal(client);
  const reply = await client.post('/api/auth/local/sign-up', { ...account, state });
  expect(reply.status).toBe(202);
  const token = tokenFromLink((await latestMailTo(t, account.email)).text_body, '/auth/confirm');
  return client.post<{ redirectUrl: string }>('/api/auth/local/sign-up/confirm', {
    token,
    password: account.password,
    state,
  });
}

function codeOf(redirectUrl: string) {
  const url = new URL(redirectUrl, 'http://x');
  expect(url.pathname).toBe('/auth/callback');
  return { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? '' };
}

describe('local sign-up and sign-in', () => {
  it('creates an account, exchanges the code for a session and returns the user', async () => {
    const client = t.client();
    const state = await startLocal(client);
    expect(state).not.toBe('');
    const confirmed = await signUpAndConfirm(client, {
      email: 'New.Artist@Example.test',
      password: 'a long enough password',
      display_name: 'New Artist',
      role: 'producer',
    });
    expect(confirmed.status).toBe(200);
    const { code } = codeOf(confirmed.body.redirectUrl);

    const session = await client.post('/api/sessions', { code });
    expect(session.status).toBe(200);
    const cookie = ([] as string[])
      .concat(session.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('backline_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(client.cookie('backline_session')?.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url

    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'new.artist@example.test',
      display_name: 'New Artist',
      role: 'producer',
      is_admin: false,
    });
    expect(me.body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(me.body)).not.toContain('scrypt');
  });

  it('signs in an existing account with a new session token each time', async () => {
    const person = await signUp(t);
    const first = person.client.cookie('backline_session');
    const other = t.client();
    const state = await startLocal(other);
    const signIn = await other.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
      email: person.email.toUpperCase(),
      password: person.password,
      state,
    });
    expect(signIn.status).toBe(200);
    expect((await other.post('/api/sessions', codeOf(signIn.body.redirectUrl))).status).toBe(200);
    expect(other.cookie('backline_session')).not.toBe(first);
    expect((await other.get('/api/users/me')).body).toMatchObject({ id: person.user.id });
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const person = await signUp(t);
    const client = t.client();
    const wrongPassword = await client.post('/api/auth/local/sign-in', {
      email: person.email,
      password: 'not the password at all',
      state: await startLocal(client),
    });
    const unknownEmail = await client.post('/api/auth/local/sign-in', {
      email: 'nobody-here@example.test',
      password: TEST_PASSWORD,
      state: await startLocal(client),
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.error).toBe(unknownEmail.body.error);
    expect(wrongPassword.body.error).toBe('Incorrect e-mail or password');
  });

  it('names the field when input is invalid', async () => {
    const client = t.client();
    const state = await startLocal(client);
    const shortPassword = await client.post('/api/auth/local/sign-up', {
      email: 'short@example.test',
      password: 'short',
      display_name: 'Short',
      state,
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.error).toContain('password');
    expect(shortPassword.body.error).toContain(`at least ${AuthLimits.minPassword} characters`);

    const badEmail = await client.post('/api/auth/local/sign-up', {
      email: 'not-an-email',
      password: 'a long enough password',
      display_name: 'X',
      state,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toContain('email');

    const adminRole = await client.post('/api/auth/local/sign-up', {
      email: 'wannabe@example.test',
      password: 'a long enough password',
      display_name: 'X',
      role: 'admin',
      state,
    });
    expect(adminRole.status).toBe(400);
    expect(adminRole.body.error).toContain('role');
  });

  it('refuses sign-up and sign-in without a live state', async () => {
    const client = t.client();
    const reply = await client.post('/api/auth/local/sign-in', {
      email: 'a@example.test',
      password: 'whatever',
      state: 'made-up',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/expired/);
  });
});

describe('codes and sessions', () => {
  it('uses a code once only', async () => {
    const client = t.client();
    const confirmed = await signUpAndConfirm(client, {
      email: 'once@example.test',
      password: 'a long enough password',
      display_name: 'Once',
    });
    const { code, state } = codeOf(confirmed.body.redirectUrl);
    // A second browser tab of the same browser replays the code after it was spent.
    const sameBrowser = t.client();
    sameBrowser.setCookie('backline_sign_in', state);
    expect((await client.post('/api/sessions', { code })).status).toBe(200);
    const replay = await sameBrowser.post('/api/sessions', { code });
    expect(replay.status).toBe(400);
  });

  it('refuses a code from another browser (no matching sign-in cookie)', async () => {
    const victim = t.client();
    const reply = await signUpAndConfirm(victim, {
      email: 'bound@example.test',
      password: 'a long enough password',
      display_name: 'Bound',
    });
    const attacker = t.client();
    const stolen = await attacker.post('/api/sessions', codeOf(reply.body.redirectUrl));
    expect(stolen.status).toBe(400);
    expect(attacker.cookie('backline_session')).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const client = t.client();
    const reply = await signUpAndConfirm(client, {
      email: 'late@example.test',
      password: 'a long enough password',
      display_name: 'Late',
    });
    t.setNow(new Date(Date.now() + (AuthLimits.codeLifetimeSeconds + 5) * 1000));
    try {
      expect((await client.post('/api/sessions', codeOf(reply.body.redirectUrl))).status).toBe(400);
    } finally {
      t.setNow(null);
    }
  });

  it('requires a code', async () => {
    const reply = await t.client().post('/api/sessions', {});
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('code');
  });

  it('logout (a POST) deletes the session, so a copied cookie stops working', async () => {
    const person = await signUp(t);
    const copy = t.client();
    copy.setCookie('backline_session', person.client.cookie('backline_session') ?? '');
    expect((await copy.get('/api/users/me')).status).toBe(200);
    expect((await person.client.post('/api/logout')).status).toBe(200);
    expect(person.client.cookie('backline_session')).toBeUndefined();
    expect((await copy.get('/api/users/me')).status).toBe(401);
  });

  it('GET /api/logout (a link another site could embed) only points to the sign-out page', async () => {
    const person = await signUp(t);
    const reply = await person.client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/logout');
    expect(person.client.cookie('backline_session')).toBeDefined();
    expect((await person.client.get('/api/users/me')).status).toBe(200);
    // Even from our own pages a GET ends nothing: signing out is a POST.
    await person.client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect((await person.client.get('/api/users/me')).status).toBe(200);
  });

  it('refuses a logout POST sent by another site', async () => {
    const person = await signUp(t);
    const reply = await person.client.post('/api/logout', {}, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: 'Cross-site request refused' });
    expect((await person.client.get('/api/users/me')).status).toBe(200);
  });

  it('suspension ends every session of the user', async () => {
    const person = await signUp(t);
    expect((await person.client.get('/api/users/me')).status).toBe(200);
    await suspendUser(t.ctx, person.user.id);
    expect((await person.client.get('/api/users/me')).status).toBe(401);
    const client = t.client();
    const state = await startLocal(client);
    const again = await client.post('/api/auth/local/sign-in', {
      email: person.email,
      password: person.password,
      state,
    });
    expect(again.status).toBe(403);
  });

  it('answers 401 for /api/users/me without a session', async () => {
    const reply = await t.client().get('/api/users/me');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.any(String) });
  });

  it('limits how many sign-ins one address may start (each stores a state that lapses)', async () => {
    const client = t.client('192.0.2.123');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AnonymousWriteLimits.signInStart.limit; attempt += 1) {
      statuses.push((await client.get('/api/oauth/local/redirect_url')).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await t.client().get('/api/oauth/local/redirect_url')).status).toBe(200);
  });

  it('refuses an unknown provider with 404', async () => {
    expect((await t.client().get('/api/oauth/myspace/redirect_url')).status).toBe(404);
  });
});

describe('administrators', () => {
  it('says is_admin for e-mails in ADMIN_EMAILS', async () => {
    const boss = await signUp(t, { email: 'boss@example.test' });
    expect((await boss.client.get('/api/users/me')).body).toMatchObject({ is_admin: true });
  });

  it('says is_admin for users whose role is admin', async () => {
    const person = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', person.user.id)
      .execute();
    expect((await person.client.get('/api/users/me')).body).toMatchObject({
      is_admin: true,
      role: 'admin',
    });
  });
});

// Each attempt hashes a password with scrypt on purpose, dozens per test: on a loaded machine
// that outlasts the default timeout without anything being wrong.
describe('locking out password guessing', { timeout: 90_000 }, () => {
  const wrong = 'wrong password here';

  async function signInFrom(client: ApiClient, email: string, password: string) {
    return client.post<{ redirectUrl?: string; error?: string }>('/api/auth/local/sign-in', {
      email,
      password,
      state: await startLocal(client),
    });
  }

  it('limits failures per address and IP, without locking the owner out elsewhere', async () => {
    const person = await signUp(t);
    const attacker = t.client('192.0.2.10');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AuthLimits.failuresPerAddressAndIp; attempt += 1) {
      statuses.push((await signInFrom(attacker, person.email, wrong)).status);
    }
    expect(statuses.slice(0, AuthLimits.failuresPerAddressAndIp)).toEqual(
      Array(AuthLimits.failuresPerAddressAndIp).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
    // Locked for this pair, even with the right password…
    const locked = await signInFrom(attacker, person.email, person.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/Too many failed sign-in attempts/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(AuthLimits.failureWindowSeconds);
    // …but the owner, on their own network, signs in.
    const owner = t.client('203.0.113.50');
    expect((await signInFrom(owner, person.email, person.password)).status).toBe(200);
  });

  it('an attacker spread over many networks cannot lock an address out', async () => {
    const person = await signUp(t);
    for (let network = 0; network < 3 * AuthLimits.failuresPerAddressAndIp; network += 1) {
      const reply = await signInFrom(t.client(`198.18.0.${network + 1}`), person.email, wrong);
      expect(reply.status).toBe(401);
    }
    expect((await signInFrom(t.client(), person.email, person.password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const person = await signUp(t);
    const client = t.client('192.0.2.77');
    for (let attempt = 0; attempt < 3 * AuthLimits.failuresPerAddressAndIp; attempt += 1) {
      expect((await signInFrom(client, person.email, person.password)).status).toBe(200);
    }
    // Four failures after all those successes still leave one try.
    for (let attempt = 1; attempt < AuthLimits.failuresPerAddressAndIp; attempt += 1) {
      expect((await signInFrom(client, person.email, wrong)).status).toBe(401);
    }
    expect((await signInFrom(client, person.email, person.password)).status).toBe(200);
  });

  it('limits failures per IP address across addresses, and only that network', async () => {
    const client = t.client('198.51.100.7');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AuthLimits.failuresPerIp; attempt += 1) {
      statuses.push((await signInFrom(client, `spray${attempt}@example.test`, wrong)).status);
    }
    expect(statuses.slice(0, AuthLimits.failuresPerIp).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    expect((await signInFrom(client, 'spray-again@example.test', wrong)).status).toBe(429);
    // Someone else, elsewhere, is not affected.
    const elsewhere = t.client('203.0.113.9');
    expect((await signInFrom(elsewhere, 'spray0@example.test', wrong)).status).toBe(401);
  });
});
