/**
 * The admin console's core API (spec part 2, section 7, "Admin and system"): analytics, the
 * most active users, the users list and its two actions, and the data export. Administrators
 * only (401 signed out, 403 for everyone else); the audit log is platform/audit's route.
 */
import { Readable } from 'node:stream';
import {
  AdminAnalytics,
  AdminAnalyticsQuery,
  AdminUserReply,
  AdminUsersQuery,
  AdminUsersReply,
  ChangeRoleRequest,
  ChangeSubscriptionRequest,
  ExportQuery,
  TopUsersReply,
} from '../../../contract/admin';
import { IdParams } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { binaryReply } from '../../platform/http/openapi';
import {
  changeUserRole,
  changeUserStanding,
  listUsers,
  platformAnalytics,
  topUsers,
} from './admin.service';
import { prepareExport } from './export/export.service';

const tags = ['admin'];

export async function adminRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Platform figures for a time range, with series for charts (administrators)',
        querystring: AdminAnalyticsQuery,
        response: { 200: AdminAnalytics, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => platformAnalytics(ctx, request.query.time_range),
  );

  app.get(
    '/api/admin/top-users',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'The most active people: most generations, then most sign-ins (administrators)',
        response: { 200: TopUsersReply, ...errorReplies(401, 403) },
      },
    },
    async () => ({ users: await topUsers(ctx) }),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Every account, newest first, a page at a time, by e-mail and role (administrators)',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Change a person's role; audited (administrators)",
        params: IdParams,
        body: ChangeRoleRequest,
        response: { 200: AdminUserReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      user: await changeUserRole(ctx, requireActor(request), request.params.id, request.body.role),
    }),
  );

  app.put(
    '/api/admin/users/:id/subscription',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Suspend an account (its sessions end, sign-in is refused, its public pages go) or activate it again; audited (administrators)',
        params: IdParams,
        body: ChangeSubscriptionRequest,
        response: { 200: AdminUserReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      user: await changeUserStanding(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.action,
      ),
    }),
  );

  app.get(
    '/api/admin/export',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Download users, content, analytics or all of them for a time range as one JSON file, streamed (administrators)',
        querystring: ExportQuery,
        response: {
          200: binaryReply('application/json', 'The export, as a JSON file download'),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { type, time_range } = request.query;
      const prepared = await prepareExport(ctx, requireActor(request), type, time_range);
      const body = Readable.from(prepared.chunks);
      body.on('error', (error) => request.log.error({ err: error }, 'admin export failed'));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
