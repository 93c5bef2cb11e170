/**
 * YouTube (Google OAuth 2 with PKCE through arctic's client, and the YouTube Data API v3): the
 * channel's uploads playlist is paged, and each page's videos are read with their statistics.
 * https://developers.google.com/youtube/v3/docs
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { SocialConfig } from '../social-settings';
import type { SocialPlatformClient } from './platform-client';
import { PlatformAuthError } from './platform-client';
import { arcticTokenCall, platformJson } from './platform-http';

const SCOPES = ['https://www.googleapis.com/auth/youtube.readonly'];
const PAGE_SIZE = 50;

const count = z.coerce.number().int().optional();

const Channels = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string(), customUrl: z.string().optional() }),
        statistics: z
          .object({ subscriberCount: count, hiddenSubscriberCount: z.boolean().optional() })
          .optional(),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }),
      }),
    )
    .default([]),
});

const PlaylistItems = z.object({
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]),
  nextPageToken: z.string().optional(),
});

const Thumbnail = z.object({ url: z.string() }).optional();
const Videos = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string().optional(),
          description: z.string().optional(),
          publishedAt: z.string().optional(),
          thumbnails: z
            .object({ high: Thumbnail, medium: Thumbnail, default: Thumbnail })
            .optional(),
        }),
        statistics: z
          .object({ viewCount: count, likeCount: count, commentCount: count })
          .optional(),
      }),
    )
    .default([]),
});

export function youtubeClient(
  settings: SocialConfig['youtube'],
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialPlatformClient {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  const api = settings.apiUrl;
  return {
    platform: 'youtube',
    authorizationUrl(state, codeVerifier) {
      const url = client.createAuthorizationURLWithPKCE(
        settings.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      // A refresh token is only given with offline access, and again only on consent.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url;
    },
    exchangeCode(code, codeVerifier) {
      return arcticTokenCall('youtube', () =>
        client.validateAuthorizationCode(settings.tokenUrl, code, codeVerifier),
      );
    },
    refresh({ refreshToken }) {
      if (!refreshToken) {
        return Promise.reject(new PlatformAuthError('youtube', 'Google gave no refresh token'));
      }
      return arcticTokenCall('youtube', () =>
        client.refreshAccessToken(settings.tokenUrl, refreshToken, []),
      );
    },
    async revoke({ accessToken, refreshToken }) {
      // Revoking the refresh token withdraws the whole grant (Google's OAuth 2 docs).
      await client.revokeToken(settings.revokeUrl, refreshToken ?? accessToken);
    },
    async profile(accessToken) {
      const reply = await platformJson(
        'youtube',
        `${api}/channels?part=snippet,statistics,contentDetails&mine=true`,
        accessToken,
        Channels,
      );
      const channel = reply.items[0];
      if (!channel) throw new PlatformAuthError('youtube', 'This Google account has no channel');
      return {
        id: channel.contentDetails.relatedPlaylists.uploads,
        username: channel.snippet.customUrl ?? channel.snippet.title,
        followers: channel.statistics?.hiddenSubscriberCount
          ? null
          : (channel.statistics?.subscriberCount ?? null),
      };
    },
    async contentPage(accessToken, profile, cursor) {
      const page = new URL(`${api}/playlistItems`);
      page.searchParams.set('part', 'contentDetails');
      page.searchParams.set('playlistId', profile.id);
      page.searchParams.set('maxResults', String(PAGE_SIZE));
      if (cursor) page.searchParams.set('pageToken', cursor);
      const listed = await platformJson('youtube', page.href, accessToken, PlaylistItems);
      const ids = listed.items.map((item) => item.contentDetails.videoId);
      if (ids.length === 0) return { items: [], nextCursor: null };
      const videos = await platformJson(
        'youtube',
        `${api}/videos?part=snippet,statistics&id=${ids.map(encodeURIComponent).join(',')}`,
        accessToken,
        Videos,
      );
      return {
        items: videos.items.map((video) => {
          const thumbnails = video.snippet.thumbnails;
          return {
            id: video.id,
            title: video.snippet.title || null,
            description: video.snippet.description || null,
            thumbnailUrl:
              thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url ?? null,
            mediaUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
            isVideo: true,
            postedAt: video.snippet.publishedAt ?? null,
            views: video.statistics?.viewCount ?? null,
            likes: video.statistics?.likeCount ?? null,
            comments: video.statistics?.commentCount ?? null,
            shares: null,
          };
        }),
        nextCursor: listed.nextPageToken ?? null,
      };
    },
  };
}
