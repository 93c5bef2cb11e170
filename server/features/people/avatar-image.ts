import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { formatFileSize } from '../../../contract/format';
import { AvatarLimits } from '../../../contract/limits';
import { badRequest } from '../../platform/http/errors';
import { PayloadTooLargeError } from '../../platform/storage/object-store';

export const AVATAR_CONTENT_TYPE = 'image/webp';

/** Far above any real profile picture; stops decompression bombs before they fill memory. */
const MAX_INPUT_PIXELS = 50_000_000;

const TOO_LARGE = `The picture must be at most ${formatFileSize(AvatarLimits.maxBytes)}`;
const NOT_AN_IMAGE = 'The picture must be a JPEG, PNG, WebP or GIF image';

/**
 * Reads an uploaded picture, at most `AvatarLimits.maxBytes` of it. Holding it whole is fine
 * at that size, and sharp decodes the whole image anyway. A multipart file stream that hit
 * its own size limit ends early with `truncated` set, which counts as too large too.
 */
export async function readPicture(upload: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upload) {
    size += (chunk as Buffer).length;
    if (size > AvatarLimits.maxBytes) {
      throw new PayloadTooLargeError(AvatarLimits.maxBytes, TOO_LARGE);
    }
    chunks.push(chunk as Buffer);
  }
  if (upload.truncated) throw new PayloadTooLargeError(AvatarLimits.maxBytes, TOO_LARGE);
  return Buffer.concat(chunks);
}

/**
 * The stored form of an avatar: a square WebP, cropped to cover. The type is decided by
 * the file's own bytes, never by the name or the content type the client sent.
 */
export async function toAvatarImage(picture: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(picture);
  if (!type || !(AvatarLimits.acceptedTypes as readonly string[]).includes(type.mime)) {
    throw badRequest(NOT_AN_IMAGE);
  }
  try {
    return await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // upright, as the camera's orientation tag says
      .resize(AvatarLimits.size, AvatarLimits.size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(reason)) throw badRequest('The picture has too many pixels');
    throw badRequest('The picture could not be read; it may be damaged');
  }
}
