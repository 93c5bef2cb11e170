import { createHash } from 'node:crypto';
import type { OwnPostsQuery, Post, PostInput } from '../../../contract/posts';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { forbidden, notFound } from '../../platform/http/errors';
import { recordAudit } from '../../platform/audit/audit';
import { limitAnonymousWrite } from '../../platform/rate-limit/rate-limit';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import { LapseLimits } from '../../../contract/limits';
import { limitReports } from './report-limit';
import { authorize } from '../../policies';
import { presentPost } from './posts.presenter';
import { publicFeedPages } from './public-feed-pages';
import {
  addToPostCounter,
  addToUserPostCount,
  countFeed,
  deleteHide,
  deleteLike,
  deletePostRow,
  insertHide,
  insertLike,
  insertPost,
  insertReport,
  insertShare,
  insertView,
  markReported,
  removePostRow,
  resolvePostReports,
  selectCanRead,
  selectCounter,
  selectPostForViewer,
  selectPostOwnership,
  selectPostPage,
  setPostHidden,
  updatePostRow,
} from './posts.queries';
import type { PostListOptions } from './posts.queries';

export const POST_NOT_FOUND = 'Post not found';

/** Who is looking, and when: the entitlement rule needs both. */
export function viewerOf(ctx: ServiceContext, actor: Actor | null) {
  return { id: actor?.id ?? null, now: ctx.now().toISOString() };
}

async function postPage(
  ctx: ServiceContext,
  actor: Actor | null,
  query: { cursor?: string; limit: number },
  scope: Pick<
    PostListOptions,
    'creatorId' | 'skipHidden' | 'pricedOnly' | 'creatorHidden' | 'followedBy'
  >,
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectPostPage(ctx.db, ctx.dialect, {
    viewer: viewerOf(ctx, actor),
    limit: query.limit,
    cursor,
    ...scope,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  return { posts: page.map((row) => presentPost(row, actor)), nextCursor };
}

/**
 * The community feed: every creator's posts, newest first, minus what the viewer hid. A
 * signed-out reader's page may come from the last second's (see public-feed-pages.ts).
 */
export function feedPosts(
  ctx: ServiceContext,
  actor: Actor | null,
  query: { cursor?: string; limit: number },
) {
  const read = () => postPage(ctx, actor, query, { skipHidden: true });
  if (actor) return read();
  return publicFeedPages(ctx).page(`${query.limit} ${query.cursor ?? ''}`, read);
}

/** New posts from the people the viewer follows, newest first, minus what they hid. */
export function followingPosts(
  ctx: ServiceContext,
  actor: Actor,
  query: { cursor?: string; limit: number },
) {
  return postPage(ctx, actor, query, { followedBy: actor.id, skipHidden: true });
}

/** For writes that change what a feed page shows (here and in other features). */
export function forgetPublicFeed(ctx: ServiceContext) {
  publicFeedPages(ctx).forget();
}

export function postsByCreator(
  ctx: ServiceContext,
  actor: Actor | null,
  creatorId: number,
  query: { cursor?: string; limit: number },
) {
  return postPage(ctx, actor, query, { creatorId });
}

/** The creator's own list: every post of theirs, hidden ones included (or only those, or none). */
export function ownPosts(ctx: ServiceContext, actor: Actor, query: OwnPostsQuery) {
  const creatorHidden = { all: 'include', visible: 'exclude', hidden: 'only' } as const;
  return postPage(ctx, actor, query, {
    creatorId: actor.id,
    creatorHidden: creatorHidden[query.show],
  });
}

/** The dashboard's recent posts are the creator's own, so hidden ones are there too. */
export function recentOwnPosts(ctx: ServiceContext, actor: Actor, limit: number) {
  return postPage(ctx, actor, { limit }, { creatorId: actor.id, creatorHidden: 'include' });
}

/** A creator's posts that are for sale, for the storefront. */
export function pricedPostsByCreator(
  ctx: ServiceContext,
  actor: Actor | null,
  creatorId: number,
  query: { cursor?: string; limit: number },
) {
  return postPage(ctx, actor, query, { creatorId, pricedOnly: true });
}

export async function feedStats(ctx: ServiceContext) {
  const counts = await countFeed(ctx.db);
  return { post_count: counts.posts, creator_count: counts.creators };
}

export async function getPost(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
): Promise<Post> {
  const row = await selectPostForViewer(ctx.db, postId, viewerOf(ctx, actor));
  if (!row) throw notFound(POST_NOT_FOUND);
  return presentPost(row, actor);
}

export async function createPost(
  ctx: ServiceContext,
  actor: Actor,
  input: PostInput,
): Promise<Post> {
  await limitUserWrite(ctx, 'posts', actor.id);
  const now = ctx.now().toISOString();
  const { id } = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertPost(trx, {
      creatorId: actor.id,
      title: input.title,
      content: input.content,
      visibility: input.visibility,
      priceCents: input.price_cents,
      contentType: input.content_type ?? null,
      now,
    });
    await addToUserPostCount(trx, actor.id, 1);
    return created;
  });
  forgetPublicFeed(ctx);
  return getPost(ctx, actor, id);
}

/** The post, unless it is missing to this viewer (gone, or hidden by a creator who is not them). */
async function requirePost(ctx: ServiceContext, actor: Actor | null, postId: number) {
  const post = await selectPostOwnership(ctx.db, postId);
  if (!post) throw notFound(POST_NOT_FOUND);
  if (post.hidden_at !== null && post.creator_id !== actor?.id) throw notFound(POST_NOT_FOUND);
  return post;
}

/**
 * The post, as long as a moderator has not removed it: a removed post is gone for everyone
 * (only its creator still sees that it was there), so nobody likes, shares, reports or
 * comments on it any more.
 */
async function requireLivePost(ctx: ServiceContext, actor: Actor | null, postId: number) {
  const post = await requirePost(ctx, actor, postId);
  if (post.removed_at !== null) throw notFound(POST_NOT_FOUND);
  return post;
}

export const POST_REMOVED = 'A moderator removed this post, so it cannot be changed';

export async function updatePost(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  input: PostInput,
): Promise<Post> {
  const post = await requirePost(ctx, actor, postId);
  authorize(actor, 'post.edit', post);
  if (post.removed_at !== null) throw forbidden(POST_REMOVED);
  await updatePostRow(ctx.db, postId, {
    title: input.title,
    content: input.content,
    visibility: input.visibility,
    priceCents: input.price_cents,
    contentType: input.content_type,
    now: ctx.now().toISOString(),
  });
  forgetPublicFeed(ctx);
  return getPost(ctx, actor, postId);
}

export async function deletePost(ctx: ServiceContext, actor: Actor, postId: number): Promise<void> {
  const post = await requirePost(ctx, actor, postId);
  authorize(actor, 'post.delete', post);
  // An administrator removing someone else's post is moderation (see removePostAsModerator).
  if (post.creator_id !== actor.id) {
    await removePostAsModerator(ctx, actor, postId);
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await deletePostRow(trx, postId);
    // A hidden (or removed) post was taken off the count when it was hidden.
    if (deleted && deleted.hidden_at === null) await addToUserPostCount(trx, actor.id, -1);
  });
  forgetPublicFeed(ctx);
}

/**
 * A moderator takes someone's post down, from the post's menu or the moderation queue: its
 * words are erased and nobody else sees it any more, while its creator still finds it in
 * their own posts saying it was removed by a moderator (rather than it vanishing without a
 * word). Its open reports are resolved. On the audit record, in the same transaction.
 * False when there is no such post, or it was removed already.
 */
export async function removePostAsModerator(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
): Promise<boolean> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const before = await removePostRow(trx, postId, ctx.now().toISOString());
    if (!before) return false;
    // A post the creator had hidden was taken off the count when it was hidden.
    if (before.hidden_at === null) await addToUserPostCount(trx, before.creator_id, -1);
    await resolvePostReports(trx, postId);
    await recordAudit(
      trx,
      actor,
      'post.deleted',
      { type: 'post', id: postId },
      { creator_id: before.creator_id },
    );
    return true;
  });
  if (removed) forgetPublicFeed(ctx);
  return removed;
}

/** One like per person: a second like changes nothing, an unlike only removes a real like. */
export async function setLike(ctx: ServiceContext, actor: Actor, postId: number, liked: boolean) {
  await requireLivePost(ctx, actor, postId);
  const reply = await ctx.db.transaction().execute(async (trx) => {
    const changed = liked
      ? await insertLike(trx, postId, actor.id, ctx.now().toISOString())
      : await deleteLike(trx, postId, actor.id);
    const likeCount = changed
      ? await addToPostCounter(trx, postId, 'like_count', liked ? 1 : -1)
      : await selectCounter(trx, postId, 'like_count');
    return { liked, like_count: likeCount };
  });
  forgetPublicFeed(ctx);
  return reply;
}

/** Who is counted for a share or view: the person, or the hashed address of a signed-out reader. */
function countingKey(actor: Actor | null, ip: string): string {
  return actor
    ? `u:${actor.id}`
    : `a:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

const DAY_MS = 86_400_000;

/**
 * A share counts once per person per post. Signed-out readers are counted by their address
 * (hashed), which only stands in for a person: their share lapses after
 * `LapseLimits.signedOutShareDays` (the count keeps it), and an address may count so many
 * shares an hour. A person's shares count against their hourly limit.
 */
export async function recordShare(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
  ip: string,
) {
  await requireLivePost(ctx, actor, postId);
  if (actor) await limitUserWrite(ctx, 'shares', actor.id);
  else await limitAnonymousWrite(ctx, 'share', ip);
  const now = ctx.now();
  const expiresAt = actor
    ? null
    : new Date(now.getTime() + LapseLimits.signedOutShareDays * DAY_MS).toISOString();
  const { counted, shareCount } = await ctx.db.transaction().execute(async (trx) => {
    const counted = await insertShare(trx, {
      postId,
      sharerKey: countingKey(actor, ip),
      now: now.toISOString(),
      expiresAt,
    });
    const shareCount = counted
      ? await addToPostCounter(trx, postId, 'share_count', 1)
      : await selectCounter(trx, postId, 'share_count');
    return { counted, shareCount };
  });
  if (counted) forgetPublicFeed(ctx);
  return { share_count: shareCount };
}

/** A view counts once per viewer (person, or address when signed out) per post per UTC day. */
export async function recordView(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
  ip: string,
) {
  await requireLivePost(ctx, actor, postId);
  if (!actor) await limitAnonymousWrite(ctx, 'view', ip);
  const viewerKey = countingKey(actor, ip);
  const day = ctx.now().toISOString().slice(0, 10);
  return ctx.db.transaction().execute(async (trx) => {
    const counted = await insertView(trx, postId, viewerKey, day);
    const viewCount = counted
      ? await addToPostCounter(trx, postId, 'view_count', 1)
      : await selectCounter(trx, postId, 'view_count');
    return { counted, view_count: viewCount };
  });
}

export async function hidePost(ctx: ServiceContext, actor: Actor, postId: number, hidden: boolean) {
  await requireLivePost(ctx, actor, postId);
  if (hidden) await insertHide(ctx.db, postId, actor.id, ctx.now().toISOString());
  else await deleteHide(ctx.db, postId, actor.id);
}

/**
 * The creator hides a post from everyone else (feed, profile, storefront, its page) or shows
 * it again. Buyers and subscribers lose sight of it while hidden, like everyone; the public
 * post count leaves it out.
 */
export async function setPostHiddenByCreator(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  hidden: boolean,
): Promise<Post> {
  const post = await requirePost(ctx, actor, postId);
  authorize(actor, 'post.hide', post);
  if (post.removed_at !== null) throw forbidden(POST_REMOVED);
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await setPostHidden(trx, postId, hidden ? ctx.now().toISOString() : null);
    if (changed) await addToUserPostCount(trx, post.creator_id, hidden ? -1 : 1);
  });
  forgetPublicFeed(ctx);
  return getPost(ctx, actor, postId);
}

/**
 * Stored for the admin moderation queue; reporting twice keeps one report. A new report puts
 * the post at the top of the queue. Each person may send `ReportLimits.perHour` reports an hour.
 */
export async function reportPost(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  reason: string | undefined,
) {
  await requireLivePost(ctx, actor, postId);
  await limitReports(ctx, actor);
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (await insertReport(trx, postId, actor.id, reason?.trim() || null, now)) {
      await markReported(trx, postId, now);
    }
  });
}

/** For purchases: the post's owner, visibility and price, or null (a hidden post is not for sale). */
export async function findPostForSale(ctx: ServiceContext, postId: number) {
  const post = await selectPostOwnership(ctx.db, postId);
  return post && post.hidden_at === null ? post : null;
}

/** For features that hang things off a post (comments): exists, and readable by the viewer? */
export async function requireReadablePost(
  ctx: ServiceContext,
  actor: Actor | null,
  postId: number,
) {
  const post = await requireLivePost(ctx, actor, postId);
  if (!(await selectCanRead(ctx.db, postId, viewerOf(ctx, actor)))) {
    throw forbidden('Unlock this post to see and write comments');
  }
  return post;
}

/** Comments move the post's counter inside their own transaction. */
export function adjustCommentCount(
  trx: Parameters<typeof addToPostCounter>[0],
  postId: number,
  delta: 1 | -1,
) {
  return addToPostCounter(trx, postId, 'comment_count', delta);
}

/** The post's comment count as it stands. */
export function commentCountOf(trx: Parameters<typeof selectCounter>[0], postId: number) {
  return selectCounter(trx, postId, 'comment_count');
}

/** A moderator reviewed the post (flagged it): the reports nobody had looked at are resolved. */
export function resolveOpenPostReports(
  trx: Parameters<typeof resolvePostReports>[0],
  postId: number,
) {
  return resolvePostReports(trx, postId);
}
