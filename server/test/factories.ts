import type { SelfServiceRole } from '../../contract/users';
import type { UserRow } from '../db/schema';
import { createAccount } from '../features/users/users.service';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

let sequence = 0;

export const TEST_PASSWORD = 'correct horse battery';

/** A real account made through the API's own sign-up, so the password works for sign-in. */
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
  const { body: start } = await client.get<{ redirectUrl: string }>(
    '/api/oauth/local/redirect_url',
  );
  const state = new URL(start.redirectUrl, 'http://x').searchParams.get('state');
  const signUpReply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-up', {
    email,
    password,
    display_name: overrides.displayName ?? `Person ${sequence}`,
    role: overrides.role ?? 'artist',
    state,
  });
  if (signUpReply.status !== 201) throw new Error(`sign-up failed: ${signUpReply.text}`);
  const code = new URL(signUpReply.body.redirectUrl, 'http://x').searchParams.get('code');
  const session = await client.post('/api/sessions', { code, state });
  if (session.status !== 200) throw new Error(`session failed: ${session.text}`);
  const user = await testApp.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
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
