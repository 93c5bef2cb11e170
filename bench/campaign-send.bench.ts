/**
 * Benchmark of a campaign send: BENCH_RECIPIENTS (100,000) list members sent one campaign
 * through the real send (delivery rows written first, then each claimed, sent over pooled
 * SMTP and marked sent) to a local SMTP sink, against raw pooled nodemailer sends of the same
 * number of messages to the same sink in the same run. Reports messages per second, the ratio,
 * and the process's memory during the send (sampled every 100 ms).
 *
 *   node --import tsx bench/campaign-send.bench.ts
 *
 * Settings (environment): BENCH_RECIPIENTS (100000), BENCH_CONCURRENCY (8, both sides),
 * DATABASE_URL (a fresh SQLite file under the OS temp folder by default). The sink runs in
 * a child process, the same for both sides. Targets (issue 10): our rate at
 * least 50% of raw nodemailer's and at least 1,000 messages per second.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

const RECIPIENTS = setting('BENCH_RECIPIENTS', 100_000, 10, 1_000_000);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 8, 1, 100);
const MiB = 1024 * 1024;

type SinkMessage = { type: 'ready'; port: number } | { type: 'count'; received: number };

/** The SMTP sink, in a process of its own so it does not share the sender's CPU and memory. */
async function runSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  process.on('message', () => process.send?.({ type: 'count', received } satisfies SinkMessage));
  process.send?.({ type: 'ready', port } satisfies SinkMessage);
}

async function startSink() {
  const child = fork(fileURLToPath(import.meta.url), ['--sink'], { execArgv: ['--import', 'tsx'] });
  const [ready] = (await once(child, 'message')) as [SinkMessage];
  if (ready.type !== 'ready') throw new Error('the sink did not start');
  return {
    url: `smtp://127.0.0.1:${ready.port}`,
    received: async () => {
      child.send('count');
      const [reply] = (await once(child, 'message')) as [SinkMessage];
      return reply.type === 'count' ? reply.received : -1;
    },
    close: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** Peak RSS and heap while `work` runs. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 100);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rssBefore: before.rss,
      peakRss,
      peakHeap,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function rawNodemailer(smtpUrl: string, html: string, text: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: CONCURRENCY,
    maxMessages: Infinity,
  });
  let next = 0;
  const worker = async () => {
    while (next < RECIPIENTS) {
      const i = next++;
      await transport.sendMail({
        from: 'Backline <no-reply@backline.local>',
        to: `raw-${i}@bench.test`,
        subject: 'Bench campaign',
        html,
        text,
        headers: {
          'List-Unsubscribe': `<http://localhost:3000/api/email/unsubscribe/raw-${i}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  transport.close();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backline-bench-campaign-'));
  const sink = await startSink();
  process.env.LOG_LEVEL = 'silent';
  const { parseConfig } = await import('../server/config');
  const { createContext } = await import('../server/start');
  const { createAccount } = await import('../server/features/users/users.service');
  const { createCampaign, sendCampaign } =
    await import('../server/features/tribe/campaigns.service');
  const { sendCampaignDeliveries } =
    await import('../server/features/tribe/commands/send-campaign');
  const { closeCampaignTransports } =
    await import('../server/features/tribe/channels/email-channel');
  const { randomToken } = await import('../server/platform/auth/tokens');

  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: sink.url,
    CAMPAIGN_SEND_RATE: '100000',
    CAMPAIGN_SEND_CONCURRENCY: String(CONCURRENCY),
  });
  const { ctx, handle } = await createContext(config);
  try {
    const creator = await createAccount(ctx, {
      email: `bench-${Date.now()}@backline.test`,
      displayName: 'Bench Artist',
      role: 'artist',
    });
    const actor = {
      id: creator.id,
      email: creator.email,
      role: 'artist',
      status: 'active',
      isAdmin: false,
    };
    const now = new Date().toISOString();
    for (let start = 0; start < RECIPIENTS; start += 1000) {
      const count = Math.min(1000, RECIPIENTS - start);
      await ctx.db
        .insertInto('tribe_subscribers')
        .values(
          Array.from({ length: count }, (_, i) => ({
            creator_id: creator.id,
            email: `fan-${start + i}@bench.test`,
            name: `Fan ${start + i}`,
            status: 'active',
            source: 'import',
            token: randomToken(24),
            subscribed_at: now,
            status_changed_at: now,
            created_at: now,
          })),
        )
        .execute();
    }
    const content =
      'Hi {{name}},\n\nThe new single is out today: https://example.com/listen\n\nSee you on tour: https://example.com/tour';

    // The same message shape for the baseline: the campaign's own HTML and text.
    const { prepareMessage, personalize } =
      await import('../server/features/tribe/campaign-message');
    const sample = personalize(
      prepareMessage({
        title: 'Bench campaign',
        content,
        creatorName: 'Bench Artist',
        template: null,
        tracking: true,
        publicUrl: config.publicUrl,
      }),
      {
        name: 'Fan',
        deliveryToken: '1.sample',
        unsubscribeUrl: `${config.publicUrl}/unsubscribe/x`,
      },
    );

    const raw = await measured(() => rawNodemailer(sink.url, sample.html, sample.text));
    const rawRate = RECIPIENTS / raw.seconds;

    const campaign = await createCampaign(ctx, actor, {
      title: 'Bench campaign',
      content,
      channel: 'email',
      segment: 'list',
    });
    const receivedBefore = await sink.received();
    const ours = await measured(async () => {
      const started = await sendCampaign(ctx, actor, campaign.id);
      const controller = new AbortController();
      return sendCampaignDeliveries(ctx, campaign.id, {
        id: started.job_id ?? 0,
        signal: controller.signal,
        progress: async () => {},
      });
    });
    const delivered = (await sink.received()) - receivedBefore;
    const oursRate = RECIPIENTS / ours.seconds;
    const ratio = oursRate / rawRate;

    const lines = [
      `# Campaign send bench (${new Date().toISOString()})`,
      '',
      `Recipients: ${RECIPIENTS.toLocaleString('en-US')}, concurrency ${CONCURRENCY}, ${handle.dialect}, Node ${process.version}, ${os.cpus().length} CPUs.`,
      '',
      '| | seconds | messages/s | peak RSS | peak heap |',
      '|---|---|---|---|---|',
      `| raw pooled nodemailer | ${raw.seconds.toFixed(1)} | ${Math.round(rawRate).toLocaleString('en-US')} | ${(raw.peakRss / MiB).toFixed(0)} MiB | ${(raw.peakHeap / MiB).toFixed(0)} MiB |`,
      `| Backline campaign send (rows written, claimed, sent, marked) | ${ours.seconds.toFixed(1)} | ${Math.round(oursRate).toLocaleString('en-US')} | ${(ours.peakRss / MiB).toFixed(0)} MiB | ${(ours.peakHeap / MiB).toFixed(0)} MiB |`,
      '',
      `Ratio: ${(ratio * 100).toFixed(0)}% of raw nodemailer (target ≥ 50%); ${Math.round(oursRate).toLocaleString('en-US')} messages/s (target ≥ 1,000).`,
      `Delivered to the sink: ${delivered.toLocaleString('en-US')} of ${RECIPIENTS.toLocaleString('en-US')}; outcome ${ours.result}.`,
      `The sender's RSS went from ${(ours.rssBefore / MiB).toFixed(0)} MiB to a peak of ${(ours.peakRss / MiB).toFixed(0)} MiB during the send (the sink runs in its own process).`,
    ];
    const report = lines.join('\n');
    console.log(report);
    const resultsDir = path.resolve('bench/results');
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace(/:/g, '');
    writeFileSync(path.join(resultsDir, `campaign-send-${stamp}.md`), `${report}\n`);
    if (delivered !== RECIPIENTS) process.exitCode = 1;
  } finally {
    closeCampaignTransports();
    await handle.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--sink')) await runSink();
else await main();
