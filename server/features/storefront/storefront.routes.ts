import { OkReply } from '../../../contract/auth';
import { StorefrontLimits } from '../../../contract/limits';
import { IdParams, PageQuery, UserIdParams } from '../../../contract/pagination';
import {
  StorefrontContentReply,
  StorefrontSettingsInput,
  StorefrontSettingsReply,
  TierActiveInput,
  TierInput,
  TierReply,
  TiersReply,
} from '../../../contract/storefront';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import {
  createTier,
  editTier,
  getSettings,
  ownTiers,
  publicSettings,
  publicTiers,
  removeTier,
  saveSettings,
  setTierActive,
  storefrontContent,
} from './storefront.service';
import { canSell } from '../../platform/payments/hosted-checkout';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['storefront'];
const storefrontManagement = access.sellerPremium('Storefront Management');

export async function storefrontRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/storefront/settings',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Your storefront settings',
        response: { 200: StorefrontSettingsReply, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return { settings: await getSettings(ctx, actor), can_sell: await canSell(ctx, actor.id) };
    },
  );

  app.post(
    '/api/storefront/settings',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Save your storefront settings',
        body: StorefrontSettingsInput,
        response: { 200: StorefrontSettingsReply, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return {
        settings: await saveSettings(ctx, actor, request.body),
        can_sell: await canSell(ctx, actor.id),
      };
    },
  );

  app.get(
    '/api/storefront/tiers',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Your subscription tiers, with subscriber counts',
        response: { 200: TiersReply, ...errors },
      },
    },
    async (request) => ({ tiers: await ownTiers(ctx, requireActor(request)) }),
  );

  app.post(
    '/api/storefront/tiers',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Create a subscription tier',
        body: TierInput,
        response: { 201: TierReply, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ tier: await createTier(ctx, requireActor(request), request.body) }),
  );

  app.put(
    '/api/storefront/tiers/:id',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Edit a tier',
        params: IdParams,
        body: TierInput,
        response: { 200: TierReply, ...errors },
      },
    },
    async (request) => ({
      tier: await editTier(ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/storefront/tiers/:id/active',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Open or close a tier to new subscribers',
        params: IdParams,
        body: TierActiveInput,
        response: { 200: TierReply, ...errors },
      },
    },
    async (request) => ({
      tier: await setTierActive(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.is_active,
      ),
    }),
  );

  app.delete(
    '/api/storefront/tiers/:id',
    {
      config: { access: storefrontManagement },
      schema: {
        tags,
        summary: 'Delete a tier nobody ever subscribed to',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await removeTier(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/users/:userId/storefront-settings',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A creator's public storefront settings",
        params: UserIdParams,
        response: { 200: StorefrontSettingsReply, ...errors },
      },
    },
    async (request) => ({
      settings: await publicSettings(ctx, request.params.userId),
      can_sell: await canSell(ctx, request.params.userId),
    }),
  );

  app.get(
    '/api/users/:userId/subscription-tiers',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A creator's open subscription tiers",
        params: UserIdParams,
        response: { 200: TiersReply, ...errors },
      },
    },
    async (request) => ({ tiers: await publicTiers(ctx, request.params.userId) }),
  );

  app.get(
    '/api/users/:userId/storefront-content',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A creator's content for sale (price above 0)",
        params: UserIdParams,
        querystring: PageQuery.extend({
          limit: PageQuery.shape.limit.default(StorefrontLimits.contentPageSize),
        }),
        response: { 200: StorefrontContentReply, ...errors },
      },
    },
    async (request) => storefrontContent(ctx, request.actor, request.params.userId, request.query),
  );
}
