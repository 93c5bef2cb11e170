import { Cron } from 'croner';
import type { ServiceContext } from '../../context';
import type { JobDefinition } from './define-job';

/** Wake at least this often, so a changed system clock never leaves a schedule asleep for long. */
const MAX_SLEEP_MS = 60_000;
/** After a failed attempt to queue (the database is away), try again this much later. */
const RETRY_MS = 5_000;

interface Schedule {
  definition: JobDefinition;
  cron: Cron;
  next: Date | null;
}

/** The unique key of one occurrence: every process computes the same one. */
export function occurrenceKey(kind: string, occurrence: Date): string {
  return `cron:${kind}:${occurrence.toISOString()}`;
}

/**
 * Queues the scheduled jobs (definitions with a `schedule`) when each occurrence comes.
 * Every worker process runs a scheduler; they all queue the same occurrence under the same
 * unique key, so it is queued, and run, once.
 */
export class JobScheduler {
  private readonly schedules: Schedule[];
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: ServiceContext,
    definitions: readonly JobDefinition[],
  ) {
    this.schedules = definitions.flatMap((definition) =>
      definition.schedule
        ? [
            {
              definition,
              // Paused, no callback: croner only computes occurrences; the timer here is ours.
              cron: new Cron(definition.schedule, { timezone: 'UTC', paused: true }),
              next: null,
            },
          ]
        : [],
    );
  }

  /**
   * Starts the timer. The latest occurrence that has already passed is queued too (once, as
   * ever), so work missed while no process was running is done at start, not an hour later.
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    const now = this.ctx.now();
    for (const schedule of this.schedules) {
      const [previous] = schedule.cron.previousRuns(1, now);
      try {
        if (previous) await this.enqueueOccurrence(schedule, previous);
      } catch (error) {
        this.ctx.log.error({ err: error }, 'could not queue a missed scheduled job');
      }
      schedule.next = schedule.cron.nextRun(now);
    }
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Queues every schedule whose next occurrence is due at `now`; returns the jobs' ids. */
  async enqueueDue(now: Date = this.ctx.now()): Promise<number[]> {
    const ids: number[] = [];
    for (const schedule of this.schedules) {
      schedule.next ??= schedule.cron.nextRun(now);
      if (!schedule.next || schedule.next.getTime() > now.getTime()) continue;
      ids.push(await this.enqueueOccurrence(schedule, schedule.next));
      schedule.next = schedule.cron.nextRun(now);
    }
    return ids;
  }

  private enqueueOccurrence(schedule: Schedule, occurrence: Date): Promise<number> {
    return this.ctx.jobs.enqueue(
      this.ctx.db,
      schedule.definition,
      {},
      { uniqueKey: occurrenceKey(schedule.definition.kind, occurrence), runAt: occurrence },
    );
  }

  private arm(afterFailure = false) {
    if (this.stopped) return;
    const now = this.ctx.now().getTime();
    const soonest = Math.min(
      ...this.schedules.map((schedule) => schedule.next?.getTime() ?? Infinity),
    );
    const wait = Math.max(afterFailure ? RETRY_MS : 0, Math.min(MAX_SLEEP_MS, soonest - now));
    this.timer = setTimeout(() => void this.tick(), wait);
    this.timer.unref();
  }

  private async tick() {
    try {
      await this.enqueueDue();
      this.arm();
    } catch (error) {
      // The occurrence stays due: a later tick queues it.
      this.ctx.log.error({ err: error }, 'could not queue scheduled jobs');
      this.arm(true);
    }
  }
}
