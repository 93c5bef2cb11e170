/** Who may change a subscription tier. Pure: registered in server/policies.ts, tested alone. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const TIER_NOT_FOUND = 'Tier not found';

export const storefrontPolicies = {
  /** Editing, deactivating and deleting a tier: its creator; to anyone else it is missing. */
  'tier.manage': rule<{ creator_id: number }>(
    (actor, tier) => actor.id === tier.creator_id,
    () => notFound(TIER_NOT_FOUND),
  ),
} satisfies PolicyTable;
