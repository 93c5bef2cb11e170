/** A fan's home: the people they follow and the new posts of those people. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorsReply } from '../../../contract/people';
import type { Post, PostsReply } from '../../../contract/posts';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publish(client: Awaited<ReturnType<typeof signUp>>['client'], content: string) {
  const reply = await client.post<{ post: Post }>('/api/posts', {
    content,
    visibility: 'public',
    price_cents: 0,
  });
  expect(reply.status).toBe(201);
  return reply.body.post;
}

describe('GET /api/users/me/following', () => {
  it('needs sign-in', async () => {
    const reply = await t.client().get('/api/users/me/following');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.any(String) });
  });

  it('lists the people you follow, the most recently followed first, a page at a time', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const first = await signUp(t, { displayName: 'First Artist' });
    const second = await signUp(t, { displayName: 'Second Producer', role: 'producer' });
    const third = await signUp(t, { displayName: 'Third Creator', role: 'creator' });
    const notFollowed = await signUp(t);
    for (const [person, minutesAgo] of [
      [first, 30],
      [second, 20],
      [third, 10],
    ] as const) {
      t.setNow(new Date(Date.now() - minutesAgo * 60_000));
      expect((await fan.client.post(`/api/users/${person.user.id}/follow`)).status).toBe(200);
    }
    t.setNow(null);

    const page1 = await fan.client.get<CreatorsReply>('/api/users/me/following?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.users.map((user) => user.display_name)).toEqual([
      'Third Creator',
      'Second Producer',
    ]);
    expect(page1.body.users.every((user) => user.is_following)).toBe(true);
    expect(page1.body.users[1].role).toBe('producer');
    expect(page1.body.nextCursor).toEqual(expect.any(String));

    const page2 = await fan.client.get<CreatorsReply>(
      `/api/users/me/following?limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.users.map((user) => user.display_name)).toEqual(['First Artist']);
    expect(page2.body.nextCursor).toBeNull();
    expect(JSON.stringify([page1.body, page2.body])).not.toContain(notFollowed.email);
    // Nothing private leaks into the list.
    expect(page1.text).not.toMatch(/email|password|login_count/);
  });

  it('leaves out people who were unfollowed or suspended', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const kept = await signUp(t);
    const dropped = await signUp(t);
    const suspended = await signUp(t);
    for (const person of [kept, dropped, suspended]) {
      await fan.client.post(`/api/users/${person.user.id}/follow`);
    }
    await fan.client.delete(`/api/users/${dropped.user.id}/follow`);
    await t.ctx.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.user.id)
      .execute();

    const reply = await fan.client.get<CreatorsReply>('/api/users/me/following');
    expect(reply.body.users.map((user) => user.id)).toEqual([kept.user.id]);
  });

  it('refuses a cursor it did not give out', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const reply = await fan.client.get('/api/users/me/following?cursor=nonsense');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/feed/following', () => {
  it('needs sign-in', async () => {
    expect((await t.client().get('/api/feed/following')).status).toBe(401);
  });

  it('shows only the posts of followed people, newest first, in pages, minus hidden ones', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const followed = await signUp(t, { displayName: 'Followed' });
    const stranger = await signUp(t, { displayName: 'Stranger' });
    await fan.client.post(`/api/users/${followed.user.id}/follow`);

    t.setNow(new Date(Date.now() - 3 * 60_000));
    const oldest = await publish(followed.client, 'first demo');
    t.setNow(new Date(Date.now() - 2 * 60_000));
    await publish(stranger.client, 'not for this feed');
    const middle = await publish(followed.client, 'second demo');
    t.setNow(null);
    const newest = await publish(followed.client, 'third demo');

    const page1 = await fan.client.get<PostsReply>('/api/feed/following?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.posts.map((post) => post.id)).toEqual([newest.id, middle.id]);
    const page2 = await fan.client.get<PostsReply>(
      `/api/feed/following?limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.posts.map((post) => post.id)).toEqual([oldest.id]);
    expect(page2.body.nextCursor).toBeNull();

    await fan.client.post(`/api/posts/${middle.id}/hide`);
    const afterHide = await fan.client.get<PostsReply>('/api/feed/following');
    expect(afterHide.body.posts.map((post) => post.id)).toEqual([newest.id, oldest.id]);
  });

  it('is empty for someone who follows nobody', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const author = await signUp(t);
    await publish(author.client, 'hello world');
    const reply = await fan.client.get<PostsReply>('/api/feed/following');
    expect(reply.body).toEqual({ posts: [], nextCursor: null });
  });

  it('keeps paid posts locked for a follower who has not bought them', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const artist = await signUp(t);
    await fan.client.post(`/api/users/${artist.user.id}/follow`);
    await artist.client.post('/api/posts', {
      content: 'the secret stems',
      visibility: 'ppv',
      price_cents: 500,
    });
    const reply = await fan.client.get<PostsReply>('/api/feed/following');
    expect(reply.body.posts[0]).toMatchObject({ locked: true, content: null });
    expect(reply.text).not.toContain('the secret stems');
  });
});
