import { ErrorReply } from '../../../contract/errors';

/**
 * A route's error responses for its schema: every error this API sends is `{ error }`, so
 * the statuses are all that differ from route to route.
 */
export function errorReplies<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorReply> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorReply])) as Record<
    Status,
    typeof ErrorReply
  >;
}
