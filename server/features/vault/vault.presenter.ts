import type { VaultFile } from '../../../contract/vault';
import type { VaultFilesTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export function presentVaultFile(row: Selectable<VaultFilesTable>): VaultFile {
  return {
    id: row.id,
    original_filename: row.original_filename,
    description: row.description,
    content_type: row.content_type,
    file_size_bytes: Number(row.file_size_bytes),
    download_count: Number(row.download_count),
    // `team` is the one level the spec defines; the column keeps room for more.
    access_level: 'team',
    created_at: row.created_at,
  };
}
