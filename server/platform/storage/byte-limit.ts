import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { PayloadTooLargeError } from './object-store';

/** Passes bytes through, counting them, and fails the stream once there are more than `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly maxBytes: number | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) {
      this.exceeded = true;
      callback(new PayloadTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
