import { StudioLimits } from '../../../../contract/limits';
import type { Generation, ParsedGenerateRequest } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { decodeCursor, pageOf } from '../../../platform/http/cursor';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors';
import type { ChatModel } from '../../../platform/llm/chat-model';
import { ChatModelError } from '../../../platform/llm/chat-model';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limit';
import { authorize } from '../../../policies';
import { performanceScore } from '../performance-score';
import { hashtagsIn, parseHashtagList } from '../trends/topic-match';
import { findTopicForWriter, trendingTags } from '../trends/trends.service';
import type { WriterTopic, WrittenCopy } from '../writer/social-writer';
import { writeSocialCopy } from '../writer/social-writer';
import { presentStudioGeneration } from './generator.presenter';
import type { StoredStudioPrompt, StoredStudioResult } from './generator.presenter';
import {
  insertStudioGeneration,
  markSaved,
  selectStudioGeneration,
  selectStudioGenerationPage,
} from './generator.queries';
import { studioPrompt } from './model-prompt';

export interface GeneratorDeps {
  ctx: ServiceContext;
  /** The OpenAI-compatible model D-Cypher uses, or null for the built-in writer alone. */
  model: ChatModel | null;
}

const TRAILING_HASHTAGS = /\n+\s*((?:#[\p{L}\p{N}_]+\s*)+)$/u;

/**
 * The model's text, checked like D-Cypher checks its model: it must fit the platform (each
 * post of a thread within 280 characters) or it is not used.
 */
export function checkModelCopy(text: string, request: ParsedGenerateRequest): WrittenCopy | null {
  const content = text.trim().replace(/^["“]|["”]$/g, '');
  if (content.length === 0) return null;
  const hashtagLine = TRAILING_HASHTAGS.exec(content)?.[1] ?? '';
  const hashtags = request.include_hashtags ? hashtagsIn(hashtagLine || content).slice(0, 10) : [];
  const body = hashtagLine ? content.slice(0, content.length - hashtagLine.length).trim() : content;
  if (request.content_type === 'thread') {
    const posts = content
      .split(/\n\s*\n/)
      .map((post) => post.trim())
      .filter(Boolean);
    if (posts.length < 2 || posts.some((post) => post.length > StudioLimits.threadPostLimit))
      return null;
    return { content: posts.join('\n\n'), body, posts, hashtags };
  }
  if (content.length > StudioLimits.platformCharacterLimits[request.platform]) return null;
  return { content, body, posts: [content], hashtags };
}

async function write(
  deps: GeneratorDeps,
  request: ParsedGenerateRequest,
  topic: WriterTopic | null,
): Promise<{ engine: 'builtin' | 'model'; copy: WrittenCopy }> {
  if (deps.model) {
    try {
      const text = await deps.model.complete(studioPrompt(request, topic), { maxTokens: 1500 });
      const copy = checkModelCopy(text, request);
      if (copy) return { engine: 'model', copy };
      deps.ctx.log.warn('Backline Studio: the model’s copy did not fit the platform');
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      deps.ctx.log.warn(
        { err: error },
        'Backline Studio: language model failed; using the built-in writer',
      );
    }
  }
  return {
    engine: 'builtin',
    copy: writeSocialCopy({
      prompt: request.prompt,
      topic,
      platform: request.platform,
      contentType: request.content_type,
      tone: request.tone,
      includeHashtags: request.include_hashtags,
      includeEmojis: request.include_emojis,
      trendKeywords: request.trend_keywords,
    }),
  };
}

export async function generate(
  deps: GeneratorDeps,
  actor: Actor,
  request: ParsedGenerateRequest,
): Promise<Generation> {
  const { ctx } = deps;
  await consumeRateLimit(
    ctx,
    {
      bucket: `studio:generate:${actor.id}`,
      limit: StudioLimits.generationsPerMinute,
      windowSeconds: 60,
    },
    'That is a lot of drafts in a minute. Try the last one, then generate again.',
  );
  let topic: WriterTopic | null = null;
  if (request.topic_id) {
    const trending = await findTopicForWriter(ctx, request.topic_id);
    if (!trending) throw badRequest('topic_id: no such trending topic');
    topic = {
      topic: trending.topic,
      description: trending.description,
      hashtags: parseHashtagList(trending.hashtags),
    };
  }
  const { engine, copy } = await write(deps, request, topic);
  const scored = performanceScore({
    text: copy.body,
    hashtags: copy.hashtags,
    platform: request.platform,
    trendingTags: await trendingTags(ctx),
  });
  const result: StoredStudioResult = {
    posts: copy.posts,
    hashtags: copy.hashtags,
    performance_score: scored.score,
    score_factors: scored.factors,
    platform: request.platform,
    content_type: request.content_type,
    tone: request.tone,
  };
  const prompt: StoredStudioPrompt = {
    prompt: request.prompt,
    topic_id: request.topic_id ?? null,
    trend_keywords: request.trend_keywords,
  };
  const row = await insertStudioGeneration(ctx.db, {
    userId: actor.id,
    prompt: JSON.stringify(prompt),
    content: copy.content,
    items: JSON.stringify(result),
    engine,
    now: ctx.now().toISOString(),
  });
  return presentStudioGeneration(row);
}

async function ownGeneration(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectStudioGeneration(ctx.db, id);
  if (!row) throw notFound('Generation not found');
  authorize(actor, 'studioGeneration.use', row);
  return row;
}

export const STUDIO_GENERATION_REMOVED =
  'A moderator removed this generation, so it cannot be saved';

export async function saveGeneration(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await ownGeneration(ctx, actor, id);
  if (row.removed_at !== null) throw forbidden(STUDIO_GENERATION_REMOVED);
  await markSaved(ctx.db, id, ctx.now().toISOString());
  return presentStudioGeneration(await ownGeneration(ctx, actor, id));
}

export async function generationHistory(
  ctx: ServiceContext,
  actor: Actor,
  query: { cursor?: string; limit: number; saved?: boolean },
) {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectStudioGenerationPage(ctx.db, ctx.dialect, actor.id, {
    limit: query.limit,
    cursor,
    savedOnly: query.saved ?? false,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [
    new Date(row.created_at).toISOString(),
    row.id,
  ]);
  return { generations: page.map(presentStudioGeneration), nextCursor };
}
