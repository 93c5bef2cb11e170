/**
 * View counting. A feed card counts once it has been at least half visible for a second,
 * once per post per page load; the post page counts when it opens. The server keeps one
 * view per viewer per post per day on top of this, so repeats cost a request, not a view.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useRecordView } from '../../lib/api/posts.api';

const VISIBLE_SHARE = 0.5;
const VISIBLE_FOR_MS = 1000;

/** Posts counted since this page loaded (module state lives exactly one page load). */
const countedThisPageLoad = new Set<number>();

/** A ref for a card's element: counts a view when the card has really been seen. */
export function useCountViewWhenSeen(postId: number, enabled: boolean) {
  const { mutate: recordView } = useRecordView();
  const cleanupRef = useRef<(() => void) | null>(null);

  return useCallback(
    (element: HTMLElement | null) => {
      cleanupRef.current?.();
      cleanupRef.current = null;
      if (!element || !enabled || countedThisPageLoad.has(postId)) return;
      if (typeof IntersectionObserver === 'undefined') return;

      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (entry.intersectionRatio >= VISIBLE_SHARE) {
            timer ??= setTimeout(() => {
              if (countedThisPageLoad.has(postId)) return;
              countedThisPageLoad.add(postId);
              observer.disconnect();
              recordView(postId);
            }, VISIBLE_FOR_MS);
          } else if (timer) {
            clearTimeout(timer);
            timer = undefined;
          }
        },
        { threshold: [0, VISIBLE_SHARE] },
      );
      observer.observe(element);
      cleanupRef.current = () => {
        if (timer) clearTimeout(timer);
        observer.disconnect();
      };
    },
    [postId, enabled, recordView],
  );
}

/** Counts one view of post `postId` when its page opens (and again if another post opens). */
export function useCountViewOnOpen(postId: number, enabled: boolean) {
  const { mutate: recordView } = useRecordView();
  const countedRef = useRef<number | null>(null);
  useEffect(() => {
    // The ref survives React's development double-run of effects: one request per open.
    if (!enabled || countedRef.current === postId) return;
    countedRef.current = postId;
    countedThisPageLoad.add(postId);
    recordView(postId);
  }, [postId, enabled, recordView]);
}
