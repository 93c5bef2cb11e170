/**
 * Two storage tools that move real bytes: the upload debugger (a test upload with progress,
 * then HEAD and GET of the URL it answers with) and the transfer speed test (how fast bytes go
 * up and come back down, measured on a larger generated file).
 */
import { DiagnosticsMessages } from '@contract/diagnostics';
import type { TestUploadReply } from '@contract/diagnostics';
import { formatFileSize } from '@contract/format';
import { Gauge, UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import {
  removeTestUpload,
  sendTestUpload,
  testUploadKindOf,
  timedRequest,
} from '../../../lib/api/diagnostics.api';
import { makeTestTone, urlProblem } from './diagnostics-logic';
import { Fact, StepList, ToolCard, UploadProgress } from './diagnostics-ui';
import type { Step } from './diagnostics-ui';

/** The spec's upload diagnostic states, with real progress in place of a simulated one. */
type UploadDiagnostic =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'done' }
  | { state: 'failed'; error: string };

/** A step for a URL test's answer, in the spec's words when it failed. */
function urlStep(name: string, status: number, failure: string | null, detail: string): Step {
  const problem = urlProblem(status);
  if (problem) {
    return { name, state: 'error', detail: failure ? `${problem}: ${failure}` : problem };
  }
  return { name, state: 'success', detail };
}

export function UploadDebugger() {
  const [diagnostic, setDiagnostic] = useState<UploadDiagnostic>({ state: 'idle' });
  const [steps, setSteps] = useState<Step[]>([]);
  const [chosen, setChosen] = useState<File | null>(null);
  const [reply, setReply] = useState<TestUploadReply | null>(null);
  const inputId = useId();

  async function handleRun() {
    const file = chosen ?? makeTestTone(2);
    const kind = testUploadKindOf(file);
    setReply(null);
    if (!kind) {
      setDiagnostic({ state: 'failed', error: 'Choose an audio or video file' });
      return;
    }
    setSteps([
      { name: 'Upload', state: 'running', detail: `${file.name}, ${formatFileSize(file.size)}` },
    ]);
    setDiagnostic({ state: 'uploading', progress: 0 });
    let uploaded: TestUploadReply;
    try {
      uploaded = await sendTestUpload(file, kind, (progress) =>
        setDiagnostic({ state: 'uploading', progress }),
      );
    } catch (error) {
      const message = errorMessage(error, DiagnosticsMessages.uploadFailed);
      setSteps([
        { name: 'Upload', state: 'error', detail: DiagnosticsMessages.uploadFailedWith(message) },
      ]);
      setDiagnostic({ state: 'failed', error: message });
      return;
    }
    setReply(uploaded);
    const found: Step[] = [
      {
        name: 'Upload',
        state: uploaded.probe_error ? 'warning' : 'success',
        detail: uploaded.probe_error
          ? `Stored, but ffprobe could not read it: ${uploaded.probe_error}`
          : `Stored as ${uploaded.content_type}, ${formatFileSize(uploaded.file_size_bytes)}; ffprobe read ${uploaded.codec ?? 'no codec'}${uploaded.duration_seconds ? `, ${uploaded.duration_seconds} s` : ''}`,
      },
    ];
    setSteps([...found, { name: 'HEAD file URL', state: 'running' }]);

    const head = await timedRequest(uploaded.file_url, { method: 'HEAD' });
    const length = head.headers?.get('content-length');
    found.push(
      urlStep(
        'HEAD file URL',
        head.status,
        head.failure,
        `HTTP ${head.status} · ${head.headers?.get('content-type') ?? 'no type'} · ${length ? formatFileSize(Number(length)) : 'no length'} · ${head.latencyMs} ms`,
      ),
    );
    setSteps([...found, { name: 'GET file URL', state: 'running' }]);

    const get = await timedRequest(uploaded.file_url, { method: 'GET', readBody: true });
    const sameBytes = get.bytes === uploaded.file_size_bytes;
    const getStep = urlStep(
      'GET file URL',
      get.status,
      get.failure,
      `HTTP ${get.status} · ${formatFileSize(get.bytes ?? 0)} read back${sameBytes ? ', every byte' : ''} · ${get.latencyMs} ms`,
    );
    found.push(
      getStep.state === 'success' && !sameBytes
        ? { ...getStep, state: 'warning', detail: `${getStep.detail ?? ''}: not the size uploaded` }
        : getStep,
    );
    setSteps([...found]);
    // A whole download removes the test file; otherwise say we are done with it.
    if (get.status !== 200) await removeTestUpload(uploaded.id).catch(() => undefined);
    const failed = found.some((step) => step.state === 'error');
    setDiagnostic(failed ? { state: 'failed', error: 'A step failed' } : { state: 'done' });
  }

  const uploading = diagnostic.state === 'uploading';
  return (
    <ToolCard
      title="Upload debugger"
      description="A real test upload with progress, then a HEAD and a GET of the URL the server answers with. Without a file of yours it sends a 2-second test tone."
      actions={
        <Button size="sm" onClick={() => void handleRun()} loading={uploading}>
          {!uploading && <UploadCloud aria-hidden="true" />}
          Run upload test
        </Button>
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          Your own file (optional)
        </label>
        <input
          id={inputId}
          type="file"
          accept="audio/*,video/*"
          onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-fg-muted file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg hover:file:bg-ink-600"
        />
      </div>
      <p className="text-sm text-fg-muted" data-testid="upload-diagnostic-state">
        State: <span className="font-semibold text-fg">{diagnostic.state}</span>
        {diagnostic.state === 'failed' && ` (${diagnostic.error})`}
      </p>
      {diagnostic.state === 'uploading' && (
        <UploadProgress fraction={diagnostic.progress} label="Upload debugger progress" />
      )}
      {steps.length > 0 && <StepList steps={steps} label="Upload debugger steps" />}
      {reply && (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="File URL">
            <span className="font-mono text-xs break-all">{reply.file_url}</span>
          </Fact>
          <Fact label="What happens to it">{reply.note}</Fact>
        </dl>
      )}
    </ToolCard>
  );
}

interface SpeedResult {
  bytes: number;
  uploadMs: number;
  downloadMs: number | null;
  downloadError: string | null;
}

function rate(bytes: number, ms: number): string {
  if (ms <= 0) return 'too fast to time';
  return `${formatFileSize(Math.round((bytes / ms) * 1000))}/s`;
}

/** The further diagnostic: real upload and download throughput between this browser and us. */
export function TransferSpeedTest() {
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<SpeedResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleRun() {
    setResult(null);
    setError(null);
    // 1.5 MB: large enough to time on a fast link, small enough for any quota.
    const file = makeTestTone(36, 'backline-speed-test.wav');
    const started = performance.now();
    let sentAt: number | null = null;
    setProgress(0);
    try {
      const uploaded = await sendTestUpload(file, 'audio', (fraction) => {
        setProgress(fraction);
        if (fraction >= 1 && sentAt === null) sentAt = performance.now();
      });
      const uploadMs = Math.round((sentAt ?? performance.now()) - started);
      const download = await timedRequest(uploaded.file_url, { method: 'GET', readBody: true });
      if (download.status !== 200) await removeTestUpload(uploaded.id).catch(() => undefined);
      setResult({
        bytes: file.size,
        uploadMs,
        downloadMs: download.ok ? download.latencyMs : null,
        downloadError: download.ok ? null : (urlProblem(download.status) ?? download.failure),
      });
    } catch (caught) {
      setError(DiagnosticsMessages.uploadFailedWith(errorMessage(caught)));
    } finally {
      setProgress(null);
    }
  }

  return (
    <ToolCard
      title="Transfer speed"
      description="Uploads a generated 1.5 MB test file and downloads it again, timing both directions with real progress."
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void handleRun()}
          loading={progress !== null}
        >
          {progress === null && <Gauge aria-hidden="true" />}
          Measure speed
        </Button>
      }
    >
      {progress !== null && <UploadProgress fraction={progress} label="Speed test upload" />}
      {error && (
        <p role="alert" className="text-sm text-danger-300">
          {error}
        </p>
      )}
      {result ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Transfer speed">
          <Fact label="Test file">{formatFileSize(result.bytes)}</Fact>
          <Fact label="Upload">
            {rate(result.bytes, result.uploadMs)} ({result.uploadMs} ms)
          </Fact>
          <Fact label="Download">
            {result.downloadMs === null
              ? (result.downloadError ?? 'failed')
              : `${rate(result.bytes, result.downloadMs)} (${result.downloadMs} ms)`}
          </Fact>
        </dl>
      ) : (
        !error && progress === null && <p className="text-sm text-fg-subtle">Not measured yet.</p>
      )}
    </ToolCard>
  );
}
