import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { sniffContentType } from './content-sniff';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

function chunked(content: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < content.length; offset += size) {
    chunks.push(content.subarray(offset, offset + size));
  }
  return Readable.from(chunks);
}

describe('sniffContentType', () => {
  it('recognises a format by its bytes and passes every byte through in order', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(100_000, 9)]);
    const { contentType, body } = await sniffContentType(chunked(content, 1000), 'text/plain');
    expect(contentType).toBe('image/png');
    expect((await collect(body)).equals(content)).toBe(true);
  });

  it('falls back to a well-formed claimed type, else application/octet-stream', async () => {
    const text = await sniffContentType(
      chunked(Buffer.from('hello'), 2),
      'Text/Plain; charset=utf-8',
    );
    expect(text.contentType).toBe('text/plain');
    expect((await collect(text.body)).toString()).toBe('hello');
    const junk = await sniffContentType(chunked(Buffer.from('hello'), 2), 'text/<script>');
    expect(junk.contentType).toBe('application/octet-stream');
    const empty = await sniffContentType(Readable.from([]), undefined);
    expect(empty.contentType).toBe('application/octet-stream');
    expect((await collect(empty.body)).length).toBe(0);
  });

  it('rejects when the upload fails before its type is known', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(sniffContentType(failing, 'text/plain')).rejects.toThrow('connection reset');
  });

  it('hands a later failure of the upload to whoever reads the body', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 3) this.destroy(new Error('connection reset'));
        else this.push(Buffer.alloc(4096, 1));
      },
    });
    const { body } = await sniffContentType(failing, 'application/octet-stream');
    await expect(collect(body)).rejects.toThrow('connection reset');
  });
});
