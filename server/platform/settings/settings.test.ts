import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsReply, PublicSettings } from '../../../contract/settings';
import { featureFlags } from '../../features/feature-flags';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { SettingsStore } from './settings-store';
import { getMaxFileSizeMb, updateSettings } from './settings.service';

const ADMIN = 'settings-chief@example.test';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signUp(t, { email: ADMIN });
});
afterAll(() => t.close());

const defaultFeatures = {
  d_cypher: true,
  content_vault: true,
  team_management: true,
  merch_store: true,
  storefront: true,
  find_your_tribe: true,
  backline_studio: true,
  social_media: true,
};

async function storeRaw(key: string, value: string) {
  await t.ctx.db
    .insertInto('app_settings')
    .values({ key, value, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  t.ctx.settings.invalidate();
}

async function clearSettings() {
  await t.ctx.db.deleteFrom('app_settings').execute();
  t.ctx.settings.invalidate();
}

function settingsAudit() {
  return t.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'settings.updated')
    .orderBy('id')
    .execute();
}

describe('reading settings', () => {
  it('gives the defaults when nothing is stored, publicly and to administrators', async () => {
    await clearSettings();
    const open = await t.client().get<PublicSettings>('/api/settings/public');
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      app_name: 'Backline',
      maintenance_mode: false,
      features: defaultFeatures,
    });

    const full = await admin.client.get<AdminSettingsReply>('/api/admin/settings');
    expect(full.status).toBe(200);
    expect(full.body.settings).toEqual({
      general: { app_name: 'Backline', max_file_size_mb: 100, maintenance_mode: false },
      features: defaultFeatures,
      limits: {
        posts_per_hour: 30,
        comments_per_hour: 120,
        shares_per_hour: 120,
        invitations_per_day: 50,
        uploads_per_hour: 60,
        storage_quota_mb: 5120,
        sign_in_failures_per_address_and_ip: 5,
        sign_in_failures_per_ip: 30,
        password_checks_per_user: 5,
        account_emails_per_address: 3,
        sign_in_starts_per_ip: 100,
        sign_ups_per_ip: 30,
        password_resets_per_ip: 10,
        signed_out_shares_per_ip: 60,
        signed_out_views_per_ip: 600,
        list_joins_per_ip: 20,
      },
    });
    expect(full.body.feature_flags).toContainEqual({
      name: 'content_vault',
      default: true,
      description: 'Content Vault: upload files and share them with your team',
    });
    expect(full.body.feature_flags.map((flag) => flag.name)).toEqual(
      featureFlags.map((flag) => flag.name),
    );
    expect(await getMaxFileSizeMb(t.ctx)).toBe(100);
  });

  it('reads a stored value that is malformed or out of range as the default', async () => {
    await storeRaw('max_file_size_mb', '{not json');
    await storeRaw('app_name', '""');
    await storeRaw('feature.storefront', '"off"');
    expect((await t.ctx.settings.read()).general).toMatchObject({
      app_name: 'Backline',
      max_file_size_mb: 100,
    });
    expect((await t.ctx.settings.read()).features.storefront).toBe(true);
    await storeRaw('max_file_size_mb', '-3');
    expect(await getMaxFileSizeMb(t.ctx)).toBe(100);
    await clearSettings();
  });

  it('ignores stored keys and flags it does not know', async () => {
    await storeRaw('retired_setting', '"x"');
    await storeRaw('feature.retired_feature', 'false');
    const reply = await t.client().get<PublicSettings>('/api/settings/public');
    expect(reply.body.features).toEqual(defaultFeatures);
    await clearSettings();
  });
});

describe('PUT /api/admin/settings', () => {
  it('changes some general settings, keeps the others, and answers the settings as they now are', async () => {
    await clearSettings();
    const reply = await admin.client.put<AdminSettingsReply>('/api/admin/settings', {
      category: 'general',
      settings: { app_name: '  Night Shift  ', max_file_size_mb: 250 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.settings.general).toEqual({
      app_name: 'Night Shift',
      max_file_size_mb: 250,
      maintenance_mode: false,
    });
    // The writing process sees its change at once, without waiting out the cache.
    expect(await getMaxFileSizeMb(t.ctx)).toBe(250);
    expect((await t.client().get<PublicSettings>('/api/settings/public')).body.app_name).toBe(
      'Night Shift',
    );
    const stored = await t.ctx.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'max_file_size_mb')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('250');
  });

  it('writes an audit row naming the administrator and each change', async () => {
    await clearSettings();
    const before = (await settingsAudit()).length;
    await admin.client.put('/api/admin/settings', {
      category: 'features',
      settings: { merch_store: false, d_cypher: true },
    });
    const rows = await settingsAudit();
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1];
    expect(row).toMatchObject({
      actor_id: admin.user.id,
      actor_email: ADMIN,
      target_type: 'settings',
      target_id: 'features',
    });
    // d_cypher was already on: only what changed is recorded.
    expect(JSON.parse(row.details)).toEqual({
      category: 'features',
      changes: { merch_store: { from: true, to: false } },
    });
    const open = await t.client().get<PublicSettings>('/api/settings/public');
    expect(open.body.features).toEqual({ ...defaultFeatures, merch_store: false });
  });

  it('changes per-person limits and the storage quota (the `limits` category), audited', async () => {
    await clearSettings();
    const before = (await settingsAudit()).length;
    const reply = await admin.client.put<AdminSettingsReply>('/api/admin/settings', {
      category: 'limits',
      settings: { posts_per_hour: 5, storage_quota_mb: 10 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.settings.limits).toMatchObject({
      posts_per_hour: 5,
      storage_quota_mb: 10,
      comments_per_hour: 120,
    });
    expect((await t.ctx.settings.read()).limits.posts_per_hour).toBe(5);
    const audit = await settingsAudit();
    expect(audit).toHaveLength(before + 1);
    expect(JSON.parse(audit.at(-1)?.details ?? '{}')).toEqual({
      category: 'limits',
      changes: {
        posts_per_hour: { from: 30, to: 5 },
        storage_quota_mb: { from: 5120, to: 10 },
      },
    });
    // A stored limit that breaks its rule reads as the default.
    await storeRaw('limits.posts_per_hour', '-1');
    expect((await t.ctx.settings.read()).limits.posts_per_hour).toBe(30);
    await clearSettings();
  });

  it('writes nothing and audits nothing when no value changes', async () => {
    await clearSettings();
    const before = (await settingsAudit()).length;
    const reply = await admin.client.put('/api/admin/settings', {
      category: 'general',
      settings: { max_file_size_mb: 100 },
    });
    expect(reply.status).toBe(200);
    expect(await settingsAudit()).toHaveLength(before);
    expect(await t.ctx.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ category: 'quotas', settings: {} }, /^category: .*quotas.*general or features or limits/],
    [
      { category: 'limits', settings: { likes_per_hour: 5 } },
      /^settings: "likes_per_hour" is not a limits setting/,
    ],
    [
      { category: 'limits', settings: { posts_per_hour: 0 } },
      /^settings\.posts_per_hour: must be at least 1/,
    ],
    [
      { category: 'limits', settings: { storage_quota_mb: 2.5 } },
      /^settings\.storage_quota_mb: must be a whole number of MB/,
    ],
    [{ settings: {} }, /^category: /],
    [
      { category: 'general', settings: { theme: 'dark' } },
      /^settings: "theme" is not a general setting/,
    ],
    [
      { category: 'features', settings: { time_travel: true } },
      /^settings\.time_travel: is not a feature flag/,
    ],
    [
      { category: 'features', settings: { storefront: 'yes' } },
      /^settings\.storefront: must be true or false/,
    ],
    [
      { category: 'general', settings: { max_file_size_mb: 1.5 } },
      /^settings\.max_file_size_mb: must be a whole number of MB/,
    ],
    [
      { category: 'general', settings: { max_file_size_mb: '100' } },
      /^settings\.max_file_size_mb: must be a number of MB/,
    ],
    [
      { category: 'general', settings: { max_file_size_mb: 0 } },
      /^settings\.max_file_size_mb: must be at least 1 MB/,
    ],
    [
      { category: 'general', settings: { max_file_size_mb: 20_000 } },
      /^settings\.max_file_size_mb: must be at most 10240 MB/,
    ],
    [
      { category: 'general', settings: { app_name: '   ' } },
      /^settings\.app_name: must not be empty/,
    ],
    [
      { category: 'general', settings: { app_name: 'x'.repeat(61) } },
      /^settings\.app_name: must be at most 60 characters/,
    ],
    [
      { category: 'general', settings: { maintenance_mode: 'on' } },
      /^settings\.maintenance_mode: must be true or false/,
    ],
    [
      // The name goes into e-mail subjects and the sender: one line.
      { category: 'general', settings: { app_name: 'Night\nShift' } },
      /^settings\.app_name: must be on one line/,
    ],
    [
      { category: 'limits', settings: { sign_in_failures_per_ip: 0 } },
      /^settings\.sign_in_failures_per_ip: must be at least 1/,
    ],
  ])('refuses %j with a 400 naming what is wrong, and changes nothing', async (body, message) => {
    await clearSettings();
    const reply = await admin.client.put('/api/admin/settings', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(message);
    expect(await t.ctx.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
  });

  it('validates the same way when called without HTTP (jobs, scripts)', async () => {
    await expect(
      updateSettings(t.ctx, null, { category: 'general', settings: { max_file_size_mb: 1.5 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'settings.max_file_size_mb: must be a whole number of MB',
    });
    await expect(
      updateSettings(t.ctx, null, { category: 'features', settings: { nope: true } }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'settings.nope: is not a feature flag' });
  });

  it('records the system as the actor when no one is signed in behind the change', async () => {
    await clearSettings();
    await updateSettings(t.ctx, null, { category: 'general', settings: { max_file_size_mb: 7 } });
    const rows = await settingsAudit();
    expect(rows[rows.length - 1]).toMatchObject({ actor_id: null, actor_email: null });
    await clearSettings();
  });

  it('refuses anonymous callers (401) and members who are not administrators (403)', async () => {
    const body = { category: 'general', settings: { app_name: 'Taken' } };
    expect((await t.client().get('/api/admin/settings')).status).toBe(401);
    expect((await t.client().put('/api/admin/settings', body)).status).toBe(401);
    const member = await signUp(t);
    const read = await member.client.get('/api/admin/settings');
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: 'Access denied. Administrator privileges required.' });
    expect((await member.client.put('/api/admin/settings', body)).status).toBe(403);
    expect((await t.ctx.settings.read()).general.app_name).toBe('Backline');
  });
});

describe('the settings cache', () => {
  it("shows another process's change once its short life is over, not before", async () => {
    await clearSettings();
    let clock = 0;
    // Another process: its own store, with its own cache, on the same database.
    const other = new SettingsStore(t.ctx.db, featureFlags, { clock: () => clock });
    expect((await other.read()).general.maintenance_mode).toBe(false);

    await updateSettings(t.ctx, null, {
      category: 'general',
      settings: { maintenance_mode: true },
    });
    clock += 400;
    expect((await other.read()).general.maintenance_mode).toBe(false);
    clock += 200;
    expect((await other.read()).general.maintenance_mode).toBe(true);
    await clearSettings();
  });

  it('shares one database read among callers that arrive together', async () => {
    await clearSettings();
    const store = new SettingsStore(t.ctx.db, featureFlags);
    const [first, second] = [store.read(), store.read()];
    expect(first).toBe(second);
    expect(store.peek()).toBeNull();
    await first;
    expect(store.peek()).toEqual(await first);
  });
});
