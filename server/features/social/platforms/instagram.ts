/**
 * Instagram through Instagram Login (Instagram API with Instagram Login), on the same interface
 * as the others though arctic has no Instagram: the code is exchanged for a short-lived token,
 * that for a long-lived one (60 days), which is refreshed with itself before it lapses. PKCE is
 * sent as for every platform; Instagram ignores what it does not use.
 * https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login
 */
import { z } from 'zod';
import type { SocialConfig } from '../social-settings';
import { s256Challenge } from './pkce';
import type { SocialPlatformClient, TokenSet } from './platform-client';
import { formTokenCall, platformJson, platformJsonNoAuth } from './platform-http';

const SCOPES = ['instagram_business_basic'];
const PAGE_SIZE = 50;

const LongLivedToken = z.object({
  access_token: z.string(),
  expires_in: z.number().int().optional(),
});

const Me = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String).optional(),
  id: z.string(),
  username: z.string(),
  followers_count: z.number().int().optional(),
});

const Media = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        caption: z.string().optional(),
        media_type: z.string(),
        media_url: z.string().optional(),
        thumbnail_url: z.string().optional(),
        permalink: z.string().optional(),
        timestamp: z.string().optional(),
        like_count: z.number().int().optional(),
        comments_count: z.number().int().optional(),
      }),
    )
    .default([]),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

function longLived(reply: z.infer<typeof LongLivedToken>): TokenSet {
  return {
    accessToken: reply.access_token,
    refreshToken: null,
    expiresAt: reply.expires_in ? new Date(Date.now() + reply.expires_in * 1000) : null,
    scopes: SCOPES.join(','),
  };
}

export function instagramClient(
  settings: SocialConfig['instagram'],
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialPlatformClient {
  const api = settings.apiUrl;
  return {
    platform: 'instagram',
    authorizationUrl(state, codeVerifier) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', credentials.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPES.join(','));
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', s256Challenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    async exchangeCode(code, codeVerifier) {
      const short = await formTokenCall('instagram', settings.tokenUrl, {
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const exchange = new URL(`${api}/access_token`);
      exchange.searchParams.set('grant_type', 'ig_exchange_token');
      exchange.searchParams.set('client_secret', credentials.clientSecret);
      exchange.searchParams.set('access_token', short.accessToken);
      return longLived(await platformJsonNoAuth('instagram', exchange.href, LongLivedToken));
    },
    async refresh({ accessToken }) {
      // A long-lived token refreshes itself; a lapsed one answers 400 and is an auth error.
      const url = new URL(`${api}/refresh_access_token`);
      url.searchParams.set('grant_type', 'ig_refresh_token');
      url.searchParams.set('access_token', accessToken);
      return longLived(await platformJsonNoAuth('instagram', url.href, LongLivedToken));
    },
    async profile(accessToken) {
      const me = await platformJson(
        'instagram',
        `${api}/me?fields=user_id,id,username,followers_count`,
        accessToken,
        Me,
      );
      return {
        id: me.user_id ?? me.id,
        username: me.username,
        followers: me.followers_count ?? null,
      };
    },
    async contentPage(accessToken, _profile, cursor) {
      const url = new URL(`${api}/me/media`);
      url.searchParams.set(
        'fields',
        'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count',
      );
      url.searchParams.set('limit', String(PAGE_SIZE));
      if (cursor) url.searchParams.set('after', cursor);
      const reply = await platformJson('instagram', url.href, accessToken, Media);
      return {
        items: reply.data.map((media) => {
          const isVideo = media.media_type === 'VIDEO';
          return {
            id: media.id,
            title: null,
            description: media.caption ?? null,
            thumbnailUrl: isVideo ? (media.thumbnail_url ?? null) : (media.media_url ?? null),
            mediaUrl: media.permalink ?? media.media_url ?? null,
            isVideo,
            postedAt: media.timestamp ?? null,
            // Views need the insights permission, which this app does not ask for.
            views: null,
            likes: media.like_count ?? null,
            comments: media.comments_count ?? null,
            shares: null,
          };
        }),
        nextCursor: reply.paging?.next ? (reply.paging.cursors?.after ?? null) : null,
      };
    },
  };
}
