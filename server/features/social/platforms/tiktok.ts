/**
 * TikTok (Login Kit for Web and the Display API, v2). Arctic has TikTok, but with fixed
 * addresses; the same requests are made here against the configured ones.
 * https://developers.tiktok.com/doc/login-kit-web, /doc/tiktok-api-v2-video-list
 */
import { z } from 'zod';
import type { SocialConfig } from '../social-settings';
import { s256Challenge } from './pkce';
import type { ContentPage, SocialPlatformClient } from './platform-client';
import { PlatformAuthError, PlatformError } from './platform-client';
import { formTokenCall, platformJson, revokeByForm } from './platform-http';

const SCOPES = ['user.info.basic', 'user.info.stats', 'video.list'];
const PAGE_SIZE = 20;
/** TikTok's error codes that only reconnecting can cure. */
const AUTH_ERRORS = new Set([
  'access_token_invalid',
  'scope_not_authorized',
  'scope_permission_missed',
]);

const TikTokError = z.object({ code: z.string(), message: z.string().optional() });

const UserInfo = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string(),
      display_name: z.string().optional(),
      username: z.string().optional(),
      follower_count: z.number().int().optional(),
    }),
  }),
  error: TikTokError.optional(),
});

const VideoList = z.object({
  data: z.object({
    videos: z
      .array(
        z.object({
          id: z.string(),
          title: z.string().nullish(),
          video_description: z.string().nullish(),
          cover_image_url: z.string().nullish(),
          share_url: z.string().nullish(),
          create_time: z.number().int().nullish(),
          view_count: z.number().int().nullish(),
          like_count: z.number().int().nullish(),
          comment_count: z.number().int().nullish(),
          share_count: z.number().int().nullish(),
        }),
      )
      .default([]),
    cursor: z.number().int().nullish(),
    has_more: z.boolean().default(false),
  }),
  error: TikTokError.optional(),
});

const VIDEO_FIELDS = [
  'id',
  'title',
  'video_description',
  'cover_image_url',
  'share_url',
  'create_time',
  'view_count',
  'like_count',
  'comment_count',
  'share_count',
].join(',');

export function tiktokClient(
  settings: SocialConfig['tiktok'],
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialPlatformClient {
  const tokenUrl = `${settings.apiUrl}/v2/oauth/token/`;
  const checkError = (error: z.infer<typeof TikTokError> | undefined) => {
    if (!error || error.code === 'ok') return;
    const message = `TikTok: ${error.message || error.code}`;
    if (AUTH_ERRORS.has(error.code)) throw new PlatformAuthError('tiktok', message);
    throw new PlatformError('tiktok', message);
  };
  return {
    platform: 'tiktok',
    authorizationUrl(state, codeVerifier) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_key', credentials.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPES.join(','));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', s256Challenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    exchangeCode(code, codeVerifier) {
      return formTokenCall('tiktok', tokenUrl, {
        client_key: credentials.clientId,
        client_secret: credentials.clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },
    refresh({ refreshToken }) {
      if (!refreshToken) {
        return Promise.reject(new PlatformAuthError('tiktok', 'TikTok gave no refresh token'));
      }
      return formTokenCall('tiktok', tokenUrl, {
        client_key: credentials.clientId,
        client_secret: credentials.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    },
    async revoke({ accessToken }) {
      await revokeByForm('tiktok', `${settings.apiUrl}/v2/oauth/revoke/`, {
        client_key: credentials.clientId,
        client_secret: credentials.clientSecret,
        token: accessToken,
      });
    },
    async profile(accessToken) {
      const url = `${settings.apiUrl}/v2/user/info/?fields=open_id,display_name,username,follower_count`;
      const reply = await platformJson('tiktok', url, accessToken, UserInfo);
      checkError(reply.error);
      const { user } = reply.data;
      return {
        id: user.open_id,
        username: user.username ?? user.display_name ?? user.open_id,
        followers: user.follower_count ?? null,
      };
    },
    async contentPage(accessToken, _profile, cursor): Promise<ContentPage> {
      const url = `${settings.apiUrl}/v2/video/list/?fields=${VIDEO_FIELDS}`;
      const body: Record<string, number> = { max_count: PAGE_SIZE };
      if (cursor) body.cursor = Number(cursor);
      const reply = await platformJson('tiktok', url, accessToken, VideoList, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      checkError(reply.error);
      const { videos, has_more, cursor: next } = reply.data;
      return {
        items: videos.map((video) => ({
          id: video.id,
          title: video.title || null,
          description: video.video_description || null,
          thumbnailUrl: video.cover_image_url ?? null,
          mediaUrl: video.share_url ?? null,
          isVideo: true,
          postedAt: video.create_time ? new Date(video.create_time * 1000).toISOString() : null,
          views: video.view_count ?? null,
          likes: video.like_count ?? null,
          comments: video.comment_count ?? null,
          shares: video.share_count ?? null,
        })),
        nextCursor: has_more && next != null ? String(next) : null,
      };
    },
  };
}
