/**
 * Content moderation: one queue of what D-Cypher and Backline Studio wrote and of what people
 * reported, and the moderators' two actions on it.
 *
 * - **Flag** (`flag: true`) marks an item as reviewed and questionable: the queue shows it
 *   flagged with the reason, and the reports nobody had looked at are resolved (so it leaves
 *   the Reported filter until someone reports it again). It changes nothing anyone else sees:
 *   the mark is the moderators' own, and its author is not told. `flag: false` takes it off.
 * - **Delete** removes it for everyone: its words are erased, nobody else sees it, and its
 *   author sees "Removed by a moderator" where it was (their D-Cypher and Studio history,
 *   their own posts, the post's page). Posts and comments go through their own features'
 *   removal, which the post page's delete by an administrator uses too.
 *
 * Every action writes its audit row in the transaction of the change.
 */
import type {
  ContentReviewQuery,
  ContentReviewReply,
  FlagContentRequest,
  ModerationContentType as ContentType,
  ModerationFilter,
  ModerationItem,
  ModerationReports,
} from '../../../contract/moderation';
import {
  DCYPHER_CONTENT_TYPE,
  DEFAULT_FLAG_REASON,
  ModerationContentType,
} from '../../../contract/moderation';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { recordAudit } from '../../platform/audit/audit';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { notFound } from '../../platform/http/errors';
import { removeCommentAsModerator, resolveOpenCommentReports } from '../comments/comments.service';
import { erasedLaunchpad } from '../dcypher/dcypher.presenter';
import { removePostAsModerator, resolveOpenPostReports } from '../posts/posts.service';
import { erasedStudioGeneration } from '../studio/generator/generator.presenter';
import {
  isoTime,
  presentCommentItem,
  presentGenerationItem,
  presentPostItem,
} from './moderation.presenter';
import type {
  CommentQueueRow,
  FlagMark,
  GenerationQueueRow,
  PostQueueRow,
  QueueCursor,
  QueuePage,
  QueueSource,
  ReportReason,
  ReportTally,
} from './moderation.queries';
import {
  SOURCE_RANK,
  eraseGeneration,
  selectComment,
  selectCommentReportReasons,
  selectCommentReportTallies,
  selectGeneration,
  selectGenerationPage,
  selectPost,
  selectPostReportReasons,
  selectPostReportTallies,
  selectReportedCommentPage,
  selectReportedPostPage,
  setCommentFlag,
  setGenerationFlag,
  setPostFlag,
} from './moderation.queries';

export const UNKNOWN_CONTENT_TYPE = 'Unknown content type';
export const CONTENT_NOT_FOUND = 'Content not found';

/** Which sources each of the queue's filters reads. */
const FILTER_SOURCES: Record<ModerationFilter, readonly QueueSource[]> = {
  all: ['text_generation', 'backline', 'post', 'comment'],
  text: ['text_generation'],
  backline: ['backline'],
  reported: ['post', 'comment'],
};

type QueueEntry =
  | {
      source: 'text_generation' | 'backline';
      queuedAt: string;
      id: number;
      row: GenerationQueueRow;
    }
  | { source: 'post'; queuedAt: string; id: number; row: PostQueueRow }
  | { source: 'comment'; queuedAt: string; id: number; row: CommentQueueRow };

/** One source's next rows, newest first (each source reads at most `limit + 1` from its index). */
async function readSource(
  ctx: ServiceContext,
  source: QueueSource,
  page: QueuePage,
  openOnly: boolean,
): Promise<QueueEntry[]> {
  switch (source) {
    case 'text_generation':
    case 'backline': {
      const rows = await selectGenerationPage(ctx.db, ctx.dialect, source, page);
      return rows.map((row) => ({ source, queuedAt: isoTime(row.created_at), id: row.id, row }));
    }
    case 'post': {
      const rows = await selectReportedPostPage(ctx.db, ctx.dialect, { ...page, openOnly });
      return rows.map((row) => ({
        source,
        queuedAt: isoTime(row.reported_at ?? row.created_at),
        id: row.id,
        row,
      }));
    }
    case 'comment': {
      const rows = await selectReportedCommentPage(ctx.db, ctx.dialect, { ...page, openOnly });
      return rows.map((row) => ({
        source,
        queuedAt: isoTime(row.reported_at ?? row.created_at),
        id: row.id,
        row,
      }));
    }
  }
}

/** Newest first: by when it was queued, then source, then id (the cursor's order). */
function newestFirst(a: QueueEntry, b: QueueEntry): number {
  if (a.queuedAt !== b.queuedAt) return a.queuedAt < b.queuedAt ? 1 : -1;
  const rank = SOURCE_RANK[b.source] - SOURCE_RANK[a.source];
  return rank !== 0 ? rank : b.id - a.id;
}

function reportsByItem(tallies: ReportTally[], reasons: ReportReason[]) {
  const reports = new Map<number, ModerationReports>();
  for (const tally of tallies) {
    reports.set(Number(tally.item_id), {
      count: Number(tally.total),
      open: Number(tally.open ?? 0),
      reasons: [],
    });
  }
  for (const { item_id, reason } of reasons) reports.get(Number(item_id))?.reasons.push(reason);
  return (id: number) => reports.get(id) ?? { count: 0, open: 0, reasons: [] };
}

async function presentEntries(ctx: ServiceContext, entries: QueueEntry[]) {
  const postIds = entries.filter((entry) => entry.source === 'post').map((entry) => entry.id);
  const commentIds = entries.filter((entry) => entry.source === 'comment').map((entry) => entry.id);
  const [postTallies, postReasons, commentTallies, commentReasons] = await Promise.all([
    selectPostReportTallies(ctx.db, postIds),
    selectPostReportReasons(ctx.db, postIds),
    selectCommentReportTallies(ctx.db, commentIds),
    selectCommentReportReasons(ctx.db, commentIds),
  ]);
  const postReports = reportsByItem(postTallies, postReasons);
  const commentReports = reportsByItem(commentTallies, commentReasons);
  return entries.map((entry): ModerationItem => {
    switch (entry.source) {
      case 'post':
        return presentPostItem(entry.row, postReports(entry.id));
      case 'comment':
        return presentCommentItem(entry.row, commentReports(entry.id));
      default:
        return presentGenerationItem(entry.row);
    }
  });
}

/**
 * `GET /api/admin/content-review`: every source of the filter read from its own index after
 * the cursor, merged newest first, one page kept. A page costs a few index reads however deep
 * it is.
 */
export async function contentReviewQueue(
  ctx: ServiceContext,
  query: ContentReviewQuery,
): Promise<ContentReviewReply> {
  const cursor: QueueCursor | null = decodeCursor(query.cursor, [
    'string',
    'number',
    'number',
  ] as const);
  const page: QueuePage = { limit: query.limit, cursor };
  const openOnly = query.type === 'reported';
  const sources = await Promise.all(
    FILTER_SOURCES[query.type].map((source) => readSource(ctx, source, page, openOnly)),
  );
  const merged = sources
    .flat()
    .sort(newestFirst)
    .slice(0, query.limit + 1);
  const { page: entries, nextCursor } = pageOf(merged, query.limit, (entry) => [
    entry.queuedAt,
    SOURCE_RANK[entry.source],
    entry.id,
  ]);
  return { items: await presentEntries(ctx, entries), nextCursor };
}

/** What a path's `{type}` names: a generation of one kind, a post or a comment. */
type Target =
  { kind: 'generation'; contentType: ContentType } | { kind: 'post' } | { kind: 'comment' };

function targetOf(type: string): Target {
  const parsed = ModerationContentType.safeParse(type);
  if (!parsed.success) throw notFound(UNKNOWN_CONTENT_TYPE);
  if (parsed.data === 'post' || parsed.data === 'comment') return { kind: parsed.data };
  return { kind: 'generation', contentType: parsed.data };
}

/** The generation, if it is of the kind the path says. */
async function findGeneration(ctx: ServiceContext, contentType: ContentType, id: number) {
  const row = await selectGeneration(ctx.db, id);
  if (!row || presentGenerationItem(row).content_type !== contentType) return null;
  return row;
}

/** The item as the queue shows it, or 404. */
async function findItem(ctx: ServiceContext, target: Target, id: number): Promise<ModerationItem> {
  if (target.kind === 'generation') {
    const row = await findGeneration(ctx, target.contentType, id);
    if (row) return presentGenerationItem(row);
  } else {
    const found =
      target.kind === 'post' ? await selectPost(ctx.db, id) : await selectComment(ctx.db, id);
    if (found) {
      const [entry] = await presentEntries(ctx, [
        target.kind === 'post'
          ? { source: 'post', queuedAt: '', id, row: found as PostQueueRow }
          : { source: 'comment', queuedAt: '', id, row: found as CommentQueueRow },
      ]);
      return entry;
    }
  }
  throw notFound(CONTENT_NOT_FOUND);
}

/** Where the audit row points: the row's own kind. */
const auditType = (target: Target) => (target.kind === 'generation' ? 'generation' : target.kind);

/**
 * `PUT /api/admin/content/{type}/{id}/flag`: marks (or unmarks) the item; flagging resolves
 * its open reports. Answers the item as the queue now shows it.
 */
export async function flagContent(
  ctx: ServiceContext,
  actor: Actor,
  type: string,
  id: number,
  request: FlagContentRequest,
): Promise<ModerationItem> {
  const target = targetOf(type);
  const item = await findItem(ctx, target, id);
  const reason = request.reason || DEFAULT_FLAG_REASON;
  const mark: FlagMark = request.flag ? { at: ctx.now().toISOString(), reason } : null;
  await ctx.db.transaction().execute(async (trx) => {
    let changed: boolean;
    let reportsResolved = 0;
    if (target.kind === 'generation') {
      changed = await setGenerationFlag(trx, id, mark);
    } else if (target.kind === 'post') {
      changed = await setPostFlag(trx, id, mark);
      if (changed && mark) reportsResolved = await resolveOpenPostReports(trx, id);
    } else {
      changed = await setCommentFlag(trx, id, mark);
      if (changed && mark) reportsResolved = await resolveOpenCommentReports(trx, id);
    }
    // Removed between the read and now.
    if (!changed) throw notFound(CONTENT_NOT_FOUND);
    await recordAudit(
      trx,
      actor,
      request.flag ? 'content.flagged' : 'content.unflagged',
      { type: auditType(target), id },
      {
        content_type: item.content_type,
        author_id: item.user_id,
        ...(request.flag ? { reason, reports_resolved: reportsResolved } : {}),
      },
    );
  });
  return findItem(ctx, target, id);
}

/**
 * `DELETE /api/admin/content/{type}/{id}`: removes the item for everyone (see the header);
 * 404 when there is no such item or it is removed already.
 */
export async function deleteContent(
  ctx: ServiceContext,
  actor: Actor,
  type: string,
  id: number,
): Promise<void> {
  const target = targetOf(type);
  if (target.kind === 'post') {
    if (!(await removePostAsModerator(ctx, actor, id))) throw notFound(CONTENT_NOT_FOUND);
    return;
  }
  if (target.kind === 'comment') {
    if (!(await removeCommentAsModerator(ctx, actor, id))) throw notFound(CONTENT_NOT_FOUND);
    return;
  }
  const row = await findGeneration(ctx, target.contentType, id);
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  const erased =
    row.content_type === DCYPHER_CONTENT_TYPE
      ? erasedLaunchpad(row.prompt)
      : erasedStudioGeneration(row);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await eraseGeneration(trx, id, erased, ctx.now().toISOString()))) {
      throw notFound(CONTENT_NOT_FOUND);
    }
    await recordAudit(
      trx,
      actor,
      'generation.deleted',
      { type: 'generation', id },
      { content_type: target.contentType, author_id: row.user_id },
    );
  });
}
