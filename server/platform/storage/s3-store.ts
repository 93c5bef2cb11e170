import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, pipeline } from 'node:stream';
import type { S3StorageConfig } from '../../config';
import { ByteLimit } from './byte-limit';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions, StoredObject } from './object-store';
import {
  PayloadTooLargeError,
  RangeNotSatisfiableError,
  assertObjectKey,
  assertWithinLimit,
  isWellFormedRange,
} from './object-store';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** `bytes 0-9/100` -> the span and the whole object's size. */
function parseContentRange(header: string | undefined) {
  const match = header?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/**
 * Objects in any S3-compatible bucket. Uploads of unknown length go up in parts
 * (`@aws-sdk/lib-storage`), so memory stays at a few parts whatever the file's size.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // Checksums only where S3 demands them: many S3-compatible stores reject the
      // aws-chunked bodies the SDK sends by default since 3.729.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions) {
    assertObjectKey(key);
    assertWithinLimit(body, options.maxBytes);
    const limit = new ByteLimit(options.maxBytes);
    // A failure on either side reaches the upload through `limit`, which pipeline destroys.
    const source = Buffer.isBuffer(body) ? body : pipeline(body, limit, () => {});
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.config.bucket,
        Key: key,
        Body: source,
        ContentType: options.contentType,
      },
    });
    try {
      await upload.done();
    } catch (error) {
      // The upload aborts its parts on failure; should the store also fail to abort, the
      // size limit is still the reason the caller must see.
      if (limit.exceeded && options.maxBytes !== undefined) {
        throw new PayloadTooLargeError(options.maxBytes);
      }
      throw error;
    } finally {
      limit.destroy();
    }
    return { size: Buffer.isBuffer(body) ? body.length : limit.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertObjectKey(key);
    if (range && !isWellFormedRange(range)) return this.refuseRange(key);
    let reply: GetObjectCommandOutput;
    try {
      reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
    } catch (error) {
      if (statusOf(error) === 404) return null;
      if (statusOf(error) === 416) return this.refuseRange(key);
      throw error;
    }
    if (!(reply.Body instanceof Readable)) throw new Error('S3 returned no readable body');
    const contentType = reply.ContentType ?? FALLBACK_CONTENT_TYPE;
    if (!range) return { body: reply.Body, size: reply.ContentLength ?? 0, contentType };
    const span = parseContentRange(reply.ContentRange);
    if (!span) {
      // A store that ignored the Range header sent the whole object; refuse to guess.
      reply.Body.destroy();
      throw new Error(`The S3 store answered a range request for ${key} without Content-Range`);
    }
    return {
      body: reply.Body,
      size: span.size,
      contentType,
      range: { start: span.start, end: span.end },
    };
  }

  /** Refuses a range with the object's size, which a 416 reply names; null if it is gone. */
  private async refuseRange(key: string): Promise<null> {
    const info = await this.head(key);
    if (!info) return null;
    throw new RangeNotSatisfiableError(info.size);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    try {
      const reply = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return {
        size: reply.ContentLength ?? 0,
        contentType: reply.ContentType ?? FALLBACK_CONTENT_TYPE,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /**
   * Nothing to do here: a failed upload aborts its own parts, and the parts of one whose
   * process was killed are the bucket's to expire. Set the bucket's lifecycle rule
   * AbortIncompleteMultipartUpload (one day), as S3 and the compatible stores recommend;
   * listing and aborting uploads from here would also fail on stores without that API.
   */
  async sweepAbandonedUploads(): Promise<number> {
    return 0;
  }

  describe() {
    const where = this.config.endpoint ?? `https://s3.${this.config.region}.amazonaws.com`;
    return { driver: 's3' as const, location: `${where.replace(/\/$/, '')}/${this.config.bucket}` };
  }
}
