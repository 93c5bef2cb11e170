import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DcypherResult } from '../../../contract/dcypher';
import { FEATURE_OFF_MESSAGE } from '../../platform/settings/feature-gates';
import { updateSettings } from '../../platform/settings/settings.service';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { rhymes } from './engine';

/** A stand-in OpenAI-compatible server whose answer each test sets. */
type Behaviour =
  | { kind: 'answer'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' };
let behaviour: Behaviour = { kind: 'status', status: 500 };
let requests: { model: string; messages: { role: string; content: string }[] }[] = [];
let fakeModel: Server;

async function startFakeModel(): Promise<string> {
  fakeModel = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as (typeof requests)[number]);
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status).end('{"error":"boom"}');
        return;
      }
      if (behaviour.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('not json at all');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: behaviour.text } }],
        }),
      );
    });
  });
  fakeModel.listen(0, '127.0.0.1');
  await once(fakeModel, 'listening');
  return `http://127.0.0.1:${(fakeModel.address() as AddressInfo).port}/v1`;
}

let builtin: TestApp;
let withModel: TestApp;

beforeAll(async () => {
  const baseUrl = await startFakeModel();
  builtin = await createTestApp();
  withModel = await createTestApp({
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: 'fake-songwriter',
    LLM_TIMEOUT_MS: '1500',
  });
}, 60_000);

afterAll(async () => {
  await builtin.close();
  await withModel.close();
  fakeModel.closeAllConnections();
  fakeModel.close();
});

const counts = { LP1: 10, LP2: 10, LP3: 20, LP3a: 10, LP4: 15, LP4a: 5 } as const;

describe('the built-in engine', () => {
  it.each(Object.entries(counts))(
    'answers %s with exactly %i items, stored for the writer',
    async (type, count) => {
      const writer = await signUp(builtin);
      const reply = await writer.client.post<DcypherResult>('/api/writers-block/launchpad', {
        type,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        type,
        engine: 'builtin',
        replaced: 0,
        saved_to_vault: false,
        theme: null,
      });
      expect(reply.body.items).toHaveLength(count);
      expect(reply.body.content.length).toBeGreaterThan(50);
      const row = await builtin.ctx.db
        .selectFrom('generations')
        .selectAll()
        .where('id', '=', reply.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: writer.user.id,
        content_type: 'text_generation',
        content: reply.body.content,
      });
      expect(JSON.parse(row.prompt)).toMatchObject({ type });
    },
    30_000,
  );

  it('gives LP1 words whose rhymes all rhyme', async () => {
    const writer = await signUp(builtin);
    const { body } = await writer.client.post<DcypherResult>('/api/writers-block/launchpad', {
      type: 'LP1',
      theme: 'night',
    });
    expect(body.theme).toBe('night');
    for (const item of body.items) {
      if (item.kind !== 'word') throw new Error('LP1 items are words');
      expect(item.matches.length).toBeGreaterThanOrEqual(3);
      for (const match of item.matches) expect(rhymes(item.word, match)).toBe(true);
    }
  });

  it('refuses unknown types, long themes, anonymous callers and expired trials', async () => {
    const writer = await signUp(builtin);
    const unknown = await writer.client.post('/api/writers-block/launchpad', { type: 'LP9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('type');
    expect(
      (
        await writer.client.post('/api/writers-block/launchpad', {
          type: 'LP1',
          theme: 'x'.repeat(61),
        })
      ).status,
    ).toBe(400);
    expect(
      (await builtin.client().post('/api/writers-block/launchpad', { type: 'LP1' })).status,
    ).toBe(401);
    await builtin.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', writer.user.id)
      .execute();
    expect((await writer.client.post('/api/writers-block/launchpad', { type: 'LP1' })).status).toBe(
      403,
    );
  });

  it('rate-limits each writer', async () => {
    const writer = await signUp(builtin);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      statuses.push(
        (await writer.client.post('/api/writers-block/launchpad', { type: 'LP3' })).status,
      );
    }
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  }, 30_000);

  it('lists the writer’s history newest first, and only theirs', async () => {
    const writer = await signUp(builtin);
    const other = await signUp(builtin);
    const first = (
      await writer.client.post<DcypherResult>('/api/writers-block/launchpad', { type: 'LP4' })
    ).body;
    const second = (
      await writer.client.post<DcypherResult>('/api/writers-block/launchpad', { type: 'LP2' })
    ).body;
    await other.client.post('/api/writers-block/launchpad', { type: 'LP4' });
    const listed = await writer.client.get<{ generations: DcypherResult[] }>(
      '/api/writers-block/generations',
    );
    expect(listed.body.generations.map((generation) => generation.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await other.client.get(`/api/writers-block/generations/${first.id}`)).status).toBe(404);
    expect(
      (await writer.client.get<DcypherResult>(`/api/writers-block/generations/${first.id}`)).body
        .content,
    ).toBe(first.content);
  });
});

describe('saving to the vault', () => {
  it('saves the result as a text file once, owner only', async () => {
    const writer = await signUp(builtin);
    const other = await signUp(builtin);
    const generation = (
      await writer.client.post<DcypherResult>('/api/writers-block/launchpad', {
        type: 'LP3',
        theme: 'Ocean Road',
      })
    ).body;
    expect(
      (await other.client.post(`/api/writers-block/launchpad/${generation.id}/save`)).status,
    ).toBe(404);

    const saved = await writer.client.post<{
      file: { id: number; original_filename: string };
      already_saved: boolean;
    }>(`/api/writers-block/launchpad/${generation.id}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body.already_saved).toBe(false);
    expect(saved.body.file.original_filename).toMatch(
      /^d-cypher-LP3-ocean-road-\d{4}-\d{2}-\d{2}-\d+\.txt$/,
    );
    const again = await writer.client.post<{ file: { id: number }; already_saved: boolean }>(
      `/api/writers-block/launchpad/${generation.id}/save`,
    );
    expect(again.body).toMatchObject({ already_saved: true, file: { id: saved.body.file.id } });

    const files = await writer.client.get<{ files: { id: number }[] }>('/api/vault/files');
    expect(files.body.files.filter((file) => file.id === saved.body.file.id)).toHaveLength(1);
    expect(files.body.files).toHaveLength(1);
    const download = await builtin.app.inject({
      method: 'GET',
      url: `/api/vault/download/${saved.body.file.id}`,
      headers: { cookie: `backline_session=${writer.client.cookie('backline_session')}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(generation.content);
    expect(
      (await writer.client.get<DcypherResult>(`/api/writers-block/generations/${generation.id}`))
        .body.saved_to_vault,
    ).toBe(true);
  });
});

describe('saving while the Content Vault is switched off', () => {
  it('answers 404 and stores nothing, and saves again once the vault is back', async () => {
    const writer = await signUp(builtin);
    const generation = (
      await writer.client.post<DcypherResult>('/api/writers-block/launchpad', { type: 'LP1' })
    ).body;
    const setVault = (on: boolean) =>
      updateSettings(builtin.ctx, null, { category: 'features', settings: { content_vault: on } });
    await setVault(false);
    try {
      const refused = await writer.client.post(
        `/api/writers-block/launchpad/${generation.id}/save`,
      );
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: FEATURE_OFF_MESSAGE });
    } finally {
      await setVault(true);
    }
    expect((await writer.client.get<{ files: unknown[] }>('/api/vault/files')).body.files).toEqual(
      [],
    );
    const saved = await writer.client.post(`/api/writers-block/launchpad/${generation.id}/save`);
    expect(saved.status).toBe(200);
  });
});

describe('saving twice at once', () => {
  it('keeps one file', async () => {
    const writer = await signUp(builtin);
    const generation = (
      await writer.client.post<DcypherResult>('/api/writers-block/launchpad', { type: 'LP4' })
    ).body;
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        writer.client.post<{ file: { id: number } }>(
          `/api/writers-block/launchpad/${generation.id}/save`,
        ),
      ),
    );
    expect(new Set(replies.map((reply) => reply.body.file.id)).size).toBe(1);
    const files = await writer.client.get<{ files: unknown[] }>('/api/vault/files');
    expect(files.body.files).toHaveLength(1);
  });
});

describe('with a language model configured', () => {
  it('uses the model’s lines, keeps those that pass, and rewrites the ones that fail', async () => {
    behaviour = {
      kind: 'answer',
      text: [
        'like a lantern in the rain',
        'like a feather on a train',
        'as quiet as a candle flame',
        'as stubborn as an empty frame',
        'like a shadow made of glass',
        'like a window made of sand',
        'like a lantern in the rain',
        'like a lantern in the rain',
        'as bright as a summer night',
        'as soft as morning light',
      ].join('\n'),
    };
    requests = [];
    const writer = await signUp(withModel);
    const reply = await writer.client.post<DcypherResult>('/api/writers-block/launchpad', {
      type: 'LP4a',
      theme: 'trains',
    });
    expect(reply.status).toBe(200);
    expect(requests).toHaveLength(1);
    expect(requests[0].model).toBe('fake-songwriter');
    expect(requests[0].messages.at(-1)?.content).toContain('trains');
    expect(reply.body.engine).toBe('model');
    expect(reply.body.items).toHaveLength(5);
    // The pair that does not rhyme ("glass"/"sand") and the repeat were replaced; every couplet rhymes.
    expect(reply.body.replaced).toBe(2);
    for (const item of reply.body.items) {
      if (item.kind !== 'couplet') throw new Error('LP4a items are couplets');
      const lastWord = (line: string) =>
        line
          .replace(/[^a-z ]/gi, '')
          .trim()
          .split(/\s+/)
          .at(-1) ?? '';
      expect(rhymes(lastWord(item.lines[0]), lastWord(item.lines[1]))).toBe(true);
    }
    expect(reply.body.content).toContain('like a lantern in the rain');
    expect(reply.body.content).toContain('as soft as morning light');
    expect(reply.body.content).not.toContain('made of sand');
  });

  it.each([
    ['an HTTP error', { kind: 'status', status: 503 } as Behaviour],
    ['something that is not JSON', { kind: 'garbage' } as Behaviour],
    ['no answer in time', { kind: 'hang' } as Behaviour],
    ['nothing usable', { kind: 'answer', text: 'Sorry, I cannot help with that.' } as Behaviour],
  ])(
    'falls back to the built-in engine on %s and says so',
    async (_case, next) => {
      behaviour = next;
      const writer = await signUp(withModel);
      const reply = await writer.client.post<DcypherResult>('/api/writers-block/launchpad', {
        type: 'LP3',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.engine).toBe('builtin');
      expect(reply.body.items).toHaveLength(20);
    },
    20_000,
  );
});
