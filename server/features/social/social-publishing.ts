/**
 * The work of a Post Now job: publish once, record the outcome on the publication. A thread
 * goes out as a chain, each part a reply to the one before, and each part's id is saved as
 * soon as it is posted so a retry after a failure mid-chain carries on without reposting.
 */
import { z } from 'zod';
import { PLATFORM_LABELS, SocialPlatform } from '../../../contract/social';
import type { ServiceContext } from '../../context';
import type { SocialPublicationRow } from '../../db/schema';
import { PermanentJobError, RetryLaterError } from '../../platform/jobs/define-job';
import { PlatformAuthError, PlatformRateLimitError } from './platforms/platform-client';
import {
  recordPostedParts,
  selectConnection,
  selectPublication,
  settlePublication,
} from './social.queries';
import { clientFor, freshAccessToken, markNeedsReauth } from './social-tokens';

const StoredList = z.array(z.string());

/** What a publication sends: a thread's posts in order, or its one post. */
export function postsOf(row: Pick<SocialPublicationRow, 'parts' | 'text'>): string[] {
  return row.parts === null ? [row.text] : StoredList.parse(JSON.parse(row.parts));
}

/** The platform's ids of the parts already posted, in order. */
export function postedIds(row: Pick<SocialPublicationRow, 'posted_ids'>): string[] {
  return StoredList.parse(JSON.parse(row.posted_ids));
}

export async function publishNow(ctx: ServiceContext, publicationId: number): Promise<void> {
  const publication = await selectPublication(ctx.db, publicationId);
  if (!publication || publication.status !== 'queued') return;
  const label = PLATFORM_LABELS[SocialPlatform.parse(publication.platform)];
  const connection = await selectConnection(ctx.db, publication.user_id, publication.platform);
  if (!connection)
    throw new PermanentJobError(`${label} was disconnected before the post went out`);
  const client = clientFor(ctx, publication.platform);
  if (!client.publishText) throw new PermanentJobError(`${label} does not accept text posts`);
  try {
    const { accessToken } = await freshAccessToken(ctx, connection);
    const posts = postsOf(publication);
    const posted = postedIds(publication);
    for (const post of posts.slice(posted.length)) {
      const made = await client.publishText(accessToken, post, posted.at(-1));
      posted.push(made.id);
      const first = posted.length === 1 ? { platform_post_id: made.id, url: made.url } : {};
      const stillQueued = await recordPostedParts(ctx.db, publicationId, {
        posted_ids: JSON.stringify(posted),
        ...first,
      });
      if (!stillQueued) return;
    }
    await settlePublication(ctx.db, publicationId, {
      status: 'published',
      published_at: ctx.now().toISOString(),
    });
  } catch (error) {
    if (error instanceof PlatformRateLimitError) {
      throw new RetryLaterError(error.message, error.retryAfterMs);
    }
    if (error instanceof PlatformAuthError) {
      const current = await selectConnection(ctx.db, publication.user_id, publication.platform);
      if (current && current.needs_reauth === 0) await markNeedsReauth(ctx, current, error.message);
      throw new PermanentJobError(`${label} needs reconnecting: ${error.message}`);
    }
    throw error;
  }
}

export async function recordPublishFailure(
  ctx: ServiceContext,
  publicationId: number,
  error: string,
) {
  const publication = await selectPublication(ctx.db, publicationId);
  if (!publication) return;
  const reason = error.replace(/^\w*Error: /, '');
  const posted = postedIds(publication).length;
  await settlePublication(ctx.db, publicationId, {
    status: 'failed',
    error:
      posted > 0 ? `${posted} of ${postsOf(publication).length} posts went out; ${reason}` : reason,
  });
}
