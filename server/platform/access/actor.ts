import type { UserRow } from '../../db/schema';

/** The signed-in person a request acts for. */
export interface Actor {
  user: UserRow;
  isAdmin: boolean;
}

export function isAdministrator(
  user: Pick<UserRow, 'email' | 'role'>,
  adminEmails: readonly string[],
): boolean {
  return user.role === 'admin' || adminEmails.includes(user.email.toLowerCase());
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}
