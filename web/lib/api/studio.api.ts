/**
 * Backline Studio (spec part 2, section 7, the {product} calls): trends, the generator and its
 * history, the media library and uploads with progress.
 */
import { StudioLimits } from '@contract/limits';
import type { StudioPlatform, TrendCategory } from '@contract/studio';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, toFormData, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

export type TrendingTopic = ApiReply<'get', '/api/backline/trending'>['trending_topics'][number];
export type GenerateBody = ApiBody<'post', '/api/backline/generate'>;
export type StudioGeneration = ApiReply<'post', '/api/backline/generate'>;
export type MediaItem = ApiReply<'get', '/api/backline/media'>['media'][number];
/** A library upload's reply (the diagnostics' `test` uploads answer differently). */
export type MediaUpload = Exclude<ApiReply<'post', '/api/backline/upload-audio'>, { test: true }>;

export const studioKeys = {
  all: ['studio'] as const,
  trending: (category: string | null, platform: string | null) =>
    ['studio', 'trending', category, platform] as const,
  history: (viewerId: number | null) => ['studio', 'history', viewerId] as const,
  media: (viewerId: number | null) => ['studio', 'media', viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/** Filters set to "all" are left out of the call (spec, section 5). */
export function useTrending(category: TrendCategory | null, platform: StudioPlatform | null) {
  return useQuery({
    queryKey: studioKeys.trending(category, platform),
    queryFn: () =>
      unwrap(
        api.GET('/api/backline/trending', {
          params: {
            query: {
              ...(category ? { category } : {}),
              ...(platform ? { platform } : {}),
            },
          },
        }),
      ),
  });
}

export function useGenerate() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (body: GenerateBody) => unwrap(api.POST('/api/backline/generate', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studioKeys.history(viewerId) }),
  });
}

export function useSaveGeneration() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/backline/generations/{id}/save', { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studioKeys.history(viewerId) }),
  });
}

export function useGenerationHistory() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: studioKeys.history(viewerId),
    queryFn: () => unwrap(api.GET('/api/backline/generations', { params: { query: {} } })),
    enabled: viewerId !== null,
  });
}

export function useMediaLibrary() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: studioKeys.media(viewerId),
    queryFn: () => unwrap(api.GET('/api/backline/media')),
    enabled: viewerId !== null,
    // While ffprobe reads a new upload, look again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.media.some((item) => item.status === 'processing') ? 1500 : false,
  });
}

export function useInvalidateMedia() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return () => queryClient.invalidateQueries({ queryKey: studioKeys.media(viewerId) });
}

export function useDeleteMedia() {
  const invalidate = useInvalidateMedia();
  return useMutation({
    mutationFn: (item: Pick<MediaItem, 'kind' | 'id'>) =>
      unwrap(
        api.DELETE('/api/backline/media/{kind}/{id}', {
          params: { path: { kind: item.kind, id: item.id } },
        }),
      ),
    onSuccess: () => void invalidate(),
  });
}

/** The kind a chosen file uploads as, by what the browser says it is; null for anything else. */
export function uploadKindOf(file: File): 'audio' | 'video' | null {
  if (file.type.startsWith('audio/')) return 'audio';
  if (file.type.startsWith('video/') || file.type === 'image/gif') return 'video';
  return null;
}

export function uploadMediaFile(
  file: File,
  kind: 'audio' | 'video',
  onProgress: (fraction: number) => void,
): Promise<MediaUpload> {
  // Without the `test` field the server always answers with the library item.
  return (
    kind === 'audio'
      ? uploadWithProgress('/api/backline/upload-audio', { audio: file }, { onProgress })
      : uploadWithProgress('/api/backline/upload-video', { video: file }, { onProgress })
  ) as Promise<MediaUpload>;
}

export type VideoProject = ApiReply<'get', '/api/backline/projects'>['projects'][number];
export type CreateProjectBody = ApiBody<'post', '/api/backline/projects'>;

export const projectKeys = {
  list: (viewerId: number | null) => ['studio', 'projects', viewerId] as const,
  storage: ['studio', 'storage-status'] as const,
};

export function useProjects() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: projectKeys.list(viewerId),
    queryFn: () => unwrap(api.GET('/api/backline/projects')),
    enabled: viewerId !== null,
    // While a video renders, look again until it is ready or failed.
    refetchInterval: (query) =>
      query.state.data?.projects.some((project) => project.status === 'rendering') ? 1500 : false,
  });
}

function useProjectMutation<Input>(call: (input: Input) => Promise<VideoProject>) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKeys.list(viewerId) }),
  });
}

export function useCreateProject() {
  return useProjectMutation((body: CreateProjectBody) =>
    unwrap(api.POST('/api/backline/projects', { body })),
  );
}

export function useProcessProject() {
  return useProjectMutation((id: number) =>
    unwrap(api.POST('/api/backline/projects/{id}/process', { params: { path: { id } } })),
  );
}

/** A still picture (JPEG, PNG, WebP or GIF) as the audiogram's cover. */
export function useSetProjectCover() {
  return useProjectMutation(({ id, file }: { id: number; file: File }) =>
    unwrap(
      api.POST('/api/backline/projects/{id}/cover', {
        params: { path: { id } },
        body: { file },
        bodySerializer: toFormData,
      }),
    ),
  );
}

export function useSaveProjectToVault() {
  return useProjectMutation((id: number) =>
    unwrap(api.POST('/api/backline/projects/{id}/save-to-vault', { params: { path: { id } } })),
  );
}

/** The store's health; the spec gives the check 15 seconds. */
export function useStorageStatus() {
  return useQuery({
    queryKey: projectKeys.storage,
    queryFn: () =>
      unwrap(
        api.GET('/api/backline/r2-status', {
          signal: AbortSignal.timeout(StudioLimits.storageStatusTimeoutMs),
        }),
      ),
    retry: false,
  });
}

export function useStorageDiagnostic() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/backline/r2-diagnostic')),
  });
}
