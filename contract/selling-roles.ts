import type { UserRole } from './users';

/**
 * Roles that sell on Backline (Move That Work, a storefront). Fans follow, subscribe and buy;
 * administrators keep every tool. The server refuses the selling routes to everyone else and
 * the web app hides them, both from this one list.
 */
export const SELLING_ROLES = [
  'artist',
  'creator',
  'producer',
  'admin',
] as const satisfies readonly UserRole[];

export function isSellingRole(role: string): boolean {
  return (SELLING_ROLES as readonly string[]).includes(role);
}
