import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';

/*
 * The SQL of the job queue. Every write a worker makes to a job it runs is conditioned on
 * holding it (`locked_by` is that worker, status `running`): a worker whose lease lapsed and
 * whose job was claimed by another changes nothing.
 */

export interface NewJob {
  kind: string;
  payload: string;
  maxAttempts: number;
  runAt: string;
  uniqueKey: string | null;
  userId: number | null;
  now: string;
}

/** Inserts the job, or finds the one already holding its unique key; returns its id. */
export async function insertJobOnce(db: Kysely<Database>, job: NewJob): Promise<number> {
  const inserted = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: job.payload,
      status: 'queued',
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      unique_key: job.uniqueKey,
      user_id: job.userId,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((conflict) => conflict.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('jobs')
    .select('id')
    .where('unique_key', '=', job.uniqueKey)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * Takes up to `limit` jobs of the given kinds that are queued and due, or running under a
 * lapsed lease (their worker died), counting an attempt and leasing them to `workerId`.
 * PostgreSQL skips rows another worker is claiming at the same moment; SQLite runs one
 * writer at a time, so the single statement is the single claimer.
 */
export function claimJobs(
  db: Kysely<Database>,
  dialect: Dialect,
  claim: { workerId: string; kinds: string[]; limit: number; now: string; leaseUntil: string },
) {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', claim.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', claim.now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit);
  const candidates = dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: claim.workerId,
      locked_until: claim.leaseUntil,
      updated_at: claim.now,
    }))
    .where('id', 'in', candidates)
    .returningAll()
    .execute();
}

function heldBy(db: Kysely<Database>, workerId: string, ids: number[]) {
  return db
    .updateTable('jobs')
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running');
}

/** The heartbeat: extends the leases of the jobs still held; returns the ids it extended. */
export async function renewLeases(
  db: Kysely<Database>,
  workerId: string,
  ids: number[],
  leaseUntil: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await heldBy(db, workerId, ids)
    .set({ locked_until: leaseUntil })
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export function saveProgress(
  db: Kysely<Database>,
  job: { id: number; workerId: string; done: number; total: number | null; now: string },
) {
  return heldBy(db, job.workerId, [job.id])
    .set({ progress_done: job.done, progress_total: job.total, updated_at: job.now })
    .execute();
}

export function markDone(
  db: Kysely<Database>,
  job: {
    id: number;
    workerId: string;
    now: string;
    progress: { done: number; total: number | null };
  },
) {
  return heldBy(db, job.workerId, [job.id])
    .set({
      status: 'done',
      locked_by: null,
      locked_until: null,
      progress_done: job.progress.done,
      progress_total: job.progress.total,
      finished_at: job.now,
      updated_at: job.now,
    })
    .execute();
}

/** Back to the queue after a failure, not before `runAt`. */
export function retryLater(
  db: Kysely<Database>,
  job: { id: number; workerId: string; runAt: string; error: string; now: string },
) {
  return heldBy(db, job.workerId, [job.id])
    .set({
      status: 'queued',
      locked_by: null,
      locked_until: null,
      run_at: job.runAt,
      last_error: job.error,
      updated_at: job.now,
    })
    .execute();
}

/** Gives up on a job; true when this call is the one that did (so its dead hook runs once). */
export async function markDead(
  db: Kysely<Database>,
  job: { id: number; workerId: string; error: string; publicError: string | null; now: string },
): Promise<boolean> {
  const result = await heldBy(db, job.workerId, [job.id])
    .set({
      status: 'dead',
      locked_by: null,
      locked_until: null,
      last_error: job.error,
      public_error: job.publicError,
      finished_at: job.now,
      updated_at: job.now,
    })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Hands jobs back unfinished (shutdown): queued again at once, the attempt not counted. */
export function releaseJobs(db: Kysely<Database>, workerId: string, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return heldBy(db, workerId, ids)
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      locked_by: null,
      locked_until: null,
      updated_at: now,
    }))
    .execute();
}

export function selectJob(db: Kysely<Database>, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

const streamColumns = [
  'id',
  'kind',
  'status',
  'attempts',
  'max_attempts',
  'progress_done',
  'progress_total',
  'public_error',
  'user_id',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

export type UserJobRow = NonNullable<Awaited<ReturnType<typeof selectJobForStream>>>;

/** A job as its owner may see it (no payload), or undefined when there is none by that id. */
export function selectJobForStream(db: Kysely<Database>, id: number) {
  return db.selectFrom('jobs').select(streamColumns).where('id', '=', id).executeTakeFirst();
}

/** What a user's progress stream opens with: unfinished jobs and those finished since `since`. */
export function selectUserJobsSnapshot(
  db: Kysely<Database>,
  userId: number,
  since: string,
  limit: number,
) {
  return db
    .selectFrom('jobs')
    .select(streamColumns)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('status', 'in', ['queued', 'running']), eb('updated_at', '>=', since)]),
    )
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** Jobs of these users changed at or after `since`, oldest change first. */
export function selectUserJobsChangedSince(
  db: Kysely<Database>,
  userIds: number[],
  since: string,
  limit: number,
) {
  return db
    .selectFrom('jobs')
    .select(streamColumns)
    .where('user_id', 'in', userIds)
    .where('updated_at', '>=', since)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Forgets finished jobs: done ones before `doneBefore`, dead ones (kept longer) before `deadBefore`. */
export async function deleteFinishedJobs(
  db: Kysely<Database>,
  cutoffs: { doneBefore: string; deadBefore: string },
): Promise<number> {
  const results = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'done'), eb('finished_at', '<', cutoffs.doneBefore)]),
        eb.and([eb('status', '=', 'dead'), eb('finished_at', '<', cutoffs.deadBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(results.numDeletedRows);
}
