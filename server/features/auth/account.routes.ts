import {
  ActiveSessionsReply,
  ChangePasswordReply,
  ChangePasswordRequest,
  CheckEmailReply,
  CompletePasswordResetRequest,
  ConfirmSignUpRequest,
  EndedSessionsReply,
  LocalSignUpRequest,
  OkReply,
  PasswordResetRequest,
  RedirectUrlReply,
  SignUpConfirmationReply,
  TokenRequest,
} from '../../../contract/auth';
import { IdParams } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import { clearSessionCookie } from '../../platform/auth/session-cookie';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { endMyOtherSessions, endMySession, listMySessions } from './account-sessions.service';
import { changePassword, completePasswordReset, requestPasswordReset } from './passwords.service';
import { confirmSignUp, localSignUp, signUpConfirmation } from './sign-up.service';

const tags = ['auth'];

/** An account's life around sign-in: sign-up by e-mail, passwords, and the person's sessions. */
export async function accountRoutes(app: ApiApp, ctx: ServiceContext) {
  app.post(
    '/api/auth/local/sign-up',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Create a Backline account: e-mails a link to finish (the same answer whether or not the address has an account)',
        body: LocalSignUpRequest,
        response: { 202: CheckEmailReply, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await localSignUp(ctx, request.body, request.ip)),
  );

  app.post(
    '/api/auth/local/sign-up/pending',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The sign-up an e-mailed link finishes: its address and name',
        body: TokenRequest,
        response: { 200: SignUpConfirmationReply, ...errorReplies(400) },
      },
    },
    async (request) => signUpConfirmation(ctx, request.body.token),
  );

  app.post(
    '/api/auth/local/sign-up/confirm',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Finish a sign-up from its e-mailed link with the password chosen; answers /auth/callback?code=',
        body: ConfirmSignUpRequest,
        response: { 200: RedirectUrlReply, ...errorReplies(400, 401, 409, 429) },
      },
    },
    async (request) => ({ redirectUrl: await confirmSignUp(ctx, request.body, request.ip) }),
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'E-mail a link to choose a new password (the same answer whether or not the address has an account)',
        body: PasswordResetRequest,
        response: { 202: CheckEmailReply, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestPasswordReset(ctx, request.body.email, request.ip)),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Choose a new password with an e-mailed reset link; signs out everywhere',
        body: CompletePasswordResetRequest,
        response: { 200: OkReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      await completePasswordReset(ctx, request.body);
      return { success: true as const };
    },
  );

  app.put(
    '/api/users/me/password',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Change your password (the current one required); signs out your other sessions',
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordReply, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ended_sessions: await changePassword(
        ctx,
        requireActor(request),
        request.sessionId,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/sessions',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Your live sessions, the one asking marked `current`',
        response: { 200: ActiveSessionsReply, ...errorReplies(401) },
      },
    },
    async (request) => listMySessions(ctx, requireActor(request), request.sessionId),
  );

  app.delete(
    '/api/sessions/others',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Sign out everywhere else: end every session of yours but this one',
        response: { 200: EndedSessionsReply, ...errorReplies(401) },
      },
    },
    async (request) => ({
      ended_sessions: await endMyOtherSessions(ctx, requireActor(request), request.sessionId),
    }),
  );

  app.delete(
    '/api/sessions/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'End one of your sessions',
        params: IdParams,
        response: { 200: OkReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await endMySession(ctx, requireActor(request), request.params.id);
      if (request.params.id === request.sessionId) {
        clearSessionCookie(request, reply, ctx.config.publicUrl);
      }
      return { success: true as const };
    },
  );
}
