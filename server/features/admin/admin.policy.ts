/** What an administrator may do to an account. Pure: registered in server/policies.ts. */
import type { UserRole } from '../../../contract/users';
import type { Actor } from '../../platform/access/actor';
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden } from '../../platform/http/errors';

export const ADMIN_ONLY = 'Access denied. Administrator privileges required.';
export const SELF_DEMOTION_REFUSED =
  'You cannot take away your own administrator role. Ask another administrator to do it.';
export const SELF_SUSPENSION_REFUSED = 'You cannot suspend your own account.';

const refuse = (actor: Actor, ownMessage: string) =>
  forbidden(actor.isAdmin ? ownMessage : ADMIN_ONLY);

export const adminPolicies = {
  /** Any role change by an administrator, except taking their own admin role away. */
  'user.changeRole': rule<{ id: number; role: string; newRole: UserRole }>(
    (actor, user) =>
      actor.isAdmin && !(user.id === actor.id && user.role === 'admin' && user.newRole !== 'admin'),
    (_user, actor) => refuse(actor, SELF_DEMOTION_REFUSED),
  ),
  /** Suspending (or reactivating) any account but one's own. */
  'user.suspend': rule<{ id: number }>(
    (actor, user) => actor.isAdmin && user.id !== actor.id,
    (_user, actor) => refuse(actor, SELF_SUSPENSION_REFUSED),
  ),
} satisfies PolicyTable;
