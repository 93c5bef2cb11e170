/** Who may use what in Backline Studio: each creator's own things only. Registered in server/policies.ts. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const studioPolicies = {
  'studioGeneration.use': rule<{ user_id: number }>(
    (actor, generation) => actor.id === generation.user_id,
    () => notFound('Generation not found'),
  ),
  'studioMedia.use': rule<{ user_id: number }>(
    (actor, media) => actor.id === media.user_id,
    () => notFound('Media file not found'),
  ),
  'studioProject.use': rule<{ user_id: number }>(
    (actor, project) => actor.id === project.user_id,
    () => notFound('Video project not found'),
  ),
} satisfies PolicyTable;
