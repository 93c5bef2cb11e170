import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../contract/tribe';
import { deliverMail } from '../../platform/mailer/jobs/deliver-mail';
import { signUp } from '../../test/factories';
import type { SmtpSink } from '../../test/smtp-sink';
import { startSmtpSink } from '../../test/smtp-sink';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    CAMPAIGN_MAX_FAILURES_IN_A_ROW: '3',
    // One at a time, so "in a row" is the order the sink sees.
    CAMPAIGN_SEND_CONCURRENCY: '1',
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function campaignMessages(subject: string) {
  const parsed = await Promise.all(sink.received.map((mail) => simpleParser(mail.raw)));
  return parsed.filter((mail) => mail.subject === subject);
}

describe('campaign e-mail over SMTP', () => {
  it('gives every recipient exactly one message with one-click unsubscribe headers', async () => {
    const artist = await signUp(t, { displayName: 'Nova' });
    const addresses = Array.from({ length: 40 }, (_, i) => `smtp-fan-${i}@example.test`);
    for (const email of addresses) {
      expect(
        (await artist.client.post('/api/email/subscribers', { email, name: null })).status,
      ).toBe(201);
    }
    const { campaign } = (
      await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
        title: 'Tour dates',
        content: 'We are on the road: https://example.com/tour',
        channel: 'email',
      })
    ).body;
    const sent = await artist.client.post<{ recipients: number }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.body.recipients).toBe(40);
    await t.runJobs();

    const messages = await campaignMessages('Tour dates');
    const recipients = messages.map(
      (mail) => sink.received.find((raw) => raw.raw.includes(mail.messageId ?? '?'))?.to[0],
    );
    expect(recipients.sort()).toEqual([...addresses].sort());
    for (const mail of messages) {
      const raw =
        sink.received.find((received) => received.raw.includes(mail.messageId ?? '?'))?.raw ?? '';
      // Long header lines are folded onto the next line; unfold them to read the header.
      const headers = raw.replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/email\/unsubscribe\/[\w-]+>\r?$/m,
      );
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mail.text).toContain('Unsubscribe');
    }
    const rows = await t.ctx.db
      .selectFrom('campaign_deliveries')
      .select('status')
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends again, a little later, what a server refused for now', async () => {
    const artist = await signUp(t);
    for (let i = 0; i < 4; i += 1) {
      await artist.client.post('/api/email/subscribers', {
        email: `retry-${i}@example.test`,
        name: null,
      });
    }
    const { campaign } = (
      await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
        title: 'Retried news',
        content: 'Hello',
      })
    ).body;
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    await t.runJobs([deliverMail]);
    sink.refuseNext(2);
    await t.runJobs();
    const done = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
      .body.campaign;
    expect(done).toMatchObject({ status: 'sent', sent_count: 4, failed_count: 0 });
    expect(await campaignMessages('Retried news')).toHaveLength(4);
  });

  it('pauses a campaign after failures in a row, with the reason, and resumes where it stopped', async () => {
    const artist = await signUp(t);
    for (let i = 0; i < 6; i += 1) {
      await artist.client.post('/api/email/subscribers', {
        email: `pause-${i}@example.test`,
        name: null,
      });
    }
    const { campaign } = (
      await artist.client.post<{ campaign: Campaign }>('/api/campaigns', {
        title: 'Paused news',
        content: 'Hello',
      })
    ).body;
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    // Sign-up mail first, so the refusals meet the campaign.
    await t.runJobs([deliverMail]);
    sink.refuseNext(3);
    await t.runJobs();
    const paused = (
      await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`)
    ).body.campaign;
    expect(paused.status).toBe('paused');
    expect(paused.pause_reason).toContain('Paused after 3 failures in a row');
    expect(paused.can.send).toBe(true);

    const resumed = await artist.client.post(`/api/campaigns/${campaign.id}/resume`);
    expect(resumed.status).toBe(200);
    await t.runJobs();
    const done = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
      .body.campaign;
    // The refused messages were not taken, so they go out on resume too: all six, once each.
    expect(done).toMatchObject({ status: 'sent', sent_count: 6, failed_count: 0 });
    expect(await campaignMessages('Paused news')).toHaveLength(6);
    expect((await artist.client.post(`/api/campaigns/${campaign.id}/resume`)).status).toBe(409);
  });
});
