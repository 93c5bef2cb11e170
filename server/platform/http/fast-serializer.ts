import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Reply serializers compiled from the routes' zod response schemas with fast-json-stringify.
 *
 * Why: fastify-type-provider-zod's serializer runs zod's `safeEncode` over the whole reply and
 * then `JSON.stringify`: 112 µs for a feed page against 43 µs for the stringify alone. The
 * presenters already shape every reply, so in production the schema's job is to write the
 * declared fields and nothing else (defense in depth), which a serializer generated from the
 * same schema does in a fraction of the time.
 *
 * Same bytes as the zod serializer for every reply that matches its schema: the JSON Schema
 * is adjusted where fast-json-stringify would write something else (below), and a schema whose
 * encoding changes values (transforms, pipes and codecs, `.trim()`-like checks), or that has no
 * faithful JSON Schema (dates, recursion, intersections, ...), keeps the zod serializer.
 * What differs is a reply that does NOT match its schema: zod refuses it with a 500, the fast
 * serializer writes the declared fields, coerced to their types, or throws when it cannot.
 * That is why tests build the app with `strictReplies` (`checkedSerializerCompiler`): the zod
 * serializer decides, and the fast one must write the very same bytes.
 */

type ReplySchema = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;
/** The subset of JSON Schema zod writes and fast-json-stringify reads. */
type JsonSchema = { [keyword: string]: unknown };

/** Production: fast-json-stringify where the schema allows it, zod's serializer elsewhere. */
export const fastSerializerCompiler: FastifySerializerCompiler<ReplySchema['schema']> = (
  routeSchema,
) => tryCompileFast(routeSchema.schema) ?? zodSerializerCompiler(routeSchema);

/**
 * Tests: zod's serializer writes the reply (and refuses one that does not match its schema);
 * where a fast serializer exists, it must produce the same bytes, or the reply fails loudly.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<ReplySchema['schema']> = (
  routeSchema,
) => {
  const strict = zodSerializerCompiler(routeSchema);
  // Compiled on first use: a test app builds every route and replies from a few of them.
  let fast: Serialize | null | undefined;
  return (data) => {
    const json = strict(data);
    if (fast === undefined) fast = tryCompileFast(routeSchema.schema);
    if (fast === null) return json;
    const fastJson = fast(data);
    if (fastJson !== json) {
      throw new Error(
        `The fast serializer of ${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus}) ` +
          `wrote ${fastJson} where zod wrote ${json}`,
      );
    }
    return json;
  };
};

/** A fast serializer for this route schema, or null when it must stay with zod. */
function tryCompileFast(schema: unknown): Serialize | null {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return null;
  try {
    return compileFastSerializer(zodSchema);
  } catch {
    return null;
  }
}

/** Same lookup as fastify-type-provider-zod: a zod schema, or `{ properties: zodSchema }`. */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    return schema.properties instanceof $ZodType ? schema.properties : null;
  }
  return null;
}

/** Compiles the serializer; throws when this schema cannot have one (see the file's comment). */
export function compileFastSerializer(schema: $ZodType): Serialize {
  return build(serializerJsonSchema(schema)) as Serialize;
}

/** The JSON Schema of the schema's output, as fast-json-stringify must be given it. */
export function serializerJsonSchema(schema: $ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    // No $ref for fast-json-stringify to resolve: an empty registry instead of zod's global
    // one inlines schemas that carry an id, and a recursive schema throws (stays with zod).
    cycles: 'throw',
    metadata: z.registry(),
    override: ({ zodSchema }) => {
      const def = zodSchema._zod.def;
      // Encoding runs a pipe backwards (a codec's `encode`): the output is not the value given.
      if (def.type === 'pipe' || def.type === 'transform' || def.type === 'intersection') {
        throw new Error(`zod ${def.type} stays with the zod serializer`);
      }
      // `.trim()`, `.toLowerCase()`, ...: zod rewrites the string while encoding.
      if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) {
        throw new Error('a rewriting check stays with the zod serializer');
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  adjust(json, false);
  return json;
}

/**
 * Where fast-json-stringify reads a JSON Schema otherwise than zod encodes, in place:
 * - `additionalProperties: false`: zod strips undeclared keys, and so does fast-json-stringify
 *   without the keyword; with it, its union matching (Ajv) would refuse objects that carry more.
 * - `default`: zod does not fill defaults when encoding; fast-json-stringify would write them.
 * - required keys first: fast-json-stringify writes required properties before optional ones,
 *   zod in declaration order. An object declared with an optional key before a required one
 *   loses `required` (its keys are then written in order); inside a union, where `required`
 *   decides the branch, such an object stays with zod.
 * - a record keyed by an enum (every key required): zod writes it in the enum's order,
 *   fast-json-stringify in the object's; it becomes an object with those properties.
 * - `anyOf: [object or array, null]` becomes `type: [..., "null"]` (zod already does that for
 *   plain types), which fast-json-stringify serializes without running Ajv per value.
 */
function adjust(schema: JsonSchema, inUnion: boolean): void {
  collapseNullable(schema);
  if (schema.$ref !== undefined || schema.allOf !== undefined) {
    throw new Error('$ref and allOf stay with the zod serializer');
  }
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  delete schema.default;

  const names = schema.propertyNames as JsonSchema | undefined;
  if (
    schema.properties === undefined &&
    Array.isArray(names?.enum) &&
    Array.isArray(schema.required) &&
    isSchema(schema.additionalProperties)
  ) {
    const value = schema.additionalProperties;
    schema.properties = Object.fromEntries(names.enum.map((key) => [key, structuredClone(value)]));
    delete schema.additionalProperties;
    delete schema.propertyNames;
  }

  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties && Array.isArray(schema.required)) {
    const required = new Set(schema.required as string[]);
    const keys = Object.keys(properties);
    const firstOptional = keys.findIndex((key) => !required.has(key));
    if (firstOptional !== -1 && keys.slice(firstOptional).some((key) => required.has(key))) {
      if (inUnion) throw new Error('an optional key before a required one, in a union');
      delete schema.required;
    }
  }
  for (const property of Object.values(properties ?? {})) adjust(property, inUnion);
  if (isSchema(schema.additionalProperties)) adjust(schema.additionalProperties, inUnion);
  for (const pattern of Object.values((schema.patternProperties ?? {}) as JsonSchema)) {
    adjust(pattern as JsonSchema, inUnion);
  }

  if (Array.isArray(schema.items)) {
    // A tuple: fast-json-stringify checks each item by its `type` and writes a rest as is.
    for (const item of schema.items as JsonSchema[]) {
      adjust(item, inUnion);
      if (item.type === undefined) throw new Error('a tuple item without a type');
    }
    if (isSchema(schema.additionalItems)) throw new Error('a tuple with a rest');
  } else if (isSchema(schema.items)) {
    adjust(schema.items, inUnion);
  }

  for (const branch of [schema.anyOf, schema.oneOf].flat()) {
    if (branch !== undefined) adjust(branch as JsonSchema, true);
  }
}

/** `anyOf: [X, { type: "null" }]` with X an object or array: X, its type made `[X's, "null"]`. */
function collapseNullable(schema: JsonSchema): void {
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword] as JsonSchema[] | undefined;
    if (branches?.length !== 2 || Object.keys(schema).length !== 1) continue;
    const isNull = (branch: JsonSchema) =>
      branch.type === 'null' && Object.keys(branch).length === 1;
    const other = branches.find((branch) => !isNull(branch));
    if (!other || !branches.some(isNull)) continue;
    if ((other.type !== 'object' && other.type !== 'array') || other.anyOf || other.oneOf) continue;
    delete schema[keyword];
    Object.assign(schema, other, { type: [other.type, 'null'] });
  }
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
