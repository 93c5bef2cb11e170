/**
 * Browser push (Web Push, `web-push`). The VAPID key pair is generated once, on first use, and
 * stored with the settings (insert-if-absent, so two processes agree on one pair). A
 * subscription the push service says is gone (404, 410) is removed.
 */
import webpush from 'web-push';
import type { ServiceContext } from '../../../context';
import { insertSettingIfAbsent, selectSetting } from '../push.queries';
import type { SendOutcome } from './channel';
import { errorText } from './channel';

const VAPID_KEY = 'push.vapid_keys';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<object, VapidKeys>();

export async function vapidKeys(ctx: ServiceContext): Promise<VapidKeys> {
  const known = cache.get(ctx.db);
  if (known) return known;
  await insertSettingIfAbsent(
    ctx.db,
    VAPID_KEY,
    JSON.stringify(webpush.generateVAPIDKeys()),
    ctx.now().toISOString(),
  );
  const row = await selectSetting(ctx.db, VAPID_KEY);
  const keys = JSON.parse(row.value) as VapidKeys;
  cache.set(ctx.db, keys);
  return keys;
}

export async function sendCampaignPush(
  ctx: ServiceContext,
  push: {
    endpoint: string;
    p256dh: string;
    auth: string;
    title: string;
    body: string;
    url: string;
  },
): Promise<SendOutcome> {
  const keys = await vapidKeys(ctx);
  try {
    await webpush.sendNotification(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify({ title: push.title, body: push.body, url: push.url }),
      {
        vapidDetails: {
          subject: ctx.config.publicUrl.startsWith('https:')
            ? ctx.config.publicUrl
            : 'mailto:no-reply@backline.local',
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: 24 * 60 * 60,
        timeout: 15_000,
      },
    );
    return { ok: true };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) {
      return {
        ok: false,
        permanent: true,
        error: 'The browser unsubscribed',
        undeliverable: 'expired',
      };
    }
    const refusedForNow = status !== undefined && (status === 429 || status >= 500);
    return { ok: false, permanent: false, error: errorText(error), retry: refusedForNow };
  }
}
