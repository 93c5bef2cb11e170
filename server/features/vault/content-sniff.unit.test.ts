import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { servedContentType, sniffContentType } from './content-sniff';

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
    const { contentType, body } = await sniffContentType(chunked(content, 1000));
    expect(contentType).toBe('image/png');
    expect((await collect(body)).equals(content)).toBe(true);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><script>alert(document.cookie)</script></html>'],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['an XML document', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['JavaScript', 'fetch("/api/users/me").then((r) => r.text())'],
    ['plain text', 'hello'],
  ])(
    'types %s by its bytes as application/octet-stream, whatever was claimed',
    async (_what, text) => {
      const sniffed = await sniffContentType(chunked(Buffer.from(text), 7));
      expect(sniffed.contentType).toBe('application/octet-stream');
      expect((await collect(sniffed.body)).toString()).toBe(text);
    },
  );

  it('types an empty upload as application/octet-stream', async () => {
    const empty = await sniffContentType(Readable.from([]));
    expect(empty.contentType).toBe('application/octet-stream');
    expect((await collect(empty.body)).length).toBe(0);
  });

  it('rejects when the upload fails before its type is known', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(sniffContentType(failing)).rejects.toThrow('connection reset');
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
    const { body } = await sniffContentType(failing);
    await expect(collect(body)).rejects.toThrow('connection reset');
  });
});

describe('servedContentType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['audio/mpeg', 'audio/mpeg'],
    ['video/mp4', 'video/mp4'],
    ['application/pdf', 'application/pdf'],
    ['application/zip', 'application/zip'],
    ['text/plain; charset=utf-8', 'text/plain; charset=utf-8'],
    ['text/html', 'application/octet-stream'],
    ['image/svg+xml', 'application/octet-stream'],
    ['application/xml', 'application/octet-stream'],
    ['text/xml', 'application/octet-stream'],
    ['application/xhtml+xml', 'application/octet-stream'],
    ['text/javascript', 'application/octet-stream'],
    ['application/javascript', 'application/octet-stream'],
    ['text/css', 'application/octet-stream'],
    ['text/plain', 'application/octet-stream'],
    ['application/x-shockwave-flash', 'application/octet-stream'],
    ['IMAGE/PNG', 'image/png'],
    ['image/png; x=<script>', 'application/octet-stream'],
  ])('serves a file stored as %j as %j', (stored, served) => {
    expect(servedContentType(stored)).toBe(served);
  });
});
