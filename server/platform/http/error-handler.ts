import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from './errors';
import { applySecurityHeaders } from './security-headers';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function describeIssue(issue: ValidationIssue, part: string | undefined): string {
  const path =
    issue.params?.issue?.path?.map(String).join('.') ||
    issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const field = path || part || 'request';
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

/**
 * Turns every failure into `{ error }` with a fitting status: validation names the field,
 * Fastify's own 4xx errors (bad JSON, wrong content type, too large) keep their status,
 * and anything unexpected is logged and answered with a plain 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue;
      return reply.status(400).send({ error: describeIssue(first, error.validationContext) });
    }
    if (error.validation) {
      return reply.status(400).send({ error: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'reply does not match its schema',
      );
      return reply.status(500).send({ error: 'Something went wrong on our side' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON'
          : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side' });
  });
});

/**
 * Fastify's router refuses some addresses before any hook or handler runs: a broken
 * percent-encoding (`/api/posts/%zz`) and a path parameter longer than the router's
 * `maxParamLength`. Its own reply echoes the address in a shape of its own; ours is
 * `{ error }`, with the usual security headers and without repeating what was sent.
 */
export function routingErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong
    ? 'The address is too long'
    : 'The address is not valid: it has a broken %-encoding';
  applySecurityHeaders(request.raw, reply.raw, () => {
    void reply.status(status).send({ error: message });
  });
}
