import type { DcypherItem, DcypherResult, DcypherType } from '../../../contract/dcypher';
import { DCYPHER_TYPES } from '../../../contract/dcypher';
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
  const removed = row.removed_at !== null;
  return {
    id: row.id,
    content: removed ? '' : row.content,
    type: prompt.type,
    theme: removed ? null : (prompt.theme ?? null),
    items: removed ? [] : parseJson<DcypherItem[]>(row.items, []),
    engine: row.engine === 'model' ? 'model' : 'builtin',
    replaced: prompt.replaced ?? 0,
    created_at: row.created_at,
    saved_to_vault: row.vault_file_id !== null,
    removed,
  };
}

/** What the writer asked for, in words (for the moderation queue): "Rhyme Launchpad · theme “rain”". */
export function describeLaunchpadRequest(rawPrompt: string): string {
  const prompt = parseJson<StoredPrompt>(rawPrompt, { type: 'LP1' });
  const title = DCYPHER_TYPES.find((entry) => entry.type === prompt.type)?.title ?? prompt.type;
  return prompt.theme ? `${title} · theme “${prompt.theme}”` : title;
}

/** What stays of a launchpad a moderator removed: its type, none of its words. */
export function erasedLaunchpad(rawPrompt: string): {
  prompt: string;
  content: string;
  items: string;
} {
  const { type } = parseJson<StoredPrompt>(rawPrompt, { type: 'LP1' });
  return { prompt: JSON.stringify({ type }), content: '', items: '[]' };
}
