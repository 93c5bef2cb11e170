/**
 * Words WordNet itself labels as obscenities, ethnic slurs or disparagement (its ";u" usage
 * pointers), so the blocklist does not depend on one person's memory of every slur.
 */
import type { WordNetPart } from './wordnet';
import { readWordNetText, synsetInText, synsetOffsetsOf } from './wordnet';

/** A lemma from each usage-label synset: obscenity/vulgarism, ethnic slur, disparagement/derogation. */
const usageLabelLemmas = ['vulgarism', 'ethnic_slur', 'derogation'];

/**
 * A word with three or more meanings keeps them when one is labelled ("queen", "tool", "suit");
 * a word that mostly lives as the labelled meaning is flagged.
 */
const meaningsThatOutweighALabel = 3;

let flaggedWords: Set<string> | undefined;

function findFlaggedWords(): Set<string> {
  const nounIndex = readWordNetText('index.noun');
  const labelOffsets = usageLabelLemmas.flatMap((lemma) => synsetOffsetsOf(nounIndex, lemma));
  const flagged = new Set<string>();
  const parts: WordNetPart[] = ['noun', 'verb', 'adj', 'adv'];
  for (const part of parts) {
    const data = readWordNetText(`data.${part}`);
    const index = part === 'noun' ? nounIndex : readWordNetText(`index.${part}`);
    for (const labelOffset of labelOffsets) {
      const marker = ` ;u ${String(labelOffset).padStart(8, '0')} n `;
      for (let at = data.indexOf(marker); at >= 0; at = data.indexOf(marker, at + 1)) {
        const synset = synsetInText(data, data.lastIndexOf('\n', at) + 1);
        for (const word of synset?.words ?? []) {
          const lemma = word.toLowerCase();
          if (!/^[a-z]+$/.test(lemma)) continue;
          if (synsetOffsetsOf(index, lemma).length < meaningsThatOutweighALabel) flagged.add(lemma);
        }
      }
    }
  }
  return flagged;
}

export function wordNetFlaggedWords(): ReadonlySet<string> {
  flaggedWords ??= findFlaggedWords();
  return flaggedWords;
}
