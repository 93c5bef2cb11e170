import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, EmailSubscriber } from '../../../contract/tribe';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

/** A mail server that refuses one mailbox for good (550), as for an address that does not exist. */
let server: SMTPServer;
const accepted: string[] = [];
let t: TestApp;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody')) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a permanent SMTP failure', () => {
  it('marks the address bounced, and a later campaign skips it', async () => {
    const artist = await signUp(t);
    for (const email of ['nobody@example.test', 'somebody@example.test']) {
      await artist.client.post('/api/email/subscribers', { email, name: null });
    }
    const send = async (title: string) => {
      const { campaign } = (
        await artist.client.post<{ campaign: Campaign }>('/api/campaigns', { title, content: 'Hi' })
      ).body;
      return artist.client.post<{ recipients: number }>(`/api/campaigns/${campaign.id}/send`);
    };
    await send('First');
    await t.runJobs();
    const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
      '/api/email/subscribers',
    );
    expect(Object.fromEntries(list.body.subscribers.map((s) => [s.email, s.status]))).toEqual({
      'nobody@example.test': 'bounced',
      'somebody@example.test': 'active',
    });
    const second = await send('Second');
    expect(second.body.recipients).toBe(1);
    await t.runJobs();
    expect(accepted.filter((address) => address === 'nobody@example.test')).toEqual([]);
    expect(accepted.filter((address) => address === 'somebody@example.test')).toHaveLength(2);
  });
});
