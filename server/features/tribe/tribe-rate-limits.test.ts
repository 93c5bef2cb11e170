import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TribeLimits } from '../../../contract/limits';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

describe('per-IP limits of the public list endpoints', () => {
  it('limits joins and push subscriptions together, and confirmations, per IP address', async () => {
    const artist = await signUp(t);
    const visitor = t.client('198.51.100.20');
    const limit = (await t.ctx.settings.read()).limits.list_joins_per_ip;
    for (let i = 0; i < limit - 1; i += 1) {
      const joined = await visitor.post(`/api/email/join/${artist.user.id}`, {
        email: `limited-${i}@example.test`,
      });
      expect(joined.status).toBe(202);
    }
    const subscribed = await visitor.post(`/api/push/subscribe/${artist.user.id}`, {
      endpoint: 'https://push.example/limited',
      keys,
    });
    expect(subscribed.status).toBe(201);
    const refused = await visitor.post(`/api/email/join/${artist.user.id}`, {
      email: 'one-too-many@example.test',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(expect.any(String));
    expect(
      (
        await visitor.post(`/api/push/subscribe/${artist.user.id}`, {
          endpoint: 'https://push.example/too-many',
          keys,
        })
      ).status,
    ).toBe(429);
    // Another address is not held back by this one.
    expect(
      (
        await t
          .client('198.51.100.21')
          .post(`/api/email/join/${artist.user.id}`, { email: 'elsewhere@example.test' })
      ).status,
    ).toBe(202);

    const guesser = t.client('198.51.100.22');
    for (let i = 0; i < TribeLimits.confirmsPerIpPerHour; i += 1) {
      const guess = await guesser.post('/api/email/confirm', {
        token: `guessed-token-${i}-xxxxxx`,
      });
      expect(guess.status).toBe(404);
    }
    const stopped = await guesser.post('/api/email/confirm', { token: 'guessed-token-last-xxxx' });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toEqual(expect.any(String));
  });

  it('limits unknown unsubscribe and tracking links per IP, but never a real one', async () => {
    const artist = await signUp(t);
    const reply = await artist.client.post('/api/email/subscribers', {
      email: 'many-clicks@example.test',
    });
    expect(reply.status).toBe(201);
    const { token } = await t.ctx.db
      .selectFrom('tribe_subscribers')
      .select('token')
      .where('creator_id', '=', artist.user.id)
      .executeTakeFirstOrThrow();
    // A mail provider sends many people's unsubscribes and image fetches from one address.
    const provider = t.client('203.0.113.99');
    const misses = TribeLimits.unknownEmailLinksPerIpPerHour;
    for (let i = 0; i < misses; i += 1) {
      const path = [
        `/api/t/o/unknown-${i}.gif`,
        `/api/t/c/unknown-${i}/0`,
        `/api/email/subscription/unknown-link-${i}`,
      ][i % 3] as string;
      const miss = await provider.get(path);
      expect(miss.status).toBe(path.startsWith('/api/t/o/') ? 200 : 404);
      expect((await provider.post(`/api/email/unsubscribe/${token}`)).status).toBe(200);
    }
    const guessed = await provider.post('/api/email/unsubscribe/one-guess-too-many');
    expect(guessed.status).toBe(429);
    expect(guessed.body.error).toEqual(expect.any(String));
    expect((await provider.get('/api/t/o/one-more.gif')).status).toBe(429);
    // Past the limit, the real link still unsubscribes, and other networks are not held back.
    const real = await provider.post<{ unsubscribed: boolean }>(`/api/email/unsubscribe/${token}`);
    expect(real.status).toBe(200);
    expect(real.body.unsubscribed).toBe(true);
    expect((await t.client('203.0.113.100').get('/api/t/o/unknown.gif')).status).toBe(200);
  });
});
