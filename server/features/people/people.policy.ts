/** People rules. Pure: the policy is registered in server/policies.ts; all are tested alone. */
import type { SelfServiceRole, UserRole } from '../../../contract/users';
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { badRequest } from '../../platform/http/errors';

/** The roles listed as creators; everyone else reads as a fan (the spec's rule). */
export const CREATOR_ROLES = [
  'artist',
  'creator',
  'producer',
] as const satisfies readonly UserRole[];

export const peoplePolicies = {
  /** Anyone may follow (and unfollow) anyone but themselves. */
  'person.follow': rule<{ id: number }>(
    (actor, person) => actor.id !== person.id,
    () => badRequest('You cannot follow yourself'),
  ),
} satisfies PolicyTable;

/**
 * The role a profile edit leaves. Administrators are appointed, not self-chosen, so saving
 * the profile form never takes the role away from one.
 */
export function roleAfterProfileEdit(currentRole: string, requested: SelfServiceRole): string {
  return currentRole === 'admin' ? currentRole : requested;
}
