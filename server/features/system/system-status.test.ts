import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxReply } from '../../../contract/outbox';
import type { IntegrationsReply, SystemStatusReply } from '../../../contract/system';
import { INTEGRATION_NAMES } from '../../../contract/system';
import { access } from '../../platform/access/access-rules';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { countLiveWebProcesses } from './system.queries';

const ADMIN = 'status-chief@example.test';

let t: TestApp;
let admin: ApiClient;
let fan: ApiClient;
let creator: ApiClient;

beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_EMAILS: ADMIN },
    {
      // A route that fails on the server, to see a 5xx counted.
      extraRoutes: async (app) => {
        app.get('/api/test/broken', { config: { access: access.public } }, async () => {
          throw new Error('broken on purpose');
        });
      },
    },
  );
  admin = (await signUp(t, { email: ADMIN })).client;
  fan = (await signUp(t, { role: 'fan' })).client;
  creator = (await signUp(t, { role: 'artist' })).client;
});
afterAll(() => t.close());

async function status(): Promise<SystemStatusReply['system_status']> {
  const reply = await admin.get<SystemStatusReply>('/api/admin/system-status');
  expect(reply.status).toBe(200);
  return reply.body.system_status;
}

// First: the request figures are of the last minute, so they are read while it is young.
describe('GET /api/admin/system-status', () => {
  it('measures the database with a timed round trip', async () => {
    const { database } = await status();
    expect(database.status).toBe('healthy');
    expect(database.response_time_ms).toEqual(expect.any(Number));
    expect(database.response_time_ms).toBeGreaterThanOrEqual(0);
    expect(database.engine).toBe(t.ctx.dialect);
  });

  it('counts a request made in the last minute, and the API time is of measured requests', async () => {
    const before = (await status()).metrics.requests_per_minute;
    for (let index = 0; index < 3; index += 1) {
      expect((await fan.get('/api/users/me')).status).toBe(200);
    }
    const after = await status();
    // The three requests and the first status request itself (counted once answered).
    expect(after.metrics.requests_per_minute).toBe(before + 4);
    expect(after.metrics.window_seconds).toBe(60);
    expect(after.api.sample_size).toBe(after.metrics.requests_per_minute);
    expect(after.api.response_time_ms).toEqual(expect.any(Number));
    expect(after.api.status).toBe('healthy');
  });

  it('reports 0.00 errors while nothing failed, refusals apart; a 5xx shows in the error rate', async () => {
    // A refusal (signed out) is not a server error.
    expect((await t.client().get('/api/users/me')).status).toBe(401);
    const quiet = await status();
    expect(quiet.metrics.error_rate_percentage).toBe(0);
    expect(quiet.metrics.client_error_rate_percentage).toBeGreaterThan(0);

    expect((await t.client().get('/api/test/broken')).status).toBe(500);
    const failing = await status();
    const served = failing.metrics.requests_per_minute;
    expect(failing.metrics.error_rate_percentage).toBe(Math.round((1 / served) * 10_000) / 100);
    expect(String(failing.metrics.error_rate_percentage)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('gives uptime, memory and the disk of the local store as measured, never samples', async () => {
    const { metrics, storage } = await status();
    expect(metrics.uptime_hours).toBeGreaterThanOrEqual(0);
    expect(metrics.uptime_hours).toBeCloseTo(process.uptime() / 3600, 1);
    expect(metrics.memory_usage_percentage).toBeGreaterThan(0);
    expect(metrics.memory_usage_percentage).toBeLessThan(100);
    expect(storage).toMatchObject({ driver: 'local', status: expect.any(String) });
    expect(storage.usage_percentage).toBeGreaterThan(0);
    expect(storage.usage_percentage).toBeLessThanOrEqual(100);
    expect(storage.used_bytes).toBeLessThanOrEqual(storage.total_bytes ?? 0);
  });

  it('names every integration: the unconfigured ones grey, the built-in ones probed', async () => {
    const { integrations } = await status();
    expect(Object.keys(integrations).sort()).toEqual([...INTEGRATION_NAMES].sort());
    expect(integrations).toMatchObject({
      smtp: 'not_configured',
      sms: 'not_configured',
      oidc: 'not_configured',
      model: 'not_configured',
      tiktok: 'not_configured',
      stripe: 'not_configured',
      // Always there: the store on disk and the push keys made on first use (a placeholder
      // contact over http is a warning).
      storage: 'connected',
      push: 'warning',
    });
  });

  it('counts this web process as live, and forgets it once it stops', async () => {
    const { processes } = await status();
    expect(processes.live).toBe(1);
    expect(processes.this_process).toMatch(/-\d+-[0-9a-f]{8}$/);
    const other = await createTestApp();
    try {
      // Another app on its own database: its row is there, not here.
      expect(await countLiveWebProcesses(other.ctx.db, new Date(0).toISOString())).toBe(1);
    } finally {
      await other.close();
    }
    const row = await t.ctx.db
      .selectFrom('web_processes')
      .selectAll()
      .where('id', '=', processes.this_process)
      .executeTakeFirst();
    expect(row).toMatchObject({ pid: process.pid });
  });

  it('says how many web processes report when there are several', async () => {
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto('web_processes')
      .values({
        id: 'other-host-1-abcd',
        hostname: 'other-host',
        pid: 1,
        started_at: now,
        seen_at: now,
      })
      .execute();
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.ctx.db
      .insertInto('web_processes')
      .values({
        id: 'gone-host-1-abcd',
        hostname: 'gone',
        pid: 2,
        started_at: stale,
        seen_at: stale,
      })
      .execute();
    try {
      expect((await status()).processes.live).toBe(2);
    } finally {
      await t.ctx.db
        .deleteFrom('web_processes')
        .where('hostname', 'in', ['other-host', 'gone'])
        .execute();
    }
  });
});

describe('the admin routes of settings, system status, integrations and the outbox', () => {
  const routes: [method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown][] = [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', { category: 'general', settings: { maintenance_mode: false } }],
    ['GET', '/api/admin/system-status'],
    ['GET', '/api/admin/integrations'],
    ['POST', '/api/admin/integrations/smtp/check', {}],
    ['POST', '/api/admin/integrations/storage/check', {}],
    ['GET', '/api/admin/outbox'],
  ];

  it.each(routes)(
    '%s %s: 401 signed out, 403 for a fan and a creator, { error } each time',
    async (method, url, body) => {
      const signedOut = await t.client().request(method, url, { json: body });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual({ error: expect.any(String) });
      for (const client of [fan, creator]) {
        const refused = await client.request(method, url, { json: body });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: expect.any(String) });
      }
    },
  );

  it('refuses an unknown integration with 400 naming the ones there are', async () => {
    const reply = await admin.post('/api/admin/integrations/carrier-pigeon/check', {});
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^name: must be one of smtp, sms, push/);
  });
});

describe('GET /api/admin/integrations (nothing configured)', () => {
  it('lists each integration, what configures it, and its secrets only as not set', async () => {
    const reply = await admin.get<IntegrationsReply>('/api/admin/integrations');
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(reply.body.integrations.map((item) => [item.name, item]));
    expect(reply.body.integrations.map((item) => item.name)).toEqual([...INTEGRATION_NAMES]);
    expect(byName.smtp).toMatchObject({
      configured: false,
      sends_test: 'email',
      configure_with: ['SMTP_URL', 'MAIL_FROM'],
      secrets: [{ name: 'SMTP_URL password', set: false }],
    });
    expect(byName.smtp.facts).toContainEqual({ label: 'Sender name', value: 'Backline' });
    expect(byName.sms).toMatchObject({ configured: false, sends_test: 'sms' });
    expect(byName.storage).toMatchObject({ configured: true, sends_test: null });
    expect(byName.storage.facts).toContainEqual({ label: 'Driver', value: 'Local disk' });
    expect(byName.stripe.facts).toEqual([
      { label: 'Payments', value: 'Test mode (built in): no money moves' },
    ]);
    expect(byName.instagram.configure_with).toEqual([
      'INSTAGRAM_CLIENT_ID',
      'INSTAGRAM_CLIENT_SECRET',
      'SOCIAL_TOKEN_KEY',
    ]);
  });

  it('answers a check of an unconfigured integration with how to configure it, audited', async () => {
    const reply = await admin.post<{ status: string; message: string }>(
      '/api/admin/integrations/model/check',
      {},
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'model',
      status: 'not_configured',
      message:
        "AI model is not configured. Set LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS in the server's environment and restart it.",
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'integration.checked')
      .where('target_id', '=', 'model')
      .executeTakeFirst();
    expect(audit).toMatchObject({ actor_email: ADMIN, target_type: 'integration' });
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ status: 'not_configured' });
  });

  it('checks the store by writing, reading and deleting a small object', async () => {
    const reply = await admin.post('/api/admin/integrations/storage/check', {});
    expect(reply.body).toMatchObject({
      status: 'ok',
      message: 'Wrote, read back and deleted a small object',
      duration_ms: expect.any(Number),
    });
  });

  it('keeps a test e-mail in the outbox without SMTP, and says so', async () => {
    const reply = await admin.post<{ status: string; message: string }>(
      '/api/admin/integrations/smtp/check',
      { to: 'someone@example.test' },
    );
    expect(reply.body).toMatchObject({ status: 'warning' });
    expect(reply.body.message).toBe(
      'No SMTP server is configured (set SMTP_URL and MAIL_FROM): the test e-mail to someone@example.test was kept in the outbox below instead of being sent.',
    );
    const outbox = await admin.get<OutboxReply>('/api/admin/outbox?to=someone@example.test');
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]).toMatchObject({
      channel: 'email',
      subject: 'Backline: test e-mail',
      status: 'stored',
      transport: 'outbox',
    });
  });

  it('keeps a test text in the outbox without an SMS provider; the outbox tells texts apart', async () => {
    const reply = await admin.post<{ status: string; message: string }>(
      '/api/admin/integrations/sms/check',
      { to: '+15551230000' },
    );
    expect(reply.body.status).toBe('warning');
    expect(reply.body.message).toMatch(/^No SMS provider is configured \(set SMS_API_URL/);
    const texts = await admin.get<OutboxReply>('/api/admin/outbox?channel=sms');
    expect(texts.body.messages.map((message) => [message.channel, message.to])).toEqual([
      ['sms', '+15551230000'],
    ]);
    expect(texts.body.messages[0].text).toContain('a test text from the admin console');
    const mail = await admin.get<OutboxReply>('/api/admin/outbox?channel=email');
    expect(mail.body.messages.length).toBeGreaterThan(0);
    expect(mail.body.messages.every((message) => message.channel === 'email')).toBe(true);
    const refused = await admin.get('/api/admin/outbox?channel=pigeon');
    expect(refused.status).toBe(400);
  });
});
