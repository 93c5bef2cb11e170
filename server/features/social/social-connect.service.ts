/**
 * Connecting an account: OAuth 2 authorization code with state and PKCE. The state is random,
 * stored only as a hash with the PKCE verifier and who started, good once and for minutes.
 */
import { createHash } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { OAuthCallbackQuery, SocialPlatform } from '../../../contract/social';
import { PLATFORM_LABELS } from '../../../contract/social';
import { SocialLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { badRequest, HttpError } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { syncSocialContent } from './jobs/sync-social-content';
import {
  PlatformAuthError,
  PlatformError,
  PlatformRateLimitError,
} from './platforms/platform-client';
import { platformClient } from './platforms/social-platforms';
import { CREDENTIAL_SETTINGS } from './social-settings';
import {
  insertActivity,
  insertOAuthState,
  takeOAuthState,
  upsertConnection,
  deleteContentOf,
  selectConnection,
  assignSyncJob,
} from './social.queries';
import { sealedTokens } from './social-tokens';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export function notConfigured(platform: SocialPlatform) {
  const [id, secret] = CREDENTIAL_SETTINGS[platform];
  return badRequest(
    `${PLATFORM_LABELS[platform]} is not configured on this server: an administrator sets ${id} and ${secret}`,
  );
}

/** Starts connecting: the provider's authorization address for the popup. */
export async function startConnect(
  ctx: ServiceContext,
  actor: Actor,
  platform: SocialPlatform,
): Promise<{ oauth_url: string }> {
  const client = platformClient(ctx.config, platform);
  if (!client) throw notConfigured(platform);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const now = ctx.now();
  await insertOAuthState(ctx.db, {
    state_hash: hashState(state),
    user_id: actor.id,
    platform,
    code_verifier: codeVerifier,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SocialLimits.handshakeMinutes * 60_000).toISOString(),
  });
  return { oauth_url: client.authorizationUrl(state, codeVerifier).href };
}

function providerFailure(platform: SocialPlatform, error: unknown): HttpError {
  const label = PLATFORM_LABELS[platform];
  if (error instanceof PlatformAuthError) return badRequest(error.message);
  if (error instanceof PlatformRateLimitError || error instanceof PlatformError) {
    return new HttpError(502, `${label} could not be reached. Please try again.`);
  }
  return new HttpError(502, `Connecting ${label} failed. Please try again.`);
}

/**
 * The provider's return: checks the state against the handshake of the signed-in person,
 * exchanges the code with the verifier, reads who the account is, and stores it with its
 * tokens sealed. The first sync is queued with it.
 */
export async function completeConnect(
  ctx: ServiceContext,
  actor: Actor,
  platform: SocialPlatform,
  query: OAuthCallbackQuery,
): Promise<void> {
  const label = PLATFORM_LABELS[platform];
  if (query.error) {
    throw badRequest(
      query.error === 'access_denied'
        ? `You did not allow Backline to connect ${label}`
        : `${label} refused: ${query.error_description ?? query.error}`,
    );
  }
  if (!query.state || !query.code) throw badRequest(`${label} did not send the expected answer`);
  const handshake = await takeOAuthState(ctx.db, hashState(query.state));
  const now = ctx.now();
  if (
    !handshake ||
    handshake.platform !== platform ||
    new Date(handshake.expires_at).getTime() < now.getTime()
  ) {
    throw badRequest('This connection attempt expired or is not valid. Please start again.');
  }
  authorize(actor, 'socialHandshake.complete', handshake);
  const client = platformClient(ctx.config, platform);
  if (!client) throw notConfigured(platform);

  let connection;
  try {
    const tokens = await client.exchangeCode(query.code, handshake.code_verifier);
    const profile = await client.profile(tokens.accessToken);
    connection = { tokens, profile };
  } catch (error) {
    ctx.log.warn({ err: error, platform }, 'social connect failed');
    throw providerFailure(platform, error);
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // Reconnecting as another account of the platform: the former account's items go.
    const previous = await selectConnection(trx, actor.id, platform);
    if (previous && previous.platform_user_id !== connection.profile.id) {
      await deleteContentOf(trx, previous.id);
    }
    const { id } = await upsertConnection(trx, {
      user_id: actor.id,
      platform,
      platform_user_id: connection.profile.id,
      platform_username: connection.profile.username,
      ...sealedTokens(ctx, connection.tokens, null),
      scopes: connection.tokens.scopes,
      followers: connection.profile.followers,
      created_at: at,
      updated_at: at,
    });
    await insertActivity(trx, {
      user_id: actor.id,
      platform,
      kind: 'connected',
      items: null,
      detail: connection.profile.username,
      created_at: at,
    });
    const jobId = await ctx.jobs.enqueue(
      trx,
      syncSocialContent,
      { connectionId: id },
      { userId: actor.id },
    );
    await assignSyncJob(trx, id, jobId);
  });
}
