import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { JobDefinition } from './define-job';
import { insertJobOnce } from './jobs.queries';

export interface EnqueueOptions {
  /**
   * The same key is never queued twice, whatever the first job's state (until it is pruned a
   * few days after it finished): a second enqueue returns the first job's id.
   */
  uniqueKey?: string;
  /** Not before this time (a delayed job). */
  runAt?: Date;
  /** Whose job it is: that user's progress stream and `GET /api/jobs/:id` show it. */
  userId?: number | null;
}

/** Puts jobs on the queue; services reach it as `ctx.jobs`. */
export class JobQueue {
  constructor(private readonly now: () => Date) {}

  /**
   * Queues a job through `db`: pass the caller's transaction, and the job exists only if that
   * transaction commits. Returns the job's id (the existing job's when the unique key is taken).
   */
  async enqueue<Schema extends z.ZodType>(
    db: Kysely<Database>,
    definition: JobDefinition<Schema>,
    payload: z.input<Schema>,
    options: EnqueueOptions = {},
  ): Promise<number> {
    const parsed: unknown = definition.payload.parse(payload);
    const now = this.now().toISOString();
    return insertJobOnce(db, {
      kind: definition.kind,
      payload: JSON.stringify(parsed),
      maxAttempts: definition.maxAttempts,
      runAt: options.runAt?.toISOString() ?? now,
      uniqueKey: options.uniqueKey ?? null,
      userId: options.userId ?? null,
      now,
    });
  }
}
