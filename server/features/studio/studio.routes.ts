import { z } from 'zod';
import { StudioLimits } from '../../../contract/limits';
import { IdParams, PageQuery } from '../../../contract/pagination';
import {
  AdminTopic,
  AdminTopicsReply,
  GenerateRequest,
  Generation,
  GenerationsReply,
  TopicForm,
  TrendingQuery,
  TrendingReply,
} from '../../../contract/studio';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { ChatModel } from '../../platform/llm/chat-model';
import { generate, generationHistory, saveGeneration } from './generator/generator.service';
import { addTopic, editTopic, listCatalog } from './trends/topics-admin.service';
import { trendingTopics } from './trends/trends.service';
import { backlineStudio } from './studio-access';

const errors = errorReplies(400, 401, 403, 404, 429);
const tags = ['backline-studio'];

/** Trends and the social copy generator. */
export async function studioRoutes(app: ApiApp, ctx: ServiceContext) {
  const model = ctx.config.llm ? new ChatModel(ctx.config.llm) : null;

  app.get(
    '/api/backline/trending',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary:
          'Trending topics over this instance’s own posts, its creators’ synced social content and generations (hashtags and keywords), with the curated catalog labelled as such, ranked by Mastodon’s trend score',
        querystring: TrendingQuery,
        response: { 200: TrendingReply, ...errors },
      },
    },
    async (request) => ({ trending_topics: await trendingTopics(ctx, request.query) }),
  );

  app.post(
    '/api/backline/generate',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary:
          'Write social copy (caption, script, story, thread) with an explained performance score',
        body: GenerateRequest,
        response: { 200: Generation, ...errors },
      },
    },
    async (request) => generate({ ctx, model }, requireActor(request), request.body),
  );

  app.get(
    '/api/backline/generations',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Your generations, newest first; `saved=true` for the saved ones only',
        querystring: PageQuery.extend({
          limit: PageQuery.shape.limit.default(StudioLimits.historyPageSize),
          saved: z
            .enum(['true', 'false'])
            .optional()
            .transform((value) => value === 'true'),
        }),
        response: { 200: GenerationsReply, ...errors },
      },
    },
    async (request) => generationHistory(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/backline/generations/:id/save',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Keep one of your generations',
        params: IdParams,
        response: { 200: Generation, ...errors },
      },
    },
    async (request) => saveGeneration(ctx, requireActor(request), request.params.id),
  );
}

/** Administrators' edits of the trend catalog (admin routes are never switched off). */
export async function studioAdminRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/backline/topics',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'The trend catalog, hidden topics included',
        response: { 200: AdminTopicsReply, ...errors },
      },
    },
    async () => listCatalog(ctx),
  );

  app.post(
    '/api/admin/backline/topics',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Add a topic to the trend catalog',
        body: TopicForm,
        response: { 201: AdminTopic, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTopic(ctx, requireActor(request), request.body)),
  );

  app.put(
    '/api/admin/backline/topics/:id',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Edit or hide a topic of the trend catalog',
        params: IdParams,
        body: TopicForm,
        response: { 200: AdminTopic, ...errors },
      },
    },
    async (request) => editTopic(ctx, requireActor(request), request.params.id, request.body),
  );
}
