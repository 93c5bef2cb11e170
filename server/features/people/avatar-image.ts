import type { Readable } from 'node:stream';
import { AvatarLimits } from '../../../contract/limits';
import type { PictureRules } from '../../platform/media/pictures';
import {
  PICTURE_CONTENT_TYPE,
  readPicture as readUpload,
  toWebpPicture,
} from '../../platform/media/pictures';

export const AVATAR_CONTENT_TYPE = PICTURE_CONTENT_TYPE;

const avatarRules: PictureRules = {
  noun: 'picture',
  maxBytes: AvatarLimits.maxBytes,
  width: AvatarLimits.size,
  height: AvatarLimits.size,
  fit: 'cover',
};

/**
 * Reads an uploaded avatar: at most 5 MB, or the server's largest upload (`ceilingBytes`, the
 * admin's max file size) when that is smaller.
 */
export function readPicture(
  upload: Readable & { truncated?: boolean },
  ceilingBytes: number,
): Promise<Buffer> {
  return readUpload(upload, {
    ...avatarRules,
    maxBytes: Math.min(avatarRules.maxBytes, ceilingBytes),
  });
}

/** A square WebP, cropped to cover. */
export function toAvatarImage(picture: Buffer): Promise<Buffer> {
  return toWebpPicture(picture, avatarRules);
}
