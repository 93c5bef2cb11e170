import type { Selectable } from 'kysely';
import type { VideoProject } from '../../../../contract/studio';
import { ProjectPlatform } from '../../../../contract/studio';
import type { StudioProjectsTable } from '../../../db/schema';
import { frameFor } from './audiogram';

export function presentProject(row: Selectable<StudioProjectsTable>): VideoProject {
  const platform = ProjectPlatform.catch('general').parse(row.platform);
  const status = (['draft', 'rendering', 'ready', 'failed'] as const).find(
    (value) => value === row.status,
  );
  const frame = frameFor(platform);
  return {
    id: row.id,
    title: row.title,
    audio_file_id: row.audio_file_id,
    platform,
    captions: row.captions,
    status: status ?? 'draft',
    error: row.error,
    job_id: row.job_id,
    video_url: row.output_key ? `/api/backline/projects/${row.id}/video` : null,
    // Versioned by its key, so a replaced cover is never served from a cache.
    cover_image_url: row.cover_image_key
      ? `/api/backline/projects/${row.id}/cover?v=${row.cover_image_key.split('/').pop()}`
      : null,
    width: frame.width,
    height: frame.height,
    saved_to_vault: row.vault_file_id !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
