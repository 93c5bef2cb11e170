/**
 * A stand-in for TikTok, YouTube (Google), X and Instagram in one HTTP server, for tests: the
 * authorize pages (which approve at once and redirect back), the token endpoints (checking
 * client credentials and the PKCE verifier), refresh, the user and content endpoints with each
 * platform's real payload shapes and paging, and picture downloads. Tests steer it: how many
 * items each account has, rate limits, refused or failing refreshes, revoked tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialPlatform } from '../../contract/social';

interface Grant {
  platform: SocialPlatform;
  challenge: string;
  redirectUri: string;
}

export const FAKE_CLIENTS: Record<SocialPlatform, { id: string; secret: string }> = {
  tiktok: { id: 'tiktok-client-key', secret: 'tiktok-client-secret' },
  youtube: { id: 'youtube-client-id', secret: 'youtube-client-secret' },
  twitter: { id: 'twitter-client-id', secret: 'twitter-client-secret' },
  instagram: { id: 'instagram-client-id', secret: 'instagram-client-secret' },
};

export const FAKE_ACCOUNTS: Record<
  SocialPlatform,
  { id: string; username: string; followers: number }
> = {
  tiktok: { id: 'tt-open-id-1', username: 'beatmaker.tt', followers: 12_400 },
  youtube: { id: 'UU-uploads-1', username: '@beatmakerTV', followers: 3_200 },
  twitter: { id: '2244994945', username: 'beatmaker_x', followers: 870 },
  instagram: { id: '17841400000000001', username: 'beatmaker.ig', followers: 5_100 },
};

/** The figures of item `index` (0 = newest) of a platform: fixed, so tests can add them up. */
export function fakeItem(platform: SocialPlatform, index: number) {
  return {
    id: `${platform}-item-${index}`,
    title: `${platform} clip ${index}`,
    views: 1000 + index * 10,
    likes: 100 + index,
    comments: 10,
    shares: 5,
    createdSeconds: 1_790_000_000 - index * 3600,
    isVideo: index % 3 !== 2,
  };
}

export class FakeSocialPlatforms {
  private server: http.Server | null = null;
  baseUrl = '';
  /** How many items each account has. */
  readonly itemCount: Record<SocialPlatform, number> = {
    tiktok: 45,
    youtube: 30,
    twitter: 25,
    instagram: 12,
  };
  accessTokenLifetimeSeconds = 3600;
  /**
   * The next `remaining` API calls answer 429, asking to wait `retryAfterSeconds`: in a
   * Retry-After header, or as X (`x-rate-limit-reset`) and Instagram (403, code 4) do. With `fromItem`,
   * only calls for content pages starting at or after that item are limited (a sync that gets
   * some pages in first).
   */
  rateLimit: {
    remaining: number;
    retryAfterSeconds: number;
    fromItem?: number;
    /** YouTube answers that the project's daily quota is spent (403 quotaExceeded). */
    dailyQuota?: boolean;
  } = {
    remaining: 0,
    retryAfterSeconds: 30,
  };
  /** How the next refreshes answer: as usual, a refusal of the grant, or a 503. */
  refreshBehaviour: 'ok' | 'invalid_grant' | 'unavailable' = 'ok';
  readonly calls: { path: string; method: string }[] = [];
  /** Text posts made through X's API, in order. */
  readonly posts: string[] = [];
  /** The same posts with their ids and the post each replies to (null for none). */
  readonly tweets: { id: string; text: string; replyTo: string | null }[] = [];
  /** While set, X answers 503 to the post that would be this one (1-based in `posts`). */
  failPostNumber: number | null = null;
  /** Platforms whose grant was revoked through their revocation endpoint, in order. */
  readonly revocations: SocialPlatform[] = [];
  /** What the picture addresses answer while set (by default a PNG, said to be one). */
  picture: { contentType: string; body: Buffer } | null = null;
  /** While set, the picture addresses answer with a redirect here (the `/moved/` ones do not). */
  pictureRedirect: string | null = null;
  /** The revocation endpoints answer 503 while set. */
  revocationDown = false;
  /**
   * Called before a content page is answered (which platform, the index of its first item),
   * or before a profile call (`from` null); a crash test kills the syncing server here.
   */
  onContentCall: ((platform: SocialPlatform, from: number | null) => void | Promise<void>) | null =
    null;
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<
    string,
    { platform: SocialPlatform; expiresAt: number }
  >();
  private readonly refreshTokens = new Map<string, SocialPlatform>();

  async start(port = 0): Promise<this> {
    this.server = http.createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The settings that point the app at this server with its client credentials. */
  env(platforms: readonly SocialPlatform[] = ['tiktok', 'youtube', 'twitter', 'instagram']) {
    const base = this.baseUrl;
    const all: Record<SocialPlatform, Record<string, string>> = {
      tiktok: {
        TIKTOK_CLIENT_KEY: FAKE_CLIENTS.tiktok.id,
        TIKTOK_CLIENT_SECRET: FAKE_CLIENTS.tiktok.secret,
        TIKTOK_AUTHORIZE_URL: `${base}/tiktok/v2/auth/authorize/`,
        TIKTOK_API_URL: `${base}/tiktok`,
      },
      youtube: {
        YOUTUBE_CLIENT_ID: FAKE_CLIENTS.youtube.id,
        YOUTUBE_CLIENT_SECRET: FAKE_CLIENTS.youtube.secret,
        YOUTUBE_AUTHORIZE_URL: `${base}/google/o/oauth2/v2/auth`,
        YOUTUBE_TOKEN_URL: `${base}/google/token`,
        YOUTUBE_REVOKE_URL: `${base}/google/revoke`,
        YOUTUBE_API_URL: `${base}/youtube/v3`,
      },
      twitter: {
        TWITTER_CLIENT_ID: FAKE_CLIENTS.twitter.id,
        TWITTER_CLIENT_SECRET: FAKE_CLIENTS.twitter.secret,
        TWITTER_AUTHORIZE_URL: `${base}/x/i/oauth2/authorize`,
        TWITTER_API_URL: `${base}/x`,
      },
      instagram: {
        INSTAGRAM_CLIENT_ID: FAKE_CLIENTS.instagram.id,
        INSTAGRAM_CLIENT_SECRET: FAKE_CLIENTS.instagram.secret,
        INSTAGRAM_AUTHORIZE_URL: `${base}/instagram/oauth/authorize`,
        INSTAGRAM_TOKEN_URL: `${base}/instagram/oauth/access_token`,
        INSTAGRAM_API_URL: `${base}/graph`,
      },
    };
    return Object.assign({}, ...platforms.map((platform) => all[platform])) as Record<
      string,
      string
    >;
  }

  /** Every access token of the platform stops working (the person revoked the app). */
  revokeAccess(platform: SocialPlatform) {
    for (const [token, grant] of this.accessTokens) {
      if (grant.platform === platform) this.accessTokens.delete(token);
    }
  }

  /** Every token of the platform lapses now. */
  expireAccess(platform: SocialPlatform) {
    for (const grant of this.accessTokens.values()) {
      if (grant.platform === platform) grant.expiresAt = 0;
    }
  }

  count(pathPart: string): number {
    return this.calls.filter((call) => call.path.includes(pathPart)).length;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const path = url.pathname;
    this.calls.push({ path, method: request.method ?? 'GET' });
    const body = await readBody(request);
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };

    const authorize: Record<string, SocialPlatform> = {
      '/tiktok/v2/auth/authorize/': 'tiktok',
      '/google/o/oauth2/v2/auth': 'youtube',
      '/x/i/oauth2/authorize': 'twitter',
      '/instagram/oauth/authorize': 'instagram',
    };
    if (authorize[path]) return this.authorize(authorize[path], url, response);
    if (path === '/tiktok/v2/oauth/token/') return this.token('tiktok', body, request, json);
    if (path === '/google/token') return this.token('youtube', body, request, json);
    if (path === '/x/2/oauth2/token') return this.token('twitter', body, request, json);
    if (path === '/instagram/oauth/access_token')
      return this.token('instagram', body, request, json);
    const revocation: Record<string, SocialPlatform> = {
      '/tiktok/v2/oauth/revoke/': 'tiktok',
      '/google/revoke': 'youtube',
      '/x/2/oauth2/revoke': 'twitter',
    };
    if (revocation[path]) {
      if (this.revocationDown) return json(503, { error: 'temporarily_unavailable' });
      const token = body.get('token') ?? '';
      const platform = revocation[path];
      if (
        this.accessTokens.get(token)?.platform !== platform &&
        this.refreshTokens.get(token) !== platform
      ) {
        return json(400, { error: 'invalid_request' });
      }
      // Revoking withdraws the whole grant: every token of the (one) account goes.
      this.revokeAccess(platform);
      for (const [refresh, owner] of this.refreshTokens) {
        if (owner === platform) this.refreshTokens.delete(refresh);
      }
      this.revocations.push(platform);
      return json(200, {});
    }
    if (path === '/graph/access_token' || path === '/graph/refresh_access_token') {
      return this.instagramLongLived(path, url, json);
    }
    if (path.startsWith('/cdn/') && this.pictureRedirect) {
      response.writeHead(302, { location: this.pictureRedirect });
      return response.end();
    }
    if (path.startsWith('/cdn/') || path.startsWith('/moved/')) {
      const picture = this.picture ?? { contentType: 'image/png', body: TINY_PNG };
      response.writeHead(200, { 'content-type': picture.contentType, 'cache-control': 'no-store' });
      return response.end(picture.body);
    }

    // Everything else is an API call with a bearer token (Instagram's may be in the query).
    const platform = apiPlatform(path);
    if (!platform) return json(404, { error: 'not found' });
    const from = contentPageStart(path, url, body);
    const { fromItem } = this.rateLimit;
    const limited = fromItem === undefined || (from != null && from >= fromItem);
    if (this.rateLimit.remaining > 0 && limited) {
      this.rateLimit.remaining -= 1;
      return this.rateLimited(platform, json);
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? url.searchParams.get('access_token') ?? '';
    const grant = this.accessTokens.get(token);
    if (!grant || grant.platform !== platform || grant.expiresAt < Date.now()) {
      if (platform === 'instagram') {
        return json(400, {
          error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
        });
      }
      return json(401, {
        error: { code: 'access_token_invalid', message: 'The access token is invalid' },
      });
    }
    if (from !== undefined) await this.onContentCall?.(platform, from);
    return this.api(platform, path, url, body, json);
  }

  /** A refusal for going too fast, as each platform words it (see rate-limits.ts). */
  private rateLimited(
    platform: SocialPlatform,
    json: (status: number, payload: unknown, headers?: Record<string, string>) => void,
  ) {
    const wait = this.rateLimit.retryAfterSeconds;
    if (platform === 'twitter') {
      return json(
        429,
        { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank' },
        { 'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + wait) },
      );
    }
    if (platform === 'youtube' && this.rateLimit.dailyQuota) {
      return json(403, {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
          errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
        },
      });
    }
    if (platform === 'instagram') {
      const usage = {
        [FAKE_ACCOUNTS.instagram.id]: [
          {
            type: 'instagram',
            call_count: 100,
            total_cputime: 20,
            total_time: 30,
            estimated_time_to_regain_access: Math.ceil(wait / 60),
          },
        ],
      };
      return json(
        403,
        {
          error: {
            message: 'Application request limit reached',
            type: 'OAuthException',
            code: 4,
          },
        },
        { 'x-business-use-case-usage': JSON.stringify(usage) },
      );
    }
    return json(
      429,
      { error: { code: 'rate_limit_exceeded', message: 'Too many requests' } },
      { 'retry-after': String(wait) },
    );
  }

  private authorize(platform: SocialPlatform, url: URL, response: http.ServerResponse) {
    const clientParam = platform === 'tiktok' ? 'client_key' : 'client_id';
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get(clientParam) !== FAKE_CLIENTS[platform].id || !redirectUri) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      return response.end('unknown client');
    }
    const code = `code-${randomBytes(8).toString('hex')}`;
    this.grants.set(code, {
      platform,
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.href });
    response.end();
  }

  /** Makes a code for `platform` without the browser (API tests), as the authorize page would. */
  approve(authorizationUrl: string): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const platform = Object.entries({
      '/tiktok/': 'tiktok',
      '/google/': 'youtube',
      '/x/': 'twitter',
      '/instagram/': 'instagram',
    }).find(([prefix]) => url.pathname.startsWith(prefix))?.[1] as SocialPlatform;
    const code = `code-${randomBytes(8).toString('hex')}`;
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    this.grants.set(code, {
      platform,
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri,
    });
    return { code, state: url.searchParams.get('state') ?? '', redirectUri };
  }

  private issue(platform: SocialPlatform) {
    const accessToken = `${platform}-at-${randomBytes(12).toString('hex')}`;
    this.accessTokens.set(accessToken, {
      platform,
      expiresAt: Date.now() + this.accessTokenLifetimeSeconds * 1000,
    });
    return accessToken;
  }

  private issueRefresh(platform: SocialPlatform) {
    const refreshToken = `${platform}-rt-${randomBytes(12).toString('hex')}`;
    this.refreshTokens.set(refreshToken, platform);
    return refreshToken;
  }

  private token(
    platform: SocialPlatform,
    body: URLSearchParams,
    request: http.IncomingMessage,
    json: (status: number, payload: unknown) => void,
  ) {
    const client = FAKE_CLIENTS[platform];
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [undefined, undefined];
    const id = basicId ?? body.get(platform === 'tiktok' ? 'client_key' : 'client_id');
    const secret = basicSecret ?? body.get('client_secret');
    if (id !== client.id || secret !== client.secret) {
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    const grantType = body.get('grant_type');
    if (grantType === 'authorization_code') {
      const grant = this.grants.get(body.get('code') ?? '');
      this.grants.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        grant.platform !== platform ||
        grant.challenge !== challenge ||
        grant.redirectUri !== body.get('redirect_uri')
      ) {
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Authorization code is invalid',
        });
      }
      const accessToken = this.issue(platform);
      if (platform === 'instagram') {
        // A short-lived token; the long-lived one comes from /graph/access_token.
        return json(200, {
          access_token: accessToken,
          user_id: FAKE_ACCOUNTS.instagram.id,
          permissions: ['instagram_business_basic'],
        });
      }
      return json(200, {
        access_token: accessToken,
        expires_in: this.accessTokenLifetimeSeconds,
        refresh_token: this.issueRefresh(platform),
        token_type: 'Bearer',
        scope: 'read',
        ...(platform === 'tiktok'
          ? { open_id: FAKE_ACCOUNTS.tiktok.id, refresh_expires_in: 31_536_000 }
          : {}),
      });
    }
    if (grantType === 'refresh_token') {
      if (this.refreshBehaviour === 'unavailable') return json(503, { error: 'temporarily down' });
      const refreshToken = body.get('refresh_token') ?? '';
      if (
        this.refreshBehaviour === 'invalid_grant' ||
        this.refreshTokens.get(refreshToken) !== platform
      ) {
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Refresh token is invalid or revoked',
        });
      }
      const rotated: Record<string, string> = {};
      // X rotates refresh tokens; Google sends none on refresh (the stored one stays good).
      if (platform === 'twitter' || platform === 'tiktok') {
        this.refreshTokens.delete(refreshToken);
        rotated.refresh_token = this.issueRefresh(platform);
      }
      return json(200, {
        access_token: this.issue(platform),
        expires_in: this.accessTokenLifetimeSeconds,
        token_type: 'Bearer',
        ...rotated,
      });
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  private instagramLongLived(
    path: string,
    url: URL,
    json: (status: number, payload: unknown) => void,
  ) {
    const token = url.searchParams.get('access_token') ?? '';
    const grant = this.accessTokens.get(token);
    if (path === '/graph/refresh_access_token' && this.refreshBehaviour === 'unavailable') {
      return json(503, { error: { message: 'Service unavailable', code: 2 } });
    }
    if (
      !grant ||
      grant.platform !== 'instagram' ||
      grant.expiresAt < Date.now() ||
      this.refreshBehaviour === 'invalid_grant'
    ) {
      return json(400, {
        error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
      });
    }
    if (
      path === '/graph/access_token' &&
      url.searchParams.get('client_secret') !== FAKE_CLIENTS.instagram.secret
    ) {
      return json(400, {
        error: { message: 'Invalid client secret', type: 'OAuthException', code: 101 },
      });
    }
    this.accessTokens.delete(token);
    return json(200, {
      access_token: this.issue('instagram'),
      token_type: 'bearer',
      expires_in: this.accessTokenLifetimeSeconds,
    });
  }

  private api(
    platform: SocialPlatform,
    path: string,
    url: URL,
    body: URLSearchParams | Record<string, unknown>,
    json: (status: number, payload: unknown) => void,
  ) {
    const account = FAKE_ACCOUNTS[platform];
    const total = this.itemCount[platform];
    const items = (from: number, size: number) =>
      Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
        fakeItem(platform, from + i),
      );
    const picture = (id: string) => `${this.baseUrl}/cdn/${id}.png?x-signature=secret-${id}`;
    const ok = { code: 'ok', message: '', log_id: 'log' };

    if (path === '/tiktok/v2/user/info/') {
      return json(200, {
        data: {
          user: {
            open_id: account.id,
            display_name: 'Beat Maker',
            username: account.username,
            follower_count: account.followers,
          },
        },
        error: ok,
      });
    }
    if (path === '/tiktok/v2/video/list/') {
      const request = body as { cursor?: number; max_count?: number };
      const from = request.cursor ?? 0;
      const page = items(from, request.max_count ?? 20);
      return json(200, {
        data: {
          videos: page.map((item) => ({
            id: item.id,
            title: item.title,
            video_description: `About ${item.title}`,
            cover_image_url: picture(item.id),
            share_url: `https://www.tiktok.com/@${account.username}/video/${item.id}`,
            create_time: item.createdSeconds,
            view_count: item.views,
            like_count: item.likes,
            comment_count: item.comments,
            share_count: item.shares,
          })),
          cursor: from + page.length,
          has_more: from + page.length < total,
        },
        error: ok,
      });
    }
    if (path === '/youtube/v3/channels') {
      return json(200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            kind: 'youtube#channel',
            id: 'UC-channel-1',
            snippet: { title: 'Beat Maker TV', customUrl: account.username },
            statistics: {
              viewCount: '99000',
              subscriberCount: String(account.followers),
              hiddenSubscriberCount: false,
              videoCount: String(total),
            },
            contentDetails: { relatedPlaylists: { likes: '', uploads: account.id } },
          },
        ],
      });
    }
    if (path === '/youtube/v3/playlistItems') {
      const from = Number(url.searchParams.get('pageToken') ?? 0);
      const size = Number(url.searchParams.get('maxResults') ?? 5);
      const page = items(from, size);
      return json(200, {
        kind: 'youtube#playlistItemListResponse',
        items: page.map((item) => ({
          kind: 'youtube#playlistItem',
          contentDetails: { videoId: item.id },
        })),
        ...(from + page.length < total ? { nextPageToken: String(from + page.length) } : {}),
        pageInfo: { totalResults: total, resultsPerPage: size },
      });
    }
    if (path === '/youtube/v3/videos') {
      const ids = (url.searchParams.get('id') ?? '').split(',');
      return json(200, {
        kind: 'youtube#videoListResponse',
        items: ids.map((id) => {
          const item = fakeItem('youtube', Number(id.split('-').pop()));
          return {
            id,
            snippet: {
              publishedAt: new Date(item.createdSeconds * 1000).toISOString(),
              title: item.title,
              description: `About ${item.title}`,
              thumbnails: { high: { url: picture(id), width: 480, height: 360 } },
            },
            statistics: {
              viewCount: String(item.views),
              likeCount: String(item.likes),
              commentCount: String(item.comments),
            },
          };
        }),
      });
    }
    if (path === '/x/2/tweets') {
      const request = body as { text?: unknown; reply?: { in_reply_to_tweet_id?: unknown } };
      if (typeof request.text !== 'string' || !request.text) {
        return json(400, { title: 'Invalid Request', detail: 'text is required' });
      }
      if (request.text.length > 280) {
        return json(403, { title: 'Forbidden', detail: 'Text is too long' });
      }
      const replyTo = request.reply?.in_reply_to_tweet_id;
      if (replyTo !== undefined && !this.tweets.some((tweet) => tweet.id === replyTo)) {
        return json(400, { title: 'Invalid Request', detail: 'The post to reply to is unknown' });
      }
      if (this.failPostNumber === this.posts.length + 1) {
        return json(503, { title: 'Service Unavailable', detail: 'Service Unavailable' });
      }
      this.posts.push(request.text);
      const id = `post-${this.posts.length}`;
      this.tweets.push({
        id,
        text: request.text,
        replyTo: (replyTo as string | undefined) ?? null,
      });
      return json(201, { data: { id, text: request.text } });
    }
    if (path === '/x/2/users/me') {
      return json(200, {
        data: {
          id: account.id,
          name: 'Beat Maker',
          username: account.username,
          public_metrics: {
            followers_count: account.followers,
            following_count: 10,
            tweet_count: total,
          },
        },
      });
    }
    if (path === `/x/2/users/${account.id}/tweets`) {
      const from = Number(url.searchParams.get('pagination_token') ?? 0);
      const page = items(from, Number(url.searchParams.get('max_results') ?? 10));
      return json(200, {
        data: page.map((item) => ({
          id: item.id,
          text: `Post: ${item.title}`,
          created_at: new Date(item.createdSeconds * 1000).toISOString(),
          public_metrics: {
            retweet_count: item.shares,
            reply_count: item.comments,
            like_count: item.likes,
            quote_count: 0,
            impression_count: item.views,
          },
          ...(item.isVideo ? { attachments: { media_keys: [`7_${item.id}`] } } : {}),
        })),
        includes: {
          media: page
            .filter((item) => item.isVideo)
            .map((item) => ({
              media_key: `7_${item.id}`,
              type: 'video',
              preview_image_url: picture(item.id),
            })),
        },
        meta: {
          result_count: page.length,
          ...(from + page.length < total ? { next_token: String(from + page.length) } : {}),
        },
      });
    }
    if (path === '/graph/me') {
      return json(200, {
        user_id: account.id,
        id: account.id,
        username: account.username,
        followers_count: account.followers,
      });
    }
    if (path === '/graph/me/media') {
      const from = Number(url.searchParams.get('after') ?? 0);
      const page = items(from, Number(url.searchParams.get('limit') ?? 25));
      const more = from + page.length < total;
      return json(200, {
        data: page.map((item) => ({
          id: item.id,
          caption: `About ${item.title}`,
          media_type: item.isVideo ? 'VIDEO' : 'IMAGE',
          media_url: picture(item.id),
          ...(item.isVideo ? { thumbnail_url: picture(item.id) } : {}),
          permalink: `https://www.instagram.com/p/${item.id}/`,
          timestamp: new Date(item.createdSeconds * 1000).toISOString().replace('.000Z', '+0000'),
          like_count: item.likes,
          comments_count: item.comments,
        })),
        paging: {
          cursors: { before: String(from), after: String(from + page.length) },
          ...(more ? { next: `${this.baseUrl}/graph/me/media?after=${from + page.length}` } : {}),
        },
      });
    }
    return json(404, { error: { message: `no route ${path}` } });
  }
}

/** The first item of the content page a call asks for, null for a profile call, else undefined. */
function contentPageStart(
  path: string,
  url: URL,
  body: URLSearchParams & Record<string, unknown>,
): number | null | undefined {
  if (
    ['/tiktok/v2/user/info/', '/youtube/v3/channels', '/x/2/users/me', '/graph/me'].includes(path)
  )
    return null;
  if (path === '/tiktok/v2/video/list/') return Number((body as { cursor?: number }).cursor ?? 0);
  if (path === '/youtube/v3/playlistItems') return Number(url.searchParams.get('pageToken') ?? 0);
  if (/^\/x\/2\/users\/[^/]+\/tweets$/.test(path))
    return Number(url.searchParams.get('pagination_token') ?? 0);
  if (path === '/graph/me/media') return Number(url.searchParams.get('after') ?? 0);
  return undefined;
}

function apiPlatform(path: string): SocialPlatform | null {
  if (path.startsWith('/tiktok/')) return 'tiktok';
  if (path.startsWith('/youtube/')) return 'youtube';
  if (path.startsWith('/x/')) return 'twitter';
  if (path.startsWith('/graph/')) return 'instagram';
  return null;
}

async function readBody(
  request: http.IncomingMessage,
): Promise<URLSearchParams & Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    return Object.assign(
      new URLSearchParams(),
      JSON.parse(text || '{}') as Record<string, unknown>,
    );
  }
  return new URLSearchParams(text) as URLSearchParams & Record<string, unknown>;
}

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
