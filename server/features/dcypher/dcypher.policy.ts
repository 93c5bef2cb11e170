/** Who may read and save a D-Cypher result. Pure: registered in server/policies.ts. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const dcypherPolicies = {
  /** A writer's results are theirs alone; anyone else's read as missing. */
  'generation.use': rule<{ user_id: number }>(
    (actor, generation) => actor.id === generation.user_id,
    () => notFound('Generation not found'),
  ),
} satisfies PolicyTable;
