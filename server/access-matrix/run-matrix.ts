/**
 * Runs matrix rows against one app and one seeded world per test file: every row as every
 * actor, comparing each status with the row's verdict and looking for every leak marker the
 * actor may not see in every body. One test per row, listing all its mismatches at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { startSession } from '../platform/auth/sessions';
import type { ApiClient } from '../test/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import type { ActorName } from './actors';
import { ACTORS } from './actors';
import type { MatrixRow } from './matrix-row';
import { fillRoute } from './matrix-row';
import type { World } from './world';
import { ADMIN_EMAIL, seedWorld } from './world';

interface Answer {
  status: number;
  text: string;
  /** A JSON reply (an error reply must be `{ error }`); pages and files are not. */
  json: boolean;
}

function isJson(headers: Record<string, unknown>): boolean {
  return String(headers['content-type'] ?? '').includes('json');
}

/** Reads a stream's status and what it sends in its first moment, then hangs up. */
function readStream(t: TestApp, client: ApiClient, url: string): Promise<Answer> {
  let address = t.app.server.address() as AddressInfo | null;
  const listening = address
    ? Promise.resolve()
    : t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
        address = t.app.server.address() as AddressInfo;
      });
  return listening.then(
    () =>
      new Promise<Answer>((resolve, reject) => {
        const session = client.cookie(SESSION_COOKIE);
        const request = http.get(
          `http://127.0.0.1:${address?.port}${url}`,
          { headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            const answer = () => ({
              status: response.statusCode ?? 0,
              text,
              json: isJson(response.headers),
            });
            response.on('end', () => resolve(answer()));
            setTimeout(() => {
              request.destroy();
              resolve(answer());
            }, 300);
          },
        );
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      }),
  );
}

function bodyOf(world: World, row: MatrixRow, actor: ActorName) {
  if (row.raw) return row.raw(world);
  if (row.json) return { json: row.json(world, actor) };
  // Bodiless writes still send JSON `{}`, as the web client does.
  return ['GET', 'HEAD', 'DELETE'].includes(row.method) ? {} : { json: {} };
}

/** Another browser of the actor's, signed in with a session of its own. */
async function spareClient(world: World, actor: ActorName): Promise<ApiClient> {
  const client = world.t.client();
  if (actor === 'anonymous') return client;
  const { token } = await startSession(world.t.ctx, {
    userId: world.people[actor].user.id,
    userAgent: 'access matrix',
    ipAddress: client.remoteAddress,
  });
  client.setCookie(SESSION_COOKIE, token);
  return client;
}

async function ask(world: World, row: MatrixRow, actor: ActorName): Promise<Answer> {
  const client = row.spareSession ? await spareClient(world, actor) : world.clients[actor];
  const params = row.params ? await row.params(world, actor) : {};
  const url = fillRoute(row.route, params) + (row.query ? `?${row.query}` : '');
  if (row.stream) return readStream(world.t, client, url);
  const reply = await client.request(row.method, url, bodyOf(world, row, actor));
  return { status: reply.status, text: reply.text, json: isJson(reply.headers) };
}

/** The markers each world's rows showed to someone allowed to see them. */
const shown = new WeakMap<World, Set<string>>();

/** What went wrong for one actor on one row, or nothing. */
async function check(world: World, row: MatrixRow, actor: ActorName): Promise<string[]> {
  const answer = await ask(world, row, actor);
  const problems: string[] = [];
  const expected = row.expect[actor];
  if (answer.status !== expected) {
    problems.push(
      `${actor}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 160)}`,
    );
  }
  const seesAll = row.revealsAllTo?.actor === actor;
  for (const marker of seesAll ? [] : world.markers) {
    if (!answer.text.includes(marker.text)) continue;
    if (marker.visibleTo.includes(actor)) shown.get(world)?.add(marker.what);
    else problems.push(`${actor}: LEAK of ${marker.what} in a ${answer.status} reply`);
  }
  if (answer.status >= 400 && answer.json && !answer.text.includes('"error"')) {
    problems.push(
      `${actor}: a ${answer.status} reply without { error }: ${answer.text.slice(0, 80)}`,
    );
  }
  return problems;
}

export function rowName(row: MatrixRow): string {
  return `${row.method} ${row.route}`;
}

/** One describe per file: one app, one world, a test per row. */
export function runMatrix(
  title: string,
  rows: readonly MatrixRow[],
  options: {
    /** What this file's rows need beyond the common world. */
    seedMore?: (world: World) => Promise<void>;
    /**
     * Markers these rows must show to someone allowed to see them: proof that the markers are
     * in replies at all, so their absence elsewhere means something.
     */
    shows?: readonly string[];
  } = {},
) {
  describe(`access matrix: ${title}`, () => {
    let world: World;
    beforeAll(async () => {
      const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
      world = await seedWorld(t);
      shown.set(world, new Set());
      await options.seedMore?.(world);
    }, 120_000);
    afterAll(() => world?.t.close());

    for (const row of rows) {
      it(rowName(row) + (row.query ? `?${row.query}` : ''), async () => {
        const problems: string[] = [];
        // One actor after another: a row's writes happen in a known order.
        for (const actor of ACTORS) problems.push(...(await check(world, row, actor)));
        expect(problems).toEqual([]);
      });
    }

    if (options.shows) {
      it('showed the withheld things to those who may see them', () => {
        const seen = shown.get(world) ?? new Set();
        expect(options.shows?.filter((what) => !seen.has(what))).toEqual([]);
      });
    }
  });
}
