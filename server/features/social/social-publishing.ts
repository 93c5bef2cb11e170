/** The work of a Post Now job: publish once, record the outcome on the publication. */
import { PLATFORM_LABELS, SocialPlatform } from '../../../contract/social';
import type { ServiceContext } from '../../context';
import { PermanentJobError, RetryLaterError } from '../../platform/jobs/define-job';
import { PlatformAuthError, PlatformRateLimitError } from './platforms/platform-client';
import { selectConnection, selectPublication, settlePublication } from './social.queries';
import { clientFor, freshAccessToken, markNeedsReauth } from './social-tokens';

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
    const posted = await client.publishText(accessToken, publication.text);
    await settlePublication(ctx.db, publicationId, {
      status: 'published',
      platform_post_id: posted.id,
      url: posted.url,
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
  await settlePublication(ctx.db, publicationId, {
    status: 'failed',
    error: error.replace(/^\w*Error: /, ''),
  });
}
