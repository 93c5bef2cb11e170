/**
 * A sync from the screen: one background job per connection, followed through the job
 * stream. When all have ended (or paused for a platform's rate limit) it says "Synced {n}
 * items successfully!" (n as the jobs counted them), the server's reason, or that the sync
 * goes on by itself, and every social figure is read again.
 */
import type { SocialPlatform } from '@contract/social';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { useRefreshSocial, useRequestSync } from '../../lib/api/social.api';
import { useJobProgress } from '../../lib/use-job-progress';

interface SyncOutcome {
  jobId: number;
  done: number;
  error: string | null;
  /** Stopped part-way and queued again (a platform's rate limit): it goes on by itself. */
  paused: boolean;
}

function SyncJobWatch({
  jobId,
  onFinished,
}: {
  jobId: number;
  onFinished: (outcome: SyncOutcome) => void;
}) {
  const progress = useJobProgress(jobId);
  const reported = useRef(false);
  const sawRunning = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (progress.status === 'running') sawRunning.current = true;
    // Queued again after running: waiting out a rate limit, maybe for hours; the screen
    // stops saying "Syncing..." and the card says when it goes on.
    const paused = progress.status === 'queued' && sawRunning.current;
    if (progress.status === 'done' || progress.status === 'dead' || paused) {
      reported.current = true;
      onFinished({
        jobId,
        done: progress.done,
        error: progress.status === 'dead' ? (progress.error ?? 'Failed to sync content') : null,
        paused,
      });
    }
  }, [jobId, onFinished, progress]);
  return null;
}

export interface SocialSync {
  /** What is syncing: one platform, all, or nothing. */
  syncing: SocialPlatform | 'all' | null;
  start: (target: SocialPlatform | 'all') => void;
  /** Render once: the invisible watchers of the running jobs. */
  watchers: ReactNode;
}

export function useSocialSync(onSynced?: () => void): SocialSync {
  const request = useRequestSync();
  const refresh = useRefreshSocial();
  const [running, setRunning] = useState<{
    target: SocialPlatform | 'all';
    jobIds: number[];
  } | null>(null);
  const outcomes = useRef(new Map<number, SyncOutcome>());

  const handleFinished = useCallback(
    (outcome: SyncOutcome) => {
      outcomes.current.set(outcome.jobId, outcome);
      if (!running || !running.jobIds.every((id) => outcomes.current.has(id))) return;
      const all = running.jobIds.map((id) => outcomes.current.get(id) as SyncOutcome);
      const finished = all.filter((item) => !item.error && !item.paused);
      const failed = all.filter((item) => item.error);
      const synced = finished.reduce((sum, item) => sum + item.done, 0);
      if (finished.length > 0) toast.success(`Synced ${synced} items successfully!`);
      for (const item of failed) toast.error(item.error ?? 'Failed to sync content');
      if (all.some((item) => item.paused)) {
        toast('Sync paused by the platform: it goes on by itself where it stopped');
      }
      setRunning(null);
      void refresh();
      if (finished.length > 0) onSynced?.();
    },
    [onSynced, refresh, running],
  );

  function start(target: SocialPlatform | 'all') {
    outcomes.current = new Map();
    setRunning({ target, jobIds: [] });
    request.mutate(target, {
      onSuccess: ({ jobs }) => setRunning({ target, jobIds: jobs.map((job) => job.job_id) }),
      onError: (error) => {
        setRunning(null);
        toast.error(errorMessage(error, 'Failed to sync content'));
      },
    });
  }

  return {
    syncing: running?.target ?? null,
    start,
    watchers: running?.jobIds.map((jobId) => (
      <SyncJobWatch key={jobId} jobId={jobId} onFinished={handleFinished} />
    )),
  };
}
