/** Removes a test upload of the A/V diagnostics that nobody downloaded in time. */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ServiceContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineJob } from '../../../platform/jobs/define-job';
import { testUploadKey } from '../test-upload-key';

const TestUploadToken = z.object({ token: z.string().regex(/^[a-f0-9]{24}$/) });

export const removeTestUploadJob = defineJob({
  kind: 'diagnostics.remove-test-upload',
  payload: TestUploadToken,
  maxAttempts: 5,
  async run(ctx, { token }) {
    // Idempotent: deleting an object that is already gone is not an error.
    await ctx.storage.delete(testUploadKey(token));
  },
});

/** Queues the removal of a test upload at `runAt`, in the caller's transaction. */
export async function removeTestUploadLater(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  token: string,
  runAt: Date,
): Promise<void> {
  await ctx.jobs.enqueue(trx, removeTestUploadJob, { token }, { runAt });
}
