import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostsReply } from '../../../contract/posts';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;

async function publish(
  artist: Person,
  title: string,
  extra: Partial<{ visibility: string; price_cents: number }> = {},
) {
  const reply = await artist.client.post<{ post: Post }>('/api/posts', {
    title,
    content: `${title} words`,
    visibility: 'public',
    price_cents: 0,
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply.body.post;
}

const titles = (reply: { body: PostsReply }) => reply.body.posts.map((post) => post.title);

async function postCount(person: Person) {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('post_count')
    .where('id', '=', person.user.id)
    .executeTakeFirstOrThrow();
  return row.post_count;
}

describe("a creator's own posts", () => {
  it('lists every post of theirs newest first, a keyset page at a time', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) await publish(artist, title);
    await publish(other, 'Not mine');

    const first = await artist.client.get<PostsReply>('/api/posts/mine?limit=2');
    expect(first.status).toBe(200);
    expect(titles(first)).toEqual(['Five', 'Four']);
    expect(first.body.posts[0]!.can).toEqual({ edit: true, delete: true });
    const second = await artist.client.get<PostsReply>(
      `/api/posts/mine?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(titles(second)).toEqual(['Three', 'Two']);
    const last = await artist.client.get<PostsReply>(
      `/api/posts/mine?limit=2&cursor=${second.body.nextCursor}`,
    );
    expect(titles(last)).toEqual(['One']);
    expect(last.body.nextCursor).toBeNull();

    expect((await artist.client.get('/api/posts/mine?cursor=nonsense')).status).toBe(400);
    expect((await artist.client.get('/api/posts/mine?show=everything')).status).toBe(400);
    expect((await t.client().get('/api/posts/mine')).status).toBe(401);
  });

  it('hides a post from everyone else, keeps it in the creator’s list, and shows it again', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    await publish(artist, 'Stays');
    const post = await publish(artist, 'Demo take');
    expect(await postCount(artist)).toBe(2);

    const hidden = await artist.client.put<{ post: Post }>(`/api/posts/${post.id}/hidden`, {
      hidden: true,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.post).toMatchObject({ id: post.id, hidden: true });
    expect(await postCount(artist)).toBe(1);
    // Hiding twice changes nothing more.
    await artist.client.put(`/api/posts/${post.id}/hidden`, { hidden: true });
    expect(await postCount(artist)).toBe(1);

    expect(titles(await artist.client.get<PostsReply>('/api/posts/mine'))).toEqual([
      'Demo take',
      'Stays',
    ]);
    expect(titles(await artist.client.get<PostsReply>('/api/posts/mine?show=hidden'))).toEqual([
      'Demo take',
    ]);
    expect(titles(await artist.client.get<PostsReply>('/api/posts/mine?show=visible'))).toEqual([
      'Stays',
    ]);
    // The dashboard's recent posts are the creator's own: the hidden one is there, marked.
    const recent = await artist.client.get<PostsReply>('/api/posts?limit=5');
    expect(recent.body.posts.map((row) => [row.title, row.hidden])).toEqual([
      ['Demo take', true],
      ['Stays', false],
    ]);
    expect(
      (await artist.client.get<{ post: Post }>(`/api/posts/${post.id}`)).body.post.hidden,
    ).toBe(true);

    // Everyone else: gone from the feed, the profile and the post's own page.
    for (const viewer of [fan.client, t.client()]) {
      expect((await viewer.get(`/api/posts/${post.id}`)).status).toBe(404);
      const profile = await viewer.get<PostsReply>(`/api/users/${artist.user.id}/posts`);
      expect(titles(profile)).toEqual(['Stays']);
      const feed = await viewer.get<PostsReply>('/api/feed/posts?limit=50');
      expect(titles(feed)).not.toContain('Demo take');
    }
    // The creator's shared pages leave it out too; only their own list has it.
    expect(titles(await artist.client.get<PostsReply>('/api/feed/posts?limit=50'))).not.toContain(
      'Demo take',
    );

    const shown = await artist.client.put<{ post: Post }>(`/api/posts/${post.id}/hidden`, {
      hidden: false,
    });
    expect(shown.body.post.hidden).toBe(false);
    expect(await postCount(artist)).toBe(2);
    expect((await fan.client.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect(titles(await fan.client.get<PostsReply>(`/api/users/${artist.user.id}/posts`))).toEqual([
      'Demo take',
      'Stays',
    ]);
  });

  it('refuses others: they cannot list, read, hide, show, edit, like, comment on or buy a hidden post', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await publish(artist, 'Secret stems', { visibility: 'ppv', price_cents: 500 });
    const visible = await publish(artist, 'Out there');

    // Hiding someone else's visible post: refused, and nothing changes.
    const notYours = await fan.client.put(`/api/posts/${visible.id}/hidden`, { hidden: true });
    expect(notYours.status).toBe(403);
    expect(notYours.body).toEqual({ error: 'Only the creator can hide or show this post' });
    expect((await t.client().put(`/api/posts/${visible.id}/hidden`, { hidden: true })).status).toBe(
      401,
    );
    expect(
      (await artist.client.put(`/api/posts/${visible.id}/hidden`, { hidden: 'yes' })).status,
    ).toBe(400);

    await artist.client.put(`/api/posts/${post.id}/hidden`, { hidden: true });
    // Someone else's list is theirs only: the artist's hidden post is never in it.
    const theirs = await fan.client.get<PostsReply>('/api/posts/mine?show=hidden');
    expect(theirs.body.posts).toEqual([]);

    const missing = { error: 'Post not found' };
    const attempts = [
      fan.client.put(`/api/posts/${post.id}/hidden`, { hidden: false }),
      fan.client.put(`/api/posts/${post.id}`, {
        content: 'mine now',
        visibility: 'public',
        price_cents: 0,
      }),
      fan.client.delete(`/api/posts/${post.id}`),
      fan.client.post(`/api/posts/${post.id}/like`),
      fan.client.post(`/api/posts/${post.id}/comments`, { content: 'hello?' }),
      fan.client.get(`/api/posts/${post.id}/comments`),
      fan.client.post('/api/content/purchase', { content_id: post.id, price_cents: 500 }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    expect((await attempts[0]!).body).toEqual(missing);

    const storefront = await fan.client.get<{ content: { id: number }[] }>(
      `/api/users/${artist.user.id}/storefront-content`,
    );
    expect(storefront.body.content.map((item) => item.id)).not.toContain(post.id);

    const row = await t.ctx.db
      .selectFrom('posts')
      .select(['hidden_at', 'content', 'like_count'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: 'Secret stems words', like_count: 0 });
    expect(row.hidden_at).not.toBeNull();
    expect(
      await t.ctx.db
        .selectFrom('payments')
        .select('id')
        .where('payer_id', '=', fan.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('deleting a hidden post leaves the public count right', async () => {
    const artist = await signUp(t);
    const post = await publish(artist, 'Gone soon');
    await publish(artist, 'Stays');
    await artist.client.put(`/api/posts/${post.id}/hidden`, { hidden: true });
    expect(await postCount(artist)).toBe(1);
    expect((await artist.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect(await postCount(artist)).toBe(1);
    expect(titles(await artist.client.get<PostsReply>('/api/posts/mine'))).toEqual(['Stays']);
  });
});
