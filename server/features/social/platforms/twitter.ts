/**
 * X (Twitter) OAuth 2 with PKCE through arctic's client (a confidential client, as arctic's
 * Twitter provider makes it), and the X API v2 user timeline.
 * https://docs.x.com/x-api/users/get-posts
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { SocialConfig } from '../social-settings';
import type { SocialPlatformClient } from './platform-client';
import { PlatformAuthError } from './platform-client';
import { arcticTokenCall, platformJson } from './platform-http';

const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];
const PAGE_SIZE = 100;

const Me = z.object({
  data: z.object({
    id: z.string(),
    username: z.string(),
    public_metrics: z.object({ followers_count: z.number().int() }).partial().optional(),
  }),
});

const CreatedTweet = z.object({ data: z.object({ id: z.string() }) });

const Tweets = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string().optional(),
        public_metrics: z
          .object({
            retweet_count: z.number().int(),
            reply_count: z.number().int(),
            like_count: z.number().int(),
            quote_count: z.number().int(),
            impression_count: z.number().int(),
          })
          .partial()
          .optional(),
        attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
      }),
    )
    .default([]),
  includes: z
    .object({
      media: z
        .array(
          z.object({
            media_key: z.string(),
            type: z.string(),
            url: z.string().optional(),
            preview_image_url: z.string().optional(),
          }),
        )
        .default([]),
    })
    .optional(),
  meta: z.object({ next_token: z.string().optional() }).optional(),
});

export function twitterClient(
  settings: SocialConfig['twitter'],
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialPlatformClient {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  const tokenUrl = `${settings.apiUrl}/2/oauth2/token`;
  return {
    platform: 'twitter',
    authorizationUrl(state, codeVerifier) {
      return client.createAuthorizationURLWithPKCE(
        settings.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
    },
    exchangeCode(code, codeVerifier) {
      return arcticTokenCall('twitter', () =>
        client.validateAuthorizationCode(tokenUrl, code, codeVerifier),
      );
    },
    refresh({ refreshToken }) {
      if (!refreshToken) {
        return Promise.reject(new PlatformAuthError('twitter', 'X gave no refresh token'));
      }
      return arcticTokenCall('twitter', () =>
        client.refreshAccessToken(tokenUrl, refreshToken, []),
      );
    },
    async profile(accessToken) {
      const reply = await platformJson(
        'twitter',
        `${settings.apiUrl}/2/users/me?user.fields=public_metrics`,
        accessToken,
        Me,
      );
      return {
        id: reply.data.id,
        username: reply.data.username,
        followers: reply.data.public_metrics?.followers_count ?? null,
      };
    },
    async contentPage(accessToken, profile, cursor) {
      const url = new URL(`${settings.apiUrl}/2/users/${encodeURIComponent(profile.id)}/tweets`);
      url.searchParams.set('max_results', String(PAGE_SIZE));
      url.searchParams.set('tweet.fields', 'created_at,public_metrics,attachments');
      url.searchParams.set('expansions', 'attachments.media_keys');
      url.searchParams.set('media.fields', 'type,url,preview_image_url');
      if (cursor) url.searchParams.set('pagination_token', cursor);
      const reply = await platformJson('twitter', url.href, accessToken, Tweets);
      const media = new Map((reply.includes?.media ?? []).map((item) => [item.media_key, item]));
      return {
        items: reply.data.map((tweet) => {
          const attached = (tweet.attachments?.media_keys ?? [])
            .map((key) => media.get(key))
            .filter((item) => item !== undefined);
          const video = attached.find(
            (item) => item.type === 'video' || item.type === 'animated_gif',
          );
          const picture = video ?? attached[0];
          const metrics = tweet.public_metrics;
          return {
            id: tweet.id,
            title: null,
            description: tweet.text,
            thumbnailUrl: picture?.preview_image_url ?? picture?.url ?? null,
            mediaUrl: `https://x.com/i/status/${encodeURIComponent(tweet.id)}`,
            isVideo: video !== undefined,
            postedAt: tweet.created_at ?? null,
            views: metrics?.impression_count ?? null,
            likes: metrics?.like_count ?? null,
            comments: metrics?.reply_count ?? null,
            shares:
              metrics?.retweet_count === undefined
                ? null
                : metrics.retweet_count + (metrics.quote_count ?? 0),
          };
        }),
        nextCursor: reply.meta?.next_token ?? null,
      };
    },
    async revoke({ accessToken, refreshToken }) {
      const url = `${settings.apiUrl}/2/oauth2/revoke`;
      await client.revokeToken(url, refreshToken ?? accessToken);
    },
    async publishText(accessToken, text, replyTo) {
      const reply = await platformJson(
        'twitter',
        `${settings.apiUrl}/2/tweets`,
        accessToken,
        CreatedTweet,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          // https://docs.x.com/x-api/posts/create-post: a reply names the post it answers.
          body: JSON.stringify(
            replyTo ? { text, reply: { in_reply_to_tweet_id: replyTo } } : { text },
          ),
        },
      );
      return {
        id: reply.data.id,
        url: `https://x.com/i/status/${encodeURIComponent(reply.data.id)}`,
      };
    },
  };
}
