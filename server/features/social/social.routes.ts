import { OkReply } from '../../../contract/auth';
import { IdParams } from '../../../contract/pagination';
import {
  PublicationReply,
  PublishReply,
  PublishRequest,
  OAuthCallbackQuery,
  OAuthUrlReply,
  PlatformParams,
  SocialConnectionsReply,
  SocialContentQuery,
  SocialContentReply,
  SocialOverviewReply,
  SyncReply,
  SyncRequest,
} from '../../../contract/social';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { HttpError } from '../../platform/http/errors';
import { binaryReply } from '../../platform/http/openapi';
import { POPUP_PAGE_HEADERS, popupPage } from './oauth-popup-page';
import { completeConnect, startConnect } from './social-connect.service';
import { disconnect, listConnections, listContent, overview, requestSync } from './social.service';
import { openThumbnail } from './social-thumbnails';
import { publicationOf, requestPublish } from './social-publish';

const tags = ['social'];
const errors = errorReplies(400, 401, 403, 404);
const socialMedia = access.sellerPremium('Social Media Management');

export async function socialRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/social/connections',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary: 'Your connected accounts, and which platforms this server can connect',
        response: { 200: SocialConnectionsReply, ...errors },
      },
    },
    async (request) => listConnections(ctx, requireActor(request)),
  );

  app.get(
    '/api/social/:platform/oauth-url',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary:
          'Starts connecting: the platform’s authorization address (state and PKCE) for a popup; 400 when the platform is not configured',
        params: PlatformParams,
        response: { 200: OAuthUrlReply, ...errors },
      },
    },
    async (request) => startConnect(ctx, requireActor(request), request.params.platform),
  );

  app.get(
    '/api/social/:platform/callback',
    {
      // The popup's return from the provider: a page, not JSON, that messages its opener.
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Where the platform returns the connect popup (redirect URI): an HTML page that posts `social_connected` to its opener',
        params: PlatformParams,
        querystring: OAuthCallbackQuery,
        response: {
          200: binaryReply('text/html', 'Connected: the page messages its opener and closes'),
          400: binaryReply('text/html', 'Not connected, and why'),
          401: binaryReply('text/html', 'Not signed in'),
          502: binaryReply('text/html', 'The platform could not be reached'),
        },
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      reply.headers(POPUP_PAGE_HEADERS);
      try {
        if (!request.actor) throw new HttpError(401, 'Sign in to Backline, then connect again.');
        await completeConnect(ctx, request.actor, platform, request.query);
        return reply.status(200).send(popupPage(platform, { ok: true }));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const status =
          error.statusCode === 401 || error.statusCode === 502 ? error.statusCode : 400;
        return reply.status(status).send(popupPage(platform, { ok: false, error: error.message }));
      }
    },
  );

  app.delete(
    '/api/social/:platform/disconnect',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary: 'Disconnect: deletes the connection, its tokens and its synced content',
        params: PlatformParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await disconnect(ctx, requireActor(request), request.params.platform);
      return { success: true as const };
    },
  );

  app.post(
    '/api/social/sync',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary:
          'Sync one platform (`platform`) or all connected ones (`all`): one background job each, whose progress counts items synced',
        body: SyncRequest,
        response: { 202: SyncReply, ...errors, 409: errorReplies(409)[409] },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestSync(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/api/social/content',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary: 'The synced content library, newest first, a page at a time',
        querystring: SocialContentQuery,
        response: { 200: SocialContentReply, ...errors },
      },
    },
    async (request) => listContent(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/social/content/:id/thumbnail',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary:
          'A synced item’s picture, fetched from the platform by the server so the page never holds its signed address',
        params: IdParams,
        response: {
          200: binaryReply('image/*', 'The picture'),
          ...errorReplies(400, 401, 403, 404, 502),
        },
      },
    },
    async (request, reply) => {
      const picture = await openThumbnail(ctx, requireActor(request), request.params.id);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(picture.body);
    },
  );

  app.get(
    '/api/social/overview',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary:
          'The Hub: connected platforms, followers, synced items, average engagement, per-platform figures and recent activity',
        response: { 200: SocialOverviewReply, ...errors },
      },
    },
    async (request) => overview(ctx, requireActor(request)),
  );

  app.post(
    '/api/social/:platform/publish',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary:
          'Post Now: publishes text to a connected platform whose API accepts text posts (X), as a background job',
        params: PlatformParams,
        body: PublishRequest,
        response: { 202: PublishReply, ...errors, 409: errorReplies(409)[409] },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestPublish(ctx, requireActor(request), request.params.platform, request.body),
        ),
  );

  app.get(
    '/api/social/publications/:id',
    {
      config: { access: socialMedia },
      schema: {
        tags,
        summary: 'How a Post Now went: queued, published (with the post’s address) or failed',
        params: IdParams,
        response: { 200: PublicationReply, ...errors },
      },
    },
    async (request) => publicationOf(ctx, requireActor(request), request.params.id),
  );
}
