import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { signUp, startLocalSignIn } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' });
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));

const MINUTE = 60_000;

async function signInAgain(client: ApiClient, email: string, password: string) {
  const state = await startLocalSignIn(client);
  const reply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
    email,
    password,
    state,
  });
  const code = new URL(reply.body.redirectUrl, 'http://x').searchParams.get('code');
  const session = await client.post(
    '/api/sessions',
    { code, state },
    { 'user-agent': 'Laptop Browser/1.0' },
  );
  expect(session.status).toBe(200);
}

describe('session lifetimes', () => {
  it('ends a session left idle for longer than the idle timeout', async () => {
    const start = Date.now();
    const person = await signUp(t);
    t.setNow(new Date(start + 29 * MINUTE));
    expect((await person.client.get('/api/users/me')).status).toBe(200);
    // Used at minute 29, so alive at minute 58…
    t.setNow(new Date(start + 58 * MINUTE));
    expect((await person.client.get('/api/users/me')).status).toBe(200);
    // …and gone after 31 idle minutes.
    t.setNow(new Date(start + 89 * MINUTE));
    expect((await person.client.get('/api/users/me')).status).toBe(401);
  });

  it('ends a session at its absolute lifetime, however busy', async () => {
    const start = Date.now();
    const person = await signUp(t);
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      t.setNow(new Date(start + minute * MINUTE));
      expect((await person.client.get('/api/users/me')).status).toBe(200);
    }
    t.setNow(new Date(start + (12 * 60 + 1) * MINUTE));
    expect((await person.client.get('/api/users/me')).status).toBe(401);
  });

  it('gives the cookie the absolute lifetime', async () => {
    const person = await signUp(t);
    const client = t.client();
    const state = await startLocalSignIn(client);
    const signIn = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
      email: person.email,
      password: person.password,
      state,
    });
    const code = new URL(signIn.body.redirectUrl, 'http://x').searchParams.get('code');
    const session = await client.post('/api/sessions', { code, state });
    const cookie = ([] as string[])
      .concat(session.headers['set-cookie'] as string[])
      .find((line) => line.startsWith('backline_session='));
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 12 * 60 * MINUTE))).toBeLessThan(5 * MINUTE);
  });
});

describe('your active sessions', () => {
  it('lists only your live sessions, marking this one', async () => {
    const person = await signUp(t);
    const laptop = t.client();
    await signInAgain(laptop, person.email, person.password);
    const stranger = await signUp(t);

    const reply = await laptop.get<{
      sessions: { id: number; current: boolean; user_agent: string | null }[];
      idle_minutes: number;
      absolute_hours: number;
    }>('/api/sessions');
    expect(reply.status).toBe(200);
    expect(reply.body.sessions).toHaveLength(2);
    expect(reply.body.sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ user_agent: 'Laptop Browser/1.0' }),
    ]);
    expect(reply.body).toMatchObject({ idle_minutes: 30, absolute_hours: 12 });
    const theirs = await stranger.client.get<{ sessions: unknown[] }>('/api/sessions');
    expect(theirs.body.sessions).toHaveLength(1);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const person = await signUp(t);
    const laptop = t.client();
    const phone = t.client();
    await signInAgain(laptop, person.email, person.password);
    await signInAgain(phone, person.email, person.password);
    const others = await laptop.delete('/api/sessions/others');
    expect(others.status).toBe(200);
    expect(others.body).toEqual({ ended_sessions: 2 });
    expect((await laptop.get('/api/users/me')).status).toBe(200);
    expect((await phone.get('/api/users/me')).status).toBe(401);
    expect((await person.client.get('/api/users/me')).status).toBe(401);
  });

  it('ends one session of yours, and answers 404 for anyone else’s', async () => {
    const person = await signUp(t);
    const phone = t.client();
    await signInAgain(phone, person.email, person.password);
    const listed = await person.client.get<{ sessions: { id: number; current: boolean }[] }>(
      '/api/sessions',
    );
    const phoneSession = listed.body.sessions.find((session) => !session.current);
    if (!phoneSession) throw new Error('the phone session is missing');

    const stranger = await signUp(t);
    const refused = await stranger.client.delete(`/api/sessions/${phoneSession.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Session not found' });
    expect((await phone.get('/api/users/me')).status).toBe(200);

    expect((await person.client.delete(`/api/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get('/api/users/me')).status).toBe(401);
    expect((await person.client.delete(`/api/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/sessions')).status).toBe(401);
    expect((await t.client().delete('/api/sessions/others')).status).toBe(401);
    expect((await t.client().delete('/api/sessions/1')).status).toBe(401);
  });
});

describe('the session cookie over HTTPS', () => {
  async function signedInCookie(app: TestApp, headers: Record<string, string> = {}) {
    const person = await signUp(app);
    const client = app.client();
    const start = await client.get<{ redirectUrl: string }>(
      '/api/oauth/local/redirect_url',
      headers,
    );
    const state = new URL(start.body.redirectUrl, 'http://x').searchParams.get('state');
    const signInCookie = ([] as string[]).concat(start.headers['set-cookie'] as string[])[0];
    const signIn = await client.post<{ redirectUrl: string }>(
      '/api/auth/local/sign-in',
      { email: person.email, password: person.password, state },
      headers,
    );
    const code = new URL(signIn.body.redirectUrl, 'http://x').searchParams.get('code');
    const session = await client.post('/api/sessions', { code, state }, headers);
    const sessionCookie = ([] as string[])
      .concat(session.headers['set-cookie'] as string[])
      .find((line) => line.includes('backline_session='));
    return { client, signInCookie, sessionCookie, session };
  }

  it('is __Host- prefixed and Secure behind a trusted TLS proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const { client, signInCookie, sessionCookie } = await signedInCookie(proxied, https);
      expect(signInCookie).toMatch(/^__Host-backline_sign_in=/);
      expect(sessionCookie).toMatch(/^__Host-backline_session=/);
      expect(sessionCookie).toMatch(/; Secure/);
      expect(sessionCookie).toMatch(/; Path=\//);
      expect(sessionCookie).not.toMatch(/Domain=/i);
      expect((await client.get('/api/users/me', https)).status).toBe(200);
      // Over HTTPS only the prefixed cookie counts: one planted without the prefix is ignored.
      const planted = proxied.client();
      planted.setCookie('backline_session', client.cookie('__Host-backline_session') ?? '');
      expect((await planted.get('/api/users/me', https)).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const { sessionCookie } = await signedInCookie(t, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie).toMatch(/^backline_session=/);
    expect(sessionCookie).not.toMatch(/Secure/);
  });

  it('is Secure when PUBLIC_URL is https, even from a proxy that sends no header', async () => {
    const behindTls = await createTestApp({ PUBLIC_URL: 'https://backline.example' });
    try {
      const { sessionCookie } = await signedInCookie(behindTls);
      expect(sessionCookie).toMatch(/^__Host-backline_session=.*; Secure/);
    } finally {
      await behindTls.close();
    }
  });
});
