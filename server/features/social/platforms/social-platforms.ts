import type { SocialPlatform } from '../../../../contract/social';
import type { Config } from '../../../config';
import { instagramClient } from './instagram';
import type { SocialPlatformClient } from './platform-client';
import { tiktokClient } from './tiktok';
import { twitterClient } from './twitter';
import { youtubeClient } from './youtube';

/** Where each platform sends its user back: register this address with the platform. */
export function redirectUriOf(config: Config, platform: SocialPlatform): string {
  return `${config.publicUrl}/api/social/${platform}/callback`;
}

/** The platform's client, or null while its client id and secret are not configured. */
export function platformClient(
  config: Config,
  platform: SocialPlatform,
): SocialPlatformClient | null {
  const settings = config.social;
  const redirectUri = redirectUriOf(config, platform);
  switch (platform) {
    case 'tiktok':
      return settings.tiktok.credentials
        ? tiktokClient(settings.tiktok, settings.tiktok.credentials, redirectUri)
        : null;
    case 'youtube':
      return settings.youtube.credentials
        ? youtubeClient(settings.youtube, settings.youtube.credentials, redirectUri)
        : null;
    case 'twitter':
      return settings.twitter.credentials
        ? twitterClient(settings.twitter, settings.twitter.credentials, redirectUri)
        : null;
    case 'instagram':
      return settings.instagram.credentials
        ? instagramClient(settings.instagram, settings.instagram.credentials, redirectUri)
        : null;
  }
}
