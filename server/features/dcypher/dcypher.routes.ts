import {
  DcypherHistoryReply,
  DcypherRequest,
  DcypherResult,
  DcypherSaveReply,
} from '../../../contract/dcypher';
import { DcypherLimits } from '../../../contract/limits';
import { IdParams, PageQuery } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { ChatModel } from '../../platform/llm/chat-model';
import { generate, getGeneration, history, saveToVault } from './dcypher.service';

const errors = errorReplies(400, 401, 403, 404, 429);
const tags = ['dcypher'];
const dCypher = access.premium('D-Cypher');

export async function dcypherRoutes(app: ApiApp, ctx: ServiceContext) {
  const model = ctx.config.llm ? new ChatModel(ctx.config.llm) : null;

  app.post(
    '/api/writers-block/launchpad',
    {
      config: { access: dCypher },
      schema: {
        tags,
        summary: 'Generate a launchpad (rhymes, alliterations, metaphors, similes)',
        body: DcypherRequest,
        response: { 200: DcypherResult, ...errors },
      },
    },
    async (request) => generate({ ctx, model }, requireActor(request), request.body),
  );

  app.get(
    '/api/writers-block/generations',
    {
      config: { access: dCypher },
      schema: {
        tags,
        summary: 'Your recent launchpads',
        querystring: PageQuery.extend({
          limit: PageQuery.shape.limit.default(DcypherLimits.historyPageSize),
        }),
        response: { 200: DcypherHistoryReply, ...errors },
      },
    },
    async (request) => history(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/writers-block/generations/:id',
    {
      config: { access: dCypher },
      schema: {
        tags,
        summary: 'One of your launchpads',
        params: IdParams,
        response: { 200: DcypherResult, ...errors },
      },
    },
    async (request) => getGeneration(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/api/writers-block/launchpad/:id/save',
    {
      config: { access: dCypher },
      schema: {
        tags,
        summary: 'Save a launchpad as a text file in your Content Vault',
        params: IdParams,
        response: { 200: DcypherSaveReply, ...errors },
      },
    },
    async (request) => saveToVault(ctx, requireActor(request), request.params.id),
  );
}
