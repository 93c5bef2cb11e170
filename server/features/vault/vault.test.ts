import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VaultFile, VaultFilesReply } from '../../../contract/vault';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { updateSettings } from '../../platform/settings/settings.service';
import { multipartBody, uploadToVault } from './vault-upload.fixtures';

let t: TestApp;
const setMaxFileSizeMb = (mb: number) =>
  updateSettings(t.ctx, null, { category: 'general', settings: { max_file_size_mb: mb } });
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type UploadReply = { file: VaultFile };
const MiB = 1024 * 1024;
/** The first bytes of a PNG: enough for the type to be recognised from the content. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

function storedFiles(): string[] {
  const { storage } = t.ctx.config;
  if (storage.driver !== 'local') throw new Error('these tests expect the local store');
  try {
    return readdirSync(storage.directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function rowsOf(ownerId: number) {
  return t.ctx.db.selectFrom('vault_files').selectAll().where('owner_id', '=', ownerId).execute();
}

async function objectKeyOf(fileId: number) {
  const row = await t.ctx.db
    .selectFrom('vault_files')
    .select('object_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.object_key;
}

async function downloadCount(fileId: number) {
  const row = await t.ctx.db
    .selectFrom('vault_files')
    .select('download_count')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return Number(row.download_count);
}

async function expireTrial(userId: number) {
  await t.ctx.db
    .updateTable('users')
    .set({ created_at: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', userId)
    .execute();
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function uploaded(client: ApiClient, form: Parameters<typeof uploadToVault>[1]) {
  const reply = await uploadToVault<UploadReply>(client, form);
  if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${reply.text}`);
  return reply.body.file;
}

function sessionHeader(client: ApiClient) {
  return { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` };
}

describe('uploading', () => {
  it('stores the file under a random key and records it after the fields sent before it', async () => {
    const owner = await signUp(t);
    const reply = await uploadToVault<UploadReply>(owner.client, {
      fields: { description: '  Stems for the remix  ', access_level: 'team' },
      filename: 'stems.txt',
      contentType: 'text/plain',
      content: Buffer.from('kick, snare, hats'),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.file).toEqual({
      id: expect.any(Number),
      original_filename: 'stems.txt',
      description: 'Stems for the remix',
      // Text is not a type its bytes prove: what the client claimed is not kept.
      content_type: 'application/octet-stream',
      file_size_bytes: 17,
      download_count: 0,
      access_level: 'team',
      created_at: expect.any(String),
    });
    const key = await objectKeyOf(reply.body.file.id);
    expect(key).toMatch(/^vault\/[0-9a-f]{32}$/);
    expect(await t.ctx.storage.head(key)).toEqual({
      size: 17,
      contentType: 'application/octet-stream',
    });
  });

  it('decides the content type from the bytes, not the name or the claimed type', async () => {
    const owner = await signUp(t);
    const file = await uploaded(owner.client, {
      filename: 'innocent.txt',
      contentType: 'text/plain',
      content: Buffer.concat([PNG, Buffer.alloc(10_000, 1)]),
    });
    expect(file.content_type).toBe('image/png');
    expect(file.access_level).toBe('team');
    expect(file.description).toBeNull();
    const unknown = await uploaded(owner.client, {
      filename: 'blob',
      contentType: 'text/html; charset=utf-8',
      content: Buffer.from('<b>hi</b>'),
    });
    expect(unknown.content_type).toBe('application/octet-stream');
    const bogus = await uploaded(owner.client, {
      filename: 'blob2',
      contentType: 'not a type',
      content: Buffer.from('x'),
    });
    expect(bogus.content_type).toBe('application/octet-stream');
  });

  it('takes files above the JSON body limit and the multipart plugin default', async () => {
    const owner = await signUp(t);
    const content = Buffer.alloc(6 * MiB, 42);
    const file = await uploaded(owner.client, { filename: 'mix.wav', content });
    expect(file.file_size_bytes).toBe(6 * MiB);
    expect((await t.ctx.storage.head(await objectKeyOf(file.id)))?.size).toBe(6 * MiB);
  });

  it('keeps a safe display name for a path-traversal name; the key stays random', async () => {
    const owner = await signUp(t);
    const before = new Set(storedFiles());
    const unix = await uploaded(owner.client, {
      filename: '../../etc/passwd',
      content: Buffer.from('root:x:0:0'),
    });
    expect(unix.original_filename).toBe('passwd');
    const windows = await uploaded(owner.client, {
      filename: '..\\\\..\\\\windows\\\\win.ini',
      content: Buffer.from('[fonts]'),
    });
    expect(windows.original_filename).toBe('win.ini');
    const dots = await uploaded(owner.client, { filename: '..', content: Buffer.from('x') });
    expect(dots.original_filename).toBe('untitled');
    const added = storedFiles().filter((file) => !before.has(file));
    const { storage } = t.ctx.config;
    const root = storage.driver === 'local' ? storage.directory : '';
    for (const file of added) {
      expect(path.relative(root, file)).toMatch(/^vault\/[0-9a-f]{32}(\.meta\.json)?$/);
    }
    expect(added).toHaveLength(6);
  });

  it('refuses a file over the admin limit with 413 and keeps nothing', async () => {
    const owner = await signUp(t);
    await setMaxFileSizeMb(1);
    try {
      const before = storedFiles();
      const tooLarge = await uploadToVault(owner.client, {
        filename: 'big.bin',
        content: Buffer.alloc(MiB + 1, 1),
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toEqual({ error: 'The file is larger than the limit of 1 MB' });
      expect(await rowsOf(owner.user.id)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
      const listed = await owner.client.get<VaultFilesReply>('/api/vault/files');
      expect(listed.body).toMatchObject({ files: [], max_file_size_mb: 1 });
      const exactly = await uploadToVault(owner.client, {
        filename: 'fits.bin',
        content: Buffer.alloc(MiB, 1),
      });
      expect(exactly.status).toBe(201);
    } finally {
      await setMaxFileSizeMb(100);
    }
  });

  it('answers an over-size upload over a real socket at once and closes the connection', async () => {
    const owner = await signUp(t);
    await setMaxFileSizeMb(1);
    try {
      const before = storedFiles();
      const boundary = 'backline-oversize';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const declared = 200 * MiB;
      let sent = 0;
      const reply = await new Promise<{ status: number; connection: string; body: string }>(
        (resolve, reject) => {
          const request = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/vault/upload',
            headers: {
              ...sessionHeader(owner.client),
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(head.length + declared),
            },
          });
          request.on('response', (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: String(response.headers.connection),
                body,
              }),
            );
          });
          // The server stops reading once it has answered; the rest of the body is refused.
          request.on('error', (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
          });
          request.write(head);
          const chunk = Buffer.alloc(MiB, 1);
          const pump = () => {
            while (sent < declared && !request.destroyed) {
              sent += chunk.length;
              if (!request.write(chunk)) {
                request.once('drain', pump);
                return;
              }
            }
          };
          pump();
        },
      );
      expect(reply).toEqual({
        status: 413,
        connection: 'close',
        body: JSON.stringify({ error: 'The file is larger than the limit of 1 MB' }),
      });
      expect(sent).toBeLessThan(declared);
      await waitFor(() => storedFiles().length === before.length, 'the partial object to go');
      expect(storedFiles()).toEqual(before);
      expect(await rowsOf(owner.user.id)).toHaveLength(0);
    } finally {
      await setMaxFileSizeMb(100);
    }
  });

  it('leaves no row and no object when the client aborts mid-upload', async () => {
    const owner = await signUp(t);
    const before = new Set(storedFiles());
    const boundary = 'backline-abort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/vault/upload',
      headers: {
        ...sessionHeader(owner.client),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 50 * MiB),
      },
    });
    request.on('error', () => {});
    request.write(head);
    const chunk = Buffer.alloc(256 * 1024, 7);
    for (let sent = 0; sent < 4 * MiB; sent += chunk.length) request.write(chunk);
    const partials = () => storedFiles().filter((file) => !before.has(file));
    await waitFor(
      () => partials().some((file) => file.endsWith('.partial')),
      'the upload to reach the store',
    );
    request.destroy();
    await waitFor(() => partials().length === 0, 'the partial object to be removed');
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
  });

  it('refuses bad fields, a missing or empty file, and non-multipart bodies', async () => {
    const owner = await signUp(t);
    const before = storedFiles();
    const level = await uploadToVault(owner.client, {
      fields: { access_level: 'public' },
      content: Buffer.from('x'),
    });
    expect(level.status).toBe(400);
    expect(level.body.error).toMatch(/^access_level: /);
    const long = await uploadToVault(owner.client, {
      fields: { description: 'd'.repeat(501) },
      content: Buffer.from('x'),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^description: /);
    const empty = await uploadToVault(owner.client, { content: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'The file is empty' });
    const json = await owner.client.post('/api/vault/upload', { file: 'x' });
    expect(json.status).toBe(400);
    const { payload, headers } = multipartBody({ content: Buffer.from('x') });
    const renamed = payload.toString('latin1').replace('name="file"', 'name="other"');
    const wrongField = await owner.client.request('POST', '/api/vault/upload', {
      payload: Buffer.from(renamed, 'latin1'),
      headers,
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: 'file: choose a file to upload' });
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('needs sign-in and a live trial, beta or plan', async () => {
    const anonymous = await uploadToVault(t.client(), { content: Buffer.from('x') });
    expect(anonymous.status).toBe(401);
    const owner = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('x') });
    await expireTrial(owner.user.id);
    expect((await uploadToVault(owner.client, { content: Buffer.from('x') })).status).toBe(403);
    expect((await owner.client.get('/api/vault/files')).status).toBe(403);
    expect((await owner.client.delete(`/api/vault/files/${file.id}`)).status).toBe(403);
    // Downloading is not a premium feature: the owner still gets the file.
    expect((await owner.client.get(`/api/vault/download/${file.id}`)).status).toBe(200);
  });
});

describe('listing', () => {
  it('lists only your own files, newest first, with the size limit', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await uploaded(other.client, { filename: 'theirs.txt', content: Buffer.from('x') });
    t.setNow(new Date(Date.now() - 60_000));
    const first = await uploaded(owner.client, {
      filename: 'first.txt',
      content: Buffer.from('1'),
    });
    t.setNow(null);
    const second = await uploaded(owner.client, {
      filename: 'second.txt',
      content: Buffer.from('2'),
    });
    const reply = await owner.client.get<VaultFilesReply>('/api/vault/files');
    expect(reply.status).toBe(200);
    expect(reply.body.max_file_size_mb).toBe(100);
    expect(reply.body.files.map((file) => file.id)).toEqual([second.id, first.id]);
    expect((await t.client().get('/api/vault/files')).status).toBe(401);
  });

  it('searches filename or description, ignoring case', async () => {
    const owner = await signUp(t);
    const beat = await uploaded(owner.client, {
      filename: 'Summer-BEAT.wav',
      content: Buffer.from('a'),
    });
    const lyrics = await uploaded(owner.client, {
      filename: 'words.txt',
      fields: { description: 'Lyrics for the summer single' },
      content: Buffer.from('b'),
    });
    await uploaded(owner.client, { filename: 'cover.png', content: Buffer.from('c') });
    const search = async (q: string) =>
      (
        await owner.client.get<VaultFilesReply>(`/api/vault/files?q=${encodeURIComponent(q)}`)
      ).body.files.map((file) => file.id);
    expect(await search('SUMMER')).toEqual([lyrics.id, beat.id]);
    expect(await search('beat')).toEqual([beat.id]);
    expect(await search('lyrics')).toEqual([lyrics.id]);
    expect(await search('nothing like it')).toEqual([]);
    expect(await search('  ')).toHaveLength(3);
  });

  it('takes % and _ in a search as themselves', async () => {
    const owner = await signUp(t);
    const percent = await uploaded(owner.client, {
      filename: 'mix 100%.wav',
      content: Buffer.from('a'),
    });
    const underscore = await uploaded(owner.client, {
      filename: 'take_2.wav',
      content: Buffer.from('b'),
    });
    await uploaded(owner.client, { filename: 'mix 1000.wav', content: Buffer.from('c') });
    await uploaded(owner.client, { filename: 'take-2.wav', content: Buffer.from('d') });
    const search = async (q: string) =>
      (
        await owner.client.get<VaultFilesReply>(`/api/vault/files?q=${encodeURIComponent(q)}`)
      ).body.files.map((file) => file.id);
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('_2')).toEqual([underscore.id]);
  });

  it('pages through a large vault, newest first, each file once', async () => {
    const owner = await signUp(t);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      t.setNow(new Date(Date.now() - (5 - index) * 60_000));
      ids.unshift(
        (await uploaded(owner.client, { filename: `take-${index}.wav`, content: Buffer.from('x') }))
          .id,
      );
    }
    t.setNow(null);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: { status: number; body: VaultFilesReply } =
        await owner.client.get<VaultFilesReply>(`/api/vault/files?limit=2${query}`);
      expect(page.status).toBe(200);
      expect(page.body.files.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.files.map((file) => file.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);
    const refused = await owner.client.get('/api/vault/files?cursor=not-ours');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: expect.stringContaining('cursor') });
  });
});

describe('downloading', () => {
  it('sends the file as an attachment with its type, length and ranges offered, and counts it', async () => {
    const owner = await signUp(t);
    const content = Buffer.from('0123456789abcdefghij');
    const file = await uploaded(owner.client, { filename: 'digits.txt', content });
    const reply = await owner.client.get(`/api/vault/download/${file.id}`);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(content.toString());
    expect(reply.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': '20',
      'content-disposition': `attachment; filename="digits.txt"; filename*=UTF-8''digits.txt`,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(await downloadCount(file.id)).toBe(1);
    await owner.client.get(`/api/vault/download/${file.id}`);
    expect(await downloadCount(file.id)).toBe(2);
    const listed = await owner.client.get<VaultFilesReply>('/api/vault/files');
    expect(listed.body.files.find((entry) => entry.id === file.id)?.download_count).toBe(2);
  });

  it('serves what a browser could run as an opaque attachment, whatever was claimed', async () => {
    const owner = await signUp(t);
    const page = '<!doctype html><script>fetch("/api/users/me")</script>';
    const disguised = await uploaded(owner.client, {
      filename: 'cover.png',
      contentType: 'image/png',
      content: Buffer.from(page),
    });
    const svg = await uploaded(owner.client, {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    const xml = await uploaded(owner.client, {
      filename: 'feed.xml',
      contentType: 'application/xml',
      content: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const script = await uploaded(owner.client, {
      filename: 'app.js',
      contentType: 'text/javascript',
      content: Buffer.from('alert(document.cookie)'),
    });
    for (const file of [disguised, svg, xml, script]) {
      expect(file.content_type).toBe('application/octet-stream');
      const reply = await owner.client.get(`/api/vault/download/${file.id}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/octet-stream');
      expect(reply.headers['content-disposition']).toMatch(/^attachment; /);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
    // A picture keeps its type (by its bytes), still as an attachment.
    const picture = await uploaded(owner.client, {
      filename: 'notes.txt',
      contentType: 'text/html',
      content: Buffer.concat([PNG, Buffer.alloc(100, 1)]),
    });
    const served = await owner.client.get(`/api/vault/download/${picture.id}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves a file stored with an active type before this rule as opaque too', async () => {
    const owner = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('<b>old</b>') });
    for (const legacyType of ['text/html', 'image/svg+xml', 'text/xml', 'text/javascript']) {
      await t.ctx.db
        .updateTable('vault_files')
        .set({ content_type: legacyType })
        .where('id', '=', file.id)
        .execute();
      const reply = await owner.client.get(`/api/vault/download/${file.id}`);
      expect(reply.headers['content-type']).toBe('application/octet-stream');
    }
  });

  it('answers HEAD with the headers only and does not count it', async () => {
    const owner = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('0123456789') });
    const reply = await t.app.inject({
      method: 'HEAD',
      url: `/api/vault/download/${file.id}`,
      headers: sessionHeader(owner.client),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
    expect(reply.headers['content-length']).toBe('10');
    expect(reply.headers['content-disposition']).toContain('attachment;');
    expect(await downloadCount(file.id)).toBe(0);
  });

  it('quotes a unicode name with quotes safely in Content-Disposition', async () => {
    const owner = await signUp(t);
    const file = await uploaded(owner.client, {
      filename: 'Beyoncé \\"live\\" ☂.mp3',
      content: Buffer.from('ID3'),
    });
    expect(file.original_filename).toBe('Beyoncé "live" ☂.mp3');
    const reply = await owner.client.get(`/api/vault/download/${file.id}`);
    const disposition = String(reply.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="Beyonce _live_ _.mp3"; ` +
        `filename*=UTF-8''Beyonc%C3%A9%20%22live%22%20%E2%98%82.mp3`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(file.original_filename);
  });

  it('answers Range requests with 206 and unsatisfiable ones with 416, counting a download once', async () => {
    const owner = await signUp(t);
    const content = Buffer.from('0123456789abcdefghij');
    const file = await uploaded(owner.client, { content });
    const url = `http://127.0.0.1:${port}/api/vault/download/${file.id}`;
    const ranged = async (range: string) => {
      const response = await fetch(url, { headers: { ...sessionHeader(owner.client), range } });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };

    const head = await ranged('bytes=0-9');
    expect(head.response.status).toBe(206);
    expect(head.response.headers.get('content-range')).toBe('bytes 0-9/20');
    expect(head.response.headers.get('content-length')).toBe('10');
    expect(head.body.toString()).toBe('0123456789');
    expect(await downloadCount(file.id)).toBe(1);

    const rest = await ranged('bytes=10-');
    expect(rest.response.status).toBe(206);
    expect(rest.response.headers.get('content-range')).toBe('bytes 10-19/20');
    expect(rest.body.toString()).toBe('abcdefghij');
    const tail = await ranged('bytes=-3');
    expect(tail.body.toString()).toBe('hij');
    // Later chunks continue the download already counted.
    expect(await downloadCount(file.id)).toBe(1);

    const beyond = await ranged('bytes=20-');
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe('bytes */20');
    expect(JSON.parse(beyond.body.toString())).toEqual({
      error: 'The requested range is outside the file',
    });
    const several = await ranged('bytes=0-1,4-5');
    expect(several.response.status).toBe(200);
    expect(several.body).toEqual(content);
    expect(await downloadCount(file.id)).toBe(2);
  });

  it('streams a large file whole over a real socket', async () => {
    const owner = await signUp(t);
    const content = Buffer.alloc(3 * MiB);
    for (let index = 0; index < content.length; index += 1) content[index] = index % 251;
    const file = await uploaded(owner.client, { filename: 'take.raw', content });
    const response = await fetch(`http://127.0.0.1:${port}/api/vault/download/${file.id}`, {
      headers: sessionHeader(owner.client),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(3 * MiB));
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it('answers 404 for another creator’s file or an unknown id, and 401 when signed out', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('secret') });
    const refused = await stranger.client.get(`/api/vault/download/${file.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'File not found' });
    expect((await stranger.client.get('/api/vault/download/999999')).body).toEqual(refused.body);
    expect((await stranger.client.delete(`/api/vault/files/${file.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/vault/download/${file.id}`)).status).toBe(401);
    expect(await downloadCount(file.id)).toBe(0);
    expect((await owner.client.get(`/api/vault/download/${file.id}`)).status).toBe(200);
  });
});

describe('deleting', () => {
  it('removes the row and the stored object', async () => {
    const owner = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('bye') });
    const key = await objectKeyOf(file.id);
    const reply = await owner.client.delete(`/api/vault/files/${file.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect(await t.ctx.storage.head(key)).toBeNull();
    expect((await owner.client.get(`/api/vault/download/${file.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/vault/files/${file.id}`)).status).toBe(404);
  });
});

describe('team vault', () => {
  it('shows a creator their own vault and anyone off the team nothing', async () => {
    const owner = await signUp(t, { displayName: 'Vault Owner' });
    const stranger = await signUp(t);
    const file = await uploaded(owner.client, { content: Buffer.from('x') });
    const own = await owner.client.get(`/api/users/${owner.user.id}/team-vault`);
    expect(own.body).toEqual({
      vault: { creator_id: owner.user.id, creator_name: 'Vault Owner', files: [file] },
    });
    expect((await stranger.client.get(`/api/users/${owner.user.id}/team-vault`)).body).toEqual({
      vault: null,
    });
    expect((await stranger.client.get('/api/users/999999/team-vault')).body).toEqual({
      vault: null,
    });
    expect((await t.client().get(`/api/users/${owner.user.id}/team-vault`)).status).toBe(401);
  });
});
