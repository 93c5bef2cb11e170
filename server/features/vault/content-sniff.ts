/**
 * The content type of a vault file, decided by its first bytes alone (`file-type` knows
 * a few hundred formats) and never by the type or name the uploader sent: a file that claims
 * to be a picture but is an HTML page must not be served as either. Only the first few KB
 * are held back until the type is known; the file itself streams through to the store.
 *
 * A vault file is served as an attachment with the type decided here, and only when that
 * type is one a browser shows or plays without running anything (pictures, audio, video,
 * archives, documents): HTML, SVG, XML, JavaScript and whatever is not recognised are served
 * as `application/octet-stream`.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Readable, TransformCallback } from 'node:stream';
import { Transform, pipeline } from 'node:stream';

export const OPAQUE_TYPE = 'application/octet-stream';
/** What file-type needs to recognise every format it knows. */
const SAMPLE_BYTES = 4100;

/**
 * Types a browser renders or plays without running code in the page: these keep their
 * type; anything else (text/html, image/svg+xml, application/xml, scripts, fonts, unknown)
 * is served opaque. `text/plain` is only ever set by the server itself (D-Cypher's lyrics).
 */
const PASSIVE_TYPE =
  /^(image\/(png|jpeg|gif|webp|avif|bmp|tiff|heic|heif|jxl)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/(pdf|zip|gzip|x-gzip|x-tar|x-7z-compressed|x-rar-compressed|vnd\.rar|x-bzip2|x-xz|zstd|epub\+zip|msword|vnd\.ms-excel|vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.[a-z.]+|vnd\.oasis\.opendocument\.[a-z.]+)|text\/plain; charset=utf-8)$/;

/** The type a stored vault file is served with: its own when passive, else opaque. */
export function servedContentType(storedType: string): string {
  const type = storedType.trim().toLowerCase();
  return PASSIVE_TYPE.test(type) ? type : OPAQUE_TYPE;
}

async function detect(sample: Buffer): Promise<string | undefined> {
  if (sample.length === 0) return undefined;
  try {
    return (await fileTypeFromBuffer(sample))?.mime;
  } catch {
    return undefined;
  }
}

/** Holds the first bytes until the type is decided, then passes everything through. */
class ContentSniffer extends Transform {
  readonly contentType: Promise<string>;
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private settle!: { resolve: (type: string) => void; reject: (error: Error) => void };

  constructor() {
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
    this.settle.resolve(servedContentType((await detect(sample)) ?? OPAQUE_TYPE));
    if (sample.length > 0) this.push(sample);
  }

  private fail(error: Error) {
    if (!this.decided) this.settle.reject(error);
  }
}

/**
 * The upload's type (as it will be served) and its bytes from the first one on. A failure of
 * the upload (an aborted request) reaches whoever reads `body`; destroying `body` stops it.
 */
export async function sniffContentType(
  upload: Readable,
): Promise<{ contentType: string; body: Readable }> {
  const sniffer = new ContentSniffer();
  pipeline(upload, sniffer, () => {});
  return { contentType: await sniffer.contentType, body: sniffer };
}
