/**
 * The settings of social connections, read from the environment with the rest (server/config.ts).
 * Every platform's addresses are settings too, with the real ones as defaults, so a test or a
 * staging setup points them at a stand-in provider.
 */
import { z } from 'zod';
import type { SocialPlatform } from '../../../contract/social';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** An endpoint, used as it is written (TikTok's authorize address ends in a slash). */
const address = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value) => value ?? fallback);

/** An API's base address, paths appended to it. */
const baseAddress = (fallback: string) =>
  address(fallback).transform((value) => value.replace(/\/$/, ''));

export const socialEnvShape = {
  /** 32 bytes in base64: the AES-256-GCM key that encrypts tokens at rest. */
  SOCIAL_TOKEN_KEY: optionalText,
  /** Former keys (comma-separated), still read while rows move to the current key. */
  SOCIAL_TOKEN_OLD_KEYS: optionalText,
  TIKTOK_CLIENT_KEY: optionalText,
  TIKTOK_CLIENT_SECRET: optionalText,
  TIKTOK_AUTHORIZE_URL: address('https://www.tiktok.com/v2/auth/authorize/'),
  TIKTOK_API_URL: baseAddress('https://open.tiktokapis.com'),
  YOUTUBE_CLIENT_ID: optionalText,
  YOUTUBE_CLIENT_SECRET: optionalText,
  YOUTUBE_AUTHORIZE_URL: address('https://accounts.google.com/o/oauth2/v2/auth'),
  YOUTUBE_TOKEN_URL: address('https://oauth2.googleapis.com/token'),
  YOUTUBE_REVOKE_URL: address('https://oauth2.googleapis.com/revoke'),
  YOUTUBE_API_URL: baseAddress('https://www.googleapis.com/youtube/v3'),
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  TWITTER_AUTHORIZE_URL: address('https://x.com/i/oauth2/authorize'),
  TWITTER_API_URL: baseAddress('https://api.x.com'),
  INSTAGRAM_CLIENT_ID: optionalText,
  INSTAGRAM_CLIENT_SECRET: optionalText,
  INSTAGRAM_AUTHORIZE_URL: address('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: address('https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_API_URL: baseAddress('https://graph.instagram.com'),
};

type SocialEnv = z.output<z.ZodObject<typeof socialEnvShape>>;

export interface PlatformCredentials {
  clientId: string;
  clientSecret: string;
}

export interface SocialConfig {
  tokenKey: string | null;
  oldTokenKeys: string[];
  tiktok: { credentials: PlatformCredentials | null; authorizeUrl: string; apiUrl: string };
  youtube: {
    credentials: PlatformCredentials | null;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    apiUrl: string;
  };
  twitter: { credentials: PlatformCredentials | null; authorizeUrl: string; apiUrl: string };
  instagram: {
    credentials: PlatformCredentials | null;
    authorizeUrl: string;
    tokenUrl: string;
    apiUrl: string;
  };
}

/** The settings that name each platform's client, so the screen can say which to set. */
export const CREDENTIAL_SETTINGS: Record<SocialPlatform, [string, string]> = {
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  youtube: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
  twitter: ['TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'],
  instagram: ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
};

function credentials(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : null;
}

export function socialConfigFrom(env: SocialEnv): SocialConfig {
  return {
    tokenKey: env.SOCIAL_TOKEN_KEY ?? null,
    oldTokenKeys: (env.SOCIAL_TOKEN_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    tiktok: {
      credentials: credentials(env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET),
      authorizeUrl: env.TIKTOK_AUTHORIZE_URL,
      apiUrl: env.TIKTOK_API_URL,
    },
    youtube: {
      credentials: credentials(env.YOUTUBE_CLIENT_ID, env.YOUTUBE_CLIENT_SECRET),
      authorizeUrl: env.YOUTUBE_AUTHORIZE_URL,
      tokenUrl: env.YOUTUBE_TOKEN_URL,
      revokeUrl: env.YOUTUBE_REVOKE_URL,
      apiUrl: env.YOUTUBE_API_URL,
    },
    twitter: {
      credentials: credentials(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET),
      authorizeUrl: env.TWITTER_AUTHORIZE_URL,
      apiUrl: env.TWITTER_API_URL,
    },
    instagram: {
      credentials: credentials(env.INSTAGRAM_CLIENT_ID, env.INSTAGRAM_CLIENT_SECRET),
      authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
      tokenUrl: env.INSTAGRAM_TOKEN_URL,
      apiUrl: env.INSTAGRAM_API_URL,
    },
  };
}

/** A key must be exactly 32 bytes of base64 (e.g. `openssl rand -base64 32`). */
export function isValidTokenKey(key: string): boolean {
  return Buffer.from(key, 'base64').length === 32;
}
