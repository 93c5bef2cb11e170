import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/storefront';
import type { Campaign } from '../../../contract/tribe';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { PushService } from './test/push-service';
import { startPushService } from './test/push-service';

let push: PushService;
let t: TestApp;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

// A browser's real P-256 public key and auth secret, so web-push can encrypt the payload.
const keys = {
  p256dh: createECDH('prime256v1').generateKeys('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

async function subscribeBrowser(client: ApiClient, creatorId: number, name: string) {
  const reply = await client.post(`/api/push/subscribe/${creatorId}`, {
    endpoint: `${push.origin}/push/${name}`,
    keys,
  });
  expect(reply.status).toBe(201);
}

async function sendPush(artist: Awaited<ReturnType<typeof signUp>>, body: Record<string, unknown>) {
  const { campaign } = (
    await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
      content: 'Tune in',
      channel: 'push',
      ...body,
    })
  ).body;
  const sent = await artist.client.post<{ recipients: number }>(
    `/api/campaigns/${campaign.id}/send`,
  );
  await t.runJobs();
  return { campaign, recipients: sent.body.recipients };
}

describe('push campaigns', () => {
  it('reach only the browsers of fans in the segment, as e-mail does', async () => {
    const artist = await signUp(t);
    const { tier } = (
      await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', {
        name: 'Backstage',
        price_cents: 500,
        features: ['Demos'],
      })
    ).body;
    const member = await signUp(t, { role: 'fan' });
    const outsider = await signUp(t, { role: 'fan' });
    expect(
      (
        await member.client.post('/api/subscriptions/create', {
          creator_id: artist.user.id,
          tier_id: tier.id,
          price_cents: 500,
        })
      ).status,
    ).toBe(201);
    await subscribeBrowser(member.client, artist.user.id, 'member');
    await subscribeBrowser(outsider.client, artist.user.id, 'outsider');
    await subscribeBrowser(t.client(), artist.user.id, 'signed-out');

    const paid = await sendPush(artist, {
      title: 'The paid demo',
      segment: 'tier',
      tier_id: tier.id,
    });
    expect(paid.recipients).toBe(1);
    expect(push.received).toEqual(['/push/member']);

    const everyone = await sendPush(artist, { title: 'Live now', segment: 'list' });
    expect(everyone.recipients).toBe(3);
    expect(push.received.slice(1).sort()).toEqual([
      '/push/member',
      '/push/outsider',
      '/push/signed-out',
    ]);

    // A lapsed subscription leaves the fan outside the tier for push as on the site.
    await t.ctx.db
      .updateTable('tier_subscriptions')
      .set({ current_period_end: '2020-01-01T00:00:00.000Z' })
      .where('subscriber_id', '=', member.user.id)
      .execute();
    const { campaign } = (
      await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
        title: 'Another demo',
        content: 'x',
        channel: 'push',
        segment: 'tier',
        tier_id: tier.id,
      })
    ).body;
    expect((await artist.client.post(`/api/campaigns/${campaign.id}/send`)).status).toBe(400);
  });

  it('removes a browser the push service says is gone, keeping the campaign’s history', async () => {
    const artist = await signUp(t);
    await subscribeBrowser(t.client(), artist.user.id, 'stays');
    await subscribeBrowser(t.client(), artist.user.id, 'gone');
    const { campaign, recipients } = await sendPush(artist, { title: 'Tonight' });
    expect(recipients).toBe(2);
    const browsers = await t.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('creator_id', '=', artist.user.id)
      .execute();
    expect(browsers.map((row) => row.endpoint)).toEqual([`${push.origin}/push/stays`]);
    const deliveries = await t.ctx.db
      .selectFrom('campaign_deliveries')
      .select(['address', 'status'])
      .where('campaign_id', '=', campaign.id)
      .orderBy('address')
      .execute();
    expect(deliveries).toEqual([
      { address: `${push.origin}/push/gone`, status: 'failed' },
      { address: `${push.origin}/push/stays`, status: 'sent' },
    ]);
    const shown = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
      .body.campaign;
    expect(shown).toMatchObject({ status: 'sent', recipients: 2, sent_count: 1, failed_count: 1 });

    const next = await sendPush(artist, { title: 'Tomorrow' });
    expect(next.recipients).toBe(1);
  });
});
