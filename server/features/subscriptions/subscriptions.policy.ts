/** Who may start, change and end a tier subscription. Pure: registered in server/policies.ts. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden, notFound } from '../../platform/http/errors';

export const subscriptionPolicies = {
  /** Anyone but the creator may subscribe to a creator. */
  'creator.subscribe': rule<{ creator_id: number }>(
    (actor, { creator_id }) => actor.id !== creator_id,
    () => forbidden('You cannot subscribe to yourself'),
  ),
  /**
   * Only the subscriber cancels, resumes or changes tier; someone else's subscription is
   * missing to them.
   */
  'subscription.manage': rule<{ subscriber_id: number }>(
    (actor, subscription) => actor.id === subscription.subscriber_id,
    () => notFound('Subscription not found'),
  ),
} satisfies PolicyTable;
