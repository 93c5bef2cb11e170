/**
 * The rules the diagnostics tools share (spec part 2, sections 4, 8 and 9), kept apart from
 * the screens so they read, and are tested, on their own.
 */
import { DiagnosticsLimits, DiagnosticsMessages } from '@contract/diagnostics';

/** A diagnostic step's state; the CORS test adds `cors_blocked`. */
export type StepState = 'pending' | 'running' | 'success' | 'warning' | 'error' | 'cors_blocked';

export type OverallStatus = 'failing' | 'degraded' | 'healthy';

/** The connection test overall: failing if any failure, degraded if any warning, else healthy. */
export function overallStatus(states: readonly StepState[]): OverallStatus {
  if (states.some((state) => state === 'error' || state === 'cors_blocked')) return 'failing';
  if (states.some((state) => state === 'warning')) return 'degraded';
  return 'healthy';
}

/** Over 2000 ms is slow (a warning). */
export function isSlow(latencyMs: number): boolean {
  return latencyMs > DiagnosticsLimits.slowLatencyMs;
}

/** The high-latency recommendation, when the average of `latencies` is over 3000 ms. */
export function latencyRecommendation(latencies: readonly number[]): string | null {
  if (latencies.length === 0) return null;
  const average = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
  if (average <= DiagnosticsLimits.highAverageLatencyMs) return null;
  return `High latency: the average response took ${Math.round(average)} ms. Check the server's load and the network between you and it (a reverse proxy buffering uploads, a slow disk or a distant S3 endpoint).`;
}

/** What a URL test's answer means, in the spec's words; null when the URL answered 2xx. */
export function urlProblem(status: number | null): string | null {
  if (status === null || status === 0) return DiagnosticsMessages.corsOrNetwork;
  if (status >= 200 && status < 300) return null;
  if (status === 403) return DiagnosticsMessages.publicAccessForbidden;
  if (status === 404) return DiagnosticsMessages.notFound;
  return DiagnosticsMessages.urlNotAccessible(status);
}

/**
 * A CORS policy for a bucket that browsers read directly, as S3, R2 and MinIO take it:
 * wildcard origins, GET and HEAD, an hour's preflight cache (spec section 9).
 */
export const SUGGESTED_CORS_POLICY = JSON.stringify(
  [
    {
      AllowedOrigins: ['*'],
      AllowedMethods: ['GET', 'HEAD'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['Content-Length', 'Content-Range', 'Content-Type', 'ETag'],
      MaxAgeSeconds: 3600,
    },
  ],
  null,
  2,
);

/** The same policy as response headers, for a reverse proxy or CDN in front of the files. */
export const SUGGESTED_CORS_HEADERS = [
  'Access-Control-Allow-Origin: *',
  'Access-Control-Allow-Methods: GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers: Range',
  'Access-Control-Max-Age: 86400',
].join('\n');

/**
 * A real audio file made here, so the storage tools can upload without asking for one: a
 * 16-bit mono WAV of a quiet 440 Hz tone lasting `seconds`.
 */
export function makeTestTone(seconds: number, name = 'backline-test-tone.wav'): File {
  const sampleRate = 22_050;
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) {
      view.setUint8(offset + index, value.charCodeAt(index));
    }
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1) {
    const value = Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 0.2;
    view.setInt16(44 + index * 2, Math.round(value * 32767), true);
  }
  return new File([buffer], name, { type: 'audio/wav', lastModified: Date.now() });
}

export type CheckStatus = 'good' | 'warning' | 'error' | 'pending';

export interface HealthCheck {
  name: 'Browser' | 'File API' | 'Network requests' | 'Local storage';
  status: CheckStatus;
  message: string;
}

export const PENDING_CHECKS: HealthCheck[] = [
  { name: 'Browser', status: 'pending', message: 'Not checked yet' },
  { name: 'File API', status: 'pending', message: 'Not checked yet' },
  { name: 'Network requests', status: 'pending', message: 'Not checked yet' },
  { name: 'Local storage', status: 'pending', message: 'Not checked yet' },
];

/** The browser's name and major version from its user agent, for the log. */
export function browserName(userAgent: string): string {
  const known: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium)\/(\d+)/, 'Chromium-based browser'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown browser';
}

/** The four system health checks, on what this browser really has. */
export function runHealthChecks(scope: typeof globalThis = globalThis): HealthCheck[] {
  const win = scope as typeof globalThis & Record<string, unknown>;
  const modern =
    typeof win.Promise === 'function' &&
    typeof win.URL === 'function' &&
    typeof win.AbortController === 'function' &&
    typeof win.FormData === 'function';
  const fileApi =
    typeof win.File === 'function' &&
    typeof win.FileReader === 'function' &&
    typeof win.FileList === 'function' &&
    typeof win.Blob === 'function';
  const network =
    typeof win.fetch === 'function' &&
    typeof win.XMLHttpRequest === 'function' &&
    typeof (win.AbortSignal as { timeout?: unknown } | undefined)?.timeout === 'function';
  let storage: boolean;
  try {
    const key = 'backline-diagnostics-check';
    scope.localStorage.setItem(key, '1');
    storage = scope.localStorage.getItem(key) === '1';
    scope.localStorage.removeItem(key);
  } catch {
    storage = false;
  }
  const name = browserName(scope.navigator?.userAgent ?? '');
  return [
    modern
      ? { name: 'Browser', status: 'good', message: `${name}: supports the diagnostics` }
      : { name: 'Browser', status: 'warning', message: `${name}: an older browser; update it` },
    fileApi
      ? { name: 'File API', status: 'good', message: 'Files can be picked and read' }
      : { name: 'File API', status: 'error', message: DiagnosticsMessages.noFileApi },
    network
      ? {
          name: 'Network requests',
          status: 'good',
          message: 'fetch, time-outs and upload progress available',
        }
      : {
          name: 'Network requests',
          status: 'warning',
          message: DiagnosticsMessages.limitedNetwork,
        },
    storage
      ? { name: 'Local storage', status: 'good', message: 'Writable' }
      : { name: 'Local storage', status: 'warning', message: DiagnosticsMessages.limitedStorage },
  ];
}
