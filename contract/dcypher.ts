import { z } from 'zod';
import { DcypherLimits } from './limits';

export const DcypherType = z.enum(['LP1', 'LP2', 'LP3', 'LP3a', 'LP4', 'LP4a']);
export type DcypherType = z.infer<typeof DcypherType>;

/** The generation types as the screen lists them (spec, section 9). */
export const DCYPHER_TYPES: { type: DcypherType; title: string; description: string }[] = [
  { type: 'LP1', title: 'Rhyme Launchpad', description: '10 random words with rhymes' },
  { type: 'LP2', title: 'Alliteration Launchpad', description: '10 words with alliterations' },
  { type: 'LP3', title: 'Metaphor Launchpad', description: '20 metaphors' },
  {
    type: 'LP3a',
    title: 'Rhyming Metaphors',
    description: '10 rhyming metaphors with alliteration',
  },
  { type: 'LP4', title: 'Simile Launchpad', description: '15 similes' },
  { type: 'LP4a', title: 'Rhyming Similes', description: '5 rhyming similes' },
];

export const DcypherRequest = z.object({
  type: DcypherType,
  theme: z
    .string()
    .trim()
    .max(DcypherLimits.maxTheme, `Theme must be at most ${DcypherLimits.maxTheme} characters`)
    .optional()
    .transform((theme) => (theme ? theme : undefined)),
});
export type DcypherRequest = z.infer<typeof DcypherRequest>;

export const DcypherItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), word: z.string(), matches: z.array(z.string()) }),
  z.object({ kind: z.literal('line'), text: z.string(), rhymeGroup: z.number().int().optional() }),
  z.object({
    kind: z.literal('couplet'),
    lines: z.tuple([z.string(), z.string()]),
    rhymeGroup: z.number().int(),
  }),
]);
export type DcypherItem = z.infer<typeof DcypherItem>;

export const DcypherResult = z.object({
  id: z.number().int(),
  content: z.string(),
  type: DcypherType,
  theme: z.string().nullable(),
  items: z.array(DcypherItem),
  /** Who wrote it: the built-in engine, or the configured language model (checked by the engine). */
  engine: z.enum(['builtin', 'model']),
  /** How many of the model's items failed the checks and were rewritten by the engine. */
  replaced: z.number().int(),
  created_at: z.string(),
  saved_to_vault: z.boolean(),
  /** Removed by a moderator: its words are gone (`content` empty, no items, no theme). */
  removed: z.boolean(),
});
export type DcypherResult = z.infer<typeof DcypherResult>;

export const DcypherHistoryReply = z.object({
  generations: z.array(DcypherResult),
  nextCursor: z.string().nullable(),
});
export type DcypherHistoryReply = z.infer<typeof DcypherHistoryReply>;

export const DcypherSaveReply = z.object({
  file: z.object({ id: z.number().int(), original_filename: z.string() }),
  already_saved: z.boolean(),
});
export type DcypherSaveReply = z.infer<typeof DcypherSaveReply>;
