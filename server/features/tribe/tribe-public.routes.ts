/**
 * Find Your Tribe, the fans' side, signed out: joining a list (double opt-in), confirming,
 * unsubscribing (RFC 8058 one-click), browser push, open and click tracking, and the bounce
 * webhook of the mail provider.
 */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TribeLimits } from '../../../contract/limits';
import {
  BounceWebhookReply,
  BounceWebhookRequest,
  ConfirmReply,
  CreatorIdParams,
  JoinListReply,
  JoinListRequest,
  TokenParams,
  TokenRequest,
  UnsubscribeReply,
} from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { notFound, unauthorized } from '../../platform/http/errors';
import { binaryReply } from '../../platform/http/openapi';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';
import { vapidKeys } from './channels/push-channel';
import { subscribeBrowser } from './push.service';
import {
  confirmJoin,
  joinList,
  markUndeliverable,
  subscriptionByToken,
  unsubscribe,
} from './subscribers.service';
import { recordClick, recordOpen } from './tracking.service';
import { countUnknownEmailLink, guardEmailLink } from './unknown-email-links';

const errors = errorReplies(400, 401, 404, 429);
const tags = ['email'];
const FORM = 'application/x-www-form-urlencoded';
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https:// URL' }).max(2000),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
});

function secretMatches(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function tribePublicRoutes(app: ApiApp, ctx: ServiceContext) {
  // One-click unsubscribe arrives as a form post (RFC 8058: "List-Unsubscribe=One-Click").
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.post(
    '/api/email/join/:creatorId',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Join a creator’s list (signed out): a confirmation e-mail is sent',
        params: CreatorIdParams,
        body: JoinListRequest,
        response: { 202: JoinListReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await joinList(ctx, request.params.creatorId, request.body, request.ip)),
  );

  app.post(
    '/api/email/confirm',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Confirm a list join with the e-mailed token',
        body: TokenRequest,
        response: { 200: ConfirmReply, ...errors },
      },
    },
    async (request) => {
      await consumeRateLimit(
        ctx,
        {
          bucket: `anonymous:listConfirm:ip:${request.ip}`,
          limit: TribeLimits.confirmsPerIpPerHour,
          windowSeconds: 3600,
        },
        'Too many requests from your network. Please wait a while and try again.',
      );
      return confirmJoin(ctx, request.body.token);
    },
  );

  app.get(
    '/api/email/subscription/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Whose list an unsubscribe link is for, and whether it is already left',
        params: TokenParams,
        response: { 200: UnsubscribeReply, ...errors },
      },
    },
    async (request) =>
      guardEmailLink(ctx, request.ip, () => subscriptionByToken(ctx, request.params.token)),
  );

  app.get(
    '/api/email/unsubscribe/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Opened in a browser: goes to the unsubscribe page (a GET never unsubscribes: link scanners fetch it)',
        params: TokenParams,
        response: { 303: z.null().describe('To /unsubscribe/{token}'), ...errorReplies(400) },
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
  );

  app.post(
    '/api/email/unsubscribe/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Unsubscribe at once, signed out (RFC 8058 one-click)',
        params: TokenParams,
        response: { 200: UnsubscribeReply, ...errors },
      },
    },
    async (request) =>
      guardEmailLink(ctx, request.ip, () => unsubscribe(ctx, request.params.token)),
  );

  app.get(
    '/api/push/key',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: z.object({ public_key: z.string() }) },
      },
    },
    async () => ({ public_key: (await vapidKeys(ctx)).publicKey }),
  );

  app.post(
    '/api/push/subscribe/:creatorId',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Get notified: a browser subscribes to a creator’s push campaigns',
        params: CreatorIdParams,
        body: PushSubscriptionRequest,
        response: { 201: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await subscribeBrowser(ctx, request.params.creatorId, request.body, {
        actor: request.actor,
        ip: request.ip,
      });
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/api/t/o/:file',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Open tracking: a 1×1 image per delivery',
        params: z.object({ file: z.string().max(200) }),
        response: {
          200: binaryReply('image/gif', 'A transparent pixel'),
          ...errorReplies(400, 429),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.gif$/, '');
      const known = await recordOpen(ctx, token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!known) await countUnknownEmailLink(ctx, request.ip);
      return reply.header('cache-control', 'no-store, private').type('image/gif').send(PIXEL);
    },
  );

  app.get(
    '/api/t/c/:token/:index',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Click tracking: counts the click, then goes to the link of the message',
        params: z.object({
          token: z.string().max(200),
          index: z.coerce.number().int().min(-1).max(1000),
        }),
        response: { 302: z.null().describe('To the link'), ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const target = await guardEmailLink(ctx, request.ip, () =>
        recordClick(ctx, request.params.token, request.params.index, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      );
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.post(
    '/api/email/webhooks/bounce',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Bounces and complaints from the mail provider (Authorization: Bearer EMAIL_WEBHOOK_SECRET)',
        body: BounceWebhookRequest,
        response: { 200: BounceWebhookReply, ...errors },
      },
    },
    async (request) => {
      const secret = ctx.config.campaigns.webhookSecret;
      if (!secret) throw notFound('The bounce webhook is not configured (EMAIL_WEBHOOK_SECRET)');
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      if (!secretMatches(given, secret)) throw unauthorized('Wrong webhook secret');
      return { marked: await markUndeliverable(ctx, request.body.email, request.body.type) };
    },
  );
}
