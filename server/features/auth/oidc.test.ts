import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

/*
 * Sign-in with an OpenID Connect provider, end to end against a real OIDC server
 * (oauth2-mock-server) that checks PKCE and echoes the nonce into the ID token.
 */
let provider: OAuth2Server;
let t: TestApp;
let person = { sub: 'google-123', email: 'Mia@Example.test', name: 'Mia Lopez', given_name: 'Mia' };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: person.sub,
      email: person.email,
      email_verified: true,
      name: person.name,
      given_name: person.given_name,
      picture: 'https://images.example.test/mia.png',
    });
  });
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer.url ?? '',
    OIDC_CLIENT_ID: 'backline-test',
    OIDC_CLIENT_SECRET: 'backline-secret',
    PUBLIC_URL: 'http://backline.test',
  });
});

afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Plays the browser: asks Backline where to go, lets the provider redirect back, returns the callback. */
async function authorizeAtProvider(client: ReturnType<TestApp['client']>) {
  const start = await client.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.redirectUrl);
  expect(authorize.origin).toBe(new URL(provider.issuer.url ?? '').origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://backline.test/auth/callback');
  const response = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(response.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/auth/callback');
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}

describe('OpenID Connect sign-in', () => {
  it('offers the provider as Google', async () => {
    const reply = await t.client().get('/api/auth/providers');
    expect(reply.body).toEqual({
      providers: [
        { id: 'local', label: 'E-mail and password' },
        { id: 'google', label: 'Google' },
      ],
    });
  });

  it('creates the user on first sign-in and keeps the provider profile', async () => {
    const browser = t.client();
    const callback = await authorizeAtProvider(browser);
    const session = await browser.post('/api/sessions', callback);
    expect(session.status).toBe(200);
    const me = await browser.get('/api/users/me');
    expect(me.body).toMatchObject({
      email: 'mia@example.test',
      display_name: null,
      google_user_data: {
        name: 'Mia Lopez',
        given_name: 'Mia',
        picture: 'https://images.example.test/mia.png',
      },
      avatar_url: 'https://images.example.test/mia.png',
    });
  });

  it('signs the same person in again without a second account', async () => {
    const browser = t.client();
    const session = await browser.post('/api/sessions', await authorizeAtProvider(browser));
    expect(session.status).toBe(200);
    const accounts = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'mia@example.test')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a callback whose state does not belong to this browser', async () => {
    const victim = t.client();
    const callback = await authorizeAtProvider(victim);
    const attacker = t.client();
    const reply = await attacker.post('/api/sessions', callback);
    expect(reply.status).toBe(400);
    expect(attacker.cookie('backline_session')).toBeUndefined();
  });

  it('refuses a made-up code at the provider with a clear 400', async () => {
    const browser = t.client();
    const { state } = await authorizeAtProvider(browser);
    const reply = await browser.post('/api/sessions', { code: 'made-up-code', state });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/Sign-in with Google failed/);
  });

  it('links a verified provider e-mail to the existing local account', async () => {
    person = { sub: 'google-456', email: 'local@example.test', name: 'Lou Cal', given_name: 'Lou' };
    await signUp(t, { email: 'local@example.test', displayName: 'Lou' });
    const browser = t.client();
    expect((await browser.post('/api/sessions', await authorizeAtProvider(browser))).status).toBe(
      200,
    );
    expect((await browser.get('/api/users/me')).body).toMatchObject({
      email: 'local@example.test',
      display_name: 'Lou',
    });
  });
});
