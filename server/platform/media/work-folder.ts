/**
 * A private temporary folder for a job's files (ffmpeg reads and writes files), removed when
 * the work ends. A process killed mid-job cannot remove its folder: the cleanup job removes
 * folders old enough that no work can still be using them.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'backline-work-';

export async function withWorkFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), PREFIX));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Removes work folders last changed before `changedBefore`; returns how many. */
export async function sweepAbandonedWorkFolders(changedBefore: Date): Promise<number> {
  const root = tmpdir();
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mtimeMs >= changedBefore.getTime()) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
