import { ErrorReply } from '../../../contract/errors';
import { CurrentUser } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { requireActor } from '../../platform/access/require-actor';
import { currentUser } from './users.service';

export async function usersRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/users/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: CurrentUser, 401: ErrorReply },
      },
    },
    async (request) => currentUser(ctx, requireActor(request)),
  );
}
