import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, EmailSubscriber } from '../../../contract/tribe';
import { signUp } from '../../test/factories';
import type { SmtpSink } from '../../test/smtp-sink';
import { startSmtpSink } from '../../test/smtp-sink';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const settings = { CAMPAIGN_MAX_FAILURES_IN_A_ROW: '3', CAMPAIGN_SEND_CONCURRENCY: '1' };

/** A port nothing listens on: connecting is refused. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A campaign sent through a mail server that cannot take it: nobody is marked bounced, the
 * campaign pauses with the server's reason, and every message stays queued for the resume.
 */
async function expectNothingBounced(t: TestApp, reason: RegExp) {
  const artist = await signUp(t);
  const addresses = Array.from({ length: 5 }, (_, i) => `kept-${i}-${artist.user.id}@example.test`);
  for (const email of addresses) {
    await artist.client.post('/api/email/subscribers', { email, name: null });
  }
  const { campaign } = (
    await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
      title: 'Not this time',
      content: 'Hello',
    })
  ).body;
  await artist.client.post(`/api/campaigns/${campaign.id}/send`);
  await t.runJobs();

  const shown = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
    .body.campaign;
  expect(shown.status).toBe('paused');
  expect(shown.pause_reason).toMatch(reason);
  const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
    '/api/email/subscribers',
  );
  expect(list.body.subscribers.map((s) => s.status)).toEqual(addresses.map(() => 'active'));
  const deliveries = await t.ctx.db
    .selectFrom('campaign_deliveries')
    .select('status')
    .where('campaign_id', '=', campaign.id)
    .execute();
  expect(deliveries.map((row) => row.status)).toEqual(addresses.map(() => 'queued'));
}

describe('an SMTP login refused (535)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ credentials: { user: 'backline', password: 'right' } });
    t = await createTestApp({
      ...settings,
      SMTP_URL: sink.url.replace('smtp://', 'smtp://backline:wrong@'),
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('bounces nobody, pauses the campaign and keeps every message to send', async () => {
    await expectNothingBounced(t, /535|Invalid/);
    expect(sink.received).toEqual([]);
  });
});

describe('an SMTP server that refuses the connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...settings, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it('bounces nobody, pauses the campaign and keeps every message to send', async () => {
    await expectNothingBounced(t, /ECONNREFUSED|connect/i);
  });
});
