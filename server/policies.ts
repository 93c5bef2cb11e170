/**
 * Every object rule of the product, in one registry: a service asks
 * `authorize(actor, 'vaultFile.download', { file, onTeam })` and a presenter asks `can(...)`
 * to tell the web app what the viewer may do. Each feature declares its rules in its own
 * `<feature>.policy.ts`; route-level rules (signed in, premium, admin) are declared where the
 * route is registered (server/platform/access/access-rules.ts).
 */
import { adminPolicies } from './features/admin/admin.policy';
import { authPolicies } from './features/auth/auth.policy';
import { billingPolicies } from './features/billing/billing.policy';
import { commentPolicies } from './features/comments/comments.policy';
import { dcypherPolicies } from './features/dcypher/dcypher.policy';
import { jobPolicies } from './features/jobs/jobs.policy';
import { merchPolicies } from './features/merch/merch.policy';
import { peoplePolicies } from './features/people/people.policy';
import { postPolicies } from './features/posts/posts.policy';
import { socialPolicies } from './features/social/social.policy';
import { storefrontPolicies } from './features/storefront/storefront.policy';
import { studioPolicies } from './features/studio/studio.policy';
import { subscriptionPolicies } from './features/subscriptions/subscriptions.policy';
import { teamPolicies } from './features/team/team.policy';
import { tribePolicies } from './features/tribe/tribe.policy';
import { vaultPolicies } from './features/vault/vault.policy';
import type { Actor } from './platform/access/actor';
import type { PolicyRule, PolicyTable } from './platform/access/policy';

const policyTables = [
  postPolicies,
  commentPolicies,
  peoplePolicies,
  vaultPolicies,
  teamPolicies,
  merchPolicies,
  storefrontPolicies,
  subscriptionPolicies,
  dcypherPolicies,
  studioPolicies,
  jobPolicies,
  authPolicies,
  tribePolicies,
  billingPolicies,
  socialPolicies,
  adminPolicies,
] as const satisfies readonly PolicyTable[];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type Policies = UnionToIntersection<(typeof policyTables)[number]>;
export type Action = keyof Policies;
export type ThingOf<A extends Action> = Parameters<Policies[A]['allow']>[1];

/** One table of every rule; an action declared by two features is a mistake caught at start. */
function combine(tables: readonly PolicyTable[]): Policies {
  const combined: PolicyTable = {};
  for (const table of tables) {
    for (const [action, rule] of Object.entries(table)) {
      if (Object.hasOwn(combined, action)) throw new Error(`Policy ${action} is declared twice`);
      combined[action] = rule;
    }
  }
  // The tables' own types, joined: the object built above has exactly their keys.
  return combined as Policies;
}

const policies = combine(policyTables);

export const actions = Object.keys(policies) as Action[];

function ruleFor<A extends Action>(action: A): PolicyRule<ThingOf<A>> {
  // Indexing the registry by a generic key gives a union of rules; each rule's own type is the one its key names.
  return policies[action] as PolicyRule<ThingOf<A>>;
}

/** Whether the viewer may do it; a signed-out viewer may do nothing an object rule guards. */
export function can<A extends Action>(actor: Actor | null, action: A, thing: ThingOf<A>): boolean {
  return actor !== null && ruleFor(action).allow(actor, thing);
}

/** Throws the rule's refusal (an HTTP error: 404 for what the actor may not know of, else 403). */
export function authorize<A extends Action>(actor: Actor, action: A, thing: ThingOf<A>): void {
  const rule = ruleFor(action);
  if (!rule.allow(actor, thing)) throw rule.refusal(thing, actor);
}
