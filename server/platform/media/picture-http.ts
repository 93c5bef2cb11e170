import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest } from '../http/errors';
import type { StoredObject } from '../storage/object-store';
import { PICTURE_CONTENT_TYPE } from './pictures';

/**
 * The one `file` part of a multipart picture upload. Oversize is reported by the stream's
 * `truncated` flag and answered by `readPicture`, so the limit here is only a backstop.
 */
export async function pictureUpload(
  request: FastifyRequest,
  maxBytes: number,
  missingMessage: string,
): Promise<Readable & { truncated?: boolean }> {
  if (!request.isMultipart()) throw badRequest(missingMessage);
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== 'file') throw badRequest(missingMessage);
  return part.file;
}

/**
 * Runs an upload route's work; a refusal can come while the client is still sending the body
 * (an hourly limit, a full quota), and nothing reads the rest, so the connection closes with
 * the reply (as Fastify does for its own body limit) instead of leaving the client waiting.
 */
export async function refusingUnreadUploads<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

/** Sends a stored picture whose URL is versioned, so it may be cached for good. */
export function sendPicture(reply: FastifyReply, picture: StoredObject) {
  return reply
    .header('content-type', PICTURE_CONTENT_TYPE)
    .header('content-length', picture.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(picture.body);
}
