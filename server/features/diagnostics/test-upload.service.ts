/**
 * Test uploads of the A/V diagnostics (spec part 2, section 7: `POST /api/backline/upload-audio`
 * with the fields `audio` and `test`). A test goes through what a real upload goes through
 * (the size limit, typing by its bytes, the store, ffprobe), but it is not added to the
 * uploader's library and not counted in their storage quota: it is kept under a random token
 * only until it has been downloaded once, or for `testUploadLifetimeMinutes`, then removed.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TestUploadReply } from '../../../contract/diagnostics';
import { DiagnosticsLimits, TEST_UPLOAD_FIELD } from '../../../contract/diagnostics';
import type { MediaKind } from '../../../contract/studio';
import { INVALID_MEDIA_TYPE } from '../../../contract/studio';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { recordAudit } from '../../platform/audit/audit';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { probeMedia } from '../../platform/media/ffmpeg';
import { discardObject } from '../../platform/storage/discard-object';
import { PayloadTooLargeError } from '../../platform/storage/object-store';
import { copyObjectTo, withWorkFolder } from '../studio/media/local-copy';
import { mediaKindOf, openStoredRange } from '../studio/media/media.service';
import { sniffContentType } from '../vault/content-sniff';
import { displayFilename } from '../vault/vault-filename';
import { removeTestUploadLater } from './jobs/remove-test-upload';
import { testUploadKey, testUploadUrl } from './test-upload-key';

const PROBE_TIMEOUT_MS = 30_000;

/** Whether the multipart fields read before the file mark the upload as a test. */
export function isTestUpload(fields: Record<string, unknown>): boolean {
  const field = fields[TEST_UPLOAD_FIELD];
  const value = Array.isArray(field) ? (field[0] as unknown) : field;
  if (!value || typeof value !== 'object' || !('value' in value)) return false;
  return String(value.value).trim() === 'true';
}

/** What ffprobe makes of the stored file; its error instead of failing the test upload. */
async function probeStored(ctx: ServiceContext, key: string) {
  try {
    return await withWorkFolder(async (folder) => {
      const file = path.join(folder, 'test-upload');
      if (!(await copyObjectTo(ctx.storage, key, file))) throw new Error('The file is gone');
      const probe = await probeMedia(file, AbortSignal.timeout(PROBE_TIMEOUT_MS));
      return { duration: probe.durationSeconds, codec: probe.codec, error: null };
    });
  } catch (error) {
    return { duration: null, codec: null, error: (error as Error).message };
  }
}

/**
 * Stores a test upload of `expected` kind for an administrator (anyone else is refused: the
 * file is read back through an admin route). `maxBytes` is the upload limit already planned.
 */
export async function storeTestUpload(
  ctx: ServiceContext,
  actor: Actor,
  expected: MediaKind,
  upload: { stream: Readable & { truncated?: boolean }; filename: string | undefined },
  maxBytes: number,
): Promise<TestUploadReply> {
  if (!actor.isAdmin) {
    upload.stream.resume();
    throw forbidden('Test uploads are for administrators (the A/V diagnostics)');
  }
  const token = randomBytes(12).toString('hex');
  const key = testUploadKey(token);
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
    const { size } = await ctx.storage.put(key, body, { contentType, maxBytes });
    if (upload.stream.truncated) throw new PayloadTooLargeError(maxBytes);
    if (size === 0) throw badRequest('The file is empty');
    const probe = await probeStored(ctx, key);
    const expiresAt = new Date(
      ctx.now().getTime() + DiagnosticsLimits.testUploadLifetimeMinutes * 60_000,
    );
    const filename = displayFilename(upload.filename);
    await ctx.db.transaction().execute(async (trx) => {
      await removeTestUploadLater(ctx, trx, token, expiresAt);
      await recordAudit(trx, actor, 'diagnostics.test_upload', null, {
        kind,
        filename,
        size_bytes: size,
      });
    });
    return {
      test: true,
      id: token,
      kind,
      filename,
      file_url: testUploadUrl(token),
      content_type: contentType,
      file_size_bytes: size,
      thumbnail_url: null,
      duration_seconds: probe.duration,
      codec: probe.codec,
      probe_error: probe.error,
      expires_at: expiresAt.toISOString(),
      note: `Test upload: not added to your library and not counted in your storage quota. It is removed once it has been downloaded, or after ${DiagnosticsLimits.testUploadLifetimeMinutes} minutes.`,
    };
  } catch (error) {
    await discardObject(ctx.storage, ctx.log, key, 'a test upload');
    throw error;
  }
}

/** The test file, whole or one range; missing once removed. */
export async function openTestUpload(
  ctx: ServiceContext,
  token: string,
  rangeHeader: string | undefined,
) {
  return openStoredRange(ctx, testUploadKey(token), rangeHeader).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw notFound('This test upload has been removed');
    }
    throw error;
  });
}

/** Removes a test file; removing one that is already gone is not an error. */
export async function removeTestUpload(ctx: ServiceContext, token: string): Promise<void> {
  await discardObject(ctx.storage, ctx.log, testUploadKey(token), 'a test upload');
}
