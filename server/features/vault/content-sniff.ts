/**
 * The content type of an upload, decided by its first bytes where `file-type` knows the
 * format, else the type the client claimed (if it is one). Only the first few KB are held
 * back until the type is known; the file itself streams through to the store.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Readable, TransformCallback } from 'node:stream';
import { Transform, pipeline } from 'node:stream';

const FALLBACK_TYPE = 'application/octet-stream';
/** What file-type needs to recognise every format it knows. */
const SAMPLE_BYTES = 4100;
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

async function detect(sample: Buffer): Promise<string | undefined> {
  if (sample.length === 0) return undefined;
  try {
    return (await fileTypeFromBuffer(sample))?.mime;
  } catch {
    return undefined;
  }
}

function claimedType(mimetype: string | undefined): string {
  const type = (mimetype ?? '').split(';')[0].trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : FALLBACK_TYPE;
}

/** Holds the first bytes until the type is decided, then passes everything through. */
class ContentSniffer extends Transform {
  readonly contentType: Promise<string>;
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private settle!: { resolve: (type: string) => void; reject: (error: Error) => void };

  constructor(private readonly claimedMimetype: string | undefined) {
    super();
    this.contentType = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.once('error', (error: Error) => this.fail(error));
    this.once('close', () => this.fail(new Error('The upload ended before its type was known')));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.decided) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SAMPLE_BYTES) {
      callback();
      return;
    }
    this.decide().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.decided) {
      callback();
      return;
    }
    this.decide().then(() => callback(), callback);
  }

  private async decide() {
    const sample = Buffer.concat(this.head);
    this.head = [];
    this.decided = true;
    this.settle.resolve((await detect(sample)) ?? claimedType(this.claimedMimetype));
    if (sample.length > 0) this.push(sample);
  }

  private fail(error: Error) {
    if (!this.decided) this.settle.reject(error);
  }
}

/**
 * The upload's type and its bytes from the first one on. A failure of the upload (an
 * aborted request) reaches whoever reads `body`; destroying `body` stops the upload.
 */
export async function sniffContentType(
  upload: Readable,
  claimedMimetype: string | undefined,
): Promise<{ contentType: string; body: Readable }> {
  const sniffer = new ContentSniffer(claimedMimetype);
  pipeline(upload, sniffer, () => {});
  return { contentType: await sniffer.contentType, body: sniffer };
}
