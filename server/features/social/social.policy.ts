/** Who may finish a connect handshake. Pure: the service reads the handshake first. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { badRequest } from '../../platform/http/errors';

export const HANDSHAKE_REFUSED =
  'This connection was started by another account. Start again from Backline.';

export const socialPolicies = {
  /**
   * Only the person who started connecting may finish it: a code and state passed to someone
   * else must not attach that account to theirs.
   */
  'socialHandshake.complete': rule<{ user_id: number }>(
    (actor, handshake) => actor.id === handshake.user_id,
    () => badRequest(HANDSHAKE_REFUSED),
  ),
} satisfies PolicyTable;
