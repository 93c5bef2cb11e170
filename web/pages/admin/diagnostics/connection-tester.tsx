/**
 * The connection tester: our API's health, the store's status (a real write, read and delete)
 * and the media tools, each timed; overall failing, degraded or healthy by the spec's rule.
 */
import { DiagnosticsMessages } from '@contract/diagnostics';
import { PlugZap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import {
  checkHealth,
  fetchStorageSetup,
  fetchStorageStatus,
} from '../../../lib/api/diagnostics.api';
import { isSlow, latencyRecommendation, overallStatus } from './diagnostics-logic';
import type { OverallStatus } from './diagnostics-logic';
import { OverallBadge, StepList, ToolCard } from './diagnostics-ui';
import type { Step } from './diagnostics-ui';

const STEP_NAMES = ['Connectivity', 'API health', 'Storage status', 'Media tools'] as const;

const pendingSteps = (): Step[] => STEP_NAMES.map((name) => ({ name, state: 'pending' }));

/** A step from a timed answer: slow answers are warnings. */
function timedStep(name: string, latencyMs: number, detail: string): Step {
  return isSlow(latencyMs)
    ? { name, state: 'warning', detail: `${detail} · ${latencyMs} ms, slow (over 2000 ms)` }
    : { name, state: 'success', detail: `${detail} · ${latencyMs} ms` };
}

export function ConnectionTester() {
  const [steps, setSteps] = useState<Step[]>(pendingSteps);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ overall: OverallStatus; advice: string | null } | null>(
    null,
  );

  async function handleRun() {
    setRunning(true);
    setResult(null);
    const found: Step[] = [];
    const latencies: number[] = [];
    const show = (next: Step) => {
      found.push(next);
      setSteps([...found, ...pendingSteps().slice(found.length)]);
    };
    setSteps(
      pendingSteps().map((step, index) => (index === 0 ? { ...step, state: 'running' } : step)),
    );
    try {
      show(
        navigator.onLine
          ? { name: 'Connectivity', state: 'success', detail: 'The browser is online' }
          : { name: 'Connectivity', state: 'error', detail: DiagnosticsMessages.noConnectivity },
      );

      const health = await checkHealth();
      latencies.push(health.latencyMs);
      show(
        health.ok
          ? timedStep('API health', health.latencyMs, 'GET /api/health: ok')
          : { name: 'API health', state: 'error', detail: `GET /api/health: ${health.error}` },
      );

      try {
        const { status, latencyMs } = await fetchStorageStatus();
        latencies.push(latencyMs);
        const store = `${status.driver === 's3' ? 'S3 bucket' : 'Local disk'}${status.domain ? ` (${status.domain})` : ''}`;
        show(
          !status.configured
            ? {
                name: 'Storage status',
                state: 'error',
                detail: DiagnosticsMessages.storageNotConfigured,
              }
            : !status.working
              ? {
                  name: 'Storage status',
                  state: 'error',
                  detail: [DiagnosticsMessages.storageNotAccessible, ...status.issues].join(' · '),
                }
              : timedStep('Storage status', latencyMs, `${store}: write, read and delete worked`),
        );
      } catch (error) {
        show({
          name: 'Storage status',
          state: 'error',
          detail: `Unable to check R2 status: ${errorMessage(error)}`,
        });
      }

      try {
        const setup = await fetchStorageSetup();
        const { ffprobe, ffmpeg } = setup.media_tools;
        show(
          ffprobe && ffmpeg
            ? { name: 'Media tools', state: 'success', detail: ffprobe }
            : {
                name: 'Media tools',
                state: 'warning',
                detail: `${[!ffprobe && 'ffprobe', !ffmpeg && 'ffmpeg'].filter(Boolean).join(' and ')} not found on the server: uploads are stored but not read, and videos get no thumbnail`,
              },
        );
      } catch (error) {
        show({ name: 'Media tools', state: 'error', detail: errorMessage(error) });
      }
      setResult({
        overall: overallStatus(found.map((step) => step.state)),
        advice: latencyRecommendation(latencies),
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <ToolCard
      title="Connection tester"
      description="Times our API's health check and a real round trip to the store in use."
      actions={
        <Button size="sm" onClick={() => void handleRun()} loading={running}>
          {!running && <PlugZap aria-hidden="true" />}
          Run connection test
        </Button>
      }
    >
      {result && (
        <div className="flex flex-col gap-2">
          <OverallBadge status={result.overall} />
          {result.advice && (
            <p className="text-sm text-warning-300" role="status">
              {result.advice}
            </p>
          )}
        </div>
      )}
      <StepList steps={steps} label="Connection test steps" />
    </ToolCard>
  );
}
