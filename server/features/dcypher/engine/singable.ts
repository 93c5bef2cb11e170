/**
 * Everyday, singable words: what LP1 and LP2 may list and head with. Commonness is how often a
 * word is spoken (spoken-frequency.ts); a word seen far more in print than in speech ("reduce",
 * "largely") is prose. The register comes from WordNet's own filing: long abstract nouns
 * ("requirement"), groups ("regiment"), adjectives that only relate to a field ("federal") and
 * long adverbs ("nevertheless") are office prose, not lyrics. A short reviewable list
 * (lexicon/not-for-songs.txt) catches what the rules miss.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicon } from './lexicon';
import { syllableCount } from './pronunciations';
import { songLexicon } from './song-lexicon';
import { spokenCount } from './spoken-frequency';

/** Heard at least this often in 51 million words of subtitles (about once in a million). */
const everydaySpokenCount = 40;
/**
 * Spoken at most this many times per tag in WordNet's printed corpus: "develop" (490 spoken,
 * 204 in print) is prose, "river" (2829 to 98) is speech. Only for words of two syllables or
 * more; the short ones ("grow", "land") are everyday in both.
 */
const writtenOnlyRatio = 4;

/** noun.Tops, act, attribute, cognition, communication, motive, possession, process,
 * quantity, relation, shape, state: abstract filings, fine short ("truth", "pain"), not long. */
const abstractNounFiles = new Set([3, 4, 7, 9, 10, 16, 21, 22, 23, 24, 25, 26]);
const NounFile = { group: 14, person: 18 } as const;
const pertainymAdjectiveFile = 1;
/** verb.cognition, communication, competition, possession, social, stative: "coincide",
 * "consult", "adjourn", "provide"; fine in one syllable ("think", "say", "own"). */
const abstractVerbFiles = new Set([31, 32, 33, 40, 41, 42]);

let notForSongs: Set<string> | undefined;

function readNotForSongs(): Set<string> {
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'lexicon',
    'not-for-songs.txt',
  );
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .flatMap((line) => line.split(/\s+/))
      .filter(Boolean),
  );
}

/** Words of the song lexicon: the images, subjects, qualities and verbs lines are made of. */
export function isSongWord(word: string): boolean {
  return songLexicon().songWords.has(word);
}

const everydayVerdicts = new Map<string, boolean>();

/** Asked of thousands of candidates per request, so each word is judged once. */
export function isEveryday(word: string): boolean {
  let verdict = everydayVerdicts.get(word);
  if (verdict === undefined) {
    verdict = judgeEveryday(word);
    everydayVerdicts.set(word, verdict);
  }
  return verdict;
}

function judgeEveryday(word: string): boolean {
  notForSongs ??= readNotForSongs();
  if (notForSongs.has(word)) return false;
  if (isSongWord(word)) return true;
  const facts = lexicon().facts.get(word);
  const spoken = spokenCount(word);
  if (facts === undefined || spoken < everydaySpokenCount) return false;
  const syllables = syllableCount(word);
  if (syllables > 3) return false;
  if (syllables >= 2 && spoken < facts.commonness * writtenOnlyRatio) return false;
  switch (facts.partOfSpeech) {
    case 'adverb':
      return syllables <= 2;
    case 'adjective':
      return facts.lexFile !== pertainymAdjectiveFile;
    case 'noun':
      if (facts.lexFile === NounFile.group) return syllables === 1;
      if (abstractNounFiles.has(facts.lexFile ?? -1)) return syllables === 1;
      if (facts.lexFile === NounFile.person) return syllables <= 2;
      return true;
    case 'verb':
      return syllables === 1 || !abstractVerbFiles.has(facts.lexFile ?? -1);
    default:
      return true;
  }
}
