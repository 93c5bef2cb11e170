/**
 * Renders a video project as an MP4 audiogram with ffmpeg (see projects/audiogram.ts),
 * reporting progress as ffmpeg encodes, and stores it. Running again replaces the output.
 * The owner's storage quota is checked before ffmpeg starts and again with the video's real
 * size: over it, the project fails with the quota's words and nothing is kept.
 */
import { stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ProjectPlatform } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { PermanentJobError, defineJob } from '../../../platform/jobs/define-job';
import type { RunningJob } from '../../../platform/jobs/define-job';
import { FFMPEG, MediaToolError, runTool } from '../../../platform/media/ffmpeg';
import { HttpError } from '../../../platform/http/errors';
import { recordWithinQuota, roomForUpload } from '../../quota/quota.service';
import { formatFileSize } from '../../../../contract/format';
import {
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from '../../../platform/storage/object-cleanup';
import { copyObjectTo, withWorkFolder } from '../media/local-copy';
import { selectMedia } from '../media/media.queries';
import { audiogramArgs, captionTimings, frameFor } from '../projects/audiogram';
import { selectProject, updateProject } from '../projects/projects.queries';

const MAX_CAPTION_LINES = 60;

async function markFailed(ctx: ServiceContext, projectId: number, error: string) {
  await updateProject(
    ctx.db,
    projectId,
    { status: 'failed', error, updated_at: ctx.now().toISOString() },
    ['rendering'],
  );
}

export const renderAudiogram = defineJob({
  kind: 'studio.render-audiogram',
  payload: z.object({ projectId: z.number().int() }),
  maxAttempts: 2,
  async run(ctx, { projectId }, job) {
    try {
      await render(ctx, projectId, job);
    } catch (error) {
      // The user reads why on the project; other failures are retried, then reported below.
      if (error instanceof PermanentJobError) await markFailed(ctx, projectId, error.message);
      throw error;
    }
  },
  async onDead(ctx, { projectId }) {
    await markFailed(ctx, projectId, 'The video could not be rendered. Please try again.');
  },
});

async function render(ctx: ServiceContext, projectId: number, job: RunningJob) {
  const project = await selectProject(ctx.db, projectId);
  if (!project || project.status !== 'rendering') return;
  const audio = await selectMedia(ctx.db, project.audio_file_id);
  if (!audio || audio.kind !== 'audio') throw new PermanentJobError('The audio file is gone');
  const cover = project.cover_media_id ? await selectMedia(ctx.db, project.cover_media_id) : null;
  const duration = audio.duration_seconds ?? 0;
  // The video it replaces counts as freed.
  const { roomBytes, usage } = await refusingOverQuota(() =>
    roomForUpload(ctx, project.user_id, project.output_size_bytes ?? 0),
  );

  await withWorkFolder(async (folder) => {
    const audioFile = path.join(folder, 'audio');
    if (!(await copyObjectTo(ctx.storage, audio.object_key, audioFile))) {
      throw new PermanentJobError('The audio file is gone');
    }
    // A still picture uploaded as the cover wins over a video's or GIF's thumbnail.
    const coverKey = project.cover_image_key ?? cover?.thumbnail_key ?? null;
    let coverFile: string | null = null;
    if (coverKey) {
      coverFile = path.join(folder, 'cover');
      if (!(await copyObjectTo(ctx.storage, coverKey, coverFile))) coverFile = null;
    }
    const titleFile = path.join(folder, 'title.txt');
    await writeFile(titleFile, project.title);
    const lines = (project.captions ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, MAX_CAPTION_LINES);
    const captions = [];
    for (const [index, caption] of captionTimings(lines, duration || 1).entries()) {
      const file = path.join(folder, `caption-${index}.txt`);
      await writeFile(file, caption.text);
      captions.push({ file, start: caption.start, end: caption.end });
    }
    const output = path.join(folder, 'audiogram.mp4');
    const totalMs = Math.max(1, Math.round(duration * 1000));
    await job.progress(0, totalMs);
    let reported = 0;
    try {
      await runTool(
        FFMPEG,
        audiogramArgs({
          audioFile,
          coverFile,
          titleFile,
          captions,
          frame: frameFor(ProjectPlatform.catch('general').parse(project.platform)),
          output,
        }),
        {
          signal: job.signal,
          onStdout: (chunk) => {
            const match = /out_time_us=(\d+)/.exec(chunk.split('\n').reverse().join('\n'));
            if (!match) return;
            const done = Math.min(totalMs, Math.round(Number(match[1]) / 1000));
            if (done > reported) {
              reported = done;
              void job.progress(done, totalMs);
            }
          },
        },
      );
    } catch (error) {
      if (error instanceof MediaToolError) {
        throw new PermanentJobError(`The video could not be rendered: ${error.message}`);
      }
      throw error;
    }
    const { size } = await stat(output);
    if (size > roomBytes) {
      throw new PermanentJobError(
        `The video (${formatFileSize(size)}) does not fit in your storage quota of ${formatFileSize(usage.quota_bytes)} (${formatFileSize(usage.used_bytes)} used). Delete some files to make room.`,
      );
    }
    // Noted before it is written, and the replaced render noted in the transaction that
    // replaces it: a process killed anywhere here leaves no video that no project names.
    const key = await reserveObjectKey(ctx, 'studio-renders');
    await ctx.storage.put(key, createReadStream(output), { contentType: 'video/mp4' });
    const updated = await refusingOverQuota(() =>
      recordWithinQuota(ctx, project.user_id, async (trx) => {
        const row = await updateProject(
          trx,
          projectId,
          {
            status: 'ready',
            error: null,
            output_key: key,
            output_size_bytes: size,
            updated_at: ctx.now().toISOString(),
          },
          ['rendering'],
        );
        if (!row) return null;
        await keepObject(trx, key);
        await dropObject(trx, project.output_key, ctx.now());
        return row;
      }),
    ).catch(async (error: unknown) => {
      await deleteDroppedObjects(ctx, [key]);
      throw error;
    });
    if (!updated) {
      await deleteDroppedObjects(ctx, [key]);
      return;
    }
    await deleteDroppedObjects(ctx, [project.output_key]);
    await job.progress(totalMs, totalMs);
  });
}

/** The quota's 413 becomes the project's reason to fail, for good: retrying will not make room. */
async function refusingOverQuota<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new PermanentJobError(error.message);
    }
    throw error;
  }
}
