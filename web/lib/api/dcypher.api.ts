/**
 * The D-Cypher launchpad (spec part 1, sections 4 and 7, calls 18-19): generate, the
 * user's history, one generation, and saving one to the Content Vault. A generation can
 * sit in two caches at once (its own entry and a history page), so changes go through
 * `updateGenerationInCaches`, which finds it wherever it is.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { vaultKeys } from './vault.api';

/** Per viewer, so a different account on the same browser never sees another's drafts. */
export const dcypherKeys = {
  all: ['dcypher'] as const,
  history: (viewerId: number | null) => ['dcypher', 'history', viewerId] as const,
  generation: (id: number, viewerId: number | null) =>
    ['dcypher', 'generation', id, viewerId] as const,
};

/** What the client sends: the schema's input, where a missing theme is simply left out. */
export type DcypherBody = ApiBody<'post', '/api/writers-block/launchpad'>;
export type DcypherGeneration = ApiReply<'get', '/api/writers-block/generations/{id}'>;
export type DcypherItem = DcypherGeneration['items'][number];

type HistoryPages = InfiniteData<ApiReply<'get', '/api/writers-block/generations'>, string | null>;

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

function findInHistory(
  queryClient: QueryClient,
  id: number,
  viewerId: number | null,
): DcypherGeneration | undefined {
  const history = queryClient.getQueryData<HistoryPages>(dcypherKeys.history(viewerId));
  for (const page of history?.pages ?? []) {
    const found = page.generations.find((generation) => generation.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Applies `update` to generation `id` in its own cache entry and in every history page. */
function updateGenerationInCaches(
  queryClient: QueryClient,
  id: number,
  viewerId: number | null,
  update: (generation: DcypherGeneration) => DcypherGeneration,
): void {
  queryClient.setQueryData<DcypherGeneration>(dcypherKeys.generation(id, viewerId), (current) =>
    current ? update(current) : current,
  );
  queryClient.setQueryData<HistoryPages>(dcypherKeys.history(viewerId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            generations: page.generations.map((generation) =>
              generation.id === id ? update(generation) : generation,
            ),
          })),
        }
      : data,
  );
}

/** The user's launchpads, newest first; "Load more" brings older ones. */
export function useDcypherHistory() {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: dcypherKeys.history(viewerId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/writers-block/generations', {
          params: { query: { cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}

/**
 * One launchpad, or nothing while `id` is null. When the history already holds it, that
 * copy shows at once (reopening from the list costs no request).
 */
export function useDcypherGeneration(id: number | null) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useQuery({
    queryKey: dcypherKeys.generation(id ?? 0, viewerId),
    queryFn: () =>
      unwrap(api.GET('/api/writers-block/generations/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null && viewerId !== null,
    initialData: () => (id === null ? undefined : findInHistory(queryClient, id, viewerId)),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(dcypherKeys.history(viewerId))?.dataUpdatedAt,
  });
}

export function useGenerateDcypher() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (request: DcypherBody) =>
      unwrap(api.POST('/api/writers-block/launchpad', { body: request })),
    onSuccess: (generation) => {
      queryClient.setQueryData(dcypherKeys.generation(generation.id, viewerId), generation);
      const history = queryClient.getQueryData<HistoryPages>(dcypherKeys.history(viewerId));
      if (!history || history.pages.length === 0) {
        void queryClient.invalidateQueries({ queryKey: dcypherKeys.history(viewerId) });
        return;
      }
      // Newest first: the new one heads the first page. Later pages are keyed by cursor,
      // so they are unaffected.
      const [first, ...rest] = history.pages;
      queryClient.setQueryData<HistoryPages>(dcypherKeys.history(viewerId), {
        ...history,
        pages: [{ ...first, generations: [generation, ...first.generations] }, ...rest],
      });
    },
  });
}

export function useSaveDcypher() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/writers-block/launchpad/{id}/save', { params: { path: { id } } })),
    onSuccess: (_reply, id) => {
      updateGenerationInCaches(queryClient, id, viewerId, (generation) => ({
        ...generation,
        saved_to_vault: true,
      }));
      void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
    },
  });
}
