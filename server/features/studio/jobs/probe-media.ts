/**
 * Reads an uploaded file with ffprobe (duration, codec, dimensions) and makes the thumbnail of
 * a video or GIF with ffmpeg. A file ffprobe cannot read as the kind it was uploaded as is
 * removed with its row: nothing is left behind, and the job's user is told why.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ServiceContext } from '../../../context';
import { PermanentJobError, defineJob } from '../../../platform/jobs/define-job';
import { MediaToolError, makeThumbnail, probeMedia } from '../../../platform/media/ffmpeg';
import type { MediaProbe } from '../../../platform/media/ffmpeg';
import {
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from '../../../platform/storage/object-cleanup';
import { copyObjectTo, withWorkFolder } from '../media/local-copy';
import { deleteMedia, recordProbe, selectMedia } from '../media/media.queries';

type MediaRow = NonNullable<Awaited<ReturnType<typeof selectMedia>>>;

/** Deletes the row, then the object (noted in the same transaction, so a crash leaves no orphan). */
async function removeUpload(ctx: ServiceContext, media: MediaRow) {
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMedia(trx, media.id);
    await dropObject(trx, media.object_key, ctx.now());
  });
  await deleteDroppedObjects(ctx, [media.object_key]);
}

async function refuse(ctx: ServiceContext, media: MediaRow, reason: string): Promise<never> {
  await removeUpload(ctx, media);
  throw new PermanentJobError(
    `“${media.filename}” could not be read as ${media.kind === 'audio' ? 'audio' : 'video'} and was removed: ${reason}`,
  );
}

async function thumbnailOf(
  ctx: ServiceContext,
  source: string,
  probe: MediaProbe,
  signal: AbortSignal,
): Promise<{ key: string; bytes: number } | null> {
  if (!probe.hasVideo) return null;
  const still = path.join(path.dirname(source), 'thumbnail.jpg');
  const at = probe.durationSeconds ? Math.min(1, probe.durationSeconds / 2) : 0;
  await makeThumbnail(source, still, at, signal);
  const key = await reserveObjectKey(ctx, 'studio-thumbnails');
  await ctx.storage.put(key, await readFile(still), { contentType: 'image/jpeg' });
  return { key, bytes: (await stat(still)).size };
}

export const probeStudioMedia = defineJob({
  kind: 'studio.probe-media',
  payload: z.object({ mediaId: z.number().int() }),
  maxAttempts: 3,
  async run(ctx, { mediaId }, job) {
    const media = await selectMedia(ctx.db, mediaId);
    // Deleted before the job ran, or already read by an earlier run.
    if (!media || media.status === 'ready') return;
    await job.progress(0, 2);
    await withWorkFolder(async (folder) => {
      const source = path.join(folder, 'source');
      if (!(await copyObjectTo(ctx.storage, media.object_key, source))) {
        await deleteMedia(ctx.db, media.id);
        return;
      }
      let probe: MediaProbe;
      try {
        probe = await probeMedia(source, job.signal);
      } catch (error) {
        if (error instanceof MediaToolError) await refuse(ctx, media, error.message);
        throw error;
      }
      if (media.kind === 'audio' && !probe.hasAudio) await refuse(ctx, media, 'it has no sound');
      if (media.kind === 'video' && !probe.hasVideo) await refuse(ctx, media, 'it has no pictures');
      await job.progress(1, 2);
      let thumbnail: { key: string; bytes: number } | null = null;
      try {
        thumbnail = await thumbnailOf(ctx, source, probe, job.signal);
      } catch (error) {
        if (!(error instanceof MediaToolError)) throw error;
        // A file that probes but yields no frame still plays; it just has no thumbnail.
        ctx.log.warn({ err: error, mediaId }, 'studio: no thumbnail');
      }
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const row = await recordProbe(trx, media.id, {
          durationSeconds: probe.durationSeconds,
          codec: probe.codec,
          width: probe.width,
          height: probe.height,
          thumbnailKey: thumbnail?.key ?? null,
          thumbnailBytes: thumbnail?.bytes ?? null,
        });
        if (row && thumbnail) await keepObject(trx, thumbnail.key);
        return row;
      });
      // Deleted while the job ran: its thumbnail goes too.
      if (!updated && thumbnail) await deleteDroppedObjects(ctx, [thumbnail.key]);
      await job.progress(2, 2);
    });
  },
  /** Failed for good for another reason (the store kept failing): nothing stays half-read. */
  async onDead(ctx, { mediaId }) {
    const media = await selectMedia(ctx.db, mediaId);
    if (!media || media.status === 'ready') return;
    await removeUpload(ctx, media);
  },
});
