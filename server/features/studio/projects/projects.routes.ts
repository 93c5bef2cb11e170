import { IdParams } from '../../../../contract/pagination';
import { CreateProjectRequest, ProjectsReply, VideoProject } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { requireActor } from '../../../platform/access/require-actor';
import type { ApiApp } from '../../../platform/http/api-app';
import { errorReplies } from '../../../platform/http/error-replies';
import { binaryReply } from '../../../platform/http/openapi';
import { sendStream } from '../media/media.routes';
import { backlineStudio } from '../studio-access';
import {
  createProject,
  getProject,
  listProjects,
  openProjectVideo,
  processProject,
  saveProjectToVault,
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
}
