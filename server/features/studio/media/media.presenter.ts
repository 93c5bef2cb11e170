import type { Selectable } from 'kysely';
import type { MediaItem } from '../../../../contract/studio';
import type { StudioMediaTable } from '../../../db/schema';

export function mediaFileUrl(kind: string, id: number) {
  return `/api/backline/media/${kind}/${id}/file`;
}

export function presentMedia(row: Selectable<StudioMediaTable>): MediaItem {
  const kind = row.kind === 'video' ? 'video' : 'audio';
  return {
    kind,
    id: row.id,
    filename: row.filename,
    file_url: mediaFileUrl(kind, row.id),
    content_type: row.content_type,
    duration_seconds: row.duration_seconds,
    file_size_bytes: row.file_size_bytes,
    thumbnail_url: row.thumbnail_key ? `/api/backline/media/${kind}/${row.id}/thumbnail` : null,
    codec: row.codec,
    width: row.width,
    height: row.height,
    status: row.status === 'ready' ? 'ready' : 'processing',
    created_at: new Date(row.created_at).toISOString(),
  };
}
