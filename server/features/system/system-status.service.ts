/**
 * System Status (spec part 2, sections 2 and 3): live measures of this process, never sample
 * figures. The database is timed with a round trip; the API's response time is the median of
 * this process's API requests of the last minute (their own measured durations, from arrival
 * to reply); storage is the disk's use (local) or whether the bucket works (S3, which has no
 * size to be a share of); the metrics are this process's uptime, last-minute request counts
 * and memory; the integrations are probed through a short cache.
 */
import { statfs } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { totalmem } from 'node:os';
import path from 'node:path';
import { SystemLimits } from '../../../contract/limits';
import type { ServiceHealth, SystemStatus } from '../../../contract/system';
import type { ServiceContext } from '../../context';
import type { IntegrationProbes } from './integrations.service';
import type { WebProcessMetrics } from './request-metrics';
import { countLiveWebProcesses, pingDatabase } from './system.queries';

export interface SystemDeps {
  metrics: WebProcessMetrics;
  probes: IntegrationProbes;
}

/** A percentage with 2 decimals (the spec shows the error rate so). */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

async function measureDatabase(ctx: ServiceContext): Promise<SystemStatus['database']> {
  const started = performance.now();
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    ctx.log.error({ err: error }, 'system status: the database did not answer');
    return { status: 'error', response_time_ms: null, engine: ctx.dialect };
  }
  const elapsed = round(performance.now() - started, 1);
  return {
    status: elapsed > SystemLimits.slowDatabaseMs ? 'warning' : 'healthy',
    response_time_ms: elapsed,
    engine: ctx.dialect,
  };
}

function apiHealth(medianMs: number | null, errorRate: number): ServiceHealth {
  if (errorRate >= SystemLimits.errorRateErrorPercent) return 'error';
  if (errorRate >= SystemLimits.errorRateWarningPercent) return 'warning';
  if (medianMs !== null && medianMs > SystemLimits.slowApiMs) return 'warning';
  return 'healthy';
}

/** The nearest folder that exists: the store's directory is made on the first upload. */
function existingAncestor(directory: string): string {
  let current = path.resolve(directory);
  while (!existsSync(current) && path.dirname(current) !== current) {
    current = path.dirname(current);
  }
  return current;
}

async function measureStorage(
  ctx: ServiceContext,
  probes: IntegrationProbes,
): Promise<SystemStatus['storage']> {
  const working = await probes.status('storage');
  const storage = ctx.config.storage;
  const failing = working === 'error';
  if (storage.driver === 's3') {
    return {
      status: failing ? 'error' : 'healthy',
      driver: 's3',
      usage_percentage: null,
      used_bytes: null,
      total_bytes: null,
      detail: failing
        ? `The bucket "${storage.bucket}" did not keep a test object (see Integrations)`
        : `Bucket "${storage.bucket}" works; a bucket has no fixed size, so there is no share to show`,
    };
  }
  try {
    const disk = await statfs(existingAncestor(storage.directory));
    const total = disk.blocks * disk.bsize;
    const used = (disk.blocks - disk.bfree) * disk.bsize;
    // As `df` counts it: what is used against what the app could still use (root's reserve left out).
    const usable = used + disk.bavail * disk.bsize;
    const usage = percentage(used, usable);
    let status: ServiceHealth = 'healthy';
    if (failing || usage >= SystemLimits.storageErrorPercent) status = 'error';
    else if (usage >= SystemLimits.storageWarningPercent) status = 'warning';
    return {
      status,
      driver: 'local',
      usage_percentage: usage,
      used_bytes: used,
      total_bytes: total,
      detail: failing
        ? 'The disk did not keep a test object (see Integrations)'
        : `The disk holding ${storage.directory}`,
    };
  } catch (error) {
    return {
      status: 'error',
      driver: 'local',
      usage_percentage: null,
      used_bytes: null,
      total_bytes: null,
      detail: `Could not measure the disk: ${(error as Error).message}`,
    };
  }
}

/** What this process may use: its cgroup's limit when it has one, else the machine's memory. */
function memoryLimit(): number {
  const machine = totalmem();
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < machine ? constrained : machine;
}

export async function getSystemStatus(
  ctx: ServiceContext,
  deps: SystemDeps,
): Promise<SystemStatus> {
  const window = deps.metrics.requests.summary();
  const errorRate = percentage(window.serverErrors, window.requests);
  const liveSince = new Date(Date.now() - SystemLimits.processStaleSeconds * 1000).toISOString();
  const [database, storage, integrations, live] = await Promise.all([
    measureDatabase(ctx),
    measureStorage(ctx, deps.probes),
    deps.probes.statuses(),
    countLiveWebProcesses(ctx.db, liveSince).catch(() => 1),
  ]);
  return {
    database,
    api: {
      status: apiHealth(window.medianMs, errorRate),
      response_time_ms: window.medianMs === null ? null : round(window.medianMs, 1),
      sample_size: window.requests,
    },
    storage,
    metrics: {
      uptime_hours: round(process.uptime() / 3600, 2),
      requests_per_minute: window.requests,
      error_rate_percentage: errorRate,
      client_error_rate_percentage: percentage(window.clientErrors, window.requests),
      memory_usage_percentage: percentage(process.memoryUsage.rss(), memoryLimit()),
      window_seconds: SystemLimits.metricsWindowSeconds,
    },
    integrations,
    processes: { live: Math.max(1, live), this_process: deps.metrics.processId },
    checked_at: ctx.now().toISOString(),
  };
}
