import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type {
  Database,
  SocialActivityTable,
  SocialConnectionsTable,
  SocialContentTable,
  SocialPublicationsTable,
} from '../../db/schema';

type Db = Kysely<Database>;

export function insertOAuthState(db: Db, row: Insertable<Database['social_oauth_states']>) {
  return db.insertInto('social_oauth_states').values(row).execute();
}

/** The handshake of `stateHash`, removed as it is read: a state is good for one return only. */
export function takeOAuthState(db: Db, stateHash: string) {
  return db
    .deleteFrom('social_oauth_states')
    .where('state_hash', '=', stateHash)
    .returning(['user_id', 'platform', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
}

export function deleteLapsedOAuthStates(db: Db, now: string) {
  return db.deleteFrom('social_oauth_states').where('expires_at', '<', now).execute();
}

/** Connecting again (a reconnect) replaces the account and tokens of that platform. */
export async function upsertConnection(db: Db, row: Insertable<SocialConnectionsTable>) {
  const { user_id: _user, platform: _platform, created_at: _created, ...changes } = row;
  return db
    .insertInto('social_connections')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'platform']).doUpdateSet({
        ...changes,
        is_active: 1,
        needs_reauth: 0,
        last_error: null,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function selectConnections(db: Db, userId: number) {
  return db
    .selectFrom('social_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function selectConnection(db: Db, userId: number, platform: string) {
  return db
    .selectFrom('social_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('platform', '=', platform)
    .executeTakeFirst();
}

export function selectConnectionById(db: Db, id: number) {
  return db.selectFrom('social_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateConnection(db: Db, id: number, changes: Updateable<SocialConnectionsTable>) {
  return db.updateTable('social_connections').set(changes).where('id', '=', id).execute();
}

/** The connection's new sync job: it starts from the newest item, with nothing counted yet. */
export function assignSyncJob(db: Db, id: number, jobId: number) {
  return updateConnection(db, id, { sync_job_id: jobId, sync_cursor: null, sync_items: 0 });
}

export function deleteContentOf(db: Db, connectionId: number) {
  return db.deleteFrom('social_content').where('connection_id', '=', connectionId).execute();
}

/** Deletes the connection with its tokens and synced content; false when there was none. */
export async function deleteConnection(db: Db, id: number): Promise<boolean> {
  await deleteContentOf(db, id);
  const result = await db.deleteFrom('social_connections').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Connections whose token lapses before the time given for their platform (`before`, or
 * `instagramBefore` for Instagram's long-lived tokens) and that can still be refreshed.
 */
export function selectConnectionsToRefresh(
  db: Db,
  cutoffs: { before: string; instagramBefore: string },
) {
  return db
    .selectFrom('social_connections')
    .select(['id', 'token_expires_at'])
    .where('needs_reauth', '=', 0)
    .where('token_expires_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('platform', '=', 'instagram'),
          eb('token_expires_at', '<', cutoffs.instagramBefore),
        ]),
        eb.and([eb('platform', '!=', 'instagram'), eb('token_expires_at', '<', cutoffs.before)]),
      ]),
    )
    .execute();
}

export async function upsertContent(db: Db, rows: Insertable<SocialContentTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('social_content')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['connection_id', 'platform_item_id']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        thumbnail_source: eb.ref('excluded.thumbnail_source'),
        media_url: eb.ref('excluded.media_url'),
        is_video: eb.ref('excluded.is_video'),
        posted_at: eb.ref('excluded.posted_at'),
        views: eb.ref('excluded.views'),
        likes: eb.ref('excluded.likes'),
        comments: eb.ref('excluded.comments'),
        shares: eb.ref('excluded.shares'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}

interface ContentFilter {
  userId: number;
  platform: string | null;
  videosOnly: boolean;
}

function filteredContent(db: Db, filter: ContentFilter) {
  let query = db.selectFrom('social_content').where('social_content.user_id', '=', filter.userId);
  if (filter.platform) query = query.where('social_content.platform', '=', filter.platform);
  if (filter.videosOnly) query = query.where('social_content.is_video', '=', 1);
  return query;
}

export async function countContent(db: Db, filter: ContentFilter): Promise<number> {
  const row = await filteredContent(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the library, newest first (undated items last). */
export function selectContentPage(
  db: Db,
  filter: ContentFilter,
  page: { offset: number; limit: number },
) {
  return filteredContent(db, filter)
    .innerJoin('social_connections', 'social_connections.id', 'social_content.connection_id')
    .selectAll('social_content')
    .select('social_connections.platform_username')
    .orderBy(sql`social_content.posted_at is null`)
    .orderBy('social_content.posted_at', 'desc')
    .orderBy('social_content.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function selectContentThumbnail(db: Db, userId: number, id: number) {
  return db
    .selectFrom('social_content')
    .select('thumbnail_source')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Per connection: items and summed figures, for the Hub. */
export function selectPlatformTotals(db: Db, userId: number) {
  return db
    .selectFrom('social_content')
    .where('user_id', '=', userId)
    .groupBy('connection_id')
    .select((eb) => [
      'connection_id',
      eb.fn.countAll<number>().as('items'),
      eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('views'),
      eb.fn.coalesce(eb.fn.sum<number>('likes'), sql<number>`0`).as('likes'),
      eb.fn.coalesce(eb.fn.sum<number>('comments'), sql<number>`0`).as('comments'),
      eb.fn.coalesce(eb.fn.sum<number>('shares'), sql<number>`0`).as('shares'),
      // Engagement only where views are known, so items without views do not count as zero.
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when views > 0 then views end`), sql<number>`0`)
        .as('rated_views'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            sql`case when views > 0 then coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) end`,
          ),
          sql<number>`0`,
        )
        .as('rated_engagements'),
    ])
    .execute();
}

export function insertActivity(db: Db, row: Insertable<SocialActivityTable>) {
  return db.insertInto('social_activity').values(row).execute();
}

export function selectRecentActivity(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('social_activity')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function insertPublication(db: Db, row: Insertable<SocialPublicationsTable>) {
  return db.insertInto('social_publications').values(row).returningAll().executeTakeFirstOrThrow();
}

export function selectPublication(db: Db, id: number) {
  return db.selectFrom('social_publications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records the parts of a queued publication posted so far (and, with the first, where the
 * post is), so a retried job carries on after them; false when it was no longer queued.
 */
export function recordPostedParts(
  db: Db,
  id: number,
  changes: Pick<Updateable<SocialPublicationsTable>, 'posted_ids' | 'platform_post_id' | 'url'>,
): Promise<boolean> {
  return settlePublication(db, id, changes);
}

/** Settles a queued publication; false when it was no longer queued. */
export async function settlePublication(
  db: Db,
  id: number,
  changes: Updateable<SocialPublicationsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('social_publications')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
