import { ErrorReply } from '../../../contract/errors';
import { PictureUploadForm } from '../../../contract/uploads';
import { PageQuery, UserIdParams } from '../../../contract/pagination';
import {
  CreatorsReply,
  CurrentUserReply,
  FollowReply,
  FollowStatusReply,
  ProfileReply,
  UpdateProfileRequest,
} from '../../../contract/people';
import { AvatarLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { binaryReply } from '../../platform/http/openapi';
import { AVATAR_CONTENT_TYPE } from './avatar-image';
import { pictureUpload, sendPicture } from '../../platform/media/picture-http';
import { openAvatar, removeAvatar, replaceAvatar } from './avatar';
import { refusingUnreadUploads } from '../../platform/media/picture-http';
import {
  follow,
  followStatus,
  listCreators,
  listFollowing,
  profileOf,
  unfollow,
  updateOwnProfile,
} from './people.service';

const tags = ['people'];
const NO_PICTURE = 'file: choose a picture to upload';
const signedInErrors = errorReplies(400, 401, 404);

export async function peopleRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/feed/users',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Creators, most followed first (the Creators tab of the feed)',
        querystring: PageQuery,
        response: { 200: CreatorsReply, 400: ErrorReply },
      },
    },
    async (request) => listCreators(ctx, request.actor, request.query),
  );

  app.get(
    '/api/users/me/following',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The people you follow, the most recently followed first',
        querystring: PageQuery,
        response: { 200: CreatorsReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => listFollowing(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/users/:userId/profile',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A public profile',
        params: UserIdParams,
        response: { 200: ProfileReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => ({ user: await profileOf(ctx, request.actor, request.params.userId) }),
  );

  app.get(
    '/api/users/:userId/follow-status',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Whether the signed-in viewer follows this person (false when signed out)',
        params: UserIdParams,
        response: { 200: FollowStatusReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => followStatus(ctx, request.actor, request.params.userId),
  );

  app.post(
    '/api/users/:userId/follow',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Follow a person (following twice is one follow)',
        params: UserIdParams,
        response: { 200: FollowReply, ...signedInErrors },
      },
    },
    async (request) => follow(ctx, requireActor(request), request.params.userId),
  );

  app.delete(
    '/api/users/:userId/follow',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Stop following a person',
        params: UserIdParams,
        response: { 200: FollowReply, ...signedInErrors },
      },
    },
    async (request) => unfollow(ctx, requireActor(request), request.params.userId),
  );

  app.put(
    '/api/users/me/profile',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Edit your own profile',
        body: UpdateProfileRequest,
        response: { 200: CurrentUserReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => ({
      user: await updateOwnProfile(ctx, requireActor(request), request.body),
    }),
  );

  app.post(
    '/api/users/me/avatar',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Upload your avatar: a JPEG, PNG, WebP or GIF in the multipart field `file` (counts in your storage quota)',
        consumes: ['multipart/form-data'],
        multipartBody: PictureUploadForm,
        response: {
          200: CurrentUserReply,
          400: ErrorReply,
          401: ErrorReply,
          413: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const owner = requireActor(request);
      return refusingUnreadUploads(reply, async () => {
        const upload = await pictureUpload(request, AvatarLimits.maxBytes, NO_PICTURE);
        return { user: await replaceAvatar(ctx, owner, upload) };
      });
    },
  );

  app.delete(
    '/api/users/me/avatar',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Remove your avatar',
        response: { 200: CurrentUserReply, 401: ErrorReply },
      },
    },
    async (request) => ({ user: await removeAvatar(ctx, requireActor(request)) }),
  );

  app.get(
    '/api/users/:userId/avatar',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A person’s avatar as WebP; its URL changes whenever the picture does',
        params: UserIdParams,
        response: {
          200: binaryReply(AVATAR_CONTENT_TYPE, 'The avatar'),
          400: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      return sendPicture(reply, await openAvatar(ctx, request.params.userId));
    },
  );
}
