import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { demoFollows, demoPeople, demoPosts } from './demo-content';
import { seedDemoData } from './seed-demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('creates the demo people, posts, follows, likes and comments with counters that match', async () => {
    const result = await seedDemoData(t.ctx);
    expect(result?.accounts.map((account) => account.email)).toEqual([
      'artist@demo.backline.local',
      'fan@demo.backline.local',
    ]);

    const users = await t.ctx.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(demoPeople.length);
    const posts = await t.ctx.db.selectFrom('posts').selectAll().execute();
    expect(posts).toHaveLength(demoPosts.length);
    expect(new Set(posts.map((post) => post.visibility))).toEqual(
      new Set(['public', 'subscribers', 'ppv']),
    );
    expect(await t.ctx.db.selectFrom('follows').selectAll().execute()).toHaveLength(
      demoFollows.length,
    );

    for (const user of users) {
      const followers = await t.ctx.db
        .selectFrom('follows')
        .select('follower_id')
        .where('followed_id', '=', user.id)
        .execute();
      const own = posts.filter((post) => post.creator_id === user.id);
      expect(user.follower_count).toBe(followers.length);
      expect(user.post_count).toBe(own.length);
    }
    for (const post of posts) {
      const likes = await t.ctx.db
        .selectFrom('post_likes')
        .select('user_id')
        .where('post_id', '=', post.id)
        .execute();
      const comments = await t.ctx.db
        .selectFrom('comments')
        .select('id')
        .where('post_id', '=', post.id)
        .execute();
      expect(post.like_count).toBe(likes.length);
      expect(post.comment_count).toBe(comments.length);
    }
  });

  it('does nothing on a database that already has people', async () => {
    expect(await seedDemoData(t.ctx)).toBeNull();
  });

  it('lets the demo artist sign in with the published password', async () => {
    const client = t.client();
    const start = await client.get<{ redirectUrl: string }>('/api/oauth/local/redirect_url');
    const state = new URL(start.body.redirectUrl, 'http://x').searchParams.get('state');
    const signIn = await client.post('/api/auth/local/sign-in', {
      email: 'artist@demo.backline.local',
      password: 'backline-demo',
      state,
    });
    expect(signIn.status).toBe(200);
  });
});

describe('demo data when two processes start at once', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.close());

  it('is created by one of them, once; the other starts without it', async () => {
    const results = await Promise.all([seedDemoData(empty.ctx), seedDemoData(empty.ctx)]);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    const users = await empty.ctx.db.selectFrom('users').select('email').execute();
    expect(users.map((user) => user.email).sort()).toEqual(
      demoPeople.map((person) => person.email).sort(),
    );
    expect(await empty.ctx.db.selectFrom('posts').selectAll().execute()).toHaveLength(
      demoPosts.length,
    );
  });
});
