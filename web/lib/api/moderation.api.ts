/**
 * Content moderation for administrators (spec part 2, section 7, "Admin and system"): the
 * queue of generations and reported posts and comments, and flag and delete.
 */
import { DEFAULT_FLAG_REASON } from '@contract/moderation';
import type { ModerationFilter } from '@contract/moderation';
import { ModerationLimits } from '@contract/limits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import type { ApiReply } from './api-client';

export type ContentReviewPage = ApiReply<'get', '/api/admin/content-review'>;
export type ModerationItem = ContentReviewPage['items'][number];

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (filter: ModerationFilter, cursor: string | null) =>
    ['moderation', 'queue', filter, cursor] as const,
};

/** One page of the queue (25 items); `cursor` is the previous page's `nextCursor`. */
export function useContentReview(filter: ModerationFilter, cursor: string | null) {
  return useQuery({
    queryKey: moderationKeys.queue(filter, cursor),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/content-review', {
          params: {
            query: {
              type: filter,
              limit: ModerationLimits.pageSize,
              ...(cursor ? { cursor } : {}),
            },
          },
        }),
      ),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

function useInvalidateQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });
}

/** Flags an item (the spec sends `{ flag: true, reason: "Admin review" }`) or unflags it. */
export function useFlagContent() {
  const invalidate = useInvalidateQueue();
  return useMutation({
    mutationFn: ({
      item,
      flag,
    }: {
      item: Pick<ModerationItem, 'content_type' | 'id'>;
      flag: boolean;
    }) =>
      unwrap(
        api.PUT('/api/admin/content/{type}/{id}/flag', {
          params: { path: { type: item.content_type, id: item.id } },
          body: flag ? { flag, reason: DEFAULT_FLAG_REASON } : { flag },
        }),
      ),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteContent() {
  const invalidate = useInvalidateQueue();
  return useMutation({
    mutationFn: (item: Pick<ModerationItem, 'content_type' | 'id'>) =>
      unwrap(
        api.DELETE('/api/admin/content/{type}/{id}', {
          params: { path: { type: item.content_type, id: item.id } },
        }),
      ),
    onSuccess: () => void invalidate(),
  });
}
