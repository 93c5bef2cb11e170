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

export function readPicture(upload: Readable & { truncated?: boolean }): Promise<Buffer> {
  return readUpload(upload, avatarRules);
}

/** A square WebP, cropped to cover. */
export function toAvatarImage(picture: Buffer): Promise<Buffer> {
  return toWebpPicture(picture, avatarRules);
}
