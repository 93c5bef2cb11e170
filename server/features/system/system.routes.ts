/**
 * System Status and Integrations of the admin console (spec part 2, section 7
 * `GET /api/admin/system-status`), administrators only.
 */
import {
  IntegrationCheckReply,
  IntegrationCheckRequest,
  IntegrationParams,
  IntegrationsReply,
  SystemStatusReply,
} from '../../../contract/system';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { IntegrationProbes, checkIntegration, listIntegrations } from './integrations.service';
import { getSystemStatus } from './system-status.service';

const tags = ['admin'];

export async function systemRoutes(app: ApiApp, ctx: ServiceContext) {
  const deps = { metrics: app.webProcess, probes: new IntegrationProbes(ctx) };

  app.get(
    '/api/admin/system-status',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Live measures of this server: database and API response times, storage, request rate, errors, memory, each integration (administrators)',
        response: { 200: SystemStatusReply, ...errorReplies(401, 403) },
      },
    },
    async () => ({ system_status: await getSystemStatus(ctx, deps) }),
  );

  app.get(
    '/api/admin/integrations',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Each external service: whether it is configured, what is set (secrets only as set or not), how to configure it (administrators)',
        response: { 200: IntegrationsReply, ...errorReplies(401, 403) },
      },
    },
    async () => ({ integrations: await listIntegrations(ctx) }),
  );

  app.post(
    '/api/admin/integrations/:name/check',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Try one integration now: send a test e-mail or text (to `to`, or e-mail to yourself), or check it answers; ok, warning or error with a message (administrators; audited)',
        params: IntegrationParams,
        body: IntegrationCheckRequest,
        response: { 200: IntegrationCheckReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      checkIntegration(ctx, deps.probes, requireActor(request), request.params.name, request.body),
  );
}
