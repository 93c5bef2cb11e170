/**
 * Server support of the admin console's diagnostics (spec part 2, section 2): what the store
 * is (for the setup guide), and the test uploads the A/V diagnostics send to
 * `/api/backline/upload-*` with the `test` field, read back and removed here.
 */
import { OkReply } from '../../../contract/auth';
import { StorageSetup, TestUploadParams } from '../../../contract/diagnostics';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { binaryReply } from '../../platform/http/openapi';
import { sendStream } from '../studio/media/media.routes';
import { storageSetup } from './storage-setup.service';
import { openTestUpload, removeTestUpload } from './test-upload.service';

const tags = ['admin'];

export async function diagnosticsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/diagnostics/storage',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'The store in use as configured (driver, bucket, endpoint; never a credential), the upload size limit and whether ffprobe and ffmpeg run',
        response: { 200: StorageSetup, ...errorReplies(400, 401, 403) },
      },
    },
    async () => storageSetup(ctx),
  );

  app.get(
    '/api/admin/diagnostics/test-uploads/:token',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'A test upload of the A/V diagnostics, whole or a range; removed once it has been downloaded whole',
        params: TestUploadParams,
        response: {
          200: binaryReply('application/octet-stream', 'The test file, typed by its content'),
          206: binaryReply('application/octet-stream', 'The requested byte range'),
          ...errorReplies(400, 401, 403, 404, 416),
        },
      },
      // Read once, then gone: the test leaves nothing behind. A HEAD or a range does not count.
      onResponse: async (request, reply) => {
        if (request.method === 'GET' && reply.statusCode === 200) {
          await removeTestUpload(ctx, request.params.token);
        }
      },
    },
    async (request, reply) =>
      sendStream(
        reply,
        await openTestUpload(ctx, request.params.token, request.headers.range),
        'private, no-store',
      ),
  );

  app.delete(
    '/api/admin/diagnostics/test-uploads/:token',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Remove a test upload now (removing one already gone is not an error)',
        params: TestUploadParams,
        response: { 200: OkReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      await removeTestUpload(ctx, request.params.token);
      return { success: true as const };
    },
  );
}
