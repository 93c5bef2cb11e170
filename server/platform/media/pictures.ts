import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { formatFileSize } from '../../../contract/format';
import { badRequest } from '../http/errors';
import { PayloadTooLargeError } from '../storage/object-store';

export const PICTURE_CONTENT_TYPE = 'image/webp';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Far above any real upload; stops decompression bombs before they fill memory. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PictureRules {
  /** What the picture is, for messages: "picture", "product image". */
  noun: string;
  maxBytes: number;
  width: number;
  height: number;
  /** `cover` crops to fill the box (avatars); `inside` keeps the whole picture (products). */
  fit: 'cover' | 'inside';
}

/**
 * Reads an uploaded picture, at most `rules.maxBytes` of it. Holding it whole is fine at that
 * size, and sharp decodes the whole image anyway. A multipart file stream that hit its own
 * size limit ends early with `truncated` set, which counts as too large too.
 */
export async function readPicture(
  upload: Readable & { truncated?: boolean },
  rules: PictureRules,
): Promise<Buffer> {
  const tooLarge = `The ${rules.noun} must be at most ${formatFileSize(rules.maxBytes)}`;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upload) {
    size += (chunk as Buffer).length;
    if (size > rules.maxBytes) throw new PayloadTooLargeError(rules.maxBytes, tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (upload.truncated) throw new PayloadTooLargeError(rules.maxBytes, tooLarge);
  return Buffer.concat(chunks);
}

/**
 * The stored form of a picture: WebP within the rules' box. The type is decided by the file's
 * own bytes, never by the name or the content type the client sent.
 */
export async function toWebpPicture(picture: Buffer, rules: PictureRules): Promise<Buffer> {
  const type = await fileTypeFromBuffer(picture);
  if (!type || !(PICTURE_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(`The ${rules.noun} must be a JPEG, PNG, WebP or GIF image`);
  }
  try {
    return await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // upright, as the camera's orientation tag says
      .resize(rules.width, rules.height, {
        fit: rules.fit,
        withoutEnlargement: rules.fit === 'inside',
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(reason)) throw badRequest(`The ${rules.noun} has too many pixels`);
    throw badRequest(`The ${rules.noun} could not be read; it may be damaged`);
  }
}
