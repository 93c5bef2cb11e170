import type { ModerationItem, ModerationReports } from '../../../contract/moderation';
import { BACKLINE_CONTENT_PREFIX, DCYPHER_CONTENT_TYPE } from '../../../contract/moderation';
import { describeLaunchpadRequest } from '../dcypher/dcypher.presenter';
import { studioContentKind, studioRequestText } from '../studio/generator/generator.presenter';
import type { CommentQueueRow, GenerationQueueRow, PostQueueRow } from './moderation.queries';

/** Timestamps as one ISO form, so items of every source sort and compare alike. */
export function isoTime(value: string): string {
  return new Date(value).toISOString();
}

function flagOf(row: { flagged_at: string | null; flag_reason: string | null }) {
  return {
    flagged: row.flagged_at !== null,
    flag_reason: row.flag_reason,
    flagged_at: row.flagged_at === null ? null : isoTime(row.flagged_at),
  };
}

/** A D-Cypher launchpad or a Studio generation: the spec's `text_generation` or a Backline type. */
export function presentGenerationItem(row: GenerationQueueRow): ModerationItem {
  const isDcypher = row.content_type === DCYPHER_CONTENT_TYPE;
  return {
    id: row.id,
    content_type: isDcypher
      ? DCYPHER_CONTENT_TYPE
      : `${BACKLINE_CONTENT_PREFIX}${studioContentKind(row.items)}`,
    user_id: row.user_id,
    user_email: row.user_email,
    created_at: isoTime(row.created_at),
    prompt: isDcypher ? describeLaunchpadRequest(row.prompt) : studioRequestText(row.prompt),
    title: null,
    content: row.content,
    post_id: null,
    queued_at: isoTime(row.created_at),
    ...flagOf(row),
    reports: null,
  };
}

export function presentPostItem(row: PostQueueRow, reports: ModerationReports): ModerationItem {
  return {
    id: row.id,
    content_type: 'post',
    user_id: row.user_id,
    user_email: row.user_email,
    created_at: isoTime(row.created_at),
    prompt: null,
    title: row.title,
    content: row.content,
    post_id: row.id,
    queued_at: isoTime(row.reported_at ?? row.created_at),
    ...flagOf(row),
    reports,
  };
}

export function presentCommentItem(
  row: CommentQueueRow,
  reports: ModerationReports,
): ModerationItem {
  return {
    id: row.id,
    content_type: 'comment',
    user_id: row.user_id,
    user_email: row.user_email,
    created_at: isoTime(row.created_at),
    prompt: null,
    title: row.post_title,
    content: row.content,
    post_id: row.post_id,
    queued_at: isoTime(row.reported_at ?? row.created_at),
    ...flagOf(row),
    reports,
  };
}
