/**
 * What Backline needs from a social platform, the same for each: the OAuth 2 handshake
 * (authorization code with PKCE), refreshing, who the account is, and its content a page at a
 * time. Each platform's file maps its own API onto this.
 */
import type { SocialPlatform } from '../../../../contract/social';

export interface TokenSet {
  accessToken: string;
  /** Null when the platform sent none (the stored one is then kept). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string;
}

export interface PlatformProfile {
  id: string;
  username: string;
  /** Null where the platform's API does not give followers to this app. */
  followers: number | null;
}

export interface PlatformContent {
  id: string;
  title: string | null;
  description: string | null;
  thumbnailUrl: string | null;
  mediaUrl: string | null;
  isVideo: boolean;
  postedAt: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

export interface ContentPage {
  items: PlatformContent[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

export interface SocialPlatformClient {
  platform: SocialPlatform;
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenSet>;
  /** New tokens from the stored ones; a refusal is a `PlatformAuthError`. */
  refresh(tokens: { accessToken: string; refreshToken: string | null }): Promise<TokenSet>;
  profile(accessToken: string): Promise<PlatformProfile>;
  contentPage(
    accessToken: string,
    profile: { id: string },
    cursor: string | null,
  ): Promise<ContentPage>;
  /**
   * Publishes a text post, where the platform's API accepts one (X); the others take only
   * video or pictures uploaded with the post, and leave this out. With `replyTo` (a post's id)
   * it goes out as a reply to that post: how a thread is chained.
   */
  publishText?(
    accessToken: string,
    text: string,
    replyTo?: string,
  ): Promise<{ id: string; url: string }>;
  /** Withdraws the grant at the platform, where it has a revocation endpoint. */
  revoke?(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
}

/** The platform refused the credentials: only the owner reconnecting can help. */
export class PlatformAuthError extends Error {
  constructor(
    readonly platform: SocialPlatform,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformAuthError';
  }
}

/** The platform asked us to slow down (HTTP 429); `retryAfterMs` from its Retry-After. */
export class PlatformRateLimitError extends Error {
  constructor(
    readonly platform: SocialPlatform,
    readonly retryAfterMs: number,
  ) {
    super(`${platform} rate limit reached; trying again in ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'PlatformRateLimitError';
  }
}

/** Anything else (network, 5xx, an answer we cannot read): worth trying again later. */
export class PlatformError extends Error {
  constructor(
    readonly platform: SocialPlatform,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlatformError';
  }
}
