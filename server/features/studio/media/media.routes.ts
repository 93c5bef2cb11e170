import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OkReply } from '../../../../contract/auth';
import { TEST_UPLOAD_FIELD, TestUploadReply } from '../../../../contract/diagnostics';
import { ErrorReply } from '../../../../contract/errors';
import type { MediaKind } from '../../../../contract/studio';
import { MediaParams, MediaReply, UploadInfo, UploadReply } from '../../../../contract/studio';
import { getMaxFileSizeMb } from '../../../platform/settings/settings.service';
import type { ServiceContext } from '../../../context';
import { requireActor } from '../../../platform/access/require-actor';
import type { ApiApp } from '../../../platform/http/api-app';
import { errorReplies } from '../../../platform/http/error-replies';
import { badRequest } from '../../../platform/http/errors';
import { binaryReply } from '../../../platform/http/openapi';
import { isTestUpload, storeTestUpload } from '../../diagnostics/test-upload.service';
import { backlineStudio } from '../studio-access';
import type { MediaStream } from './media.service';
import {
  listMedia,
  openMediaFile,
  planMediaUpload,
  removeMedia,
  uploadMedia,
} from './media.service';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['backline-studio'];

/** Sends stored bytes with their type, whole (200) or one range (206), or 416. */
export function sendStream(
  reply: FastifyReply,
  stream: MediaStream,
  cacheControl = 'private, no-store',
) {
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  if ('unsatisfiable' in stream) {
    return reply
      .status(416)
      .header('content-range', `bytes */${stream.size}`)
      .send({ error: 'The requested range is outside the file' });
  }
  const { object, range } = stream;
  reply.header('content-type', stream.contentType).header('cache-control', cacheControl);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.body);
}

async function handleUpload(
  ctx: ServiceContext,
  kind: MediaKind,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const owner = requireActor(request);
  const noFile = `${kind}: choose a file to upload`;
  try {
    const plan = await planMediaUpload(ctx, owner);
    if (!request.isMultipart()) throw badRequest(noFile);
    const part = await request.file({
      limits: { fields: 10, fieldSize: 4096, files: 1, fileSize: plan.maxBytes + 1 },
      throwFileSizeLimit: false,
    });
    if (!part || part.fieldname !== kind) throw badRequest(noFile);
    // The A/V diagnostics' test upload (a `test` field before the file): kept apart, briefly.
    if (isTestUpload(part.fields)) {
      const upload = { stream: part.file, filename: part.filename };
      return await storeTestUpload(ctx, owner, kind, upload, plan.maxBytes);
    }
    return await uploadMedia(
      ctx,
      owner,
      kind,
      { stream: part.file, filename: part.filename },
      plan,
    );
  } catch (error) {
    // Refused while the client may still be sending: nothing reads the rest, so close.
    reply.header('connection', 'close');
    throw error;
  }
}

export async function mediaRoutes(app: ApiApp, ctx: ServiceContext) {
  for (const kind of ['audio', 'video'] as const) {
    // The A/V diagnostics check that the upload endpoints answer with a GET (spec, section 7).
    app.get(
      `/api/backline/upload-${kind}`,
      {
        config: { access: backlineStudio },
        schema: {
          tags,
          summary: `What the ${kind} upload takes: its multipart field and the size limit`,
          response: { 200: UploadInfo, ...errors },
        },
      },
      async () => ({
        field: kind,
        accepts: kind === 'audio' ? ['audio/*'] : ['video/*', 'image/gif'],
        max_file_size_mb: await getMaxFileSizeMb(ctx),
      }),
    );

    app.post(
      `/api/backline/upload-${kind}`,
      {
        config: { access: backlineStudio },
        schema: {
          tags,
          summary: `Upload ${kind === 'audio' ? 'an audio file' : 'a video or GIF'}: multipart field \`${kind}\`, typed by its bytes; ffprobe reads it in a job (\`job_id\`). With a \`test\` field (\`true\`, before the file; administrators only) it is a diagnostics test upload: not in the library or the quota, removed once downloaded`,
          consumes: ['multipart/form-data'],
          multipartBody: z.object({
            [TEST_UPLOAD_FIELD]: z.enum(['true', 'false']).optional(),
            [kind]: z.file(),
          }),
          response: {
            200: z.union([UploadReply, TestUploadReply]),
            ...errors,
            413: ErrorReply,
            429: ErrorReply,
          },
        },
      },
      (request, reply) => handleUpload(ctx, kind, request, reply),
    );
  }

  app.get(
    '/api/backline/media',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Your audio and video library, newest first',
        response: { 200: MediaReply, ...errors },
      },
    },
    async (request) => ({ media: await listMedia(ctx, requireActor(request)) }),
  );

  app.delete(
    '/api/backline/media/:kind/:id',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Delete one of your media files, its thumbnail and its stored bytes',
        params: MediaParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await removeMedia(ctx, requireActor(request), request.params.kind, request.params.id);
      return { success: true as const };
    },
  );

  for (const part of ['file', 'thumbnail'] as const) {
    app.get(
      `/api/backline/media/:kind/:id/${part}`,
      {
        config: { access: backlineStudio },
        schema: {
          tags,
          summary:
            part === 'file'
              ? 'Stream one of your media files; supports Range (for seeking)'
              : 'The thumbnail of a video or GIF (JPEG)',
          params: MediaParams,
          response: {
            200: binaryReply('application/octet-stream', 'The bytes, typed by their content'),
            206: binaryReply('application/octet-stream', 'The requested byte range'),
            ...errorReplies(400, 401, 403, 404, 416),
          },
        },
      },
      async (request, reply) =>
        sendStream(
          reply,
          await openMediaFile(
            ctx,
            requireActor(request),
            request.params,
            part,
            request.headers.range,
          ),
        ),
    );
  }
}
