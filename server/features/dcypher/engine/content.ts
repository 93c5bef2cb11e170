/** The plain-text form of a result, for copying and saving to the vault. */
import type { DcypherItem } from './types';

function itemText(item: DcypherItem, number: number): string {
  switch (item.kind) {
    case 'word':
      return `${number}. ${item.word}: ${item.matches.join(', ')}`;
    case 'line':
      return `${number}. ${item.text}`;
    case 'couplet':
      return `${number}. ${item.lines[0]}\n${' '.repeat(String(number).length + 2)}${item.lines[1]}`;
  }
}

/** A numbered list; lines that rhyme together are set apart as a stanza. */
export function formatContent(items: readonly DcypherItem[]): string {
  return items
    .map((item, index) => {
      const previous = items[index - 1];
      const startsStanza =
        index > 0 &&
        item.kind === 'line' &&
        previous?.kind === 'line' &&
        item.rhymeGroup !== undefined &&
        item.rhymeGroup !== previous.rhymeGroup;
      return `${startsStanza ? '\n' : ''}${itemText(item, index + 1)}`;
    })
    .join('\n');
}
