import type { Readable } from 'node:stream';
import type { MediaItem, MediaKind, UploadReply } from '../../../../contract/studio';
import { INVALID_MEDIA_TYPE } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { badRequest, notFound } from '../../../platform/http/errors';
import { limitUserWrite } from '../../../platform/rate-limit/user-limits';
import {
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from '../../../platform/storage/object-cleanup';
import type { StoredObject } from '../../../platform/storage/object-store';
import { PayloadTooLargeError } from '../../../platform/storage/object-store';
import { authorize } from '../../../policies';
import { overQuotaError, recordWithinQuota, roomForUpload } from '../../quota/quota.service';
import { parseRangeHeader } from '../../vault/byte-range';
import { sniffContentType } from '../../vault/content-sniff';
import { displayFilename } from '../../vault/vault-filename';
import { maxUploadBytes } from '../../vault/vault.service';
import { probeStudioMedia } from '../jobs/probe-media';
import { presentMedia } from './media.presenter';
import { deleteMedia, insertMedia, selectMedia, selectOwnMedia } from './media.queries';

/** The kind an upload is, by its bytes: audio, video (GIFs too), or neither. */
export function mediaKindOf(contentType: string): MediaKind | null {
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/') || contentType === 'image/gif') return 'video';
  return null;
}

export interface MediaUploadPlan {
  maxBytes: number;
  quotaBound: boolean;
  usage: { used_bytes: number; quota_bytes: number };
}

/** Counts the upload against the hourly limit and sizes it (the file size setting, the quota). */
export async function planMediaUpload(ctx: ServiceContext, owner: Actor): Promise<MediaUploadPlan> {
  await limitUserWrite(ctx, 'uploads', owner.id);
  const maxFileBytes = await maxUploadBytes(ctx);
  const { roomBytes, usage } = await roomForUpload(ctx, owner.id);
  return {
    maxBytes: Math.min(maxFileBytes, roomBytes),
    quotaBound: roomBytes < maxFileBytes,
    usage,
  };
}

/**
 * Stores an upload whose kind its first bytes decide (never its name or claimed type), records
 * it as `processing` and queues the job that reads it with ffprobe; the reply does not wait.
 */
export async function uploadMedia(
  ctx: ServiceContext,
  owner: Actor,
  expected: MediaKind,
  upload: { stream: Readable & { truncated?: boolean }; filename: string | undefined },
  plan: MediaUploadPlan,
): Promise<UploadReply> {
  // Noted before the bytes are written: a process killed before the row commits leaves no orphan.
  const key = await reserveObjectKey(ctx, 'studio');
  try {
    const { contentType, body } = await sniffContentType(upload.stream);
    const kind = mediaKindOf(contentType);
    if (kind !== expected) {
      body.destroy();
      throw badRequest(
        kind === null
          ? INVALID_MEDIA_TYPE
          : `This is ${kind === 'audio' ? 'an audio' : 'a video'} file: upload it as ${kind}`,
      );
    }
    const { size } = await ctx.storage.put(key, body, { contentType, maxBytes: plan.maxBytes });
    if (upload.stream.truncated) throw new PayloadTooLargeError(plan.maxBytes);
    if (size === 0) throw badRequest('The file is empty');
    const { row, jobId } = await recordWithinQuota(ctx, owner.id, async (trx) => {
      const inserted = await insertMedia(trx, {
        userId: owner.id,
        kind,
        filename: displayFilename(upload.filename),
        objectKey: key,
        contentType,
        sizeBytes: size,
        now: ctx.now().toISOString(),
      });
      await keepObject(trx, key);
      const job = await ctx.jobs.enqueue(
        trx,
        probeStudioMedia,
        { mediaId: inserted.id },
        { userId: owner.id },
      );
      return { row: inserted, jobId: job };
    });
    return { ...presentMedia(row), job_id: jobId };
  } catch (error) {
    await deleteDroppedObjects(ctx, [key]);
    if (error instanceof PayloadTooLargeError && plan.quotaBound) throw overQuotaError(plan.usage);
    throw error;
  }
}

export async function listMedia(ctx: ServiceContext, owner: Actor): Promise<MediaItem[]> {
  return (await selectOwnMedia(ctx.db, owner.id)).map(presentMedia);
}

/** One of the actor's media of `kind`; anyone else's (or the wrong kind) reads as missing. */
export async function ownMedia(ctx: ServiceContext, actor: Actor, kind: MediaKind, id: number) {
  const media = await selectMedia(ctx.db, id);
  if (!media || media.kind !== kind) throw notFound('Media file not found');
  authorize(actor, 'studioMedia.use', media);
  return media;
}

export async function removeMedia(ctx: ServiceContext, actor: Actor, kind: MediaKind, id: number) {
  const media = await ownMedia(ctx, actor, kind, id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMedia(trx, media.id);
    await dropObject(trx, media.object_key, ctx.now());
    await dropObject(trx, media.thumbnail_key, ctx.now());
  });
  await deleteDroppedObjects(ctx, [media.object_key, media.thumbnail_key]);
}

export type MediaStream =
  | { unsatisfiable: true; size: number }
  | { object: StoredObject; range: { start: number; end: number } | null; contentType: string };

/** The stored bytes of an object, whole or the one range the `Range` header asks for. */
export async function openStoredRange(
  ctx: ServiceContext,
  key: string,
  rangeHeader: string | undefined,
): Promise<MediaStream> {
  const head = await ctx.storage.head(key);
  if (!head) throw notFound('Media file not found');
  const range = parseRangeHeader(rangeHeader, head.size);
  if (range.kind === 'unsatisfiable') return { unsatisfiable: true, size: head.size };
  const span = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  const object = await ctx.storage.get(key, span);
  if (!object) throw notFound('Media file not found');
  return { object, range: object.range ?? null, contentType: head.contentType };
}

export async function openMediaFile(
  ctx: ServiceContext,
  actor: Actor,
  params: { kind: MediaKind; id: number },
  part: 'file' | 'thumbnail',
  rangeHeader: string | undefined,
): Promise<MediaStream> {
  const media = await ownMedia(ctx, actor, params.kind, params.id);
  const key = part === 'file' ? media.object_key : media.thumbnail_key;
  if (!key) throw notFound('This file has no thumbnail');
  return openStoredRange(ctx, key, rangeHeader);
}
