import type { Readable } from 'node:stream';
import type { VideoProject } from '../../../../contract/studio';
import type { z } from 'zod';
import type { CreateProjectRequest as CreateSchema } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { readPicture, toWebpPicture } from '../../../platform/media/pictures';
import type { PictureRules } from '../../../platform/media/pictures';
import { PICTURE_CONTENT_TYPE } from '../../../platform/media/pictures';
import { limitUserWrite } from '../../../platform/rate-limit/user-limits';
import { getMaxUploadBytes } from '../../../platform/settings/settings.service';
import {
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from '../../../platform/storage/object-cleanup';
import type { StoredObject } from '../../../platform/storage/object-store';
import { overQuotaError, recordWithinQuota, roomForUpload } from '../../quota/quota.service';
import { FEATURE_OFF_MESSAGE } from '../../../platform/settings/feature-gates';
import { authorize } from '../../../policies';
import { vaultFlag } from '../../vault/vault.flag';
import { storeFileInVault } from '../../vault/vault.service';
import { renderAudiogram } from '../jobs/render-audiogram';
import { openStoredRange } from '../media/media.service';
import type { MediaStream } from '../media/media.service';
import { selectMedia } from '../media/media.queries';
import { presentProject } from './projects.presenter';
import { insertProject, selectOwnProjects, selectProject, updateProject } from './projects.queries';

type ParsedCreate = z.output<typeof CreateSchema>;

async function ownProject(ctx: ServiceContext, actor: Actor, id: number) {
  const project = await selectProject(ctx.db, id);
  if (!project) throw notFound('Video project not found');
  authorize(actor, 'studioProject.use', project);
  return project;
}

export async function createProject(
  ctx: ServiceContext,
  actor: Actor,
  request: ParsedCreate,
): Promise<VideoProject> {
  const audio = await selectMedia(ctx.db, request.audio_file_id);
  if (!audio || audio.user_id !== actor.id || audio.kind !== 'audio') {
    throw badRequest('audio_file_id: choose one of your audio files');
  }
  if (request.cover_media_id) {
    const cover = await selectMedia(ctx.db, request.cover_media_id);
    if (!cover || cover.user_id !== actor.id || cover.kind !== 'video') {
      throw badRequest('cover_media_id: choose one of your videos or GIFs');
    }
  }
  const row = await insertProject(ctx.db, {
    userId: actor.id,
    title: request.title,
    audioFileId: audio.id,
    coverMediaId: request.cover_media_id ?? null,
    platform: request.platform,
    captions: request.captions?.trim() ? request.captions.trim() : null,
    now: ctx.now().toISOString(),
  });
  return presentProject(row);
}

export async function listProjects(ctx: ServiceContext, actor: Actor) {
  return { projects: (await selectOwnProjects(ctx.db, actor.id)).map(presentProject) };
}

export async function getProject(ctx: ServiceContext, actor: Actor, id: number) {
  return presentProject(await ownProject(ctx, actor, id));
}

/** Queues the render; a project already rendering is a 409. */
export async function processProject(ctx: ServiceContext, actor: Actor, id: number) {
  const project = await ownProject(ctx, actor, id);
  const audio = await selectMedia(ctx.db, project.audio_file_id);
  if (!audio || audio.status !== 'ready') {
    throw conflict('The audio file is still being read. Try again in a moment.');
  }
  // A full quota is refused here, plainly; the job checks again with the video's real size.
  await roomForUpload(ctx, actor.id, project.output_size_bytes ?? 0);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await updateProject(
      trx,
      id,
      { status: 'rendering', error: null, updated_at: ctx.now().toISOString() },
      ['draft', 'ready', 'failed'],
    );
    if (!row) return null;
    const jobId = await ctx.jobs.enqueue(
      trx,
      renderAudiogram,
      { projectId: id },
      { userId: actor.id },
    );
    return updateProject(trx, id, { job_id: jobId });
  });
  if (!updated) throw conflict('This video is already rendering');
  return presentProject(updated);
}

export async function openProjectVideo(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  rangeHeader: string | undefined,
): Promise<MediaStream> {
  const project = await ownProject(ctx, actor, id);
  if (!project.output_key) throw notFound('This video has not been rendered yet');
  return openStoredRange(ctx, project.output_key, rangeHeader);
}

function fileNameOf(title: string, id: number) {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'audiogram'}-${id}.mp4`;
}

/** Copies the rendered video into the owner's Content Vault, once. */
export async function saveProjectToVault(ctx: ServiceContext, actor: Actor, id: number) {
  const project = await ownProject(ctx, actor, id);
  if (!(await ctx.settings.isEnabled(vaultFlag))) throw notFound(FEATURE_OFF_MESSAGE);
  if (project.vault_file_id !== null) return presentProject(project);
  if (!project.output_key) throw conflict('Render the video before saving it');
  const object = await ctx.storage.get(project.output_key);
  if (!object) throw notFound('This video has not been rendered yet');
  // Streamed from the store into the vault: a long video never sits whole in memory.
  const file = await storeFileInVault(ctx, actor.id, {
    filename: fileNameOf(project.title, project.id),
    description: `Backline Studio audiogram “${project.title}”`,
    contentType: 'video/mp4',
    body: object.body,
    sizeBytes: object.size,
  });
  const updated = await updateProject(ctx.db, id, { vault_file_id: file.id });
  return presentProject(updated ?? project);
}

/** Large enough for a 1080p frame; the picture is scaled to cover the frame when rendered. */
const COVER_PICTURE: Omit<PictureRules, 'maxBytes'> = {
  noun: 'cover picture',
  width: 1280,
  height: 1280,
  fit: 'inside',
};

/**
 * Sets a still picture (JPEG, PNG, WebP or GIF, stored as WebP) as the project's cover. It
 * counts against the hourly upload limit and the storage quota (the cover it replaces counted
 * as freed); a refusal keeps nothing. Not while the project renders: the render reads it.
 */
export async function setProjectCover(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  upload: Readable & { truncated?: boolean },
) {
  const project = await ownProject(ctx, actor, id);
  if (project.status === 'rendering') throw conflict('This video is rendering: wait for it');
  await limitUserWrite(ctx, 'uploads', actor.id);
  const { roomBytes, usage } = await roomForUpload(
    ctx,
    actor.id,
    project.cover_image_size_bytes ?? 0,
  );
  const rules = { ...COVER_PICTURE, maxBytes: await getMaxUploadBytes(ctx) };
  const picture = await toWebpPicture(await readPicture(upload, rules), rules);
  if (picture.length > roomBytes) throw overQuotaError(usage);
  const key = await reserveObjectKey(ctx, 'studio-covers');
  try {
    await ctx.storage.put(key, picture, { contentType: PICTURE_CONTENT_TYPE });
    const updated = await recordWithinQuota(ctx, actor.id, async (trx) => {
      const row = await updateProject(
        trx,
        id,
        {
          cover_image_key: key,
          cover_image_size_bytes: picture.length,
          updated_at: ctx.now().toISOString(),
        },
        ['draft', 'ready', 'failed'],
      );
      if (!row) throw conflict('This video is rendering: wait for it');
      await keepObject(trx, key);
      await dropObject(trx, project.cover_image_key, ctx.now());
      return row;
    });
    await deleteDroppedObjects(ctx, [project.cover_image_key]);
    return presentProject(updated);
  } catch (error) {
    await deleteDroppedObjects(ctx, [key]);
    throw error;
  }
}

export async function openProjectCover(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<StoredObject> {
  const project = await ownProject(ctx, actor, id);
  const picture = project.cover_image_key ? await ctx.storage.get(project.cover_image_key) : null;
  if (!picture) throw notFound('This project has no cover picture');
  return picture;
}
