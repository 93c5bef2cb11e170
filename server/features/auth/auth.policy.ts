/** Who may do what to a sign-in session. Pure: the service reads whose session it is. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const SESSION_NOT_FOUND = 'Session not found';

export const authPolicies = {
  /** Ending a session: only its own person; anyone else learns nothing of it. */
  'session.end': rule<{ user_id: number }>(
    (actor, session) => actor.id === session.user_id,
    () => notFound(SESSION_NOT_FOUND),
  ),
} satisfies PolicyTable;
