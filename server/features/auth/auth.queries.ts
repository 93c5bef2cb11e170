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

export function deleteExpiredHandshakes(db: Kysely<Database>, now: string) {
  return Promise.all([
    db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute(),
    db.deleteFrom('auth_codes').where('expires_at', '<=', now).execute(),
  ]);
}
