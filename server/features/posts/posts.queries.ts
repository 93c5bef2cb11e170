import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';
import type { Viewer } from './post-entitlement';
import { canReadPost } from './post-entitlement';

type Db = Kysely<Database> | Transaction<Database>;

export interface PostListOptions {
  viewer: Viewer;
  limit: number;
  cursor: readonly [string, number] | null;
  creatorId?: number;
  /** Leave out posts the viewer hid (the feed does; a creator's own page does not). */
  skipHidden?: boolean;
  /** Only posts for sale (the storefront lists those). */
  pricedOnly?: boolean;
  /**
   * Posts their creator hid: left out of every shared list (feed, profile, storefront), even
   * for the creator; their own list of posts includes them or shows only them.
   */
  creatorHidden?: 'exclude' | 'include' | 'only';
  /** Only posts of the people this person follows (a fan's dashboard). */
  followedBy?: number;
}

const flag = (condition: ReturnType<typeof sql<unknown>> | ReturnType<typeof canReadPost>) =>
  sql<number>`case when ${condition} then 1 else 0 end`;

/** Posts with their creator, the viewer's like and the entitlement decided per row. */
function selectPostRows(db: Db, viewer: Viewer) {
  const viewerId = viewer.id;
  return (
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.creator_id')
      .select([
        'posts.id',
        'posts.creator_id',
        'posts.title',
        'posts.visibility',
        'posts.price_cents',
        'posts.content_type',
        'posts.created_at',
        'posts.updated_at',
        'posts.hidden_at',
        'posts.removed_at',
        'posts.like_count',
        'posts.comment_count',
        'posts.share_count',
        'posts.view_count',
        'users.email as creator_email',
        'users.display_name as creator_display_name',
        'users.google_user_data as creator_google_user_data',
        'users.role as creator_role',
        'users.is_verified as creator_is_verified',
        'users.avatar_key as creator_avatar_key',
        'users.updated_at as creator_updated_at',
      ])
      .select((eb: ExpressionBuilder<Database, 'posts' | 'users'>) =>
        // posts.content is never null, so a null here means "withheld": the rule runs once per row.
        eb
          .case()
          .when(canReadPost(eb, viewer))
          .then(eb.ref('posts.content'))
          .else(null)
          .end()
          .as('content'),
      )
      // Whether the viewer liked it; an anonymous viewer has liked nothing, so no column to read.
      .$if(viewerId !== null, (query) =>
        query.select(
          flag(
            sql`exists (select 1 from post_likes where post_likes.post_id = posts.id and post_likes.user_id = ${viewerId})`,
          ).as('liked'),
        ),
      )
      .where('users.status', '=', 'active')
      // A hidden post is not there for anyone but its creator.
      .where((eb) =>
        viewerId === null
          ? eb('posts.hidden_at', 'is', null)
          : eb.or([eb('posts.hidden_at', 'is', null), eb('posts.creator_id', '=', viewerId)]),
      )
  );
}

export type PostListRow = Awaited<
  ReturnType<ReturnType<typeof selectPostRows>['executeTakeFirstOrThrow']>
>;

/** Posts newest first, after the cursor; one row more than asked tells whether a next page exists. */
export function selectPostPage(
  db: Db,
  dialect: Dialect,
  options: PostListOptions,
): Promise<PostListRow[]> {
  const { viewer, cursor } = options;
  let query = selectPostRows(db, viewer);
  if (options.creatorId !== undefined) {
    query = query.where('posts.creator_id', '=', options.creatorId);
  }
  if (options.pricedOnly) query = query.where('posts.price_cents', '>', 0);
  const creatorHidden = options.creatorHidden ?? 'exclude';
  if (creatorHidden === 'exclude') query = query.where('posts.hidden_at', 'is', null);
  // A removed post is hidden too, but not by its creator: it is not among "hidden" ones.
  if (creatorHidden === 'only') {
    query = query.where('posts.hidden_at', 'is not', null).where('posts.removed_at', 'is', null);
  }
  const followerId = options.followedBy;
  if (followerId !== undefined) {
    query = query.where('posts.creator_id', 'in', (eb) =>
      eb
        .selectFrom('follows')
        .select('follows.followed_id')
        .where('follows.follower_id', '=', followerId),
    );
  }
  const viewerId = viewer.id;
  if (options.skipHidden && viewerId !== null) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('post_hides')
            .select('post_hides.post_id')
            .whereRef('post_hides.post_id', '=', 'posts.id')
            .where('post_hides.user_id', '=', viewerId),
        ),
      ),
    );
  }
  if (cursor) {
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('posts.created_at'), eb.ref('posts.id'), cursor),
    );
  }
  return query
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

export async function selectPostForViewer(
  db: Db,
  postId: number,
  viewer: Viewer,
): Promise<PostListRow | null> {
  return (
    (await selectPostRows(db, viewer).where('posts.id', '=', postId).executeTakeFirst()) ?? null
  );
}

/** The bare row, for rules that need the owner and visibility only. */
export async function selectPostOwnership(db: Db, postId: number) {
  return (
    (await db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.creator_id')
      .select([
        'posts.id',
        'posts.creator_id',
        'posts.visibility',
        'posts.price_cents',
        'posts.hidden_at',
        'posts.removed_at',
      ])
      .where('posts.id', '=', postId)
      .where('users.status', '=', 'active')
      .executeTakeFirst()) ?? null
  );
}

/** Whether the viewer may read the post's content, by the same rule the lists use. */
export async function selectCanRead(db: Db, postId: number, viewer: Viewer): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => flag(canReadPost(eb, viewer)).as('readable'))
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  return Number(row?.readable ?? 0) === 1;
}

export function insertPost(
  db: Db,
  post: {
    creatorId: number;
    title: string | null;
    content: string;
    visibility: string;
    priceCents: number;
    contentType: string | null;
    now: string;
  },
) {
  return db
    .insertInto('posts')
    .values({
      creator_id: post.creatorId,
      title: post.title,
      content: post.content,
      visibility: post.visibility,
      price_cents: post.priceCents,
      content_type: post.contentType,
      created_at: post.now,
      updated_at: post.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updatePostRow(
  db: Db,
  postId: number,
  post: {
    title: string | null;
    content: string;
    visibility: string;
    priceCents: number;
    /** Undefined keeps the category as it is. */
    contentType: string | null | undefined;
    now: string;
  },
) {
  return db
    .updateTable('posts')
    .set({
      title: post.title,
      content: post.content,
      visibility: post.visibility,
      price_cents: post.priceCents,
      ...(post.contentType === undefined ? {} : { content_type: post.contentType }),
      updated_at: post.now,
    })
    .where('id', '=', postId)
    .execute();
}

export function deletePostRow(db: Db, postId: number) {
  return db
    .deleteFrom('posts')
    .where('id', '=', postId)
    .returning(['creator_id', 'hidden_at'])
    .executeTakeFirst();
}

/** Hides or shows a post; true when it changed (hiding a hidden post changes nothing). */
export async function setPostHidden(
  db: Db,
  postId: number,
  hiddenAt: string | null,
): Promise<boolean> {
  const changed = await db
    .updateTable('posts')
    .set({ hidden_at: hiddenAt })
    .where('id', '=', postId)
    .where('hidden_at', hiddenAt === null ? 'is not' : 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

export function addToUserPostCount(db: Db, userId: number, delta: 1 | -1) {
  return db
    .updateTable('users')
    .set((eb) => ({ post_count: eb('post_count', '+', delta) }))
    .where('id', '=', userId)
    .execute();
}

type PostCounter = 'like_count' | 'comment_count' | 'share_count' | 'view_count';

export async function addToPostCounter(
  db: Db,
  postId: number,
  counter: PostCounter,
  delta: number,
): Promise<number> {
  const row = await db
    .updateTable('posts')
    .set((eb) => ({ [counter]: eb(counter, '+', delta) }))
    .where('id', '=', postId)
    .returning(counter)
    .executeTakeFirstOrThrow();
  return Number((row as Record<PostCounter, number>)[counter]);
}

/** Inserts the like unless it exists; true when a like was really added. */
export async function insertLike(
  db: Db,
  postId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('post_likes')
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteLike(db: Db, postId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('post_likes')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .returning('post_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function insertView(
  db: Db,
  postId: number,
  viewerKey: string,
  day: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('post_views')
    .values({ post_id: postId, viewer_key: viewerKey, day })
    .onConflict((conflict) => conflict.columns(['post_id', 'viewer_key', 'day']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records a share unless this sharer already shared the post; true when it was new. */
export async function insertShare(
  db: Db,
  share: { postId: number; sharerKey: string; now: string; expiresAt: string | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('post_shares')
    .values({
      post_id: share.postId,
      sharer_key: share.sharerKey,
      created_at: share.now,
      expires_at: share.expiresAt,
    })
    .onConflict((conflict) => conflict.columns(['post_id', 'sharer_key']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Signed-out shares lapse; the post's share_count keeps them. */
export function deleteLapsedShares(db: Db, now: string) {
  return db.deleteFrom('post_shares').where('expires_at', '<=', now).execute();
}

/** Views are counted once per viewer per day, so the rows of days before `beforeDay` only take space. */
export function deleteOldViews(db: Db, beforeDay: string) {
  return db.deleteFrom('post_views').where('day', '<', beforeDay).execute();
}

export async function selectCounter(db: Db, postId: number, counter: PostCounter): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(counter)
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number((row as Record<PostCounter, number>)[counter]);
}

export function insertHide(db: Db, postId: number, userId: number, now: string) {
  return db
    .insertInto('post_hides')
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'post_id']).doNothing())
    .execute();
}

export function deleteHide(db: Db, postId: number, userId: number) {
  return db
    .deleteFrom('post_hides')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .execute();
}

/** Records the report unless this person reported the post before; true when it was new. */
export async function insertReport(
  db: Db,
  postId: number,
  reporterId: number,
  reason: string | null,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('post_reports')
    .values({ post_id: postId, reporter_id: reporterId, reason, created_at: now })
    .onConflict((conflict) => conflict.columns(['post_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A new report puts the post (back) at the top of the moderation queue. */
export function markReported(db: Db, postId: number, now: string) {
  return db.updateTable('posts').set({ reported_at: now }).where('id', '=', postId).execute();
}

/**
 * A moderator's removal: the words are erased and the post hidden from everyone, in one
 * statement that only a post not yet removed passes; returns what the counts need, or
 * undefined when there was nothing to remove.
 */
export async function removePostRow(db: Db, postId: number, now: string) {
  const before = await db
    .selectFrom('posts')
    .select(['creator_id', 'hidden_at'])
    .where('id', '=', postId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!before) return undefined;
  const removed = await db
    .updateTable('posts')
    .set((eb) => ({
      removed_at: now,
      hidden_at: eb.fn.coalesce('hidden_at', eb.val(now)),
      title: null,
      content: '',
    }))
    .where('id', '=', postId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return removed ? before : undefined;
}

/** Reports nobody reviewed yet are resolved (the moderator has looked); returns how many. */
export async function resolvePostReports(db: Db, postId: number): Promise<number> {
  const resolved = await db
    .updateTable('post_reports')
    .set({ status: 'resolved' })
    .where('post_id', '=', postId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return resolved.length;
}

export async function countFeed(db: Db) {
  const posts = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.creator_id')
    .where('users.status', '=', 'active')
    .where('posts.hidden_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const creators = await db
    .selectFrom('users')
    .where('status', '=', 'active')
    .where('role', 'in', ['artist', 'creator', 'producer'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { posts: Number(posts.count), creators: Number(creators.count) };
}
