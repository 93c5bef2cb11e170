import {
  AdminSettingsReply,
  PublicSettings,
  UpdateSettingsRequest,
} from '../../../contract/settings';
import type { ServiceContext } from '../../context';
import { access } from '../access/access-rules';
import { requireActor } from '../access/require-actor';
import type { ApiApp } from '../http/api-app';
import { errorReplies } from '../http/error-replies';
import { getAdminSettings, getPublicSettings, updateSettings } from './settings.service';

const tags = ['settings'];

export async function settingsRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/settings/public',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The app's name, maintenance mode and which features are on",
        response: { 200: PublicSettings },
      },
    },
    async () => getPublicSettings(ctx),
  );

  app.get(
    '/api/admin/settings',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Platform settings by category, with every feature flag (administrators)',
        response: { 200: AdminSettingsReply, ...errorReplies(401, 403) },
      },
    },
    async () => getAdminSettings(ctx),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: access.admin },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Change some settings of one category (administrators; audited)',
        body: UpdateSettingsRequest,
        response: { 200: AdminSettingsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => updateSettings(ctx, requireActor(request), request.body),
  );
}
