/**
 * The Content Vault (spec part 1, section 7, call 20): the creator's files, uploads with
 * progress, downloads as files, deletion, and the vault a creator shares with their team.
 */
import type { InfiniteData } from '@tanstack/react-query';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, apiErrorOf, unwrap } from './api-client';
import type { ApiReply } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

type VaultFilesReply = ApiReply<'get', '/api/vault/files'>;
export type VaultFile = VaultFilesReply['files'][number];

export const vaultKeys = {
  all: ['vault'] as const,
  files: (viewerId: number | null, search = '') => ['vault', 'files', viewerId, search] as const,
  team: (creatorId: number, viewerId: number | null) =>
    ['vault', 'team', creatorId, viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/**
 * The creator's files, newest first, a page at a time; `search` (the spec's search by filename
 * or description) runs on the server. While a new search loads, the last results stay shown.
 */
export function useVaultFiles(search: string) {
  const viewerId = useViewerId();
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: vaultKeys.files(viewerId, q),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/vault/files', {
          params: { query: { q: q || undefined, cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
    enabled: viewerId !== null,
  });
}

export interface VaultUpload {
  file: File;
  description: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function useUploadVaultFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, description, onProgress, signal }: VaultUpload) =>
      uploadWithProgress(
        '/api/vault/upload',
        { description: description.trim(), access_level: 'team', file },
        { onProgress, signal },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}

/** The file name the server gave in Content-Disposition, else the one we know. */
function filenameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** Downloads a vault file as a blob and hands it to the browser as a file. */
export async function downloadVaultFile(file: Pick<VaultFile, 'id' | 'original_filename'>) {
  const { data, error, response } = await api.GET('/api/vault/download/{id}', {
    params: { path: { id: file.id } },
    parseAs: 'blob',
  });
  if (!response.ok) throw apiErrorOf(response.status, error);
  // An empty file has no body to parse.
  const url = URL.createObjectURL(data ?? new Blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameFrom(response, file.original_filename);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download counts change with each download, so the lists refresh afterwards (spec). */
export function useDownloadVaultFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadVaultFile,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}

export function useDeleteVaultFile() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (fileId: number) =>
      unwrap(api.DELETE('/api/vault/files/{id}', { params: { path: { id: fileId } } })),
    onSuccess: (_reply, fileId) => {
      // Out of every list at once (any search), then each is read again.
      queryClient.setQueriesData<InfiniteData<VaultFilesReply>>(
        { queryKey: ['vault', 'files', viewerId] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              files: page.files.filter((file) => file.id !== fileId),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
    },
  });
}

/** The vault a creator shares with their team; null unless the viewer is on that team. */
export function useTeamVault(creatorId: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: vaultKeys.team(creatorId, viewerId),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/team-vault', { params: { path: { userId: creatorId } } }),
      ).then((reply) => reply.vault),
    enabled: enabled && viewerId !== null,
  });
}
