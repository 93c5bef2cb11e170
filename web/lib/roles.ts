import type { UserRole } from '@contract/users';
import { isSellingRole } from '@contract/selling-roles';

const roleLabels: Record<UserRole, string> = {
  artist: 'Artist',
  creator: 'Creator',
  producer: 'Producer',
  fan: 'Fan',
  admin: 'Admin',
};

/** The label of a role; any value the spec does not know is a fan. */
export function roleLabel(role: string): string {
  return roleLabels[role as UserRole] ?? roleLabels.fan;
}

/** A known role, or `fan` for anything else (the spec's rule). */
export function knownRole(role: string): UserRole {
  return role in roleLabels ? (role as UserRole) : 'fan';
}

/**
 * The colours of a role badge, one per role (spec part 1, section 6): admin red, creator
 * yellow, artist purple (part 2's palette), and the two that part 2 leaves "blue" told apart:
 * fans sky blue, producers teal.
 */
const roleBadgeClasses: Record<UserRole, string> = {
  admin: 'border-danger-400/35 bg-danger-500/15 text-danger-300',
  creator: 'border-warning-400/35 bg-warning-400/15 text-warning-300',
  artist: 'border-glow-400/35 bg-glow-500/15 text-glow-400',
  producer: 'border-teal-400/40 bg-teal-500/15 text-teal-300',
  fan: 'border-sky-400/35 bg-sky-500/15 text-sky-300',
};

export function roleBadgeClassName(role: string): string {
  return roleBadgeClasses[knownRole(role)];
}

/**
 * Whether this person sells on Backline (Move That Work, a storefront): artists, creators,
 * producers and administrators. The server refuses the selling routes to anyone else.
 */
export function canSell(user: { role: string; is_admin: boolean }): boolean {
  return user.is_admin || isSellingRole(user.role);
}
