/**
 * How guessable a new password is: zxcvbn's pattern matching (dictionary words, l33t,
 * keyboard walks, repeats, sequences, dates) over its common list of about 49,000 leaked and
 * common passwords and 7,776 diceware words. The server decides with it; the web app loads it
 * lazily (it weighs about 1 MB) to show the same verdict while the person types.
 *
 * Levenshtein matching is off: it makes each check 10-40 times slower (tens of milliseconds
 * of blocked event loop per request) and the rules above already catch the near misses.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's score 3 ("safely unguessable", about 10^8 guesses) is the least we accept. */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

const WHY: Record<string, string> = {
  common: 'This password is on lists of common and leaked passwords.',
  similarToCommon: 'This password is too close to a common, often-leaked one.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is one of the most used passwords.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A single name is easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It should not contain your name, your e-mail address or the name of this site.',
  straightRow: 'Keyboard rows are easy to guess.',
  keyPattern: 'Keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  pwned: 'This password has appeared in a data breach.',
};

export interface PasswordVerdict {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is refused, in words for the person; null when it is strong enough. */
  problem: string | null;
}

/**
 * The verdict on a new password. `personal` are the words it must not lean on: the person's
 * e-mail address (and its parts), their name, the product's name.
 */
export function judgePassword(password: string, personal: readonly string[] = []): PasswordVerdict {
  const inputs = personal.flatMap((word) => [word, ...word.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
  const result = zxcvbn().check(
    password,
    inputs.filter((word) => word.length >= 3),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, problem: null };
  const why =
    (result.feedback.warning && WHY[result.feedback.warning]) || 'It is too easy to guess.';
  return {
    score: result.score,
    problem: `${why} Choose another: a few unrelated words make a strong password.`,
  };
}
