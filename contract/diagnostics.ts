/**
 * The admin console's A/V and storage diagnostics (spec part 2, sections 2 to 9): the
 * constants and messages the tools share, the reply of a test upload, and what the server
 * says about its store (never a secret).
 */
import { z } from 'zod';
import { StudioLimits } from './limits';
import { MediaKind } from './studio';

/** Spec part 2, section 9 ("Diagnostics"). */
export const DiagnosticsLimits = {
  /** URL tests (HEAD, GET, the endpoint tester) and the CORS test. */
  urlTestTimeoutMs: 10_000,
  corsTestTimeoutMs: 10_000,
  /** `GET /api/backline/r2-status`: the same 15 seconds the studio gives it. */
  storageStatusTimeoutMs: StudioLimits.storageStatusTimeoutMs,
  /** An endpoint answering slower than this is slow (a warning). */
  slowLatencyMs: 2000,
  /** An average latency over this adds a high-latency recommendation. */
  highAverageLatencyMs: 3000,
  copyConfirmationMs: 2000,
  /** The full diagnostic starts its endpoint tests this far apart. */
  fullDiagnosticStaggerMs: 1000,
  /** A test upload nobody downloads is removed this long after it arrived. */
  testUploadLifetimeMinutes: 10,
} as const;

/** The multipart field that marks an upload to `/api/backline/upload-*` as a diagnostic test. */
export const TEST_UPLOAD_FIELD = 'test';

/** The spec's diagnostics messages (section 8), word for word. */
export const DiagnosticsMessages = {
  uploadFailedWith: (error: string) => `Upload failed: ${error}`,
  publicAccessForbidden: '403 Forbidden - R2 public access not enabled',
  notFound: '404 Not Found - Domain or file path issue',
  corsOrNetwork: 'CORS or network error',
  urlNotAccessible: (status: number) => `URL not accessible (Status: ${status})`,
  storageNotConfigured: 'R2 storage not configured',
  storageNotAccessible: 'R2 configured but not accessible (check public access settings)',
  noConnectivity: 'No internet connectivity detected',
  diagnosticFailed: 'Diagnostic failed',
  noFileApi: 'File API not supported in this browser',
  limitedNetwork: 'Limited network request support',
  limitedStorage: 'Local storage has limitations',
  emptyEndpoint: 'Please enter an endpoint URL',
  uploadFailed: 'Upload failed',
  endpointUnreachable: 'Endpoint Unreachable',
  endpointError: 'Endpoint Error',
} as const;

/** The reply of an upload sent with the `test` field: stored briefly, never in the library. */
export const TestUploadReply = z.object({
  test: z.literal(true),
  /** The test file's own id (a random token), not a media id. */
  id: z.string(),
  kind: MediaKind,
  filename: z.string(),
  /** Where the test file can be read (administrators only) until it is removed. */
  file_url: z.string(),
  content_type: z.string(),
  file_size_bytes: z.number().int(),
  thumbnail_url: z.null(),
  /** What ffprobe read from the file, as the studio does for a real upload. */
  duration_seconds: z.number().nullable(),
  codec: z.string().nullable(),
  /** Why ffprobe could not read it (not installed, or not media); null when it could. */
  probe_error: z.string().nullable(),
  expires_at: z.string(),
  /** Says what happens to the file, for the log. */
  note: z.string(),
});
export type TestUploadReply = z.infer<typeof TestUploadReply>;

export const TestUploadParams = z.object({
  token: z.string().regex(/^[a-f0-9]{24}$/, 'token: not a test upload'),
});

/** The store in use and the tools media needs, as the server knows them; never a credential. */
export const StorageSetup = z.object({
  driver: z.enum(['local', 's3']),
  /** The directory (local) or the endpoint and bucket (S3). */
  location: z.string(),
  bucket: z.string().nullable(),
  endpoint: z.string().nullable(),
  region: z.string().nullable(),
  force_path_style: z.boolean().nullable(),
  /** Whether S3 access keys are set (`S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY`); null for local. */
  access_keys_set: z.boolean().nullable(),
  /** `PUBLIC_URL`: every file URL is served by the app at this address, never by the bucket. */
  public_url: z.string(),
  /** The `general.max_file_size_mb` setting, the largest upload. */
  max_file_size_mb: z.number(),
  /** The first line of `ffprobe -version` / `ffmpeg -version`, or null when it cannot run. */
  media_tools: z.object({ ffprobe: z.string().nullable(), ffmpeg: z.string().nullable() }),
});
export type StorageSetup = z.infer<typeof StorageSetup>;
