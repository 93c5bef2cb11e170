import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { formatFileSize } from '../../../contract/format';
import { HttpError } from '../http/errors';

/**
 * Where uploaded files live (avatars, vault files, merch images): a directory on disk or
 * any S3-compatible bucket, chosen by configuration. Bodies stream in and out, so a large
 * upload never sits whole in memory.
 */
export interface ObjectStore {
  /**
   * Stores the body under `key`, replacing any object there. Readers never see half an
   * object. Past `maxBytes` the upload stops, nothing is kept and a
   * `PayloadTooLargeError` is thrown.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /**
   * The object, or only `range` of it; null when there is no such object. The caller reads
   * `body` to the end or destroys it, which releases the file or connection behind it.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads interrupted before `startedBefore` left behind (a process killed
   * mid-write); returns how many it removed. Run by a periodic job.
   */
  sweepAbandonedUploads(startedBefore: Date): Promise<number>;
  /** Which store is in use, for diagnostics; never includes credentials. */
  describe(): { driver: 'local' | 's3'; location: string };
}

export interface PutOptions {
  contentType: string;
  maxBytes?: number;
}

/** Bytes `start` to `end`, both inclusive, like an HTTP Range; no `end` means to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectInfo {
  /** The size of the whole object, also when only a range is read. */
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
  /** The bytes `body` carries when a range was asked for, with `end` clamped to the object. */
  range?: { start: number; end: number };
}

export class PayloadTooLargeError extends HttpError {
  constructor(
    readonly maxBytes: number,
    message = `The file is larger than the limit of ${formatFileSize(maxBytes)}`,
  ) {
    super(413, message);
    this.name = 'PayloadTooLargeError';
  }
}

export class RangeNotSatisfiableError extends HttpError {
  constructor(readonly size: number) {
    super(416, 'The requested range is outside the file');
    this.name = 'RangeNotSatisfiableError';
  }
}

/** A key the server did not make, or made wrongly: a bug, not a user error. */
export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/*
 * Keys are folder-like segments of letters, digits, `-` and `_`. No dots at all: that rules
 * out `..`, hidden files and the local store's own `.partial` and `.meta.json` files.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const MAX_SEGMENTS = 8;

export function assertObjectKey(key: string): void {
  const segments = key.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidObjectKeyError(key);
  }
}

/** A fresh, unguessable key under `prefix` (e.g. `avatars`); never derived from a file name. */
export function newObjectKey(prefix: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}`;
  assertObjectKey(key);
  return key;
}

/** Refuses a buffer over the limit before anything is written. */
export function assertWithinLimit(body: Readable | Buffer, maxBytes: number | undefined): void {
  if (Buffer.isBuffer(body) && maxBytes !== undefined && body.length > maxBytes) {
    throw new PayloadTooLargeError(maxBytes);
  }
}

/** Whole, non-negative offsets with `end` (when given) not before `start`. */
export function isWellFormedRange(range: ByteRange): boolean {
  const { start, end } = range;
  return (
    Number.isSafeInteger(start) &&
    start >= 0 &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start))
  );
}

/** The inclusive byte span a range covers in an object of `size` bytes. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if (!isWellFormedRange(range) || range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
