/** ffmpeg reads files: an object is copied to a private work folder while a job works on it. */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../../../platform/storage/object-store';

export { withWorkFolder } from '../../../platform/media/work-folder';

/** Copies the object to `file`; false when there is no such object any more. */
export async function copyObjectTo(
  store: ObjectStore,
  key: string,
  file: string,
): Promise<boolean> {
  const object = await store.get(key);
  if (!object) return false;
  await pipeline(object.body, createWriteStream(file));
  return true;
}
