import type { ServiceContext } from '../../context';
import type { UserJobRow } from './jobs.queries';
import { selectUserJobsChangedSince } from './jobs.queries';

export interface JobListener {
  userId: number;
  /** The user's jobs changed in the last little while (the listener drops what it already sent). */
  onJobs(rows: UserJobRow[]): void;
  /** Time to write something, so proxies keep an idle stream open. */
  onHeartbeat(): void;
  /** The process is shutting down: end the stream. */
  onClose(): void;
}

export interface JobEventsOptions {
  /** How often the table is read while anyone listens. */
  intervalMs?: number;
  /**
   * Each read covers changes this far back, not only since the last read: a job row written
   * by a transaction that committed late carries an earlier `updated_at`, and workers'
   * clocks differ a little. Listeners drop what they already sent.
   */
  lookbackMs?: number;
  heartbeatMs?: number;
}

const MAX_ROWS_PER_READ = 1_000;

/**
 * Fans job changes out to the users watching them. The worker may be another process, so
 * the table is the source of truth: one reader per process (not per connection) looks for
 * jobs of the connected users that changed, every half second while anyone listens.
 */
export class JobEvents {
  private readonly listeners = new Map<number, Set<JobListener>>();
  private readonly intervalMs: number;
  private readonly lookbackMs: number;
  private readonly heartbeatMs: number;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly ctx: ServiceContext,
    options: JobEventsOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 500;
    this.lookbackMs = options.lookbackMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
  }

  /** Starts delivering the user's job changes to `listener`; returns the way to stop. */
  subscribe(listener: JobListener): () => void {
    if (this.closed) {
      listener.onClose();
      return () => {};
    }
    let forUser = this.listeners.get(listener.userId);
    if (!forUser) this.listeners.set(listener.userId, (forUser = new Set()));
    forUser.add(listener);
    this.startTimers();
    return () => {
      forUser.delete(listener);
      if (forUser.size === 0) this.listeners.delete(listener.userId);
      if (this.listeners.size === 0) this.stopTimers();
    };
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    this.closed = true;
    this.stopTimers();
    for (const forUser of this.listeners.values())
      for (const listener of forUser) listener.onClose();
    this.listeners.clear();
  }

  private startTimers() {
    if (!this.pollTimer && !this.polling) this.schedulePoll();
    if (!this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => {
        for (const forUser of this.listeners.values())
          for (const listener of forUser) listener.onHeartbeat();
      }, this.heartbeatMs);
      this.heartbeatTimer.unref();
    }
  }

  private stopTimers() {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.pollTimer = null;
    this.heartbeatTimer = null;
  }

  private schedulePoll() {
    this.pollTimer = setTimeout(() => void this.poll(), this.intervalMs);
    this.pollTimer.unref();
  }

  private async poll() {
    this.pollTimer = null;
    this.polling = true;
    const userIds = [...this.listeners.keys()];
    if (userIds.length > 0) {
      try {
        const since = new Date(this.ctx.now().getTime() - this.lookbackMs).toISOString();
        const rows = await selectUserJobsChangedSince(
          this.ctx.db,
          userIds,
          since,
          MAX_ROWS_PER_READ,
        );
        const byUser = new Map<number, UserJobRow[]>();
        for (const row of rows) {
          if (row.user_id === null) continue;
          const list = byUser.get(row.user_id) ?? [];
          list.push(row);
          byUser.set(row.user_id, list);
        }
        for (const [userId, list] of byUser)
          for (const listener of this.listeners.get(userId) ?? []) listener.onJobs(list);
      } catch (error) {
        this.ctx.log.warn({ err: error }, 'could not read job changes for the progress stream');
      }
    }
    this.polling = false;
    if (this.listeners.size > 0 && !this.closed && !this.pollTimer) this.schedulePoll();
  }
}
