import type { UserRole } from '@contract/users';

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
 * The colours of a role badge: admin red, creator yellow, artist purple, everyone else blue.
 * Producers and fans share the blue and differ by icon.
 */
const roleBadgeClasses: Record<UserRole, string> = {
  admin: 'border-danger-400/35 bg-danger-500/15 text-danger-300',
  creator: 'border-warning-400/35 bg-warning-400/15 text-warning-300',
  artist: 'border-glow-400/35 bg-glow-500/15 text-glow-400',
  producer: 'border-sky-400/35 bg-sky-500/15 text-sky-300',
  fan: 'border-sky-400/35 bg-sky-500/15 text-sky-300',
};

export function roleBadgeClassName(role: string): string {
  return roleBadgeClasses[knownRole(role)];
}
