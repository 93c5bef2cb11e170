/**
 * GET /api/admin/export: a JSON download named as the spec says, the sections of each type,
 * rows of the range only, every row once across batches, and never a secret: rows are seeded
 * with known secret values in every column that holds one, and the whole file is searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReply } from '../../../../contract/audit';
import { createUser, signUp } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { EXPORT_BATCH_ROWS } from './export.service';
import { exportTables } from './export.queries';

const ADMIN = 'exports@admin.test';
/** Every seeded secret carries this, so one search finds any of them. */
const MARK = 'SeCrEt';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let oldUserId: number;

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

async function seedSecrets() {
  const person = await createUser(t, { role: 'artist', email: 'holder@export.test' });
  const now = new Date().toISOString();
  const later = new Date(Date.now() + day).toISOString();
  await t.ctx.db
    .updateTable('users')
    .set({
      password_hash: `scrypt$${MARK}-password-hash`,
      oidc_subject: `${MARK}-oidc-subject`,
      avatar_key: `avatars/${MARK}-key.webp`,
      google_user_data: JSON.stringify({ name: 'Holder', picture: `https://x.test/${MARK}.png` }),
    })
    .where('id', '=', person.id)
    .execute();
  await t.ctx.db
    .insertInto('sessions')
    .values({
      token_hash: `${MARK}-session-token-hash`,
      user_id: person.id,
      created_at: now,
      expires_at: later,
      last_seen_at: now,
      user_agent: null,
      ip_address: null,
    })
    .execute();
  await t.ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: `${MARK}-reset-token`,
      user_id: person.id,
      created_at: now,
      expires_at: later,
    })
    .execute();
  await t.ctx.db
    .insertInto('signup_requests')
    .values({
      token_hash: `${MARK}-signup-token`,
      email: 'pending@export.test',
      password_hash: `${MARK}-pending-password-hash`,
      display_name: 'Pending',
      role: 'fan',
      created_at: now,
      expires_at: later,
    })
    .execute();
  await t.ctx.db
    .insertInto('social_connections')
    .values({
      user_id: person.id,
      platform: 'tiktok',
      platform_user_id: 'tt-1',
      platform_username: 'holder',
      access_token_enc: `${MARK}-oauth-access-token`,
      refresh_token_enc: `${MARK}-oauth-refresh-token`,
      token_expires_at: later,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto('push_subscriptions')
    .values({
      creator_id: person.id,
      endpoint: `https://push.test/${MARK}-endpoint`,
      p256dh: `${MARK}-push-p256dh`,
      auth: `${MARK}-push-auth`,
      created_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto('team_members')
    .values({
      creator_id: person.id,
      fan_email: 'invited@export.test',
      fan_id: null,
      status: 'pending',
      invite_token_hash: `${MARK}-invitation-token`,
      invited_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto('tribe_subscribers')
    .values({
      creator_id: person.id,
      email: 'listed@export.test',
      name: null,
      phone: null,
      status: 'pending',
      source: 'manual',
      token: `${MARK}-unsubscribe-token`,
      confirm_token_hash: `${MARK}-confirm-token`,
      consent_at: null,
      consent_ip: null,
      consent_source: null,
      sms_consent_at: null,
      subscribed_at: now,
      status_changed_at: now,
      created_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto('payments')
    .values({
      payer_id: person.id,
      payee_id: null,
      kind: 'pro_subscription',
      reference_id: null,
      description: 'Backline Pro (Monthly)',
      amount_cents: 1900,
      currency: 'usd',
      provider: 'stripe',
      provider_ref: `pi_${MARK}_provider_reference`,
      test_mode: 0,
      refund_of: null,
      created_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto('provider_events')
    .values({
      provider: 'stripe',
      event_ref: `evt_${MARK}`,
      type: 'invoice.paid',
      payload: `{"secret":"${MARK}-webhook-payload"}`,
      received_at: now,
      handled_at: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    EMAIL_WEBHOOK_SECRET: `${MARK}-email-webhook-secret`,
    STRIPE_WEBHOOK_SECRET: `whsec_${MARK}`,
    SMS_AUTH_TOKEN: `${MARK}-sms-token`,
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'none',
    LLM_API_KEY: `${MARK}-llm-key`,
  });
  admin = await signUp(t, { email: ADMIN });
  await seedSecrets();
  const old = await createUser(t, { email: 'forty-days@export.test' });
  oldUserId = old.id;
  await t.ctx.db
    .updateTable('users')
    .set({ created_at: ago(40) })
    .where('id', '=', old.id)
    .execute();
});
afterAll(() => t.close());

async function download(query: string) {
  const reply = await admin.client.get(`/api/admin/export${query}`);
  expect(reply.status).toBe(200);
  return reply;
}

describe('GET /api/admin/export', () => {
  it('is a JSON download named backline-export-{type}-{range}-{timestamp}.json, full and 30 days by default', async () => {
    const reply = await download('');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="backline-export-full-30d-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json"$/,
    );
    // Streamed: no length is known when the reply starts.
    expect(reply.headers['content-length']).toBeUndefined();
    const document = JSON.parse(reply.text) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual([
      'export',
      'analytics',
      'users',
      'posts',
      'comments',
      'generations',
      'payments',
      'feature_access_log',
      'pro_subscriptions',
      'tier_subscriptions',
    ]);
    expect(document.export).toEqual({
      type: 'full',
      time_range: '30d',
      from: expect.any(String),
      to: expect.any(String),
      generated_at: expect.any(String),
      generated_by: ADMIN,
    });
    expect(document.analytics).toMatchObject({ time_range: '30d', totalUsers: expect.any(Number) });
  });

  it.each([
    ['users', ['export', 'users']],
    ['content', ['export', 'posts', 'comments', 'generations']],
    [
      'analytics',
      [
        'export',
        'analytics',
        'payments',
        'feature_access_log',
        'pro_subscriptions',
        'tier_subscriptions',
      ],
    ],
  ])('holds the sections of a %s export', async (type, sections) => {
    const reply = await download(`?type=${type}&time_range=7d`);
    expect(reply.headers['content-disposition']).toContain(`backline-export-${type}-7d-`);
    expect(Object.keys(JSON.parse(reply.text) as object)).toEqual(sections);
  });

  it('writes only the listed columns of each row, and only the rows of the range', async () => {
    const month = JSON.parse((await download('?type=users&time_range=30d')).text) as {
      users: Record<string, unknown>[];
    };
    for (const row of month.users) {
      expect(Object.keys(row)).toEqual([...exportTables.users.columns]);
    }
    const ids = month.users.map((row) => row.id);
    expect(ids).toContain(admin.user.id);
    expect(ids).not.toContain(oldUserId);
    const quarter = JSON.parse((await download('?type=users&time_range=90d')).text) as {
      users: { id: number }[];
    };
    expect(quarter.users.map((row) => row.id)).toContain(oldUserId);
  });

  it('never writes a password hash, a token, a key, a provider reference or a secret', async () => {
    for (const type of ['full', 'users', 'content', 'analytics']) {
      const reply = await download(`?type=${type}&time_range=90d`);
      // The rows that hold the secrets are there; their secret columns are not.
      if (type === 'full' || type === 'users') expect(reply.text).toContain('holder@export.test');
      if (type === 'full' || type === 'analytics') expect(reply.text).toContain('Backline Pro');
      expect(reply.text.toLowerCase()).not.toContain(MARK.toLowerCase());
    }
  });

  it('writes every row once, in order, across batches, rows at the same moment included', async () => {
    const person = await createUser(t, { email: 'busy@export.test' });
    const total = EXPORT_BATCH_ROWS * 2 + 500;
    const moments = [ago(3), ago(2), ago(1)];
    const rows = Array.from({ length: total }, (_, index) => ({
      user_id: person.id,
      feature_name: 'D-Cypher',
      access_type: 'allowed',
      is_premium_feature: 1,
      // Long runs of rows with the same time, so a batch ends inside one.
      created_at: moments[Math.floor((index * moments.length) / total)],
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.ctx.db
        .insertInto('feature_access_log')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const document = JSON.parse((await download('?type=analytics&time_range=7d')).text) as {
      feature_access_log: { id: number; created_at: string; user_id: number }[];
    };
    const exported = document.feature_access_log.filter((row) => row.user_id === person.id);
    expect(exported).toHaveLength(total);
    expect(new Set(exported.map((row) => row.id)).size).toBe(total);
    const keys = exported.map((row) => `${row.created_at} ${String(row.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('is written to the audit log', async () => {
    await download('?type=content&time_range=24h');
    const reply = await admin.client.get<AuditReply>('/api/admin/audit?action=admin.exported');
    expect(reply.body.entries[0]).toMatchObject({
      actor_id: admin.user.id,
      details: { type: 'content', time_range: '24h' },
    });
  });
});
