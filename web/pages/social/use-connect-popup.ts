/**
 * Connecting opens the platform's authorization page in a popup (spec: "Connecting opens a
 * popup with the provider's authorization address; a window message of type social_connected
 * carrying the platform signals success"). The popup is opened at the click, before the
 * address is fetched, so browsers do not block it.
 */
import type { SocialPlatform } from '@contract/social';
import {
  PLATFORM_LABELS,
  SOCIAL_CONNECT_FAILED_MESSAGE,
  SOCIAL_CONNECTED_MESSAGE,
} from '@contract/social';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { fetchOAuthUrl, useRefreshSocial } from '../../lib/api/social.api';

const POPUP_FEATURES = 'popup=yes,width=600,height=720';

interface PopupMessage {
  type?: unknown;
  platform?: unknown;
  error?: unknown;
}

export function useConnectPopup() {
  const [connecting, setConnecting] = useState<SocialPlatform | null>(null);
  const popup = useRef<Window | null>(null);
  const refresh = useRefreshSocial();

  useEffect(() => {
    function handleMessage(event: MessageEvent<PopupMessage>) {
      if (event.origin !== window.location.origin) return;
      const { type, platform, error } = event.data ?? {};
      if (typeof platform !== 'string' || !(platform in PLATFORM_LABELS)) return;
      const label = PLATFORM_LABELS[platform as SocialPlatform];
      if (type === SOCIAL_CONNECTED_MESSAGE) {
        toast.success(`${label} connected successfully!`);
        setConnecting(null);
        void refresh();
      } else if (type === SOCIAL_CONNECT_FAILED_MESSAGE) {
        toast.error(typeof error === 'string' ? error : `${label} was not connected`);
        setConnecting(null);
      }
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [refresh]);

  // A popup closed by hand ends "Connecting...".
  useEffect(() => {
    if (!connecting) return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed) setConnecting(null);
    }, 500);
    return () => window.clearInterval(timer);
  }, [connecting]);

  async function connect(platform: SocialPlatform) {
    setConnecting(platform);
    const opened = window.open('', 'backline-social-connect', POPUP_FEATURES);
    popup.current = opened;
    try {
      const { oauth_url } = await fetchOAuthUrl(platform);
      if (opened) opened.location.href = oauth_url;
      else window.location.assign(oauth_url);
    } catch (error) {
      opened?.close();
      setConnecting(null);
      toast.error(errorMessage(error, 'Failed to get OAuth URL'));
    }
  }

  return { connect, connecting };
}
