import type { DcypherType } from '../../../contract/dcypher';
import type { ChatMessage } from '../../platform/llm/chat-model';
import { dcypherItemCounts } from './engine';

const SYSTEM =
  'You help songwriters break writer’s block. Write fresh, concrete, singable language. ' +
  'No offensive words. Follow the output format exactly: plain lines, no numbering, no commentary.';

const INSTRUCTIONS: Record<DcypherType, (count: number) => string> = {
  LP1: (count) =>
    `Give ${count} different everyday words, each with at least 4 PERFECT rhymes (same stressed vowel and every sound after it). ` +
    'One word per line, as "word: rhyme, rhyme, rhyme, rhyme".',
  LP2: (count) =>
    `Give ${count} different words, each with at least 4 words that begin with the same SOUND (by pronunciation, not spelling). ` +
    'One word per line, as "word: match, match, match, match".',
  LP3: (count) => `Write ${count} different metaphors (no "like" or "as"), one per line.`,
  LP3a: (count) =>
    `Write ${count} metaphors, one per line. Lines 1 and 2 must end in words that rhyme perfectly, lines 3 and 4 likewise, and so on. ` +
    'Every line must also alliterate: at least two of its main words start with the same sound.',
  LP4: (count) => `Write ${count} different similes using "like" or "as ... as", one per line.`,
  LP4a: (count) =>
    `Write ${count} rhyming couplets of similes: ${count * 2} lines in all, where lines 1 and 2 end in words that rhyme perfectly, ` +
    'lines 3 and 4 likewise, and so on. Every line is a simile using "like" or "as".',
};

export function dcypherPrompt(type: DcypherType, theme: string | undefined): ChatMessage[] {
  const steer = theme ? ` Everything should evoke the theme "${theme.replace(/"/g, '')}".` : '';
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: INSTRUCTIONS[type](dcypherItemCounts[type]) + steer },
  ];
}
