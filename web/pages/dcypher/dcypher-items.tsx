/**
 * A launchpad's items as a songwriter reads them: words with their matches as chips
 * (LP1, LP2), numbered lines (LP3, LP4), lines set in rhyme groups with the rhyming word
 * marked in the group's colour and letter (LP3a), and couplets with their rhyming end words
 * marked (LP4a). Colour is never the only cue: each group also carries its letter.
 */
import type { DcypherType } from '@contract/dcypher';
import type { DcypherItem } from '../../lib/api/dcypher.api';
import { cn } from '../../components/ui/cn';
import { dcypherTitle, rhymeMarks, splitEndWord } from './dcypher-text';
import type { RhymeMark } from './dcypher-text';

type WordItem = Extract<DcypherItem, { kind: 'word' }>;
type LineItem = Extract<DcypherItem, { kind: 'line' }>;
type CoupletItem = Extract<DcypherItem, { kind: 'couplet' }>;

function ItemNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="w-6 shrink-0 pt-0.5 text-right text-xs font-semibold text-fg-subtle tabular-nums"
    >
      {value}
    </span>
  );
}

/**
 * The group's letter as drawn in the margin. Screen readers get `GroupLabel` with each line
 * instead, so the letter is hidden from them here (it may be drawn twice, per screen size).
 */
function GroupMarker({ mark, className }: { mark: RhymeMark; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('shrink-0 items-center justify-center rounded-full bg-ink-850', className)}
    >
      <span
        className={cn(
          'inline-flex size-6 items-center justify-center rounded-full border text-[0.7rem] font-bold',
          mark.tone.chip,
        )}
      >
        {mark.letter}
      </span>
    </span>
  );
}

function GroupLabel({ mark }: { mark: RhymeMark }) {
  return <span className="sr-only">Rhyme group {mark.letter}</span>;
}

/** The line with its last word set apart; in the group's colour when it has one. */
function RhymedLine({ text, mark }: { text: string; mark?: RhymeMark }) {
  const { lead, endWord, tail } = splitEndWord(text);
  if (!mark || !endWord) return <>{text}</>;
  return (
    <>
      {lead}
      <mark
        className={cn(
          'bg-transparent font-semibold underline decoration-2 underline-offset-4',
          mark.tone.text,
          mark.tone.underline,
        )}
      >
        {endWord}
      </mark>
      {tail}
    </>
  );
}

function WordList({ items, type }: { items: WordItem[]; type: DcypherType }) {
  const relation = type === 'LP2' ? 'Alliterations' : 'Rhymes';
  return (
    <ol aria-label={dcypherTitle(type)} className="flex flex-col divide-y divide-white/[0.06]">
      {items.map((item, index) => (
        <li
          key={`${index}-${item.word}`}
          className="flex flex-col gap-2 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-5"
        >
          <div className="flex items-baseline gap-3 sm:w-40 sm:shrink-0">
            <ItemNumber value={index + 1} />
            <span className="font-display text-xl font-extrabold tracking-tight break-words text-fg">
              {item.word}
            </span>
          </div>
          {item.matches.length > 0 ? (
            <ul
              aria-label={`${relation} for ${item.word}`}
              className="flex flex-wrap gap-1.5 pl-9 sm:pt-1 sm:pl-0"
            >
              {item.matches.map((match) => (
                <li
                  key={match}
                  className="rounded-full border border-white/10 bg-white/[0.05] px-2.5 py-0.5 text-sm text-fg-muted"
                >
                  {match}
                </li>
              ))}
            </ul>
          ) : (
            <p className="pl-9 text-sm text-fg-subtle sm:pt-1 sm:pl-0">No matches this time</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function LineList({ items, type }: { items: LineItem[]; type: DcypherType }) {
  const marks = rhymeMarks(items);
  return (
    <ol aria-label={dcypherTitle(type)} className="flex flex-col">
      {items.map((item, index) => {
        const mark = item.rhymeGroup === undefined ? undefined : marks.get(item.rhymeGroup);
        const previous = items[index - 1];
        const startsRun = mark !== undefined && previous?.rhymeGroup !== item.rhymeGroup;
        return (
          <li
            key={`${index}-${item.text}`}
            className={cn(
              'relative flex items-start gap-3 py-1.5',
              mark && 'border-l-2 pl-3',
              mark?.tone.bar,
              startsRun && index > 0 && 'mt-4',
            )}
          >
            {/* Phones: the letter sits on the group's bar, once, so the lines keep the width. */}
            {mark && startsRun && (
              <GroupMarker
                mark={mark}
                className="absolute top-1.5 -left-[14px] inline-flex p-px sm:hidden"
              />
            )}
            <ItemNumber value={index + 1} />
            <p className="min-w-0 flex-1 text-base leading-relaxed text-fg sm:text-[1.05rem]">
              <RhymedLine text={item.text} mark={mark} />
              {mark && <GroupLabel mark={mark} />}
            </p>
            {mark && <GroupMarker mark={mark} className="mt-0.5 hidden sm:inline-flex" />}
          </li>
        );
      })}
    </ol>
  );
}

function CoupletList({ items, type }: { items: CoupletItem[]; type: DcypherType }) {
  const marks = rhymeMarks(items);
  return (
    <ol aria-label={dcypherTitle(type)} className="flex flex-col gap-3">
      {items.map((item, index) => {
        const mark = marks.get(item.rhymeGroup);
        return (
          <li
            key={`${index}-${item.lines[0]}`}
            className={cn(
              'flex items-start gap-2.5 rounded-2xl border border-white/[0.07] bg-white/[0.025] py-3.5 pr-3 pl-2 sm:gap-3 sm:pr-3.5 sm:pl-3',
              mark && 'border-l-[3px]',
              mark?.tone.edge,
            )}
          >
            <div className="flex shrink-0 flex-col items-end gap-2">
              <ItemNumber value={index + 1} />
              {/* Phones: the letter under the number, so the lines keep the width. */}
              {mark && <GroupMarker mark={mark} className="inline-flex sm:hidden" />}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 text-base leading-relaxed text-fg sm:text-[1.05rem]">
              {mark && <GroupLabel mark={mark} />}
              {item.lines.map((line, at) => (
                <p key={at}>
                  <RhymedLine text={line} mark={mark} />
                </p>
              ))}
            </div>
            {mark && <GroupMarker mark={mark} className="mt-0.5 hidden sm:inline-flex" />}
          </li>
        );
      })}
    </ol>
  );
}

export function DcypherItems({
  items,
  type,
}: {
  items: readonly DcypherItem[];
  type: DcypherType;
}) {
  const words = items.filter((item): item is WordItem => item.kind === 'word');
  const lines = items.filter((item): item is LineItem => item.kind === 'line');
  const couplets = items.filter((item): item is CoupletItem => item.kind === 'couplet');
  // One kind per type; the largest wins should a result ever mix them.
  if (couplets.length >= lines.length && couplets.length >= words.length && couplets.length > 0) {
    return <CoupletList items={couplets} type={type} />;
  }
  if (words.length >= lines.length && words.length > 0) {
    return <WordList items={words} type={type} />;
  }
  if (lines.length > 0) return <LineList items={lines} type={type} />;
  return (
    <p className="text-sm text-fg-muted">This launchpad came back empty. Try generating again.</p>
  );
}
