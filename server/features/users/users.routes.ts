import { ErrorReply } from '../../../contract/errors';
import { CurrentUser } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import type { ApiApp } from '../../platform/http/api-app';
import { requireActor } from '../../platform/access/require-actor';
import { presentCurrentUser } from './users.presenter';

export async function usersRoutes(app: ApiApp, _ctx: ServiceContext) {
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
    async (request) => {
      const actor = requireActor(request);
      return presentCurrentUser(actor.user, actor.isAdmin);
    },
  );
}
