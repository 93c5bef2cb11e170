/**
 * The admin diagnostics' calls (spec part 2, section 7, "Diagnostics calls"): test uploads
 * with real progress, the store's description, and timed requests to our own endpoints.
 */
import type { TestUploadReply } from '@contract/diagnostics';
import { DiagnosticsLimits } from '@contract/diagnostics';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

export const diagnosticsKeys = {
  storageSetup: ['diagnostics', 'storage-setup'] as const,
};

export function useStorageSetup() {
  return useQuery({
    queryKey: diagnosticsKeys.storageSetup,
    queryFn: () => unwrap(api.GET('/api/admin/diagnostics/storage')),
    retry: false,
  });
}

/** The upload endpoint a file is tested against, by its type; null for anything else. */
export function testUploadKindOf(file: File): 'audio' | 'video' | null {
  if (file.type.startsWith('audio/')) return 'audio';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/**
 * Uploads `file` as a diagnostics test (`test: true`): real XHR progress, and the server keeps
 * the file out of the library and the quota.
 */
export async function sendTestUpload(
  file: File,
  kind: 'audio' | 'video',
  onProgress: (fraction: number) => void,
): Promise<TestUploadReply> {
  const reply =
    kind === 'audio'
      ? await uploadWithProgress(
          '/api/backline/upload-audio',
          { test: 'true', audio: file },
          { onProgress },
        )
      : await uploadWithProgress(
          '/api/backline/upload-video',
          { test: 'true', video: file },
          { onProgress },
        );
  if (!('test' in reply)) throw new Error('The server stored this as a library upload');
  return reply as TestUploadReply;
}

/** Removes a test upload now (the server would after its first download, or in 10 minutes). */
export function removeTestUpload(token: string) {
  return unwrap(
    api.DELETE('/api/admin/diagnostics/test-uploads/{token}', {
      params: { path: { token } },
    }),
  );
}

/** What a timed request saw: its status (0 when it got no answer), latency and headers. */
export interface TimedResponse {
  status: number;
  ok: boolean;
  latencyMs: number;
  headers: Headers | null;
  bytes: number | null;
  /** Why there was no answer: a time-out, a network error, a CORS refusal. */
  failure: string | null;
}

/**
 * Requests `url` and measures how long the answer took. The endpoint tester and the URL tests
 * take any URL, so this is plain `fetch` rather than the typed client; 10 seconds at most.
 */
export async function timedRequest(
  url: string,
  init: RequestInit & { readBody?: boolean } = {},
  timeoutMs: number = DiagnosticsLimits.urlTestTimeoutMs,
): Promise<TimedResponse> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = init.readBody ? (await response.arrayBuffer()).byteLength : null;
    // The body is not needed; release it without waiting (a tee'd body's cancel waits for its twin).
    if (!init.readBody) void response.body?.cancel().catch(() => undefined);
    return {
      status: response.status,
      ok: response.ok,
      latencyMs: Math.round(performance.now() - started),
      headers: response.headers,
      bytes,
      failure: null,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      status: 0,
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      headers: null,
      bytes: null,
      failure: timedOut
        ? `No answer within ${timeoutMs / 1000} seconds`
        : error instanceof Error
          ? error.message
          : 'Network error',
    };
  }
}

/** `GET /api/health` (10 seconds at most), timed. */
export async function checkHealth(): Promise<{
  ok: boolean;
  latencyMs: number;
  error: string | null;
}> {
  const started = performance.now();
  try {
    await unwrap(
      api.GET('/api/health', { signal: AbortSignal.timeout(DiagnosticsLimits.urlTestTimeoutMs) }),
    );
    return { ok: true, latencyMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : 'No answer',
    };
  }
}

/** `GET /api/backline/r2-status` with the spec's 15 seconds, timed. */
export async function fetchStorageStatus() {
  const started = performance.now();
  const reply = await unwrap(
    api.GET('/api/backline/r2-status', {
      signal: AbortSignal.timeout(DiagnosticsLimits.storageStatusTimeoutMs),
    }),
  );
  return { status: reply.status, latencyMs: Math.round(performance.now() - started) };
}

export function runStorageDiagnostic() {
  return unwrap(api.POST('/api/backline/r2-diagnostic'));
}

export function fetchStorageSetup() {
  return unwrap(
    api.GET('/api/admin/diagnostics/storage', {
      signal: AbortSignal.timeout(DiagnosticsLimits.urlTestTimeoutMs),
    }),
  );
}
