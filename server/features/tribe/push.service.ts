/** "Get notified": a browser subscribes to a creator's push campaigns (Web Push). */
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { limitAnonymousWrite } from '../../platform/rate-limit/rate-limit';
import { listOwner } from './creator-name';
import { insertPushSubscription } from './push.queries';

export async function subscribeBrowser(
  ctx: ServiceContext,
  creatorId: number,
  browser: { endpoint: string; keys: { p256dh: string; auth: string } },
  viewer: { actor: Actor | null; ip: string },
) {
  const creator = await listOwner(ctx, creatorId);
  await limitAnonymousWrite(ctx, 'listJoin', viewer.ip);
  // Signed in, the browser keeps the account, so segments (a tier, followers) can reach it.
  await insertPushSubscription(ctx.db, {
    creator_id: creator.id,
    user_id: viewer.actor?.id ?? null,
    endpoint: browser.endpoint,
    p256dh: browser.keys.p256dh,
    auth: browser.keys.auth,
    created_at: ctx.now().toISOString(),
  });
}
