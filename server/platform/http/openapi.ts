/**
 * How routes describe themselves in the OpenAPI document (/api/openapi.json), beyond what
 * fastify-type-provider-zod's transform reads: multipart forms and binary downloads. The web
 * client's types are generated from this document, so it must say what the routes really take
 * and answer.
 */
import type { Readable } from 'node:stream';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body (with `consumes: ['multipart/form-data']`), for
     * the document only: such a route reads its parts itself, as streams, so Fastify must not
     * validate a `body`. The route still checks the text fields with the same contract schema.
     */
    multipartBody?: $ZodType;
  }
}

/** The document transform: zod's, with a route's `multipartBody` documented as its body. */
export const documentTransform: typeof jsonSchemaTransform = (route) => {
  const { multipartBody, ...schema } = (route.schema ?? {}) as FastifySchema;
  return jsonSchemaTransform({
    ...route,
    schema: multipartBody ? { ...schema, body: multipartBody } : schema,
  } as typeof route);
};

/**
 * Bytes sent as they are (Fastify never serializes a stream or a buffer): a stream or a buffer
 * for the handler, a binary string in the document.
 */
const Bytes = z
  .custom<Readable | Buffer>((value) => value instanceof Uint8Array || isStream(value))
  .meta({ type: 'string', format: 'binary' });

function isStream(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'pipe' in value;
}

/** A reply whose body is the bytes of a file: `{ 200: binaryReply('image/webp', 'The picture') }`. */
export function binaryReply(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: Bytes } } };
}

/** A Server-Sent Events stream, written by the handler itself (the reply is hijacked). */
export function eventStreamReply(description: string) {
  return { description, content: { 'text/event-stream': { schema: z.string() } } };
}
