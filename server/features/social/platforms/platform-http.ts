/**
 * Calls to platforms' APIs and token endpoints, with their failures sorted the one way the
 * jobs need: refused credentials, rate limits (with Retry-After), or worth trying again.
 */
import {
  ArcticFetchError,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import type { z } from 'zod';
import type { SocialPlatform } from '../../../../contract/social';
import type { TokenSet } from './platform-client';
import { PlatformAuthError, PlatformError, PlatformRateLimitError } from './platform-client';
import { rateLimitWait, rateLimitWaitMs } from './rate-limits';

const TIMEOUT_MS = 15_000;
/** Token endpoint answers that mean "try again", not "the grant is gone" (RFC 6749, 4.1.2.1). */
const TRANSIENT_OAUTH_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

async function send(platform: SocialPlatform, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformError(platform, `${platform} could not be reached`, { cause: error });
  }
}

/** A JSON API call with a bearer token, its answer checked against `schema`. */
export async function platformJson<Schema extends z.ZodType>(
  platform: SocialPlatform,
  url: string,
  accessToken: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.output<Schema>> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  headers.set('Accept', 'application/json');
  const response = await send(platform, url, { ...init, headers });
  return readJson(platform, response, schema);
}

/** A JSON call that carries its credentials in the address (Instagram's token exchanges). */
export async function platformJsonNoAuth<Schema extends z.ZodType>(
  platform: SocialPlatform,
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await send(platform, url, { headers: { Accept: 'application/json' } });
  return readJson(platform, response, schema);
}

/** Meta's Graph APIs (Instagram) answer a lapsed or revoked token with 400 and code 190. */
async function isExpiredGraphToken(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } } | null;
    return body?.error?.code === 190;
  } catch {
    return false;
  }
}

async function readJson<Schema extends z.ZodType>(
  platform: SocialPlatform,
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const wait = await rateLimitWait(platform, response);
  if (wait !== null) {
    await response.body?.cancel();
    throw new PlatformRateLimitError(platform, wait);
  }
  if (response.status === 401) {
    await response.body?.cancel();
    throw new PlatformAuthError(platform, `${platform} no longer accepts this connection`);
  }
  if (response.status === 400 && (await isExpiredGraphToken(response))) {
    throw new PlatformAuthError(platform, `${platform} no longer accepts this connection`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlatformError(platform, `${platform} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PlatformError(platform, `${platform} sent an answer that is not JSON`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new PlatformError(platform, `${platform} sent an answer we cannot read`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Arctic's token result as ours; a refresh without a new refresh token keeps the stored one. */
export function tokenSetFrom(tokens: OAuth2Tokens): TokenSet {
  const data = tokens.data as Record<string, unknown>;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() || null : null,
    expiresAt: typeof data.expires_in === 'number' ? tokens.accessTokenExpiresAt() : null,
    scopes: typeof data.scope === 'string' ? data.scope : '',
  };
}

/** Runs one of arctic's token calls, its failures sorted as ours. */
export async function arcticTokenCall(
  platform: SocialPlatform,
  call: () => Promise<OAuth2Tokens>,
): Promise<TokenSet> {
  try {
    return tokenSetFrom(await call());
  } catch (error) {
    throw sortTokenError(platform, error);
  }
}

function sortTokenError(platform: SocialPlatform, error: unknown): Error {
  if (error instanceof OAuth2RequestError) {
    if (TRANSIENT_OAUTH_ERRORS.has(error.code)) {
      return new PlatformError(platform, `${platform} token endpoint: ${error.code}`);
    }
    return new PlatformAuthError(
      platform,
      `${platform} refused the authorization (${error.code})${error.description ? `: ${error.description}` : ''}`,
    );
  }
  if (error instanceof UnexpectedResponseError && error.status === 429) {
    return new PlatformRateLimitError(platform, rateLimitWaitMs(new Headers()));
  }
  if (
    error instanceof ArcticFetchError ||
    error instanceof UnexpectedResponseError ||
    error instanceof UnexpectedErrorResponseBodyError
  ) {
    return new PlatformError(platform, `${platform} token endpoint failed: ${error.message}`, {
      cause: error,
    });
  }
  if (
    error instanceof PlatformError ||
    error instanceof PlatformAuthError ||
    error instanceof PlatformRateLimitError
  ) {
    return error;
  }
  return new PlatformError(platform, `${platform} token call failed`, { cause: error });
}

/**
 * A form POST to a token endpoint that arctic's generic client cannot make (TikTok names its
 * client `client_key`; Instagram wants the secret in the body), read the way arctic reads one.
 */
export async function formTokenCall(
  platform: SocialPlatform,
  url: string,
  form: Record<string, string>,
): Promise<TokenSet> {
  const response = await send(platform, url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (response.status === 429) {
    await response.body?.cancel();
    throw new PlatformRateLimitError(platform, rateLimitWaitMs(response.headers));
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Handled below: a 5xx without JSON is transient, anything else unreadable too.
  }
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (response.status >= 500) {
    throw new PlatformError(platform, `${platform} token endpoint answered ${response.status}`);
  }
  // TikTok answers some refusals with 200 and an `error` field.
  if (typeof data.error === 'string' && data.error && data.error !== 'ok') {
    const description = typeof data.error_description === 'string' ? data.error_description : null;
    throw sortTokenError(platform, new OAuth2RequestError(data.error, description, null, null));
  }
  // Instagram's refusals: { error_type: 'OAuthException', code: 400, error_message }.
  if (typeof data.error_type === 'string') {
    const message = typeof data.error_message === 'string' ? data.error_message : data.error_type;
    throw new PlatformAuthError(platform, `${platform} refused the authorization: ${message}`);
  }
  if (!response.ok || typeof data.access_token !== 'string') {
    throw new PlatformError(platform, `${platform} token endpoint answered ${response.status}`);
  }
  return tokenSetFrom(new OAuth2Tokens(data));
}

/** A form POST to a revocation endpoint (RFC 7009): any 2xx is done. */
export async function revokeByForm(
  platform: SocialPlatform,
  url: string,
  form: Record<string, string>,
): Promise<void> {
  const response = await send(platform, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await response.body?.cancel();
  if (!response.ok)
    throw new PlatformError(platform, `${platform} revocation answered ${response.status}`);
}
