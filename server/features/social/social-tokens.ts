/**
 * Keeping a connection's tokens good: refreshing ahead of expiry, storing what the platform
 * sends (a refresh never replaces a stored refresh token with nothing), and marking the
 * connection for reconnecting only when the platform refuses the grant.
 */
import { PLATFORM_LABELS, SocialPlatform } from '../../../contract/social';
import { SocialLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import type { SocialConnectionRow } from '../../db/schema';
import { PermanentJobError } from '../../platform/jobs/define-job';
import type { SocialPlatformClient, TokenSet } from './platforms/platform-client';
import { PlatformAuthError } from './platforms/platform-client';
import { platformClient } from './platforms/social-platforms';
import { insertActivity, selectConnectionById, updateConnection } from './social.queries';
import { tokenCipher } from './token-cipher';

export function clientFor(ctx: ServiceContext, platform: string): SocialPlatformClient {
  const parsed = SocialPlatform.parse(platform);
  const client = platformClient(ctx.config, parsed);
  if (!client) {
    throw new PermanentJobError(`${PLATFORM_LABELS[parsed]} is not configured on this server`);
  }
  return client;
}

/** The columns that store a token set, sealed. */
export function sealedTokens(ctx: ServiceContext, tokens: TokenSet, storedRefresh: string | null) {
  const cipher = tokenCipher(ctx.config);
  let refresh = storedRefresh;
  if (tokens.refreshToken) refresh = cipher.encrypt(tokens.refreshToken);
  else if (refresh && cipher.isStale(refresh)) refresh = cipher.encrypt(cipher.decrypt(refresh));
  return {
    access_token_enc: cipher.encrypt(tokens.accessToken),
    refresh_token_enc: refresh,
    token_expires_at: tokens.expiresAt?.toISOString() ?? null,
  };
}

export async function markNeedsReauth(
  ctx: ServiceContext,
  connection: SocialConnectionRow,
  reason: string,
) {
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateConnection(trx, connection.id, {
      needs_reauth: 1,
      last_error: reason,
      updated_at: now,
    });
    await insertActivity(trx, {
      user_id: connection.user_id,
      platform: connection.platform,
      kind: 'needs_reauth',
      items: null,
      detail: reason,
      created_at: now,
    });
  });
}

/**
 * Refreshes the connection's tokens. An authorization refusal marks it for reconnecting and
 * is thrown as a `PlatformAuthError`; anything else (network, 5xx, 429) is thrown as it is, for
 * the job to try again. Returns the row as stored afterwards.
 */
export async function refreshConnection(
  ctx: ServiceContext,
  connection: SocialConnectionRow,
): Promise<SocialConnectionRow> {
  const client = clientFor(ctx, connection.platform);
  const cipher = tokenCipher(ctx.config);
  let tokens: TokenSet;
  try {
    tokens = await client.refresh({
      accessToken: cipher.decrypt(connection.access_token_enc),
      refreshToken: connection.refresh_token_enc
        ? cipher.decrypt(connection.refresh_token_enc)
        : null,
    });
  } catch (error) {
    if (error instanceof PlatformAuthError) {
      // Another run may have used the (rotating) refresh token first: that is not a refusal.
      const now = await selectConnectionById(ctx.db, connection.id);
      if (now && now.refresh_token_enc !== connection.refresh_token_enc) return now;
      await markNeedsReauth(ctx, connection, error.message);
    }
    throw error;
  }
  await updateConnection(ctx.db, connection.id, {
    ...sealedTokens(ctx, tokens, connection.refresh_token_enc),
    updated_at: ctx.now().toISOString(),
  });
  const stored = await selectConnectionById(ctx.db, connection.id);
  if (!stored) throw new PermanentJobError('The connection was removed');
  return stored;
}

/** How long before a platform's token lapses it is refreshed. */
export function refreshMarginMs(platform: string): number {
  return platform === 'instagram'
    ? SocialLimits.instagramRefreshAheadDays * 86_400_000
    : SocialLimits.refreshAheadMinutes * 60_000;
}

/** Whether the token lapses within the refresh margin (or has lapsed). */
export function isDueForRefresh(connection: SocialConnectionRow, now: Date): boolean {
  if (!connection.token_expires_at) return false;
  const margin = refreshMarginMs(connection.platform);
  return new Date(connection.token_expires_at).getTime() - margin <= now.getTime();
}

/** A usable access token, refreshed first when it is about to lapse. */
export async function freshAccessToken(
  ctx: ServiceContext,
  connection: SocialConnectionRow,
): Promise<{ accessToken: string; connection: SocialConnectionRow }> {
  const current = isDueForRefresh(connection, ctx.now())
    ? await refreshConnection(ctx, connection)
    : connection;
  return {
    accessToken: tokenCipher(ctx.config).decrypt(current.access_token_enc),
    connection: current,
  };
}
