import type { SelfServiceRole, UserRole } from '../../../contract/users';

/** The roles listed as creators; everyone else reads as a fan (the spec's rule). */
export const CREATOR_ROLES = [
  'artist',
  'creator',
  'producer',
] as const satisfies readonly UserRole[];

/** Why `followerId` may not follow `followedId`, or null when they may. */
export function followRefusal(followerId: number, followedId: number): string | null {
  return followerId === followedId ? 'You cannot follow yourself' : null;
}

/**
 * The role a profile edit leaves. Administrators are appointed, not self-chosen, so saving
 * the profile form never takes the role away from one.
 */
export function roleAfterProfileEdit(currentRole: string, requested: SelfServiceRole): string {
  return currentRole === 'admin' ? currentRole : requested;
}
