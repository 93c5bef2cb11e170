import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/connect';
import { numberRowBefore, rowBefore } from '../../db/keyset';
import type { Database, UserRow, UserUpdate } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a profile or a creators list shows of a person; the e-mail only feeds the name fallback. */
const personColumns = [
  'users.id',
  'users.email',
  'users.display_name',
  'users.google_user_data',
  'users.role',
  'users.is_verified',
  'users.bio',
  'users.location',
  'users.website',
  'users.avatar_key',
  'users.created_at',
  'users.updated_at',
  'users.post_count',
  'users.follower_count',
  'users.following_count',
] as const;

export type PersonRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'display_name'
  | 'google_user_data'
  | 'role'
  | 'is_verified'
  | 'bio'
  | 'location'
  | 'website'
  | 'avatar_key'
  | 'created_at'
  | 'updated_at'
  | 'post_count'
  | 'follower_count'
  | 'following_count'
>;

/** A person others may see: suspended accounts are left out everywhere. */
export async function selectActivePerson(db: Db, id: number): Promise<PersonRow | null> {
  return (
    (await db
      .selectFrom('users')
      .select(personColumns)
      .where('users.id', '=', id)
      .where('users.status', '=', 'active')
      .executeTakeFirst()) ?? null
  );
}

/** One page of people in `roles`, most followed first; fetches one extra row to tell if more follow. */
export function selectPeopleByFollowers(
  db: Db,
  dialect: Dialect,
  options: { roles: readonly string[]; limit: number; after: readonly [number, number] | null },
): Promise<PersonRow[]> {
  let query = db
    .selectFrom('users')
    .select(personColumns)
    .where('users.role', 'in', options.roles)
    .where('users.status', '=', 'active');
  if (options.after) {
    const after = options.after;
    query = query.where((eb) =>
      numberRowBefore(dialect, eb.ref('users.follower_count'), eb.ref('users.id'), after),
    );
  }
  return query
    .orderBy('users.follower_count', 'desc')
    .orderBy('users.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/**
 * One page of the people `followerId` follows, the most recently followed first (with when they
 * were followed, the page's key); one extra row tells whether more follow.
 */
export function selectFollowedPeople(
  db: Db,
  dialect: Dialect,
  options: { followerId: number; limit: number; after: readonly [string, number] | null },
): Promise<(PersonRow & { followed_at: string })[]> {
  let query = db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followed_id')
    .select(personColumns)
    .select('follows.created_at as followed_at')
    .where('follows.follower_id', '=', options.followerId)
    .where('users.status', '=', 'active');
  if (options.after) {
    const after = options.after;
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('follows.created_at'), eb.ref('follows.followed_id'), after),
    );
  }
  return query
    .orderBy('follows.created_at', 'desc')
    .orderBy('follows.followed_id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/** Which of `ids` the follower follows. */
export async function selectFollowedAmong(
  db: Db,
  followerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('followed_id')
    .where('follower_id', '=', followerId)
    .where('followed_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.followed_id));
}

/** True when the row is new; a follow that already exists is left as it is. */
export async function insertFollow(
  db: Db,
  follow: { followerId: number; followedId: number; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('follows')
    .values({
      follower_id: follow.followerId,
      followed_id: follow.followedId,
      created_at: follow.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['follower_id', 'followed_id']).doNothing())
    .returning('follower_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** True when a row was there to delete. */
export async function deleteFollow(
  db: Db,
  follow: { followerId: number; followedId: number },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('follows')
    .where('follower_id', '=', follow.followerId)
    .where('followed_id', '=', follow.followedId)
    .returning('follower_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Moves the followed person's follower_count and the follower's following_count by `by`.
 * The two rows are updated in id order, so concurrent follows between the same two people
 * in both directions lock them in the same order and cannot deadlock.
 */
export async function addToFollowCounts(
  db: Db,
  follow: { followerId: number; followedId: number; by: 1 | -1 },
): Promise<void> {
  const updates = [
    {
      id: follow.followedId,
      run: () =>
        db
          .updateTable('users')
          .set((eb) => ({ follower_count: eb('follower_count', '+', follow.by) }))
          .where('id', '=', follow.followedId)
          .execute(),
    },
    {
      id: follow.followerId,
      run: () =>
        db
          .updateTable('users')
          .set((eb) => ({ following_count: eb('following_count', '+', follow.by) }))
          .where('id', '=', follow.followerId)
          .execute(),
    },
  ].sort((a, b) => a.id - b.id);
  for (const update of updates) await update.run();
}

export async function selectFollowerCount(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('follower_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.follower_count;
}

export type ProfileChanges = Pick<
  UserUpdate,
  'display_name' | 'bio' | 'location' | 'website' | 'role' | 'updated_at'
>;

export function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The current avatar key, locked on PostgreSQL until the transaction ends (SQLite writes one at a time). */
export async function selectAvatarKeyForUpdate(
  db: Transaction<Database>,
  dialect: Dialect,
  id: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('avatar_key')
    .where('id', '=', id)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return row.avatar_key;
}

export function updateAvatarKey(
  db: Db,
  id: number,
  change: { avatarKey: string | null; avatarBytes: number; updatedAt: string },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      avatar_key: change.avatarKey,
      avatar_bytes: change.avatarBytes,
      updated_at: change.updatedAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function selectAvatarBytes(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('avatar_bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.avatar_bytes ?? 0);
}
