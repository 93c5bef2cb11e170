import { z } from 'zod';
import { ErrorReply } from '../../../contract/errors';
import { IdParams, PageQuery, UserIdParams } from '../../../contract/pagination';
import {
  FeedStats,
  LikeReply,
  OwnPostsQuery,
  PostInput,
  PostReply,
  PostsReply,
  RecentPostsQuery,
  ReportInput,
  SetHiddenRequest,
  ShareReply,
  ViewReply,
} from '../../../contract/posts';
import { OkReply } from '../../../contract/auth';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import {
  createPost,
  deletePost,
  feedPosts,
  feedStats,
  followingPosts,
  getPost,
  hidePost,
  ownPosts,
  postsByCreator,
  recentOwnPosts,
  recordShare,
  recordView,
  reportPost,
  setLike,
  setPostHiddenByCreator,
  updatePost,
} from './posts.service';

const errors = errorReplies(400, 401, 403, 404);
const tags = ['posts'];

export async function postsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/feed/posts',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The community feed, newest first (keyset pages)',
        querystring: PageQuery,
        response: { 200: PostsReply, 400: ErrorReply },
      },
    },
    async (request) => feedPosts(ctx, request.actor, request.query),
  );

  app.get(
    '/api/feed/following',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Posts of the people you follow, newest first (keyset pages)',
        querystring: PageQuery,
        response: { 200: PostsReply, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => followingPosts(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/feed/stats',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'How many posts and creators the feed has',
        response: { 200: FeedStats },
      },
    },
    async () => feedStats(ctx),
  );

  app.get(
    '/api/posts',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The signed-in user's recent posts",
        querystring: RecentPostsQuery,
        response: { 200: PostsReply, ...errors },
      },
    },
    async (request) => recentOwnPosts(ctx, requireActor(request), request.query.limit),
  );

  app.get(
    '/api/posts/mine',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The signed-in creator's own posts, hidden ones included (keyset pages)",
        querystring: OwnPostsQuery,
        response: { 200: PostsReply, ...errors },
      },
    },
    async (request) => ownPosts(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/users/:userId/posts',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A creator's posts",
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: PostsReply, ...errors },
      },
    },
    async (request) => postsByCreator(ctx, request.actor, request.params.userId, request.query),
  );

  app.get(
    '/api/posts/:id',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'One post (content withheld when locked)',
        params: IdParams,
        response: { 200: PostReply, ...errors },
      },
    },
    async (request) => ({ post: await getPost(ctx, request.actor, request.params.id) }),
  );

  app.post(
    '/api/posts',
    {
      config: { access: access.seller },
      schema: {
        tags,
        summary:
          'Publish a post (artists, creators and producers; at most `posts_per_hour` an hour)',
        body: PostInput,
        response: { 201: PostReply, ...errors, 429: ErrorReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ post: await createPost(ctx, requireActor(request), request.body) }),
  );

  app.put(
    '/api/posts/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Edit your post',
        params: IdParams,
        body: PostInput,
        response: { 200: PostReply, ...errors },
      },
    },
    async (request) => ({
      post: await updatePost(ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/posts/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Delete your post',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await deletePost(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/api/posts/:id/hidden',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Hide your post from everyone else, or show it again',
        params: IdParams,
        body: SetHiddenRequest,
        response: { 200: PostReply, ...errors },
      },
    },
    async (request) => ({
      post: await setPostHiddenByCreator(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.hidden,
      ),
    }),
  );

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/posts/:id/like',
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: liked ? 'Like a post' : 'Take back a like',
          params: IdParams,
          response: { 200: LikeReply, ...errors },
        },
      },
      async (request) => setLike(ctx, requireActor(request), request.params.id, liked),
    );
  }

  app.post(
    '/api/posts/:id/share',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Count a share of the post link (once per person per post)',
        params: IdParams,
        response: { 200: ShareReply, ...errors, 429: ErrorReply },
      },
    },
    async (request) => recordShare(ctx, request.actor, request.params.id, request.ip),
  );

  app.post(
    '/api/posts/:id/view',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Count a view (once per viewer per day)',
        params: IdParams,
        response: { 200: ViewReply, ...errors, 429: ErrorReply },
      },
    },
    async (request) => recordView(ctx, request.actor, request.params.id, request.ip),
  );

  app.post(
    '/api/posts/:id/report',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Report a post to the moderators (at most `ReportLimits.perHour` reports an hour)',
        params: IdParams,
        body: ReportInput.optional(),
        response: { 200: OkReply, ...errors, 429: ErrorReply },
      },
    },
    async (request) => {
      await reportPost(ctx, requireActor(request), request.params.id, request.body?.reason);
      return { success: true as const };
    },
  );

  for (const [method, hidden] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/posts/:id/hide',
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: hidden ? 'Hide a post from your feed' : 'Show a hidden post again',
          params: IdParams,
          response: { 200: z.object({ hidden: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        await hidePost(ctx, requireActor(request), request.params.id, hidden);
        return { hidden };
      },
    );
  }
}
