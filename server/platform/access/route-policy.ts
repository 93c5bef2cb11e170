import type { HttpError } from '../http/errors';
import { forbidden, unauthorized } from '../http/errors';
import type { AccessRule } from './access-rules';
import type { Actor } from './actor';
import { isSellingRole } from '../../../contract/selling-roles';

export const PREMIUM_REFUSAL =
  'This is a Pro feature. Your free trial has ended: upgrade to Backline Pro to keep using it.';

export const SELLER_REFUSAL =
  'Move That Work and storefronts are for artists, creators and producers. Switch your role in your profile to start selling.';

function maySell(actor: Actor): boolean {
  return actor.isAdmin || isSellingRole(actor.role);
}

/**
 * The one place that decides whether a request may reach a route. Pure, so every rule is
 * unit-tested; `premiumAllowed` is only asked for premium routes.
 */
export async function decideRouteAccess(
  rule: AccessRule,
  actor: Actor | null,
  premiumAllowed: (actor: Actor) => Promise<boolean>,
): Promise<HttpError | null> {
  if (rule.kind === 'public') return null;
  if (!actor) return unauthorized();
  switch (rule.kind) {
    case 'signedIn':
      return null;
    case 'seller':
      return maySell(actor) ? null : forbidden(SELLER_REFUSAL);
    case 'admin':
      return actor.isAdmin ? null : forbidden('Access denied. Administrator privileges required.');
    case 'premium':
      if (rule.sellersOnly && !maySell(actor)) return forbidden(SELLER_REFUSAL);
      return (await premiumAllowed(actor)) ? null : forbidden(PREMIUM_REFUSAL);
  }
}
