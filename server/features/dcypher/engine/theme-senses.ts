/**
 * A theme read as senses ("midnight drive" -> night, road): first by the words the writer
 * typed, then by what WordNet relates to them. Lines then draw their images and subjects from
 * those senses, so a theme brings headlights and radios rather than whatever WordNet links to
 * "drive" (a crusade, a lunge).
 */
import { songLexicon } from './song-lexicon';
import type { Image, Subject } from './song-lexicon';
import type { ThemeWords } from './theme';
import { lemmaCandidates } from './theme';

export interface ThemeSenses {
  senses: ReadonlySet<string>;
  /** The words of those senses and of their images, for telling whether a line carries them. */
  words: ReadonlySet<string>;
}

export const noSenses: ThemeSenses = { senses: new Set(), words: new Set() };

const Score = { typed: 10, related: 3 } as const;
const relatedWordsRead = 60;
/** A sense is kept when it scores at least this, and at least half the best sense's score. */
const minimumScore = 4;

let senseWordsCache: Map<string, Set<string>> | undefined;

/** Each sense's words, with the nouns of the images filed under it. */
function senseWords(): Map<string, Set<string>> {
  if (senseWordsCache === undefined) {
    const { senses, images } = songLexicon();
    senseWordsCache = new Map([...senses].map(([sense, words]) => [sense, new Set(words)]));
    for (const image of images) {
      for (const sense of image.senses) {
        const words = senseWordsCache.get(sense)!;
        words.add(image.noun);
        for (const word of image.noun.split(' ')) if (word.length > 3) words.add(word);
      }
    }
  }
  return senseWordsCache;
}

export function themeSenses(theme: string | undefined, related: ThemeWords): ThemeSenses {
  const typed = lemmaCandidates(theme ?? '');
  if (typed.length === 0) return noSenses;
  const scores = new Map<string, number>();
  const credit = (word: string, amount: number) => {
    for (const [sense, words] of senseWords())
      if (words.has(word)) scores.set(sense, (scores.get(sense) ?? 0) + amount);
  };
  for (const word of new Set(typed.map((lemma) => lemma.replace(/_/g, ' '))))
    credit(word, Score.typed);
  related.words.slice(0, relatedWordsRead).forEach((word, rank) => {
    credit(word, Score.related * (1 - rank / relatedWordsRead));
  });
  const best = Math.max(0, ...scores.values());
  const senses = new Set(
    [...scores]
      .filter(([, score]) => score >= minimumScore && score >= best / 2)
      .map(([sense]) => sense),
  );
  if (senses.size === 0) return noSenses;
  const words = new Set([...senses].flatMap((sense) => [...senseWords().get(sense)!]));
  return { senses, words };
}

export function hasSense(thing: Image | Subject, theme: ThemeSenses): boolean {
  for (const sense of thing.senses) if (theme.senses.has(sense)) return true;
  return false;
}

/** A line carries the theme when one of its words belongs to the theme's senses. */
export function carriesTheme(text: string, theme: ThemeSenses): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => theme.words.has(word));
}
