/**
 * The admin console (spec part 2, section 7, "Admin and system"): analytics for a time range,
 * the most active users, the users list and its actions, the audit log, and the export
 * download (read as a stream so the screen can show its progress).
 */
import type { ExportType, TimeRange } from '@contract/admin';
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

export type AdminAnalytics = ApiReply<'get', '/api/admin/analytics'>;
export type TopUser = ApiReply<'get', '/api/admin/top-users'>['users'][number];
export type AdminUsersPage = ApiReply<'get', '/api/admin/users'>;
export type AdminUser = AdminUsersPage['users'][number];
export type AuditEntry = ApiReply<'get', '/api/admin/audit'>['entries'][number];
export type AdminRole = AdminUser['role'];

export interface AdminUsersQuery {
  page: number;
  search: string;
  role: AdminRole | '';
}

export interface AuditFilter {
  action: string;
  actor_id: string;
  target_type: string;
  target_id: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  analytics: (range: TimeRange) => ['admin', 'analytics', range] as const,
  topUsers: ['admin', 'top-users'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

/** Only an administrator's session asks; everyone else is told by the page itself. */
function useIsAdmin(): boolean {
  return useAuth().user?.is_admin === true;
}

export function useAdminAnalytics(range: TimeRange) {
  const isAdmin = useIsAdmin();
  return useQuery({
    queryKey: adminKeys.analytics(range),
    queryFn: () =>
      unwrap(api.GET('/api/admin/analytics', { params: { query: { time_range: range } } })),
    enabled: isAdmin,
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTopUsers() {
  const isAdmin = useIsAdmin();
  return useQuery({
    queryKey: adminKeys.topUsers,
    queryFn: () => unwrap(api.GET('/api/admin/top-users')).then((reply) => reply.users),
    enabled: isAdmin,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  const isAdmin = useIsAdmin();
  return useQuery({
    queryKey: adminKeys.usersPage(query),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/users', {
          params: {
            query: {
              page: query.page,
              limit: 50,
              search: query.search.trim() || undefined,
              role: query.role || undefined,
            },
          },
        }),
      ),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}

/** After an action on an account, the list and the dashboard's people are read again. */
function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminKeys.topUsers }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useChangeRole() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: AdminRole }) =>
      unwrap(
        api.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role } }),
      ).then((reply) => reply.user),
    onSuccess: () => invalidate(),
  });
}

export function useChangeStanding() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'suspend' | 'activate' }) =>
      unwrap(
        api.PUT('/api/admin/users/{id}/subscription', {
          params: { path: { id } },
          body: { action },
        }),
      ).then((reply) => reply.user),
    onSuccess: () => invalidate(),
  });
}

/** The audit log, newest first, a page at a time with the filters the API offers. */
export function useAuditLog(filter: AuditFilter) {
  const isAdmin = useIsAdmin();
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/admin/audit', {
          params: {
            query: {
              limit: 25,
              cursor: pageParam ?? undefined,
              action: filter.action.trim() || undefined,
              actor_id: filter.actor_id.trim() ? Number(filter.actor_id) : undefined,
              target_type: filter.target_type.trim() || undefined,
              target_id: filter.target_id.trim() || undefined,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: isAdmin,
  });
}

export interface DownloadedExport {
  fileName: string;
  bytes: number;
}

/** The name the server gave the file in its Content-Disposition header. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match ? match[1] : fallback;
}

/**
 * Downloads an export: reads the streamed reply (telling `onProgress` how many bytes have
 * arrived), then hands the file to the browser to save under the server's name. A refusal
 * rejects with the server's own words, before anything is saved.
 */
export async function downloadExport(
  query: { type: ExportType; time_range: TimeRange },
  onProgress: (bytes: number) => void,
): Promise<DownloadedExport> {
  const { response, error, data } = await api.GET('/api/admin/export', {
    params: { query },
    parseAs: 'stream',
  });
  if (!response.ok || !data) throw apiErrorOf(response.status, error);
  const reader = (data as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  const fileName = fileNameFrom(
    response.headers.get('content-disposition'),
    `backline-export-${query.type}-${query.time_range}.json`,
  );
  saveFile(new Blob(parts as BlobPart[], { type: 'application/json' }), fileName);
  return { fileName, bytes };
}

function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can go after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
