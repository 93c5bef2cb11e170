import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CreateSessionRequest,
  LocalSignInRequest,
  OkReply,
  ProviderParams,
  RedirectUrlReply,
  SignInProvidersReply,
} from '../../../contract/auth';
import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import {
  SIGN_IN_COOKIE,
  clearCookie,
  clearSessionCookie,
  readCookie,
  sessionToken,
  setSessionCookie,
  writeCookie,
} from '../../platform/auth/session-cookie';
import { endSession, startSession } from '../../platform/auth/sessions';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { badRequest } from '../../platform/http/errors';
import type { AuthDeps } from './auth.service';
import { beginSignIn, exchangeCode, localSignIn, signInProviders } from './auth.service';
import { OidcClient } from './oidc-client';

/** Providers send the browser back here; built from PUBLIC_URL, never from a request. */
function callbackUrl(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}/auth/callback`;
}

function rememberSignIn(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
) {
  writeCookie(request, reply, ctx.config.publicUrl, SIGN_IN_COOKIE, state, {
    maxAge: AuthLimits.stateLifetimeSeconds,
  });
}

const errors = errorReplies(400, 401, 403, 404, 409, 429);

/** The sign-in round trip of the spec, the built-in provider's sign-in, and logout. */
export async function authRoutes(app: ApiApp, ctx: ServiceContext) {
  const deps: AuthDeps = { ctx, oidc: ctx.config.oidc ? new OidcClient(ctx.config.oidc) : null };

  app.get(
    '/api/auth/providers',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in providers this server offers',
        response: { 200: SignInProvidersReply },
      },
    },
    async () => ({ providers: signInProviders(deps) }),
  );

  app.get(
    '/api/oauth/:provider/redirect_url',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Where to send the browser to sign in with a provider',
        params: ProviderParams,
        response: { 200: RedirectUrlReply, ...errors },
      },
    },
    async (request, reply) => {
      const { state, redirectUrl } = await beginSignIn(
        deps,
        request.params.provider,
        callbackUrl(ctx),
        request.ip,
      );
      rememberSignIn(ctx, request, reply, state);
      return { redirectUrl };
    },
  );

  app.post(
    '/api/auth/local/sign-in',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LocalSignInRequest,
        response: { 200: RedirectUrlReply, ...errors },
      },
    },
    async (request) => ({ redirectUrl: await localSignIn(deps, request.body, request.ip) }),
  );

  app.post(
    '/api/sessions',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the code from /auth/callback for a session cookie',
        body: CreateSessionRequest,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request, reply) => {
      const browserState = readCookie(request, ctx.config.publicUrl, SIGN_IN_COOKIE);
      if (request.body.state && browserState && request.body.state !== browserState) {
        throw badRequest('This sign-in was started in another tab or browser. Please start again.');
      }
      const userId = await exchangeCode(deps, {
        code: request.body.code,
        state: browserState,
        iss: request.body.iss,
        callbackUrl: callbackUrl(ctx),
      });
      clearCookie(request, reply, ctx.config.publicUrl, SIGN_IN_COOKIE);
      const session = await startSession(ctx, {
        userId,
        userAgent: request.headers['user-agent'] ?? null,
        ipAddress: request.ip,
      });
      setSessionCookie(request, reply, ctx.config.publicUrl, session);
      return { success: true as const };
    },
  );

  app.post(
    '/api/logout',
    {
      // A POST: the same-origin check refuses it from any other site.
      config: { access: access.public },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: OkReply } },
    },
    async (request, reply) => {
      const token = sessionToken(request, ctx.config.publicUrl);
      if (token) await endSession(ctx, token);
      clearSessionCookie(request, reply, ctx.config.publicUrl);
      return { success: true as const };
    },
  );

  app.get(
    '/api/logout',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary:
          'Kept from the spec: goes to the sign-out page and ends nothing (a link on another site must not sign anyone out; sign out with POST /api/logout)',
        response: {
          303: z.null().describe('To /logout, which asks before signing out'),
        },
      },
    },
    async (_request, reply) => reply.redirect('/logout', 303),
  );
}
