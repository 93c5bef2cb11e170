import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import {
  InvalidObjectKeyError,
  PayloadTooLargeError,
  RangeNotSatisfiableError,
  newObjectKey,
} from './object-store';
import { S3ObjectStore } from './s3-store';

const MiB = 1024 * 1024;

/** A body that arrives in many small chunks, like an upload off the network. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* chunks() {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) {
        yield bytes.subarray(offset, offset + chunkSize);
      }
    })(),
  );
}

function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + 7) % 251;
  return bytes;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

interface Driver {
  name: string;
  setup(): Promise<{ store: ObjectStore; teardown(): Promise<void> }>;
  /** Files the store's backing directory holds, to prove nothing half-written is left. */
  leftovers(): string[];
}

let localRoot = '';
const local: Driver = {
  name: 'local',
  async setup() {
    localRoot = mkdtempSync(path.join(tmpdir(), 'backline-objects-'));
    return {
      store: new LocalObjectStore(localRoot),
      teardown: async () => rmSync(localRoot, { recursive: true, force: true }),
    };
  },
  leftovers: () => filesUnder(localRoot),
};

let s3rverRoot = '';
const s3: Driver = {
  name: 's3 (s3rver)',
  async setup() {
    s3rverRoot = mkdtempSync(path.join(tmpdir(), 'backline-s3rver-'));
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3rverRoot,
    });
    const { port } = (await server.run()) as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const admin = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    });
    await admin.send(new CreateBucketCommand({ Bucket: 'backline-test' }));
    admin.destroy();
    return {
      store: new S3ObjectStore({
        driver: 's3',
        bucket: 'backline-test',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
      }),
      teardown: async () => {
        await server.close();
        rmSync(s3rverRoot, { recursive: true, force: true });
      },
    };
  },
  // s3rver keeps each object as `<key>._S3rver_object` (plus metadata) under the bucket, and
  // parts of unfinished uploads in `._S3rver_uploads`, which stay there because s3rver does
  // not implement AbortMultipartUpload (real S3 does; the test below proves it is sent).
  leftovers: () =>
    filesUnder(path.join(s3rverRoot, 'backline-test')).filter(
      (file) => !file.startsWith('._S3rver_uploads'),
    ),
};

describe.each([local, s3])('object store: $name', (driver) => {
  let store: ObjectStore;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    ({ store, teardown } = await driver.setup());
  });
  afterAll(() => teardown());

  it('stores a streamed body and gives back the same bytes and content type', async () => {
    const bytes = patterned(300 * 1024 + 17);
    const key = newObjectKey('tests');
    expect(await store.put(key, streamOf(bytes), { contentType: 'audio/mpeg' })).toEqual({
      size: bytes.length,
    });

    const stored = await store.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.size).toBe(bytes.length);
    expect(stored?.contentType).toBe('audio/mpeg');
    expect(stored?.range).toBeUndefined();
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
    expect(await store.head(key)).toEqual({ size: bytes.length, contentType: 'audio/mpeg' });
  });

  it('uploads a body larger than one part in parts and reads it back whole', async () => {
    const bytes = patterned(11 * MiB + 5);
    const key = newObjectKey('tests');
    expect(
      await store.put(key, streamOf(bytes, MiB), { contentType: 'video/mp4', maxBytes: 12 * MiB }),
    ).toEqual({
      size: bytes.length,
    });
    const stored = await store.get(key);
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
  });

  it('stores a buffer as it is', async () => {
    const key = newObjectKey('tests');
    expect(await store.put(key, Buffer.from('hello'), { contentType: 'text/plain' })).toEqual({
      size: 5,
    });
    expect((await readAll((await store.get(key))!.body)).toString()).toBe('hello');
  });

  it('reads byte ranges, clamping the end to the object', async () => {
    const bytes = patterned(1000);
    const key = newObjectKey('tests');
    await store.put(key, streamOf(bytes, 100), { contentType: 'application/pdf' });

    const middle = await store.get(key, { start: 10, end: 19 });
    expect(middle).toMatchObject({ size: 1000, range: { start: 10, end: 19 } });
    expect((await readAll(middle!.body)).equals(bytes.subarray(10, 20))).toBe(true);

    const tail = await store.get(key, { start: 990 });
    expect(tail?.range).toEqual({ start: 990, end: 999 });
    expect((await readAll(tail!.body)).equals(bytes.subarray(990))).toBe(true);

    const past = await store.get(key, { start: 995, end: 5000 });
    expect(past?.range).toEqual({ start: 995, end: 999 });
    expect((await readAll(past!.body)).equals(bytes.subarray(995))).toBe(true);
  });

  it('refuses a range that starts past the end with a 416 carrying the size', async () => {
    const key = newObjectKey('tests');
    await store.put(key, Buffer.from('0123456789'), { contentType: 'text/plain' });
    const refusal = await store.get(key, { start: 10 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RangeNotSatisfiableError);
    expect(refusal).toMatchObject({ statusCode: 416, size: 10 });
    await expect(store.get(key, { start: 5, end: 2 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('stops a stream past maxBytes with a 413 and keeps nothing, not even a partial file', async () => {
    const before = driver.leftovers();
    const key = newObjectKey('tests');
    const refusal = await store
      .put(key, streamOf(patterned(7 * MiB), 256 * 1024), {
        contentType: 'video/mp4',
        maxBytes: 6 * MiB,
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PayloadTooLargeError);
    expect(refusal).toMatchObject({ statusCode: 413, maxBytes: 6 * MiB });
    expect((refusal as Error).message).toBe('The file is larger than the limit of 6 MB');
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    expect(driver.leftovers()).toEqual(before);
  });

  it('refuses a buffer past maxBytes before writing anything', async () => {
    const key = newObjectKey('tests');
    await expect(
      store.put(key, Buffer.alloc(11), { contentType: 'text/plain', maxBytes: 10 }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(await store.head(key)).toBeNull();
  });

  it('keeps the old object when a replacement fails', async () => {
    const key = newObjectKey('tests');
    await store.put(key, Buffer.from('original'), { contentType: 'text/plain' });
    await expect(
      store.put(key, streamOf(patterned(4096), 512), { contentType: 'text/plain', maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect((await readAll((await store.get(key))!.body)).toString()).toBe('original');
  });

  it('passes on a failure of the body stream and keeps nothing', async () => {
    const key = newObjectKey('tests');
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put(key, failing, { contentType: 'text/plain' })).rejects.toThrow(
      'connection reset',
    );
    expect(await store.head(key)).toBeNull();
  });

  it('answers null for a missing key', async () => {
    const key = newObjectKey('tests');
    expect(await store.get(key)).toBeNull();
    expect(await store.get(key, { start: 0, end: 10 })).toBeNull();
    expect(await store.head(key)).toBeNull();
  });

  it('answers null for a key that is only the folder of other objects, or below an object', async () => {
    const key = newObjectKey('nested/tests');
    await store.put(key, Buffer.from('x'), { contentType: 'text/plain' });
    expect(await store.get('nested/tests')).toBeNull();
    expect(await store.head('nested')).toBeNull();
    expect(await store.get(`${key}/below`)).toBeNull();
    expect(await store.head(`${key}/below`)).toBeNull();
  });

  it('deletes idempotently', async () => {
    const key = newObjectKey('tests');
    await store.put(key, Buffer.from('bye'), { contentType: 'text/plain' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newObjectKey('tests'))).resolves.toBeUndefined();
  });

  it.each([
    '',
    '../escape',
    'tests/../../escape',
    '/etc/passwd',
    'tests//double',
    'tests/',
    'tests/with space',
    'tests/file.txt',
    'tests/x.meta.json',
    'tests/x.partial',
    'tests\\windows',
    '.hidden',
    'tests/ünicode',
    'a/b/c/d/e/f/g/h/i',
  ])('refuses the key %j in every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidObjectKeyError,
    );
    await expect(store.get(key)).rejects.toThrow(InvalidObjectKeyError);
    await expect(store.head(key)).rejects.toThrow(InvalidObjectKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidObjectKeyError);
  });

  it('describes itself without secrets', () => {
    const description = store.describe();
    expect(['local', 's3']).toContain(description.driver);
    expect(description.location).not.toContain('S3RVER');
  });
});

describe('object store: s3 multipart uploads', () => {
  let store: ObjectStore;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ store, teardown } = await s3.setup());
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await teardown();
  });

  it('aborts the multipart upload it started when the limit is crossed', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    await expect(
      store.put(newObjectKey('tests'), streamOf(patterned(7 * MiB)), {
        contentType: 'video/mp4',
        maxBytes: 6 * MiB,
      }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    const sent = send.mock.calls.map(([command]) => command.constructor.name);
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
  });
});

describe('newObjectKey', () => {
  it('makes a fresh random key under the prefix', () => {
    const first = newObjectKey('avatars');
    expect(first).toMatch(/^avatars\/[0-9a-f]{32}$/);
    expect(newObjectKey('avatars')).not.toBe(first);
    expect(newObjectKey('vault/12')).toMatch(/^vault\/12\/[0-9a-f]{32}$/);
  });

  it('refuses a prefix that is not a key', () => {
    expect(() => newObjectKey('../up')).toThrow(InvalidObjectKeyError);
    expect(() => newObjectKey('my file.png')).toThrow(InvalidObjectKeyError);
  });
});
