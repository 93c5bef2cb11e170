import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SignInState {
  state: string;
  provider: string;
  codeVerifier: string | null;
  nonce: string | null;
  createdAt: string;
  expiresAt: string;
}

export function insertSignInState(db: Kysely<Database>, row: SignInState) {
  return db
    .insertInto('oauth_states')
    .values({
      state: row.state,
      provider: row.provider,
      code_verifier: row.codeVerifier,
      nonce: row.nonce,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function selectLiveSignInState(db: Kysely<Database>, state: string, now: string) {
  return (
    (await db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', state)
      .where('expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

export function deleteSignInState(db: Kysely<Database>, state: string) {
  return db.deleteFrom('oauth_states').where('state', '=', state).execute();
}

export function insertAuthCode(
  db: Kysely<Database>,
  row: { codeHash: string; userId: number; state: string; createdAt: string; expiresAt: string },
) {
  return db
    .insertInto('auth_codes')
    .values({
      code_hash: row.codeHash,
      user_id: row.userId,
      state: row.state,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Marks a live, unused code as used and returns it; a second caller gets nothing. */
export async function spendAuthCode(db: Kysely<Database>, codeHash: string, now: string) {
  return (
    (await db
      .updateTable('auth_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'state'])
      .executeTakeFirst()) ?? null
  );
}

/** Sign-in states and one-time codes live minutes; the lapsed ones are only clutter. */
export function deleteLapsedHandshakes(db: Kysely<Database>, now: string) {
  return Promise.all([
    db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute(),
    db.deleteFrom('auth_codes').where('expires_at', '<=', now).execute(),
  ]);
}

export function insertSignupRequest(
  db: Kysely<Database>,
  row: {
    tokenHash: string;
    email: string;
    passwordHash: string;
    displayName: string;
    role: string;
    createdAt: string;
    expiresAt: string;
  },
) {
  return db
    .insertInto('signup_requests')
    .values({
      token_hash: row.tokenHash,
      email: row.email,
      password_hash: row.passwordHash,
      display_name: row.displayName,
      role: row.role,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function selectLiveSignupRequest(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
) {
  return (
    (await db
      .selectFrom('signup_requests')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

/** Takes a live request away and returns it; a second caller gets nothing. */
export async function spendSignupRequest(db: Kysely<Database>, tokenHash: string, now: string) {
  return (
    (await db
      .deleteFrom('signup_requests')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** Once an address has its account, its other pending sign-ups mean nothing. */
export function deleteSignupRequestsFor(db: Kysely<Database>, email: string) {
  return db.deleteFrom('signup_requests').where('email', '=', email).execute();
}

export function deleteLapsedSignupRequests(db: Kysely<Database>, now: string) {
  return db.deleteFrom('signup_requests').where('expires_at', '<=', now).execute();
}

export function insertPasswordReset(
  db: Kysely<Database>,
  row: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
) {
  return db
    .insertInto('password_resets')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Takes a live reset link away and returns whose it was; a second caller gets nothing. */
export async function spendPasswordReset(db: Kysely<Database>, tokenHash: string, now: string) {
  return (
    (await db
      .deleteFrom('password_resets')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .returning(['user_id'])
      .executeTakeFirst()) ?? null
  );
}

export async function selectLivePasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
) {
  return (
    (await db
      .selectFrom('password_resets')
      .select(['user_id'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

export function deletePasswordResetsOf(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export function deleteLapsedPasswordResets(db: Kysely<Database>, now: string) {
  return db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
}
