import type { Selectable } from 'kysely';
import type { Generation, ScoreFactor } from '../../../../contract/studio';
import { StudioContentType, StudioPlatform, StudioTone } from '../../../../contract/studio';
import type { GenerationsTable } from '../../../db/schema';

/** What a Studio generation keeps in `items` (JSON). */
export interface StoredStudioResult {
  posts: string[];
  hashtags: string[];
  performance_score: number;
  score_factors: ScoreFactor[];
  platform: string;
  content_type: string;
  tone: string;
}

/** What it keeps in `prompt` (JSON). */
export interface StoredStudioPrompt {
  prompt: string;
  topic_id: string | null;
  trend_keywords: string[];
}

export function presentStudioGeneration(row: Selectable<GenerationsTable>): Generation {
  const result = JSON.parse(row.items ?? '{}') as StoredStudioResult;
  const prompt = JSON.parse(row.prompt) as StoredStudioPrompt;
  return {
    id: row.id,
    generated_content: row.content,
    posts: result.posts,
    hashtags: result.hashtags,
    performance_score: result.performance_score,
    score_factors: result.score_factors,
    platform: StudioPlatform.catch('tiktok').parse(result.platform),
    content_type: StudioContentType.catch('caption').parse(result.content_type),
    tone: StudioTone.catch('engaging').parse(result.tone),
    prompt: prompt.prompt,
    engine: row.engine === 'model' ? 'model' : 'builtin',
    saved: row.saved_at !== null,
    timestamp: new Date(row.created_at).toISOString(),
    removed: row.removed_at !== null,
  };
}

function parseStored<T>(raw: string | null): Partial<T> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** The kind of copy a generation is (caption, script, story, thread), for the moderation queue. */
export function studioContentKind(items: string | null) {
  return StudioContentType.catch('caption').parse(
    parseStored<StoredStudioResult>(items).content_type,
  );
}

/** What the writer asked for, for the moderation queue. */
export function studioRequestText(prompt: string): string {
  return parseStored<StoredStudioPrompt>(prompt).prompt ?? '';
}

/**
 * What stays of a generation a moderator removed: where and what kind it was for, none of
 * its words (nor the prompt, which may have been the offending part).
 */
export function erasedStudioGeneration(row: { items: string | null }) {
  const stored = parseStored<StoredStudioResult>(row.items);
  const result: StoredStudioResult = {
    posts: [],
    hashtags: [],
    performance_score: 0,
    score_factors: [],
    platform: stored.platform ?? 'tiktok',
    content_type: stored.content_type ?? 'caption',
    tone: stored.tone ?? 'engaging',
  };
  const prompt: StoredStudioPrompt = { prompt: '', topic_id: null, trend_keywords: [] };
  return { prompt: JSON.stringify(prompt), content: '', items: JSON.stringify(result) };
}
