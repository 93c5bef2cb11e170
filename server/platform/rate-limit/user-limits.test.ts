import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SettingsLimits } from '../../../contract/limits';
import type { LimitsSettings } from '../../../contract/settings';
import { multipartBody, uploadToVault } from '../../features/vault/vault-upload.fixtures';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: 'limits-admin@example.test',
    // The clock moves an hour ahead below; sessions outlive that here.
    SESSION_IDLE_MINUTES: '600',
  });
  admin = await signUp(t, { email: 'limits-admin@example.test' });
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));
beforeEach(() => setLimits(SettingsLimits.defaultLimits));

async function setLimits(settings: Partial<LimitsSettings>) {
  const reply = await admin.client.put('/api/admin/settings', { category: 'limits', settings });
  expect(reply.status).toBe(200);
}

function post(client: ApiClient, content = 'a post') {
  return client.post<{ post: { id: number } }>('/api/posts', {
    content,
    visibility: 'public',
    price_cents: 0,
  });
}

/** The start of the next clock hour, plus a minute: a new window for every hourly limit. */
function nextHour(): Date {
  const hour = 3_600_000;
  return new Date(Math.floor(Date.now() / hour) * hour + hour + 60_000);
}

describe('per-person limits from the settings', () => {
  it('limits posts per hour, per person, with a message and Retry-After', async () => {
    await setLimits({ posts_per_hour: 2 });
    const writer = await signUp(t);
    expect((await post(writer.client)).status).toBe(201);
    expect((await post(writer.client)).status).toBe(201);
    const refused = await post(writer.client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: expect.stringMatching(
        /^You can publish at most 2 posts an hour\. Please try again in/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected, and the next hour is a new one.
    expect((await post((await signUp(t)).client)).status).toBe(201);
    t.setNow(nextHour());
    expect((await post(writer.client)).status).toBe(201);
  });

  it('limits comments per hour', async () => {
    await setLimits({ comments_per_hour: 2 });
    const writer = await signUp(t);
    const { id } = (await post(writer.client)).body.post;
    const comment = () => writer.client.post(`/api/posts/${id}/comments`, { content: 'nice' });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);
    const refused = await comment();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You can write at most 2 comments an hour/);
  });

  it('limits shares per hour for a signed-in person', async () => {
    await setLimits({ shares_per_hour: 2 });
    const writer = await signUp(t);
    const fan = await signUp(t);
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push((await post(writer.client)).body.post.id);
    expect((await fan.client.post(`/api/posts/${ids[0]}/share`)).status).toBe(200);
    expect((await fan.client.post(`/api/posts/${ids[1]}/share`)).status).toBe(200);
    const refused = await fan.client.post(`/api/posts/${ids[2]}/share`);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You can share at most 2 posts an hour/);
  });

  it('limits team invitations per day', async () => {
    await setLimits({ invitations_per_day: 2 });
    const creator = await signUp(t);
    const invite = (email: string) => creator.client.post('/api/team/invite', { email });
    expect((await invite('one@example.test')).status).toBe(201);
    expect((await invite('two@example.test')).status).toBe(201);
    const refused = await invite('three@example.test');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You can send at most 2 team invitations a day/);
    const sent = await t.ctx.db
      .selectFrom('outbox_messages')
      .select('to_address')
      .where('to_address', '=', 'three@example.test')
      .execute();
    expect(sent).toEqual([]);
  });

  it('limits uploads per hour, vault files and pictures together', async () => {
    await setLimits({ uploads_per_hour: 2 });
    const creator = await signUp(t);
    const vault = () =>
      uploadToVault(creator.client, { filename: 'a.bin', content: Buffer.from('bytes') });
    expect((await vault()).status).toBe(201);
    expect((await vault()).status).toBe(201);
    const refused = await vault();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You can upload at most 2 files an hour/);
    const avatar = await creator.client.request(
      'POST',
      '/api/users/me/avatar',
      multipartBody({ filename: 'me.png', contentType: 'image/png', content: Buffer.from('x') }),
    );
    expect(avatar.status).toBe(429);
  });

  it('refuses limits an administrator did not set, and non-administrators', async () => {
    const person = await signUp(t);
    const reply = await person.client.put('/api/admin/settings', {
      category: 'limits',
      settings: { posts_per_hour: 1_000 },
    });
    expect(reply.status).toBe(403);
  });
});
