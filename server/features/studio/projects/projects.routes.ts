import { IdParams } from '../../../../contract/pagination';
import { CreateProjectRequest, ProjectsReply, VideoProject } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { requireActor } from '../../../platform/access/require-actor';
import type { ApiApp } from '../../../platform/http/api-app';
import { errorReplies } from '../../../platform/http/error-replies';
import { binaryReply } from '../../../platform/http/openapi';
import { pictureUpload, refusingUnreadUploads } from '../../../platform/media/picture-http';
import { PICTURE_CONTENT_TYPE } from '../../../platform/media/pictures';
import { getMaxUploadBytes } from '../../../platform/settings/settings.service';
import { z } from 'zod';
import { sendStream } from '../media/media.routes';
import { backlineStudio } from '../studio-access';
import {
  createProject,
  getProject,
  listProjects,
  openProjectCover,
  openProjectVideo,
  processProject,
  saveProjectToVault,
  setProjectCover,
} from './projects.service';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['backline-studio'];

/** Video projects: audiograms rendered from an audio file. */
export async function projectsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.post(
    '/api/backline/projects',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Create a video project from one of your audio files',
        body: CreateProjectRequest,
        response: { 201: VideoProject, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/api/backline/projects',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Your video projects, newest first',
        response: { 200: ProjectsReply, ...errors },
      },
    },
    async (request) => listProjects(ctx, requireActor(request)),
  );

  app.get(
    '/api/backline/projects/:id',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'One of your video projects',
        params: IdParams,
        response: { 200: VideoProject, ...errors },
      },
    },
    async (request) => getProject(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/api/backline/projects/:id/process',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Render the project as an MP4 audiogram in a job (`job_id` reports progress)',
        params: IdParams,
        response: { 200: VideoProject, ...errors },
      },
    },
    async (request) => processProject(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/api/backline/projects/:id/save-to-vault',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'Save the rendered video in your Content Vault',
        params: IdParams,
        response: { 200: VideoProject, ...errors, ...errorReplies(413) },
      },
    },
    async (request) => saveProjectToVault(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/api/backline/projects/:id/video',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'The rendered MP4; supports Range',
        params: IdParams,
        response: {
          200: binaryReply('video/mp4', 'The rendered audiogram'),
          206: binaryReply('video/mp4', 'The requested byte range'),
          ...errorReplies(400, 401, 403, 404, 416),
        },
      },
    },
    async (request, reply) =>
      sendStream(
        reply,
        await openProjectVideo(
          ctx,
          requireActor(request),
          request.params.id,
          request.headers.range,
        ),
      ),
  );

  app.post(
    '/api/backline/projects/:id/cover',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary:
          'Set a still picture (JPEG, PNG, WebP or GIF; multipart field `file`) as the audiogram’s cover; it counts against your storage quota',
        params: IdParams,
        consumes: ['multipart/form-data'],
        multipartBody: z.object({ file: z.file() }),
        response: { 200: VideoProject, ...errors, ...errorReplies(413, 429) },
      },
    },
    async (request, reply) =>
      refusingUnreadUploads(reply, async () => {
        const actor = requireActor(request);
        const upload = await pictureUpload(
          request,
          (await getMaxUploadBytes(ctx)) + 1,
          'file: choose a picture to upload',
        );
        return setProjectCover(ctx, actor, request.params.id, upload);
      }),
  );

  app.get(
    '/api/backline/projects/:id/cover',
    {
      config: { access: backlineStudio },
      schema: {
        tags,
        summary: 'The project’s cover picture (WebP)',
        params: IdParams,
        response: {
          200: binaryReply(PICTURE_CONTENT_TYPE, 'The cover picture'),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const picture = await openProjectCover(ctx, requireActor(request), request.params.id);
      return reply
        .header('content-type', PICTURE_CONTENT_TYPE)
        .header('content-length', picture.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(picture.body);
    },
  );
}
