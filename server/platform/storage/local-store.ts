import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions, StoredObject } from './object-store';
import { assertObjectKey, assertWithinLimit, resolveRange } from './object-store';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** No such file, or a key whose parent is a file rather than a folder. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Objects as files under one directory: `<key>` holds the bytes and `<key>.meta.json` the
 * content type. Both are written to a `.partial` file beside them and renamed into place,
 * so a reader sees the old object or the new one, never half of one.
 */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions) {
    const file = this.fileOf(key);
    assertWithinLimit(body, options.maxBytes);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    const limit = new ByteLimit(options.maxBytes);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, limit, createWriteStream(partial, { flags: 'wx' }));
      // The content type lands first, so whenever the bytes are visible their type is too.
      await writeAtomically(
        `${file}.meta.json`,
        JSON.stringify({ contentType: options.contentType }),
      );
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: limit.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    // Opening first means a delete racing this read cannot cut the body short.
    const handle = await open(file, 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const { size } = stats;
      const contentType = await this.contentTypeOf(file);
      if (!range) return { body: handle.createReadStream(), size, contentType };
      const span = resolveRange(range, size);
      return { body: handle.createReadStream(span), size, contentType, range: span };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      return { size: stats.size, contentType: await this.contentTypeOf(file) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  /** `.partial` files are written only by a put under way; an old one's writer died. */
  async sweepAbandonedUploads(startedBefore: Date): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stats = await stat(file).catch(() => null);
      if (!stats || stats.mtimeMs >= startedBefore.getTime()) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  describe() {
    return { driver: 'local' as const, location: this.root };
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as {
        contentType?: unknown;
      };
      return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return FALLBACK_CONTENT_TYPE;
      throw error;
    }
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(partial, content, { flag: 'wx' });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
