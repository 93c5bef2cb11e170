import type { DcypherItem, DcypherResult, DcypherType } from '../../../contract/dcypher';
import type { Selectable } from 'kysely';
import type { GenerationsTable } from '../../db/schema';

interface StoredPrompt {
  type: DcypherType;
  theme?: string;
  replaced?: number;
}

function parseJson<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function presentGeneration(row: Selectable<GenerationsTable>): DcypherResult {
  const prompt = parseJson<StoredPrompt>(row.prompt, { type: 'LP1' });
  return {
    id: row.id,
    content: row.content,
    type: prompt.type,
    theme: prompt.theme ?? null,
    items: parseJson<DcypherItem[]>(row.items, []),
    engine: row.engine === 'model' ? 'model' : 'builtin',
    replaced: prompt.replaced ?? 0,
    created_at: row.created_at,
    saved_to_vault: row.vault_file_id !== null,
  };
}
