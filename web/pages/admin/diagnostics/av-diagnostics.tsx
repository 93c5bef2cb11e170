/**
 * A/V Diagnostics (spec part 2, section 2, the admin settings tab): the four-step guide, quick
 * actions, the browser's health checks, an upload tester with real progress against our upload
 * endpoints (as a `test` upload, kept out of the library), an endpoint tester, the real-time log
 * and the common solutions of this server.
 */
import { DiagnosticsLimits, DiagnosticsMessages } from '@contract/diagnostics';
import type { TestUploadReply } from '@contract/diagnostics';
import { formatFileSize } from '@contract/format';
import { Activity, FileAudio, Play, Upload, Video } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api/api-client';
import {
  removeTestUpload,
  sendTestUpload,
  testUploadKindOf,
  timedRequest,
  useStorageSetup,
} from '../../../lib/api/diagnostics.api';
import { DiagnosticLog, useDiagnosticLog } from './diagnostic-log';
import type { Log } from './diagnostic-log';
import type { CheckStatus, HealthCheck, StepState } from './diagnostics-logic';
import {
  isSlow,
  latencyRecommendation,
  PENDING_CHECKS,
  runHealthChecks,
} from './diagnostics-logic';
import { Fact, StateBadge, UploadProgress } from './diagnostics-ui';

export const AUDIO_UPLOAD_ENDPOINT = '/api/backline/upload-audio';
export const VIDEO_UPLOAD_ENDPOINT = '/api/backline/upload-video';

/**
 * The full diagnostic's three endpoints. The spec's third, `/api/upload`, does not exist on our
 * server; `/api/health` (the liveness check with a database round trip) takes its place.
 */
export const FULL_DIAGNOSTIC_ENDPOINTS = [
  AUDIO_UPLOAD_ENDPOINT,
  VIDEO_UPLOAD_ENDPOINT,
  '/api/health',
] as const;

const GUIDE = [
  ['Check system health', 'Confirm this browser can pick, read and send files.'],
  ['Test file upload', 'Send a real audio or video file and watch it arrive.'],
  ['Test API endpoints', 'See that the upload endpoints answer, and how fast.'],
  ['Review logs', 'Every step lands in the log below, with what went wrong.'],
] as const;

const checkTone: Record<CheckStatus, BadgeTone> = {
  good: 'success',
  warning: 'warning',
  error: 'danger',
  pending: 'neutral',
};

export interface EndpointResult {
  id: number;
  url: string;
  state: StepState;
  title: string;
  status: number;
  latencyMs: number;
  detail: string | null;
  at: Date;
}

type UploadTest =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'done'; reply: TestUploadReply; elapsedMs: number }
  | { state: 'failed'; error: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tests one endpoint with a timed GET and tells the log what it found. */
async function probeEndpoint(url: string, id: number, log: Log): Promise<EndpointResult> {
  log('INFO', `Testing endpoint ${url}`);
  const response = await timedRequest(url, { method: 'GET' });
  const base = { id, url, status: response.status, latencyMs: response.latencyMs, at: new Date() };
  if (response.status === 0) {
    log('ERROR', `${DiagnosticsMessages.endpointUnreachable}: ${url} (${response.failure ?? ''})`);
    return {
      ...base,
      state: 'error',
      title: DiagnosticsMessages.endpointUnreachable,
      detail: response.failure,
    };
  }
  if (!response.ok) {
    log('ERROR', `${DiagnosticsMessages.endpointError}: ${url} answered HTTP ${response.status}`);
    return {
      ...base,
      state: 'error',
      title: DiagnosticsMessages.endpointError,
      detail: null,
    };
  }
  if (isSlow(response.latencyMs)) {
    log('WARNING', `${url} answered in ${response.latencyMs} ms: slow (over 2000 ms)`);
    return { ...base, state: 'warning', title: 'Slow response', detail: 'Over 2000 ms' };
  }
  log('SUCCESS', `${url} answered HTTP ${response.status} in ${response.latencyMs} ms`);
  return { ...base, state: 'success', title: 'Endpoint OK', detail: null };
}

export function AvDiagnostics() {
  const { entries, log, clear } = useDiagnosticLog();
  const [checks, setChecks] = useState<HealthCheck[]>(PENDING_CHECKS);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadTest>({ state: 'idle' });
  const [endpoint, setEndpoint] = useState<string>(AUDIO_UPLOAD_ENDPOINT);
  const [endpointError, setEndpointError] = useState<string | null>(null);
  const [results, setResults] = useState<EndpointResult[]>([]);
  const [busyEndpoints, setBusyEndpoints] = useState(0);
  const [fullRunning, setFullRunning] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextResultId = useRef(1);
  const checkedOnce = useRef(false);
  const ids = {
    file: useId(),
    endpoint: useId(),
    endpointError: useId(),
    health: useId(),
    uploadTester: useId(),
    endpointTester: useId(),
  };

  const runChecks = useCallback(() => {
    const found = runHealthChecks();
    setChecks(found);
    for (const check of found) {
      const level =
        check.status === 'good' ? 'SUCCESS' : check.status === 'error' ? 'ERROR' : 'WARNING';
      log(level, `${check.name}: ${check.message}`);
    }
  }, [log]);

  useEffect(() => {
    if (checkedOnce.current) return;
    checkedOnce.current = true;
    log('INFO', 'Checking system health');
    runChecks();
  }, [log, runChecks]);

  const testEndpoint = useCallback(
    async (url: string) => {
      const id = nextResultId.current;
      nextResultId.current += 1;
      setBusyEndpoints((count) => count + 1);
      try {
        const result = await probeEndpoint(url, id, log);
        setResults((current) => [result, ...current]);
        return result;
      } finally {
        setBusyEndpoints((count) => count - 1);
      }
    },
    [log],
  );

  function handleTestEndpoint(event?: FormEvent) {
    event?.preventDefault();
    const url = endpoint.trim();
    if (!url) {
      setEndpointError(DiagnosticsMessages.emptyEndpoint);
      log('ERROR', DiagnosticsMessages.emptyEndpoint);
      return;
    }
    setEndpointError(null);
    void testEndpoint(url);
  }

  async function handleFullDiagnostic() {
    setFullRunning(true);
    clear();
    log('INFO', 'Full diagnostic started');
    runChecks();
    try {
      // The spec staggers the endpoint tests one second apart.
      const found = await Promise.all(
        FULL_DIAGNOSTIC_ENDPOINTS.map(async (url, index) => {
          await wait(index * DiagnosticsLimits.fullDiagnosticStaggerMs);
          return testEndpoint(url);
        }),
      );
      const answered = found.filter((result) => result.status !== 0);
      const advice = latencyRecommendation(answered.map((result) => result.latencyMs));
      if (advice) log('WARNING', advice);
      const failures = found.filter((result) => result.state === 'error').length;
      if (failures > 0) log('ERROR', `Full diagnostic finished: ${failures} endpoint(s) failed`);
      else log('SUCCESS', 'Full diagnostic finished: every endpoint answered');
    } finally {
      setFullRunning(false);
    }
  }

  function handleFileChosen(chosen: File | null) {
    setFile(chosen);
    setUpload({ state: 'idle' });
    if (chosen) {
      log(
        'INFO',
        `Selected ${chosen.name} (${formatFileSize(chosen.size)}, ${chosen.type || 'unknown type'})`,
      );
    }
  }

  async function handleTestUpload() {
    if (!file) return;
    const kind = testUploadKindOf(file);
    if (!kind) {
      const error = 'Choose an audio or video file';
      setUpload({ state: 'failed', error });
      log('ERROR', DiagnosticsMessages.uploadFailedWith(error));
      return;
    }
    const endpointUsed = kind === 'audio' ? AUDIO_UPLOAD_ENDPOINT : VIDEO_UPLOAD_ENDPOINT;
    log('INFO', `Uploading ${file.name} to ${endpointUsed} as a test upload`);
    setUpload({ state: 'uploading', progress: 0 });
    const started = performance.now();
    try {
      const reply = await sendTestUpload(file, kind, (progress) =>
        setUpload({ state: 'uploading', progress }),
      );
      const elapsedMs = Math.round(performance.now() - started);
      setUpload({ state: 'done', reply, elapsedMs });
      log(
        'SUCCESS',
        `Upload successful: ${reply.filename}, ${formatFileSize(reply.file_size_bytes)} stored as ${reply.content_type} in ${elapsedMs} ms`,
      );
      if (reply.probe_error) log('WARNING', `ffprobe could not read it: ${reply.probe_error}`);
      else {
        const duration =
          reply.duration_seconds === null ? 'unknown length' : `${reply.duration_seconds} s`;
        log('INFO', `ffprobe read it: ${reply.codec ?? 'unknown codec'}, ${duration}`);
      }
      log('INFO', reply.note);
      try {
        await removeTestUpload(reply.id);
        log('INFO', 'Test file removed from the server');
      } catch (error) {
        log('WARNING', `The test file could not be removed now: ${errorMessage(error)}`);
      }
    } catch (error) {
      const message = errorMessage(error, DiagnosticsMessages.uploadFailed);
      setUpload({ state: 'failed', error: message });
      log('ERROR', DiagnosticsMessages.uploadFailedWith(message));
    }
  }

  const uploading = upload.state === 'uploading';

  return (
    <div className="flex flex-col gap-5" data-testid="av-diagnostics">
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>How to diagnose A/V problems</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-3" aria-label="Diagnostic guide">
              {GUIDE.map(([step, text], index) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-500/15 text-sm font-bold text-accent-200">
                    {index + 1}
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-fg">{step}</p>
                    <p className="text-sm text-fg-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Quick actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button onClick={() => void handleFullDiagnostic()} loading={fullRunning}>
              {!fullRunning && <Play aria-hidden="true" />}
              Run Full Diagnostic
            </Button>
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              <FileAudio aria-hidden="true" />
              Select Test File
            </Button>
            <Button variant="outline" onClick={() => void testEndpoint(AUDIO_UPLOAD_ENDPOINT)}>
              <Activity aria-hidden="true" />
              Test Audio API
            </Button>
            <Button variant="outline" onClick={() => void testEndpoint(VIDEO_UPLOAD_ENDPOINT)}>
              <Video aria-hidden="true" />
              Test Video API
            </Button>
            <p className="text-sm text-fg-muted sm:col-span-2">
              The full diagnostic starts a fresh log, checks this browser again and tests the audio
              upload, video upload and health endpoints one second apart.
            </p>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby={ids.health}>
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-3">
            <CardTitle id={ids.health}>System health</CardTitle>
            <Button variant="ghost" size="sm" onClick={runChecks}>
              Check again
            </Button>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="System health checks">
              {checks.map((check) => (
                <li
                  key={check.name}
                  className="flex items-start justify-between gap-3 rounded-xl border border-white/[0.07] bg-white/[0.03] p-3"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-fg">{check.name}</p>
                    <p className="text-xs break-words text-fg-muted">{check.message}</p>
                  </div>
                  <Badge tone={checkTone[check.status]}>{check.status}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby={ids.uploadTester}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle id={ids.uploadTester}>Upload tester</CardTitle>
              <p className="text-sm text-fg-muted">
                Sends a real file to our upload endpoint as a test: it is not added to your library
                or your quota, and is removed right after.
              </p>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={ids.file} className="text-sm font-semibold text-fg">
                  Test file (audio or video)
                </label>
                <input
                  ref={fileInput}
                  id={ids.file}
                  type="file"
                  accept="audio/*,video/*"
                  onChange={(event) => handleFileChosen(event.target.files?.[0] ?? null)}
                  className="block w-full text-sm text-fg-muted file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg hover:file:bg-ink-600"
                />
              </div>
              {file ? (
                <dl className="grid grid-cols-2 gap-3" aria-label="File info">
                  <Fact label="Name">{file.name}</Fact>
                  <Fact label="Size">{formatFileSize(file.size)}</Fact>
                  <Fact label="Type">{file.type || 'unknown'}</Fact>
                  <Fact label="Modified">{new Date(file.lastModified).toLocaleString()}</Fact>
                </dl>
              ) : (
                <p className="text-sm text-fg-subtle">No file selected.</p>
              )}
              {upload.state === 'uploading' && (
                <UploadProgress fraction={upload.progress} label="Upload progress" />
              )}
              {upload.state === 'done' && (
                <p className="text-sm text-success-400" role="status">
                  Uploaded {formatFileSize(upload.reply.file_size_bytes)} in {upload.elapsedMs} ms;
                  test file removed.
                </p>
              )}
              {upload.state === 'failed' && (
                <p className="text-sm text-danger-300" role="alert">
                  {DiagnosticsMessages.uploadFailedWith(upload.error)}
                </p>
              )}
              <Button
                onClick={() => void handleTestUpload()}
                disabled={!file}
                loading={uploading}
                className="self-start"
              >
                {!uploading && <Upload aria-hidden="true" />}
                Test Upload
              </Button>
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby={ids.endpointTester}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle id={ids.endpointTester}>Endpoint tester</CardTitle>
              <p className="text-sm text-fg-muted">A timed GET; over 2000 ms counts as slow.</p>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <form className="flex flex-col gap-2 sm:flex-row" onSubmit={handleTestEndpoint}>
                <label htmlFor={ids.endpoint} className="sr-only">
                  Endpoint URL
                </label>
                <Input
                  id={ids.endpoint}
                  value={endpoint}
                  onChange={(event) => setEndpoint(event.target.value)}
                  invalid={endpointError !== null}
                  aria-describedby={endpointError ? ids.endpointError : undefined}
                  placeholder="/api/backline/upload-audio"
                  className="h-11"
                />
                <Button type="submit" loading={busyEndpoints > 0}>
                  Test Endpoint
                </Button>
              </form>
              {endpointError && (
                <p id={ids.endpointError} role="alert" className="text-sm text-danger-300">
                  {endpointError}
                </p>
              )}
              {results.length === 0 ? (
                <p className="text-sm text-fg-subtle">No endpoint tested yet.</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label="Endpoint results">
                  {results.map((result) => (
                    <li
                      key={result.id}
                      className="flex flex-col gap-1 rounded-xl border border-white/[0.07] bg-white/[0.03] p-3"
                    >
                      <div className="flex items-center justify-between gap-2">
                        <p className="text-sm font-semibold text-fg">{result.title}</p>
                        <StateBadge state={result.state} />
                      </div>
                      <p className="font-mono text-xs break-all text-fg-muted">{result.url}</p>
                      <p className="text-xs text-fg-muted tabular-nums">
                        {result.status === 0 ? 'No answer' : `HTTP ${result.status}`} ·{' '}
                        {result.latencyMs} ms · {result.at.toLocaleTimeString()}
                        {result.detail ? ` · ${result.detail}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </section>
      </div>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <DiagnosticLog entries={entries} onClear={clear} />
        </CardContent>
      </Card>

      <CommonSolutions />
    </div>
  );
}

/** Hints that are true of this server, with its real settings where the server tells them. */
function CommonSolutions() {
  const setup = useStorageSetup();
  const titleId = useId();
  const maxMb = setup.data ? `${setup.data.max_file_size_mb} MB now` : 'the setting';
  const tools = setup.data?.media_tools;
  const toolsNow = !tools
    ? null
    : tools.ffprobe && tools.ffmpeg
      ? `Found on this server: ${tools.ffprobe}.`
      : 'Not found on this server.';
  const hints: [string, string][] = [
    [
      'File too large (413)',
      `Uploads are capped by Max File Size in Platform Settings, General (${maxMb}), and by each person's storage quota (limits.storage_quota_mb). A reverse proxy in front of Backline must accept bodies that large too (nginx: client_max_body_size).`,
    ],
    [
      'No duration, codec or thumbnail',
      `The server reads media with ffprobe and makes thumbnails with ffmpeg: install Debian's ffmpeg package, or point FFPROBE_PATH and FFMPEG_PATH at them. ${toolsNow ?? ''}`,
    ],
    [
      'Storage errors',
      'By default files go to DATA_DIR/objects, which must be writable. For an S3-compatible store set S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_FORCE_PATH_STYLE for MinIO); the storage tools below check it.',
    ],
    [
      'Invalid file type',
      'Files are typed by their bytes, never their names: audio goes to the audio endpoint; video and GIFs to the video endpoint.',
    ],
    [
      'Too many uploads (429)',
      'Each person may upload limits.uploads_per_hour files an hour (60 by default; test uploads count).',
    ],
    [
      'Upload endpoints answer 403 or 404',
      'The endpoints need Backline Studio access (a trial or Pro) and the Backline Studio feature switched on in Platform Settings, Features.',
    ],
  ];
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Common Solutions</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 md:grid-cols-2">
            {hints.map(([problem, fix]) => (
              <li
                key={problem}
                className="rounded-xl border border-white/[0.07] bg-white/[0.03] p-3"
              >
                <p className="text-sm font-semibold text-fg">{problem}</p>
                <p className="text-sm text-fg-muted">{fix}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
