import type { SelfServiceRole } from '../../contract/users';
import type { Insertable } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { createAccount } from '../features/users/users.service';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

let sequence = 0;

export const TEST_PASSWORD = 'correct horse battery';

/** List members inserted straight into the table, 100 a statement (SQLite caps its variables). */
export async function insertListMembers(
  testApp: TestApp,
  rows: Insertable<Database['tribe_subscribers']>[],
) {
  for (let start = 0; start < rows.length; start += 100) {
    await testApp.ctx.db
      .insertInto('tribe_subscribers')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

/** The text of the newest e-mail to `email` in the outbox. */
export async function latestMailTo(testApp: TestApp, email: string) {
  const row = await testApp.ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no e-mail to ${email}`);
  return row;
}

/** The token of a link like `https://…/auth/confirm#token=…` in an e-mail's text. */
export function tokenFromLink(text: string, page: '/auth/confirm' | '/auth/reset'): string {
  const match = new RegExp(`${page}#token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** Starts a sign-in with the built-in provider in `client`'s browser; returns its state. */
export async function startLocalSignIn(client: ApiClient): Promise<string> {
  const reply = await client.get<{ redirectUrl: string }>('/api/oauth/local/redirect_url');
  if (reply.status !== 200) throw new Error(`sign-in start failed: ${reply.text}`);
  return new URL(reply.body.redirectUrl, 'http://x').searchParams.get('state') ?? '';
}

/**
 * A real account made through the API's own sign-up (sign up, follow the e-mailed link with
 * the password, exchange the code), so the password works for sign-in and the client holds a
 * session.
 */
export async function signUp(
  testApp: TestApp,
  overrides: {
    email?: string;
    displayName?: string;
    role?: SelfServiceRole;
    password?: string;
  } = {},
): Promise<{ client: ApiClient; user: UserRow; email: string; password: string }> {
  sequence += 1;
  const email =
    overrides.email ?? `person${sequence}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = overrides.password ?? TEST_PASSWORD;
  const client = testApp.client();
  const state = await startLocalSignIn(client);
  const signUpReply = await client.post('/api/auth/local/sign-up', {
    email,
    password,
    display_name: overrides.displayName ?? `Person ${sequence}`,
    role: overrides.role ?? 'artist',
    state,
  });
  if (signUpReply.status !== 202) throw new Error(`sign-up failed: ${signUpReply.text}`);
  const token = tokenFromLink((await latestMailTo(testApp, email)).text_body, '/auth/confirm');
  const confirm = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-up/confirm', {
    token,
    password,
    state,
  });
  if (confirm.status !== 200) throw new Error(`confirmation failed: ${confirm.text}`);
  const code = new URL(confirm.body.redirectUrl, 'http://x').searchParams.get('code');
  const session = await client.post('/api/sessions', { code, state });
  if (session.status !== 200) throw new Error(`session failed: ${session.text}`);
  const user = await testApp.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { client, user, email, password };
}

/** A row-only account (no sign-in), for people who only need to exist. */
export async function createUser(
  testApp: TestApp,
  overrides: { email?: string; role?: SelfServiceRole; displayName?: string } = {},
) {
  sequence += 1;
  return createAccount(testApp.ctx, {
    email:
      overrides.email ?? `row${sequence}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    displayName: overrides.displayName ?? `Row Person ${sequence}`,
    role: overrides.role ?? 'fan',
  });
}
