import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/tribe';
import { signUp } from '../../test/factories';
import type { SmtpSink } from '../../test/smtp-sink';
import { startSmtpSink } from '../../test/smtp-sink';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { INTERRUPTED } from './commands/send-campaign';
import { sendCampaignJob } from './jobs/send-campaign.job';

const FIXTURE = fileURLToPath(new URL('./jobs/campaign-worker.fixture.ts', import.meta.url));
const RECIPIENTS = 300;
const CONCURRENCY = 4;

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

function startWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      PG_SCHEMA: t.database.schema ?? '',
      SMTP_URL: sink.url,
      CAMPAIGN_SEND_RATE: '150',
      CAMPAIGN_SEND_CONCURRENCY: String(CONCURRENCY),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, output: () => output };
}

async function until(condition: () => boolean, timeoutMs: number, what: () => string) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a campaign worker killed mid-send', () => {
  it('resumes with 0 duplicates and 0 missing', async () => {
    const artist = await signUp(t);
    const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
      creator_id: artist.user.id,
      email: `crash-${i}@example.test`,
      status: 'active',
      source: 'manual',
      token: `crash-token-${i}-${Math.random().toString(36).slice(2, 12)}`,
      subscribed_at: new Date().toISOString(),
      status_changed_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.ctx.db
        .insertInto('tribe_subscribers')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const { campaign } = (
      await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
        title: 'Crash course',
        content: 'One message each',
      })
    ).body;
    const sent = await artist.client.post<{ recipients: number }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.body.recipients).toBe(RECIPIENTS);
    const before = sink.received.length;

    const worker = startWorker();
    await until(
      () => sink.received.length - before >= RECIPIENTS / 3,
      60_000,
      () => `${sink.received.length - before} received; worker said: ${worker.output()}`,
    );
    worker.child.kill('SIGKILL');
    await worker.exited;
    const atKill = sink.received.length - before;
    expect(atKill).toBeLessThan(RECIPIENTS);

    // The dead worker's lease lapses; the next worker (this process) resumes the send.
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select('locked_until')
      .where('kind', '=', 'campaigns.send')
      .where('unique_key', '=', `campaign-send:${campaign.id}`)
      .executeTakeFirstOrThrow();
    t.setNow(new Date(Date.parse(job.locked_until ?? new Date().toISOString()) + 1000));
    try {
      await t.runJobs([sendCampaignJob]);
    } finally {
      t.setNow(null);
    }

    const deliveries = await t.ctx.db
      .selectFrom('campaign_deliveries')
      .select(['token', 'address', 'status', 'error'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    const messages = await Promise.all(
      sink.received.slice(before).map(async (mail) => ({
        to: mail.to[0],
        parsed: await simpleParser(mail.raw),
      })),
    );
    const campaignMessages = messages.filter((mail) => mail.parsed.subject === 'Crash course');
    const receivedBy = new Map<string, number>();
    for (const mail of campaignMessages)
      receivedBy.set(mail.to, (receivedBy.get(mail.to) ?? 0) + 1);

    const duplicates = [...receivedBy.values()].filter((count) => count > 1).length;
    const interrupted = deliveries.filter((row) => row.error === INTERRUPTED);
    // Missing: a delivery that is neither received nor known as interrupted (unknown fate).
    const missing = deliveries.filter(
      (row) => !receivedBy.has(row.address) && row.error !== INTERRUPTED,
    );
    expect(duplicates).toBe(0);
    expect(missing).toEqual([]);
    expect(
      deliveries
        .filter((row) => row.status === 'sent')
        .every((row) => receivedBy.get(row.address) === 1),
    ).toBe(true);
    // At most the sends in flight when the process died are of unknown fate, never resent.
    expect(interrupted.length).toBeLessThanOrEqual(CONCURRENCY);
    const finished = await artist.client.get<{ campaign: Campaign }>(
      `/api/campaigns/${campaign.id}`,
    );
    expect(finished.body.campaign.status).toBe('sent');
  }, 120_000);
});
