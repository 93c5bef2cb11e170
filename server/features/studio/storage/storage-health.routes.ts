import { z } from 'zod';
import { StorageDiagnostic, StorageStatusReply } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { access } from '../../../platform/access/access-rules';
import { requireActor } from '../../../platform/access/require-actor';
import type { ApiApp } from '../../../platform/http/api-app';
import { errorReplies } from '../../../platform/http/error-replies';
import { notFound } from '../../../platform/http/errors';
import { binaryReply } from '../../../platform/http/openapi';
import { sendStream } from '../media/media.routes';
import { openStoredRange } from '../media/media.service';
import { backlineStudio } from '../studio-access';
import { probeKey, storageDiagnostic, storageStatus } from './storage-health.service';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['backline-studio'];

export async function storageHealthRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/backline/r2-status',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary:
          'Whether the object store in use (local or S3) works: a real write, read and delete',
        response: { 200: StorageStatusReply, ...errors },
      },
    },
    async () => ({ status: await storageStatus(ctx) }),
  );

  app.post(
    '/api/backline/r2-diagnostic',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary:
          'A full storage check: write a test file, HEAD its public URL, delete it, and HEAD your latest uploads’ URLs',
        response: { 200: StorageDiagnostic, ...errors },
      },
    },
    async (request) =>
      storageDiagnostic(ctx, requireActor(request), async (url, { asCaller }) => {
        try {
          const reply = await app.inject({
            method: 'HEAD',
            url,
            headers: {
              // As a browser would ask: for our public host (production refuses any other, 421).
              host: new URL(ctx.config.publicUrl).host,
              ...(asCaller && request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            },
          });
          return reply.statusCode;
        } catch {
          return 0;
        }
      }),
  );

  app.get(
    '/api/backline/storage-probe/:token',
    {
      // Public on purpose: it proves a stored file can be fetched without a session. Only
      // the diagnostic's own test file, named by an unguessable token, exists here, briefly.
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The storage diagnostic’s test file, while the diagnostic runs',
        params: z.object({ token: z.string().regex(/^[a-f0-9]{24}$/, 'token: not a probe') }),
        response: {
          200: binaryReply('text/plain', 'The test file'),
          ...errorReplies(400, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const stream = await openStoredRange(ctx, probeKey(request.params.token), undefined).catch(
        () => {
          throw notFound('No such test file');
        },
      );
      return sendStream(reply, stream);
    },
  );
}
