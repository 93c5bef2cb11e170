/**
 * For a row that scrolls sideways (tabs on a phone): whether there is more to either side,
 * and the hints that say so — a fade over the cut edge and an arrow that scrolls on. The
 * arrows are for pointers and touch; keyboard users move with the row's own keys, so the
 * arrows stay out of the tab order.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { cn } from './cn';

export interface ScrollEdges {
  left: boolean;
  right: boolean;
}

/** Within a pixel counts as the end: browsers round scroll positions. */
const SLACK = 1;

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const left = row.scrollLeft > SLACK;
      const right = row.scrollLeft + row.clientWidth < row.scrollWidth - SLACK;
      setEdges((current) =>
        current.left === left && current.right === right ? current : { left, right },
      );
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(row);
    if (row.firstElementChild) observer?.observe(row.firstElementChild);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

interface ScrollEdgeHintsProps {
  scroller: RefObject<HTMLElement | null>;
  edges: ScrollEdges;
  /** What scrolls, for the arrows' names ("Show more tabs"). */
  label: string;
  /** The colour the fade melts into: the page behind the row. */
  fadeFrom?: string;
}

export function ScrollEdgeHints({
  scroller,
  edges,
  label,
  fadeFrom = 'from-ink-950',
}: ScrollEdgeHintsProps) {
  function scrollBy(direction: 1 | -1) {
    const row = scroller.current;
    if (!row) return;
    row.scrollBy?.({ left: direction * row.clientWidth * 0.6, behavior: 'smooth' });
  }
  const arrow =
    'pointer-events-auto flex size-8 items-center justify-center rounded-full border border-white/15 bg-ink-800/95 text-fg shadow-lg transition hover:bg-ink-700';
  return (
    <>
      <div
        data-scroll-hint="left"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 z-10 flex w-14 items-center justify-start bg-gradient-to-r to-transparent pl-1 transition-opacity duration-200',
          fadeFrom,
          edges.left ? 'opacity-100' : 'opacity-0',
        )}
      >
        {edges.left && (
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Show earlier ${label}`}
            onClick={() => scrollBy(-1)}
            className={arrow}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div
        data-scroll-hint="right"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 z-10 flex w-14 items-center justify-end bg-gradient-to-l to-transparent pr-1 transition-opacity duration-200',
          fadeFrom,
          edges.right ? 'opacity-100' : 'opacity-0',
        )}
      >
        {edges.right && (
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Show more ${label}`}
            onClick={() => scrollBy(1)}
            className={arrow}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </>
  );
}
