/** GET /api/users/me: the new-user welcome, and the signed-in hint cookie beside the session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/users';
import type { ApiClient } from '../../test/api-client';
import { signUp, startLocalSignIn } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(client: ApiClient, email: string, password: string) {
  const state = await startLocalSignIn(client);
  const reply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
    email,
    password,
    state,
  });
  const code = new URL(reply.body.redirectUrl, 'http://x').searchParams.get('code');
  return client.post('/api/sessions', { code, state });
}

function setCookieHeaders(reply: { headers: Record<string, unknown> }): string[] {
  const header = reply.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
}

describe('is_new_user', () => {
  it('is true in the first session after sign-up and false once the person signs in again', async () => {
    const person = await signUp(t, { role: 'fan' });
    const first = await person.client.get<CurrentUser>('/api/users/me');
    expect(first.body.is_new_user).toBe(true);

    const laptop = t.client();
    expect((await signIn(laptop, person.email, person.password)).status).toBe(200);
    expect((await laptop.get<CurrentUser>('/api/users/me')).body.is_new_user).toBe(false);
    // The first browser's session is the same person: they are not new any more there either.
    expect((await person.client.get<CurrentUser>('/api/users/me')).body.is_new_user).toBe(false);
  });
});

describe('the signed-in hint cookie', () => {
  it('comes with the session, readable by the page, and goes at logout', async () => {
    const person = await signUp(t);
    const client = t.client();
    const session = await signIn(client, person.email, person.password);
    const cookies = setCookieHeaders(session);
    const hint = cookies.find((cookie) =>
      cookie.startsWith(`backline_signed_in=${person.user.id};`),
    );
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/Path=\//);
    // The session cookie itself stays out of the page's reach.
    expect(cookies.find((cookie) => cookie.startsWith('backline_session='))).toMatch(/HttpOnly/i);
    // The signed-in person's id, which the page keys its first reads by.
    expect(client.cookie('backline_signed_in')).toBe(String(person.user.id));

    await client.post('/api/logout');
    expect(client.cookie('backline_signed_in')).toBeUndefined();
    expect(client.cookie('backline_session')).toBeUndefined();
  });

  it('grants nothing by itself', async () => {
    const stranger = t.client();
    stranger.setCookie('backline_signed_in', '1');
    expect((await stranger.get('/api/users/me')).status).toBe(401);
  });
});
