import { DcypherLimits } from '../../../contract/limits';
import type { DcypherRequest, DcypherResult, DcypherSaveReply } from '../../../contract/dcypher';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { forbidden, notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import type { ChatModel } from '../../platform/llm/chat-model';
import { ChatModelError } from '../../platform/llm/chat-model';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';
import { FEATURE_OFF_MESSAGE } from '../../platform/settings/feature-gates';
import { vaultFlag } from '../vault/vault.flag';
import { findVaultFile, removeVaultFile, storeTextFile } from '../vault/vault.service';
import { completeModelOutput, generateDcypher, dcypherItemCounts } from './engine';
import { dcypherPrompt } from './model-prompts';
import { presentGeneration } from './dcypher.presenter';
import {
  insertGeneration,
  recordVaultFile,
  selectGeneration,
  selectGenerationPage,
} from './dcypher.queries';

export const GENERATION_REMOVED = 'A moderator removed this launchpad, so it cannot be saved';

export interface DcypherDeps {
  ctx: ServiceContext;
  /** The configured language model, or null for the built-in engine alone. */
  model: ChatModel | null;
}

interface Written {
  engine: 'builtin' | 'model';
  replaced: number;
  result: ReturnType<typeof generateDcypher>;
}

/**
 * The model writes when one is configured, and the engine checks every item (counts, repeats,
 * blocked words, each claimed rhyme against the dictionary), rewriting what fails. A model
 * that fails, times out, or fails most checks falls back to the engine alone.
 */
async function write(deps: DcypherDeps, request: DcypherRequest): Promise<Written> {
  if (deps.model) {
    try {
      const text = await deps.model.complete(dcypherPrompt(request.type, request.theme));
      const completed = completeModelOutput(request.type, text, { theme: request.theme });
      // A model that fails most of the checks is not trusted with the rest either.
      if (completed.replaced <= dcypherItemCounts[request.type] / 2) {
        return { engine: 'model', replaced: completed.replaced, result: completed };
      }
      deps.ctx.log.warn(
        { type: request.type, replaced: completed.replaced },
        'D-Cypher: most of the model’s items failed the checks',
      );
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      deps.ctx.log.warn(
        { err: error },
        'D-Cypher: language model failed; using the built-in engine',
      );
    }
  }
  return {
    engine: 'builtin',
    replaced: 0,
    result: generateDcypher(request.type, { theme: request.theme }),
  };
}

export async function generate(
  deps: DcypherDeps,
  actor: Actor,
  request: DcypherRequest,
): Promise<DcypherResult> {
  const { ctx } = deps;
  await consumeRateLimit(
    ctx,
    {
      bucket: `dcypher:user:${actor.id}`,
      limit: DcypherLimits.perMinute,
      windowSeconds: 60,
    },
    'That is a lot of launchpads in a minute. Give the last one a try, then generate again.',
  );
  const written = await write(deps, request);
  const row = await insertGeneration(ctx.db, {
    userId: actor.id,
    prompt: JSON.stringify({
      type: request.type,
      theme: request.theme,
      replaced: written.replaced,
    }),
    content: written.result.content,
    items: JSON.stringify(written.result.items),
    engine: written.engine,
    now: ctx.now().toISOString(),
  });
  return presentGeneration(row);
}

async function requireOwnGeneration(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectGeneration(ctx.db, id);
  if (!row) throw notFound('Generation not found');
  authorize(actor, 'generation.use', row);
  return row;
}

export async function history(
  ctx: ServiceContext,
  actor: Actor,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectGenerationPage(ctx.db, ctx.dialect, actor.id, query.limit, cursor);
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  return { generations: page.map(presentGeneration), nextCursor };
}

export async function getGeneration(ctx: ServiceContext, actor: Actor, id: number) {
  return presentGeneration(await requireOwnGeneration(ctx, actor, id));
}

function fileNameFor(generation: DcypherResult): string {
  const day = generation.created_at.slice(0, 10);
  const theme = generation.theme
    ? `-${generation.theme
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `d-cypher-${generation.type}${theme}-${day}-${generation.id}.txt`;
}

/** Saves the result as a text file in the owner's vault; a second save returns the first file. */
export async function saveToVault(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<DcypherSaveReply> {
  const row = await requireOwnGeneration(ctx, actor, id);
  if (row.removed_at !== null) throw forbidden(GENERATION_REMOVED);
  // The save lands in the vault, so it is switched with the vault as well as with D-Cypher.
  if (!(await ctx.settings.isEnabled(vaultFlag))) throw notFound(FEATURE_OFF_MESSAGE);
  if (row.vault_file_id !== null) {
    const existing = await findVaultFile(ctx, actor, row.vault_file_id);
    if (existing)
      return {
        file: { id: existing.id, original_filename: existing.original_filename },
        already_saved: true,
      };
  }
  const generation = presentGeneration(row);
  const file = await storeTextFile(ctx, actor.id, {
    filename: fileNameFor(generation),
    description: `D-Cypher ${generation.type}${generation.theme ? ` on “${generation.theme}”` : ''}`,
    text: generation.content,
  });
  await recordVaultFile(ctx.db, id, file.id);
  // Two saves at once: the first one recorded stands, and the other's file is taken back.
  const recorded = (await selectGeneration(ctx.db, id))?.vault_file_id;
  if (recorded !== undefined && recorded !== null && recorded !== file.id) {
    await removeVaultFile(ctx, actor, file.id);
    return saveToVault(ctx, actor, id);
  }
  return { file: { id: file.id, original_filename: file.original_filename }, already_saved: false };
}
