import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateSessionRequest,
  LocalSignInRequest,
  LocalSignUpRequest,
  OkReply,
  ProviderParams,
  RedirectUrlReply,
  SignInProvidersReply,
} from '../../../contract/auth';
import { AuthLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import {
  clearSessionCookie,
  sessionToken,
  setSessionCookie,
} from '../../platform/auth/session-cookie';
import { endSession, startSession } from '../../platform/auth/sessions';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { badRequest } from '../../platform/http/errors';
import type { AuthDeps } from './auth.service';
import {
  beginSignIn,
  exchangeCode,
  localSignIn,
  localSignUp,
  signInProviders,
} from './auth.service';
import { OidcClient } from './oidc-client';

const SIGN_IN_COOKIE = 'backline_sign_in';

function callbackUrl(ctx: ServiceContext, request: FastifyRequest): string {
  return `${ctx.config.publicUrl ?? `${request.protocol}://${request.host}`}/auth/callback`;
}

function rememberSignIn(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(SIGN_IN_COOKIE, state, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: AuthLimits.stateLifetimeSeconds,
  });
}

const errors = errorReplies(400, 401, 403, 404, 409, 429);

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
        callbackUrl(ctx, request),
      );
      rememberSignIn(request, reply, state);
      return { redirectUrl };
    },
  );

  app.post(
    '/api/auth/local/sign-up',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Create a Backline account',
        body: LocalSignUpRequest,
        response: { 201: RedirectUrlReply, ...errors },
      },
    },
    async (request, reply) => {
      const redirectUrl = await localSignUp(deps, request.body, request.ip);
      return reply.status(201).send({ redirectUrl });
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
      const browserState = request.cookies[SIGN_IN_COOKIE];
      if (request.body.state && browserState && request.body.state !== browserState) {
        throw badRequest('This sign-in was started in another tab or browser. Please start again.');
      }
      const userId = await exchangeCode(deps, {
        code: request.body.code,
        state: browserState,
        iss: request.body.iss,
        callbackUrl: callbackUrl(ctx, request),
      });
      reply.clearCookie(SIGN_IN_COOKIE, { path: '/' });
      const session = await startSession(ctx, {
        userId,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, session);
      return { success: true as const };
    },
  );

  app.get(
    '/api/logout',
    {
      config: { access: access.public },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: OkReply } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await endSession(ctx, token);
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );
}
