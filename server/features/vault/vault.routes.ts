import { OkReply } from '../../../contract/auth';
import { ErrorReply } from '../../../contract/errors';
import { IdParams, UserIdParams } from '../../../contract/pagination';
import {
  TeamVaultReply,
  VaultFilesQuery,
  VaultFilesReply,
  VaultUploadForm,
  VaultUploadReply,
} from '../../../contract/vault';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { binaryReply } from '../../platform/http/openapi';
import { servedContentType } from './content-sniff';
import { attachmentDisposition } from './vault-filename';
import { readVaultUpload } from './vault-upload-request';
import {
  listOwnFiles,
  openVaultDownload,
  planVaultUpload,
  removeVaultFile,
  teamVault,
  uploadVaultFile,
} from './vault.service';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['vault'];
const contentVault = access.sellerPremium('Content Vault');

export async function vaultRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/vault/files',
    {
      config: { access: contentVault },
      schema: {
        tags,
        summary:
          'Your vault files, newest first, a page at a time; `q` searches names and descriptions',
        querystring: VaultFilesQuery,
        response: { 200: VaultFilesReply, ...errors },
      },
    },
    async (request) => listOwnFiles(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/vault/upload',
    {
      config: { access: contentVault },
      schema: {
        tags,
        summary:
          'Upload a file: multipart fields `description` and `access_level` (team), then `file` (413 past the file size limit or the storage quota)',
        consumes: ['multipart/form-data'],
        multipartBody: VaultUploadForm,
        response: { 201: VaultUploadReply, ...errors, 413: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const owner = requireActor(request);
      try {
        const plan = await planVaultUpload(ctx, owner);
        const upload = await readVaultUpload(request, plan.maxBytes);
        const file = await uploadVaultFile(ctx, owner, upload, plan);
        return reply.status(201).send({ file });
      } catch (error) {
        // A refusal can come while the client is still sending the body. Nothing reads the
        // rest, so the connection must close (as Fastify does for its own body limit) or
        // the client would wait on a stalled upload instead of seeing the reply.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/api/vault/download/:id',
    {
      // Not premium: team members download what a creator shares whatever their own plan.
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Download a vault file (its owner or the owner’s team); supports Range',
        params: IdParams,
        response: {
          200: binaryReply(
            'application/octet-stream',
            'The file, always as an attachment, typed by its own bytes (application/octet-stream for anything a browser could run)',
          ),
          206: binaryReply('application/octet-stream', 'The requested byte range of the file'),
          ...errorReplies(400, 401, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const download = await openVaultDownload(ctx, requireActor(request), {
        fileId: request.params.id,
        method: request.method,
        rangeHeader: request.headers.range,
      });
      reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
      if ('unsatisfiable' in download) {
        return reply
          .status(416)
          .header('content-range', `bytes */${download.size}`)
          .send({ error: 'The requested range is outside the file' });
      }
      const { file, object, range } = download;
      reply
        .header('content-type', servedContentType(file.content_type))
        .header('content-disposition', attachmentDisposition(file.original_filename))
        .header('cache-control', 'private, no-store');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    },
  );

  app.delete(
    '/api/vault/files/:id',
    {
      config: { access: contentVault },
      schema: {
        tags,
        summary: 'Delete one of your vault files and its stored bytes',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await removeVaultFile(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/users/:userId/team-vault',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'A creator’s vault, when you are on their team (else null)',
        params: UserIdParams,
        response: { 200: TeamVaultReply, ...errors },
      },
    },
    async (request) => ({
      vault: await teamVault(ctx, requireActor(request), request.params.userId),
    }),
  );
}
