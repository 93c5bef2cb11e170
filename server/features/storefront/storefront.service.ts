import { StorefrontLimits } from '../../../contract/limits';
import type { StorefrontSettingsInput, TierInput } from '../../../contract/storefront';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { conflict, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { TIER_NOT_FOUND } from './storefront.policy';
import { pricedPostsByCreator } from '../posts/posts.service';
import { findUserById } from '../users/users.service';
import { presentSettings, presentStorefrontItem, presentTier } from './storefront.presenter';
import {
  countTiers,
  deleteTier,
  insertTier,
  selectSettings,
  selectTier,
  selectTiers,
  tierHasSubscriptions,
  updateTier,
  upsertSettings,
} from './storefront.queries';

export async function getSettings(ctx: ServiceContext, actor: Actor) {
  return presentSettings(await selectSettings(ctx.db, actor.id));
}

export async function saveSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: StorefrontSettingsInput,
) {
  const settings = { display_name: input.display_name, website: input.website, bio: input.bio };
  await upsertSettings(ctx.db, actor.id, settings, ctx.now().toISOString());
  return presentSettings(settings);
}

/** The public storefront settings of a creator (for the storefront header); none while suspended. */
export async function publicSettings(ctx: ServiceContext, creatorId: number) {
  await requireCreator(ctx, creatorId);
  return presentSettings(await selectSettings(ctx.db, creatorId));
}

export async function ownTiers(ctx: ServiceContext, actor: Actor) {
  const rows = await selectTiers(ctx.db, actor.id, {
    activeOnly: false,
    now: ctx.now().toISOString(),
  });
  return rows.map((row) => presentTier(row, true));
}

async function requireCreator(ctx: ServiceContext, creatorId: number) {
  const creator = await findUserById(ctx, creatorId);
  if (!creator || creator.status !== 'active') throw notFound('Artist not found');
  return creator;
}

export async function publicTiers(ctx: ServiceContext, creatorId: number) {
  await requireCreator(ctx, creatorId);
  const rows = await selectTiers(ctx.db, creatorId, {
    activeOnly: true,
    now: ctx.now().toISOString(),
  });
  return rows.map((row) => presentTier(row, false));
}

/** The tier, if it is the actor's; someone else's tier reads as missing. */
async function requireOwnTier(ctx: ServiceContext, actor: Actor, tierId: number) {
  const tier = await selectTier(ctx.db, tierId);
  if (!tier) throw notFound(TIER_NOT_FOUND);
  authorize(actor, 'tier.manage', tier);
  return tier;
}

function tierValues(input: TierInput) {
  return {
    name: input.name,
    price_cents: input.price_cents,
    description: input.description,
    features: JSON.stringify(input.features),
    is_popular: input.is_popular ? 1 : 0,
  };
}

async function tierById(ctx: ServiceContext, actor: Actor, tierId: number) {
  const tiers = await ownTiers(ctx, actor);
  const tier = tiers.find((candidate) => candidate.id === tierId);
  if (!tier) throw notFound(TIER_NOT_FOUND);
  return tier;
}

export async function createTier(ctx: ServiceContext, actor: Actor, input: TierInput) {
  if ((await countTiers(ctx.db, actor.id)) >= StorefrontLimits.maxTiers) {
    throw conflict(`A storefront can have at most ${StorefrontLimits.maxTiers} tiers`);
  }
  const { id } = await insertTier(ctx.db, actor.id, tierValues(input), ctx.now().toISOString());
  return tierById(ctx, actor, id);
}

export async function editTier(
  ctx: ServiceContext,
  actor: Actor,
  tierId: number,
  input: TierInput,
) {
  await requireOwnTier(ctx, actor, tierId);
  await updateTier(ctx.db, tierId, tierValues(input), ctx.now().toISOString());
  return tierById(ctx, actor, tierId);
}

/** Deactivated tiers take no new subscribers; existing ones keep their access and billing. */
export async function setTierActive(
  ctx: ServiceContext,
  actor: Actor,
  tierId: number,
  isActive: boolean,
) {
  await requireOwnTier(ctx, actor, tierId);
  await updateTier(ctx.db, tierId, { is_active: isActive ? 1 : 0 }, ctx.now().toISOString());
  return tierById(ctx, actor, tierId);
}

export async function removeTier(ctx: ServiceContext, actor: Actor, tierId: number) {
  await requireOwnTier(ctx, actor, tierId);
  if (await tierHasSubscriptions(ctx.db, tierId)) {
    throw conflict('This tier has subscribers, so it cannot be deleted. Deactivate it instead.');
  }
  await deleteTier(ctx.db, tierId);
}

/** For subscriptions: an active tier of this creator, or a refusal that says why. */
export async function requireSubscribableTier(
  ctx: ServiceContext,
  creatorId: number,
  tierId: number,
) {
  const tier = await selectTier(ctx.db, tierId);
  if (!tier || tier.creator_id !== creatorId) throw notFound(TIER_NOT_FOUND);
  if (tier.is_active !== 1) throw conflict('This tier is no longer open to new subscribers');
  return tier;
}

export async function storefrontContent(
  ctx: ServiceContext,
  actor: Actor | null,
  creatorId: number,
  query: { cursor?: string; limit: number },
) {
  await requireCreator(ctx, creatorId);
  const { posts, nextCursor } = await pricedPostsByCreator(ctx, actor, creatorId, query);
  return { content: posts.map(presentStorefrontItem), nextCursor };
}
