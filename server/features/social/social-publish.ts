/**
 * Post Now: text from the studio published to a connected platform by a job, its outcome kept
 * on the publication (the post's address, or why it failed) for the screen to show.
 */
import type { Publication, PublishRequest, SocialPlatform } from '../../../contract/social';
import { PLATFORM_LABELS, SocialPlatform as SocialPlatformSchema } from '../../../contract/social';
import { SocialLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { SocialPublicationRow } from '../../db/schema';
import type { Actor } from '../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { publishSocialPost } from './jobs/publish-social-post';
import { platformClient } from './platforms/social-platforms';
import { insertPublication, selectConnection, selectPublication } from './social.queries';
import { postedIds, postsOf } from './social-publishing';

export function presentPublication(row: SocialPublicationRow): Publication {
  return {
    id: row.id,
    platform: SocialPlatformSchema.parse(row.platform),
    text: row.text,
    status: row.status as Publication['status'],
    url: row.url,
    posts: postsOf(row),
    posted_count: postedIds(row).length,
    error: row.error,
    created_at: row.created_at,
    published_at: row.published_at,
  };
}

export async function requestPublish(
  ctx: ServiceContext,
  actor: Actor,
  platform: SocialPlatform,
  request: PublishRequest,
): Promise<{ publication: Publication; job_id: number }> {
  const label = PLATFORM_LABELS[platform];
  const limit = SocialLimits.characterLimits[platform];
  const posts = request.posts ?? [request.text];
  const tooLong = posts.findIndex((post) => post.length > limit);
  if (tooLong >= 0) {
    throw badRequest(
      posts.length > 1
        ? `${label} posts can be at most ${limit} characters: post ${tooLong + 1} of the thread has ${posts[tooLong]?.length}`
        : `${label} posts can be at most ${limit} characters`,
    );
  }
  const connection = await selectConnection(ctx.db, actor.id, platform);
  if (!connection) throw notFound(`${label} is not connected`);
  if (!platformClient(ctx.config, platform)?.publishText) {
    throw badRequest(
      `${label} only accepts posts with a video or picture through its API: post it from ${label}`,
    );
  }
  if (connection.needs_reauth === 1) throw conflict(`Reconnect ${label} before posting`);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertPublication(trx, {
      user_id: actor.id,
      platform,
      text: request.text,
      status: 'queued',
      platform_post_id: null,
      url: null,
      error: null,
      created_at: ctx.now().toISOString(),
      published_at: null,
      parts: request.posts ? JSON.stringify(request.posts) : null,
    });
    const jobId = await ctx.jobs.enqueue(
      trx,
      publishSocialPost,
      { publicationId: row.id },
      { userId: actor.id },
    );
    return { publication: presentPublication(row), job_id: jobId };
  });
}

export async function publicationOf(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectPublication(ctx.db, id);
  // Someone else's publication is not found, not refused.
  if (!row || row.user_id !== actor.id) throw notFound('Post not found');
  return { publication: presentPublication(row) };
}
