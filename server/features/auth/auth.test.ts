import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthLimits } from '../../../contract/limits';
import { suspendUser } from '../users/users.service';
import type { ApiClient } from '../../test/api-client';
import { TEST_PASSWORD, signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.test' });
});
afterAll(() => t.close());

async function startLocal(client: ApiClient): Promise<string> {
  const reply = await client.get<{ redirectUrl: string }>('/api/oauth/local/redirect_url');
  expect(reply.status).toBe(200);
  expect(reply.body.redirectUrl).toMatch(/^\/auth\/local\?state=/);
  return new URL(reply.body.redirectUrl, 'http://x').searchParams.get('state') ?? '';
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
    const signUp = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-up', {
      email: 'New.Artist@Example.test',
      password: 'a long enough password',
      display_name: 'New Artist',
      role: 'producer',
      state,
    });
    expect(signUp.status).toBe(201);
    const { code } = codeOf(signUp.body.redirectUrl);

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

  it('refuses a taken e-mail with 409', async () => {
    const person = await signUp(t);
    const client = t.client();
    const reply = await client.post('/api/auth/local/sign-up', {
      email: person.email,
      password: 'another long password',
      display_name: 'Copycat',
      role: 'fan',
      state: await startLocal(client),
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/already exists/);
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
    const state = await startLocal(client);
    const signUpReply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-up', {
      email: 'once@example.test',
      password: 'a long enough password',
      display_name: 'Once',
      state,
    });
    const { code } = codeOf(signUpReply.body.redirectUrl);
    // A second browser tab of the same browser replays the code after it was spent.
    const sameBrowser = t.client();
    sameBrowser.setCookie('backline_sign_in', state);
    expect((await client.post('/api/sessions', { code })).status).toBe(200);
    const replay = await sameBrowser.post('/api/sessions', { code });
    expect(replay.status).toBe(400);
  });

  it('refuses a code from another browser (no matching sign-in cookie)', async () => {
    const victim = t.client();
    const state = await startLocal(victim);
    const reply = await victim.post<{ redirectUrl: string }>('/api/auth/local/sign-up', {
      email: 'bound@example.test',
      password: 'a long enough password',
      display_name: 'Bound',
      state,
    });
    const attacker = t.client();
    const stolen = await attacker.post('/api/sessions', codeOf(reply.body.redirectUrl));
    expect(stolen.status).toBe(400);
    expect(attacker.cookie('backline_session')).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const client = t.client();
    const state = await startLocal(client);
    const reply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-up', {
      email: 'late@example.test',
      password: 'a long enough password',
      display_name: 'Late',
      state,
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

  it('logout deletes the session, so a copied cookie stops working', async () => {
    const person = await signUp(t);
    const copy = t.client();
    copy.setCookie('backline_session', person.client.cookie('backline_session') ?? '');
    expect((await copy.get('/api/users/me')).status).toBe(200);
    expect((await person.client.get('/api/logout')).status).toBe(200);
    expect(person.client.cookie('backline_session')).toBeUndefined();
    expect((await copy.get('/api/users/me')).status).toBe(401);
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

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail address with 429', async () => {
    const person = await signUp(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AuthLimits.attemptsPerEmail; attempt += 1) {
      // A different address each time: the per-e-mail limit must still hold.
      const client = t.client(`192.0.2.${attempt + 1}`);
      const state = await startLocal(client);
      const reply = await client.post('/api/auth/local/sign-in', {
        email: person.email,
        password: 'wrong password here',
        state,
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, AuthLimits.attemptsPerEmail).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-in attempts per IP address with 429', async () => {
    const client = t.client('198.51.100.7');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AuthLimits.attemptsPerIp; attempt += 1) {
      const state = await startLocal(client);
      const reply = await client.post('/api/auth/local/sign-in', {
        email: `spray${attempt}@example.test`,
        password: 'wrong password here',
        state,
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, AuthLimits.attemptsPerIp).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    const refused = await client.post('/api/auth/local/sign-in', {
      email: 'spray-again@example.test',
      password: 'wrong password here',
      state: await startLocal(client),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(AuthLimits.attemptWindowSeconds);
    // Someone else, elsewhere, is not affected.
    const elsewhere = t.client('203.0.113.9');
    const state = await startLocal(elsewhere);
    expect(
      (
        await elsewhere.post('/api/auth/local/sign-in', {
          email: 'spray0@example.test',
          password: 'wrong password here',
          state,
        })
      ).status,
    ).toBe(401);
  });
});
