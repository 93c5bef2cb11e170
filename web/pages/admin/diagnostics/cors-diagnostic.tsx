/**
 * The CORS policy diagnostic: uploads a test file, then sends OPTIONS and a CORS-mode GET to
 * the URL it is served at (10 seconds each). Browsers set the Origin header themselves and never
 * let a page choose it: a cross-origin URL gets this page's origin, and a refusal is
 * `cors_blocked`. Our file URLs are served by the app on its own origin, where CORS does not
 * apply; the suggested policy is for a bucket or CDN that browsers read directly.
 */
import { DiagnosticsLimits, DiagnosticsMessages } from '@contract/diagnostics';
import { Check, Copy, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { removeTestUpload, sendTestUpload, timedRequest } from '../../../lib/api/diagnostics.api';
import {
  makeTestTone,
  overallStatus,
  SUGGESTED_CORS_HEADERS,
  SUGGESTED_CORS_POLICY,
  urlProblem,
} from './diagnostics-logic';
import { CopyBlock, OverallBadge, StepList, ToolCard } from './diagnostics-ui';
import type { Step } from './diagnostics-ui';

/** A button that copies `text` and says Copied for the spec's 2 seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), DiagnosticsLimits.copyConfirmationMs);
    } catch (error) {
      toast.error(`Could not copy: ${errorMessage(error)}`);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void handleCopy()}
      aria-label={copied ? 'Copied' : label}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

export function CorsDiagnostic() {
  const [steps, setSteps] = useState<Step[]>([]);
  const [running, setRunning] = useState(false);

  async function handleRun() {
    setRunning(true);
    const found: Step[] = [];
    const show = (next: Step, upcoming?: string) => {
      found.push(next);
      setSteps(upcoming ? [...found, { name: upcoming, state: 'running' }] : [...found]);
    };
    setSteps([{ name: 'Test file', state: 'running' }]);
    try {
      let fileUrl: string;
      let token: string;
      try {
        const uploaded = await sendTestUpload(
          makeTestTone(1, 'backline-cors-test.wav'),
          'audio',
          () => undefined,
        );
        fileUrl = uploaded.file_url;
        token = uploaded.id;
      } catch (error) {
        show({
          name: 'Test file',
          state: 'error',
          detail: DiagnosticsMessages.uploadFailedWith(errorMessage(error)),
        });
        return;
      }
      const absolute = new URL(fileUrl, window.location.href);
      const sameOrigin = absolute.origin === window.location.origin;
      show(
        {
          name: 'Test file',
          state: 'success',
          detail: `${absolute.href} (${sameOrigin ? 'this app’s own origin: CORS does not apply' : `another origin; requests carry Origin: ${window.location.origin}`})`,
        },
        'OPTIONS preflight',
      );

      const options = await timedRequest(
        absolute.href,
        { method: 'OPTIONS', mode: 'cors' },
        DiagnosticsLimits.corsTestTimeoutMs,
      );
      const allowOrigin = options.headers?.get('access-control-allow-origin');
      if (options.status === 0) {
        show(
          sameOrigin
            ? {
                name: 'OPTIONS preflight',
                state: 'error',
                detail: `${DiagnosticsMessages.corsOrNetwork}: ${options.failure ?? ''}`,
              }
            : {
                name: 'OPTIONS preflight',
                state: 'cors_blocked',
                detail: `The browser refused the answer: ${options.failure ?? ''}`,
              },
          'GET with Origin',
        );
      } else if (sameOrigin) {
        show(
          {
            name: 'OPTIONS preflight',
            state: 'success',
            detail: `HTTP ${options.status}; no preflight is needed on the same origin`,
          },
          'GET with Origin',
        );
      } else {
        show(
          allowOrigin
            ? {
                name: 'OPTIONS preflight',
                state: 'success',
                detail: `HTTP ${options.status}; Access-Control-Allow-Origin: ${allowOrigin}`,
              }
            : {
                name: 'OPTIONS preflight',
                state: 'warning',
                detail: `HTTP ${options.status} without Access-Control-Allow-Origin`,
              },
          'GET with Origin',
        );
      }

      const get = await timedRequest(
        absolute.href,
        { method: 'GET', mode: 'cors', readBody: true },
        DiagnosticsLimits.corsTestTimeoutMs,
      );
      if (get.status === 0 && !sameOrigin) {
        show({
          name: 'GET with Origin',
          state: 'cors_blocked',
          detail: `${DiagnosticsMessages.corsOrNetwork}: the file’s host does not allow ${window.location.origin}`,
        });
      } else {
        const problem = urlProblem(get.status);
        show(
          problem
            ? { name: 'GET with Origin', state: 'error', detail: problem }
            : {
                name: 'GET with Origin',
                state: 'success',
                detail: `HTTP ${get.status}, ${get.bytes ?? 0} bytes readable by this page in ${get.latencyMs} ms`,
              },
        );
      }
      if (get.status !== 200) await removeTestUpload(token).catch(() => undefined);
    } finally {
      setRunning(false);
    }
  }

  const done = !running && steps.length > 0;
  return (
    <ToolCard
      title="CORS policy diagnostic"
      description="Whether a browser may read an uploaded file's URL: an OPTIONS preflight and a CORS GET against a fresh test upload."
      actions={
        <Button size="sm" variant="outline" onClick={() => void handleRun()} loading={running}>
          {!running && <ShieldCheck aria-hidden="true" />}
          Test CORS
        </Button>
      }
    >
      {done && <OverallBadge status={overallStatus(steps.map((step) => step.state))} />}
      {steps.length > 0 ? (
        <StepList steps={steps} label="CORS test steps" />
      ) : (
        <p className="text-sm text-fg-subtle">Not tested yet.</p>
      )}
      <CopyBlock
        name="Suggested bucket CORS policy (S3, R2, MinIO)"
        text={SUGGESTED_CORS_POLICY}
        copy={<CopyButton text={SUGGESTED_CORS_POLICY} label="Copy the CORS policy" />}
      />
      <p className="text-xs text-fg-subtle">
        Backline serves every file through its own address, so it needs no bucket CORS policy. Apply
        one only if browsers read the bucket directly. For a reverse proxy or CDN in front of the
        files, the same policy as headers:
      </p>
      <CopyBlock
        name="Suggested CORS headers"
        text={SUGGESTED_CORS_HEADERS}
        copy={<CopyButton text={SUGGESTED_CORS_HEADERS} label="Copy the CORS headers" />}
      />
    </ToolCard>
  );
}
