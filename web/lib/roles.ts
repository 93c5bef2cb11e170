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
