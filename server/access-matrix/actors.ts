/**
 * The people every route of the access matrix is tried as. `owner` owns the objects the
 * rows point at; the others stand in some relation to the owner (or none).
 */
export const ACTORS = [
  'anonymous',
  'fan',
  'otherCreator',
  'owner',
  'teamMember',
  'tierSubscriber',
  'buyer',
  'administrator',
  'suspended',
] as const;

export type ActorName = (typeof ACTORS)[number];

/** An expected status for each actor: the matrix's verdict for one route. */
export type Expected = Record<ActorName, number>;

function every(status: number): Expected {
  return Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
}

/** Anyone, signed in or not (a suspended account counts as signed out). */
export function anyone(status: number): Expected {
  return every(status);
}

/** Any signed-in, active account; the others are asked to sign in. */
export function signedIn(status: number): Expected {
  return { ...every(status), anonymous: 401, suspended: 401 };
}

/**
 * Selling roles (artist, creator, producer) and administrators. The fan, the tier subscriber
 * and the buyer are fans; the team member is a producer.
 */
export function sellers(status: number): Expected {
  return { ...signedIn(status), fan: 403, tierSubscriber: 403, buyer: 403 };
}

/** The administrator only. */
export function administrators(status: number): Expected {
  return { ...signedIn(403), administrator: status };
}

/**
 * One person's own object: `status` for the owner, `refusal` for every other signed-in
 * account (404 where they may not learn it exists, 403 where they can already see it).
 */
export function ownerOnly(status: number, refusal: number): Expected {
  return { ...signedIn(refusal), owner: status };
}

/** The owner's seller-only object: fans are refused by role first. */
export function sellerOwnerOnly(status: number, refusal: number): Expected {
  return { ...sellers(refusal), owner: status };
}
