import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { DcypherHistoryReply } from '../../../contract/dcypher';
import { PostsReply } from '../../../contract/posts';
import { CurrentUser } from '../../../contract/users';
import {
  checkedSerializerCompiler,
  compileFastSerializer,
  fastSerializerCompiler,
  serializerJsonSchema,
} from './fast-serializer';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

function route(schema: $ZodType): RouteSchema {
  return { schema, method: 'GET', url: '/test', httpStatus: '200' } as RouteSchema;
}

/** What the app wrote before: zod's encode, then JSON.stringify. */
const zodJson = (schema: $ZodType, data: unknown) => zodSerializerCompiler(route(schema))(data);

/** The fast serializer compiles for this schema and writes zod's very bytes for each value. */
function expectSameBytes(schema: $ZodType, ...values: unknown[]) {
  const fast = compileFastSerializer(schema);
  for (const value of values) expect(fast(value)).toBe(zodJson(schema, value));
}

const tricky = [
  '',
  'plain',
  'quotes " and \\ backslashes',
  'line\nbreak\ttab\u0001control',
  'emoji 🎸🥁 and accents: é, ü, 漢字',
  'lone surrogate \ud800 here',
  'separators \u2028 \u2029',
  '</script><script>alert(1)</script>',
  'long '.repeat(20),
  `very long ${'x'.repeat(6000)} "quoted"`,
];

function post(i: number, text: string) {
  return {
    id: 1000 + i,
    creator_id: 7,
    creator: {
      id: 7,
      display_name: `Artist ${text.slice(0, 20)}`,
      role: 'creator' as const,
      is_verified: i % 2 === 0,
      avatar_url: i % 3 === 0 ? null : `/api/media/avatars/7.webp?v=${i}`,
      // Not in PersonSummary: must never reach the client.
      email: 'secret-creator@example.test',
    },
    creator_name: 'Artist',
    title: i % 2 ? null : text,
    content: i % 4 === 3 ? null : text,
    visibility: (['public', 'subscribers', 'ppv'] as const)[i % 3],
    price_cents: i % 3 === 2 ? 499 : 0,
    content_type: i % 5 ? 'text' : null,
    created_at: '2026-11-22T19:56:53.065Z',
    updated_at: '2026-11-22T19:56:53.065Z',
    like_count: i * 17,
    comment_count: 0,
    share_count: 2 ** 40,
    view_count: -0,
    locked: i % 4 === 3,
    liked_by_me: false,
    can: { edit: false, delete: i === 0, admin: true },
    // Rows carry more than the contract: dropped by both serializers.
    password_hash: 'secret-hash',
  };
}

describe('fast serializer: the same bytes as the zod serializer', () => {
  it('writes a feed page exactly as zod does, undeclared fields dropped', () => {
    const page = { posts: tricky.map((text, i) => post(i, text)), nextCursor: 'WyIyMDI1Il0' };
    expectSameBytes(PostsReply, page, { posts: [], nextCursor: null });
    const json = compileFastSerializer(PostsReply)(page);
    expect(json).not.toContain('secret');
    expect(json).not.toContain('"admin"');
  });

  it('handles nullable and optional fields, and a nullable object', () => {
    const user = {
      id: 1,
      email: 'fan@example.test',
      display_name: null,
      google_user_data: { name: 'Ann', given_name: null, extra: 'dropped' },
      role: 'fan',
      is_verified: true,
      bio: null,
      location: 'Lyon',
      website: null,
      avatar_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      is_admin: false,
    };
    const current = CurrentUser.parse({ ...user, google_user_data: null });
    expectSameBytes(
      CurrentUser,
      { ...current, ...user },
      { ...current, google_user_data: null },
      { ...current, google_user_data: {} },
      { ...current, google_user_data: { picture: undefined, name: undefined } },
    );
    // A nullable object is a type list, not an `anyOf` run through Ajv for each value.
    const properties = serializerJsonSchema(CurrentUser).properties as Record<string, object>;
    expect(properties.google_user_data).toMatchObject({ type: ['object', 'null'] });
  });

  it('writes a discriminated union (DcypherItem) by its branch, extras dropped', () => {
    const generation = (items: unknown[]) => ({
      id: 3,
      content: 'night drive',
      type: 'LP2',
      theme: null,
      items,
      engine: 'builtin',
      replaced: 0,
      created_at: '2026-11-22T19:56:53.065Z',
      saved_to_vault: false,
    });
    expectSameBytes(DcypherHistoryReply, {
      generations: [
        generation([
          { kind: 'word', word: 'light', matches: ['night', 'flight'], score: 3 },
          { kind: 'line', text: 'under the "neon"' },
          { kind: 'line', text: 'rhymes', rhymeGroup: 2 },
          { kind: 'couplet', lines: ['one line', 'two line'], rhymeGroup: 1, extra: true },
        ]),
        generation([]),
      ],
      nextCursor: null,
    });
  });

  it('writes a plain union by the first branch that fits, like zod', () => {
    const schema = z.object({
      value: z.union([z.object({ a: z.string().optional() }), z.object({ b: z.string() })]),
      either: z.union([z.string(), z.number()]).nullable(),
    });
    expectSameBytes(
      schema,
      { value: { b: 'x' }, either: 'text' },
      { value: { a: 'y', b: 'x' }, either: 4.5 },
      { value: {}, either: null },
    );
  });

  it('writes enums, literals, numbers and booleans', () => {
    const schema = z.object({
      status: z.enum(['active', 'suspended']),
      kind: z.literal('post'),
      float: z.number(),
      int: z.number().int(),
      flag: z.boolean(),
    });
    for (const float of [0, -0, 1.5, -2.25, 1e21, 1e-7, Number.MAX_SAFE_INTEGER, 0.1 + 0.2]) {
      expectSameBytes(schema, { status: 'active', kind: 'post', float, int: -42, flag: false });
    }
    expectSameBytes(schema, { status: 'suspended', kind: 'post', float: 3, int: 0, flag: true });
  });

  it('writes records: string keys in their order, enum keys in the enum order', () => {
    const schema = z.object({
      counts: z.record(z.string(), z.number().int()),
      flags: z.record(z.enum(['x', 'y', 'z']), z.boolean()),
      some: z.partialRecord(z.enum(['x', 'y']), z.object({ n: z.number() })),
    });
    expectSameBytes(
      schema,
      {
        counts: { b: 1, a: 2, 10: 3, 2: 4, 'with "quote"': 5 },
        flags: { z: true, y: false, x: true },
        some: { y: { n: 1, extra: 'dropped' } },
      },
      { counts: {}, flags: { x: false, y: false, z: false }, some: {} },
    );
  });

  it('keeps the declared order when an optional key comes before a required one', () => {
    const schema = z.object({
      first: z.string().optional(),
      second: z.number(),
      nested: z.object({ note: z.string().nullable().optional(), id: z.number() }),
    });
    expectSameBytes(
      schema,
      { first: 'a', second: 1, nested: { note: 'n', id: 2 } },
      { second: 1, nested: { id: 2 } },
      { first: undefined, second: 1, nested: { note: null, id: 2 } },
    );
  });

  it('writes arrays (short, long, nullable, of objects) and nested objects', () => {
    const schema = z.object({
      tags: z.array(z.string()),
      ids: z.array(z.number().int()),
      maybe: z.array(z.object({ a: z.number() })).nullable(),
      deep: z.object({ one: z.object({ two: z.object({ three: z.array(z.boolean()) }) }) }),
      pair: z.tuple([z.string(), z.number()]),
    });
    const tags = Array.from({ length: 300 }, (_, i) => tricky[i % tricky.length]);
    expectSameBytes(
      schema,
      {
        tags,
        ids: Array.from({ length: 600 }, (_, i) => i * 7),
        maybe: [{ a: 1, b: 2 }],
        deep: { one: { two: { three: [true, false], four: 4 } } },
        pair: ['x', 1],
      },
      { tags: [], ids: [], maybe: null, deep: { one: { two: { three: [] } } }, pair: ['', 0] },
    );
  });

  it('passes unknown values and loose objects through as zod does', () => {
    const schema = z.object({
      anything: z.unknown(),
      loose: z.looseObject({ id: z.number() }),
      when: z.iso.datetime(),
    });
    expectSameBytes(schema, {
      anything: { nested: [1, 'two', null, { three: true }] },
      loose: { extra: 'kept', id: 1, more: [1] },
      when: '2026-11-22T19:56:53.065Z',
    });
  });
});

describe('fast serializer: what stays with zod', () => {
  const cases: [string, $ZodType, unknown][] = [
    [
      'a codec (encoding runs it backwards)',
      z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }),
      { n: 5 },
    ],
    ['a rewriting check', z.object({ s: z.string().trim().toLowerCase() }), { s: '  MiXeD ' }],
    ['a date', z.object({ at: z.date() }), { at: new Date(0) }],
    [
      'an optional key before a required one, in a union',
      z.union([z.object({ a: z.string().optional(), b: z.number() }), z.object({ c: z.null() })]),
      { b: 1, a: 'x' },
    ],
    [
      'a recursive schema',
      (() => {
        const Node = z.object({
          name: z.string(),
          get children(): z.ZodArray<typeof Node> {
            return z.array(Node);
          },
        });
        return Node;
      })(),
      { name: 'root', children: [{ name: 'leaf', children: [] }] },
    ],
    [
      'an intersection',
      z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })),
      { b: 2, a: 1 },
    ],
  ];

  it.each(cases)('%s: no fast serializer, the zod one is used', (_name, schema, value) => {
    expect(() => compileFastSerializer(schema)).toThrow();
    expect(fastSerializerCompiler(route(schema))(value)).toBe(zodJson(schema, value));
  });
});

describe('replies that do not match their schema', () => {
  const schema = z.object({ name: z.string(), count: z.number().int() });

  it('strict (tests): refused, as before', () => {
    expect(() => checkedSerializerCompiler(route(schema))({ name: 42, count: 1 })).toThrow();
    expect(() => checkedSerializerCompiler(route(schema))({ count: 1 })).toThrow();
  });

  it('production: written coerced to the declared types, or refused when impossible', () => {
    const fast = fastSerializerCompiler(route(schema));
    expect(fast({ name: 42, count: 1, secret: 'x' })).toBe('{"name":"42","count":1}');
    expect(() => fast({ count: 1 })).toThrow(/name/);
    // Like zod's encode, a missing value is not filled with the schema's default.
    const withDefault = z.object({ mode: z.string().default('auto') });
    expect(() => zodJson(withDefault, {})).toThrow();
    expect(() => fastSerializerCompiler(route(withDefault))({})).toThrow(/mode/);
  });

  it('strict: writes zod bytes when the reply matches', () => {
    const value = { name: 'ok', count: 3, extra: true };
    expect(checkedSerializerCompiler(route(schema))(value)).toBe(zodJson(schema, value));
  });
});
