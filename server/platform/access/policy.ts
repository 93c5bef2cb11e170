import type { HttpError } from '../http/errors';
import type { Actor } from './actor';

/**
 * One object rule: may `actor` do this to `thing`, and how a refusal reads. Things the actor
 * may not learn exist (someone's vault file, their draft, their subscription) are refused as
 * "not found"; things they can already see are refused as "forbidden".
 *
 * `thing` holds every fact the rule needs (the row, and facts such as team membership that
 * the service read first), so rules stay pure and are tested alone.
 */
export interface PolicyRule<Thing> {
  allow(actor: Actor, thing: Thing): boolean;
  refusal(thing: Thing, actor: Actor): HttpError;
}

/** Declares a rule with its thing's type, so `authorize` can check what callers pass it. */
export function rule<Thing>(
  allow: (actor: Actor, thing: Thing) => boolean,
  refusal: (thing: Thing, actor: Actor) => HttpError,
): PolicyRule<Thing> {
  return { allow, refusal };
}

/** A feature's rules by action name, e.g. `{ 'vaultFile.download': rule(...) }`. */
export type PolicyTable = Record<string, PolicyRule<never>>;
