import type { UserRow } from '../../db/schema';

/**
 * The signed-in person a request (or a job) acts for: who they are and what they may be,
 * never their users row. Services that need more of the person read it by `id`.
 */
export interface Actor {
  id: number;
  email: string;
  role: string;
  status: string;
  isAdmin: boolean;
}

export type ActorFacts = Pick<UserRow, 'id' | 'email' | 'role' | 'status'>;

export function isAdministrator(
  user: Pick<UserRow, 'email' | 'role'>,
  adminEmails: readonly string[],
): boolean {
  return user.role === 'admin' || adminEmails.includes(user.email.toLowerCase());
}

export function actorOf(user: ActorFacts, adminEmails: readonly string[]): Actor {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    isAdmin: isAdministrator(user, adminEmails),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}
