import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from './jobs';
import { JobScheduler } from './platform/jobs/scheduler';
import { createUser } from './test/factories';
import type { TestApp } from './test/test-app';
import { createTestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the job registry', () => {
  it('names every kind once and schedules the periodic work', () => {
    const kinds = jobDefinitions.map((definition) => definition.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(
      jobDefinitions
        .filter((definition) => definition.schedule)
        .map((definition) => definition.kind),
    ).toEqual(
      expect.arrayContaining([
        'subscriptions.renew',
        'auth.forget-expired-sessions',
        'expiry.forget-lapsed-rows',
        'rate-limit.forget-old-windows',
        'storage.sweep-abandoned-uploads',
        'jobs.prune',
        'payments.reconcile',
        'social.refresh-tokens',
      ]),
    );
  });
});

describe('periodic jobs', () => {
  it('renew subscriptions and forget what has expired, once started by the scheduler', async () => {
    const db = t.ctx.db;
    const person = await createUser(t);
    const creator = await createUser(t, { role: 'artist' });

    await db
      .insertInto('sessions')
      .values([
        {
          token_hash: 'expired-session',
          user_id: person.id,
          created_at: ago(31 * DAY),
          expires_at: ago(DAY),
          last_seen_at: ago(DAY + HOUR),
          user_agent: null,
        },
        {
          token_hash: 'idle-session',
          user_id: person.id,
          created_at: ago(2 * HOUR),
          expires_at: ahead(HOUR),
          last_seen_at: ago(HOUR),
          user_agent: null,
        },
        {
          token_hash: 'live-session',
          user_id: person.id,
          created_at: ago(HOUR),
          expires_at: ahead(DAY),
          last_seen_at: ago(60_000),
          user_agent: null,
        },
      ])
      .execute();
    const pendingSignUp = {
      email: 'pending@example.test',
      password_hash: 'scrypt$x',
      display_name: 'Pending',
      role: 'fan',
      created_at: ago(DAY),
    };
    await db
      .insertInto('signup_requests')
      .values([
        { ...pendingSignUp, token_hash: 'lapsed-sign-up', expires_at: ago(HOUR) },
        { ...pendingSignUp, token_hash: 'live-sign-up', expires_at: ahead(HOUR) },
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        {
          token_hash: 'lapsed-reset',
          user_id: person.id,
          created_at: ago(2 * HOUR),
          expires_at: ago(HOUR),
        },
        {
          token_hash: 'live-reset',
          user_id: person.id,
          created_at: ago(60_000),
          expires_at: ahead(HOUR),
        },
      ])
      .execute();
    const post = await db
      .insertInto('posts')
      .values({
        creator_id: creator.id,
        title: null,
        content: 'shared',
        visibility: 'public',
        price_cents: 0,
        content_type: null,
        created_at: ago(40 * DAY),
        updated_at: ago(40 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('post_shares')
      .values([
        {
          post_id: post.id,
          sharer_key: 'a:lapsed',
          created_at: ago(31 * DAY),
          expires_at: ago(DAY),
        },
        { post_id: post.id, sharer_key: 'a:live', created_at: ago(DAY), expires_at: ahead(DAY) },
        {
          post_id: post.id,
          sharer_key: `u:${person.id}`,
          created_at: ago(40 * DAY),
          expires_at: null,
        },
      ])
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    await db
      .insertInto('post_views')
      .values([
        { post_id: post.id, viewer_key: 'a:old', day: ago(5 * DAY).slice(0, 10) },
        { post_id: post.id, viewer_key: 'a:today', day: today },
      ])
      .execute();
    await db
      .insertInto('oauth_states')
      .values([
        {
          state: 'expired-state',
          provider: 'local',
          code_verifier: null,
          nonce: null,
          created_at: ago(HOUR),
          expires_at: ago(HOUR / 2),
        },
        {
          state: 'live-state',
          provider: 'local',
          code_verifier: null,
          nonce: null,
          created_at: ago(60_000),
          expires_at: ahead(HOUR),
        },
      ])
      .execute();
    await db
      .insertInto('auth_codes')
      .values([
        {
          code_hash: 'expired-code',
          user_id: person.id,
          state: 's',
          created_at: ago(HOUR),
          expires_at: ago(HOUR / 2),
          used_at: null,
        },
        {
          code_hash: 'live-code',
          user_id: person.id,
          state: 's',
          created_at: ago(60_000),
          expires_at: ahead(HOUR),
          used_at: null,
        },
      ])
      .execute();
    const windowStart = Math.floor(Date.now() / 60_000) * 60_000;
    await db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'sign-in:ip:old', window_start: windowStart - 2 * DAY, hits: 3 },
        { bucket: 'sign-in:ip:now', window_start: windowStart, hits: 1 },
      ])
      .execute();

    // A write killed mid-way two days ago, one under way now, and an old finished object.
    const root = (t.ctx.config.storage as { directory: string }).directory;
    mkdirSync(path.join(root, 'vault', 'ab'), { recursive: true });
    const stale = path.join(root, 'vault', 'ab', 'f1.0a1b2c.partial');
    const fresh = path.join(root, 'vault', 'ab', 'f2.3d4e5f.partial');
    const kept = path.join(root, 'vault', 'ab', 'f3');
    for (const file of [stale, fresh, kept]) writeFileSync(file, 'bytes');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    utimesSync(kept, twoDaysAgo, twoDaysAgo);

    const tier = await db
      .insertInto('subscription_tiers')
      .values({
        creator_id: creator.id,
        name: 'Inner Circle',
        price_cents: 900,
        description: null,
        features: '[]',
        created_at: ago(40 * DAY),
        updated_at: ago(40 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const periodEnd = ago(HOUR);
    await db
      .insertInto('tier_subscriptions')
      .values({
        subscriber_id: person.id,
        creator_id: creator.id,
        tier_id: tier.id,
        price_cents: 900,
        status: 'active',
        started_at: ago(31 * DAY),
        current_period_end: periodEnd,
        canceled_at: null,
      })
      .execute();

    const oldJob = {
      kind: 'mail.deliver',
      payload: '{"outboxId":1}',
      max_attempts: 1,
      created_at: ago(9 * DAY),
      updated_at: ago(8 * DAY),
      run_at: ago(9 * DAY),
    };
    await db
      .insertInto('jobs')
      .values([
        { ...oldJob, status: 'done', unique_key: 'old-done', finished_at: ago(8 * DAY) },
        { ...oldJob, status: 'done', unique_key: 'recent-done', finished_at: ago(DAY) },
        { ...oldJob, status: 'dead', unique_key: 'old-dead', finished_at: ago(8 * DAY) },
      ])
      .execute();

    // Starting queues the latest occurrence of every schedule, as a process does at start.
    const scheduler = new JobScheduler(t.ctx, jobDefinitions);
    await scheduler.start();
    scheduler.stop();
    const ran = await t.runJobs();
    expect(ran).toBeGreaterThanOrEqual(8);
    const scheduled = await db
      .selectFrom('jobs')
      .select(['kind', 'status', 'last_error'])
      .where('unique_key', 'like', 'cron:%')
      .orderBy('kind')
      .execute();
    expect(scheduled).toEqual(
      [
        'auth.forget-expired-sessions',
        'expiry.forget-lapsed-rows',
        'jobs.prune',
        'payments.reconcile',
        'rate-limit.forget-old-windows',
        'social.refresh-tokens',
        'storage.sweep-abandoned-uploads',
        'subscriptions.renew',
      ].map((kind) => ({ kind, status: 'done', last_error: null })),
    );

    const tokens = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', person.id)
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(['live-session']);
    expect(
      (
        await db
          .selectFrom('oauth_states')
          .select('state')
          .where('state', 'like', '%-state')
          .execute()
      ).map((row) => row.state),
    ).toEqual(['live-state']);
    expect(
      (await db.selectFrom('auth_codes').select('code_hash').execute()).map((row) => row.code_hash),
    ).toEqual(['live-code']);
    expect(
      (await db.selectFrom('signup_requests').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
    ).toEqual(['live-sign-up']);
    expect(
      (await db.selectFrom('password_resets').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
    ).toEqual(['live-reset']);
    expect(
      (
        await db
          .selectFrom('post_shares')
          .select('sharer_key')
          .where('post_id', '=', post.id)
          .orderBy('sharer_key')
          .execute()
      ).map((row) => row.sharer_key),
    ).toEqual(['a:live', `u:${person.id}`]);
    expect(
      (
        await db
          .selectFrom('post_views')
          .select('viewer_key')
          .where('post_id', '=', post.id)
          .execute()
      ).map((row) => row.viewer_key),
    ).toEqual(['a:today']);
    expect(
      (
        await db
          .selectFrom('rate_limit_hits')
          .select('bucket')
          .where('bucket', 'like', 'sign-in:ip:%')
          .execute()
      ).map((row) => row.bucket),
    ).toEqual(['sign-in:ip:now']);
    expect([existsSync(stale), existsSync(fresh), existsSync(kept)]).toEqual([false, true, true]);
    const subscription = await db
      .selectFrom('tier_subscriptions')
      .selectAll()
      .where('subscriber_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(subscription.current_period_end)).toBeGreaterThan(Date.now());
    const charges = await db
      .selectFrom('payments')
      .select('amount_cents')
      .where('payer_id', '=', person.id)
      .execute();
    expect(charges).toEqual([{ amount_cents: 900 }]);
    const keys = await db
      .selectFrom('jobs')
      .select('unique_key')
      .where('unique_key', 'in', ['old-done', 'recent-done', 'old-dead'])
      .orderBy('unique_key')
      .execute();
    expect(keys.map((row) => row.unique_key)).toEqual(['old-dead', 'recent-done']);
  });
});
