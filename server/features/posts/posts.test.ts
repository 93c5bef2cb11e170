import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousWriteLimits } from '../../../contract/limits';
import type { Post } from '../../../contract/posts';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { PUBLIC_FEED_TTL_MS } from './public-feed-pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'mod@example.test' });
});
afterAll(() => t.close());

type PostReply = { post: Post };
type PostsReply = { posts: Post[]; nextCursor: string | null };

const SECRET = 'the secret bridge lyrics nobody has heard';

describe('creating posts', () => {
  it('publishes a post with the spec fields and counts it on the creator', async () => {
    const artist = await signUp(t, { displayName: 'Nova' });
    const reply = await artist.client.post<PostReply>('/api/posts', {
      title: '  New single  ',
      content: '  Out Friday!  ',
      visibility: 'public',
      price_cents: 0,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.post).toMatchObject({
      creator_id: artist.user.id,
      creator_name: 'Nova',
      title: 'New single',
      content: 'Out Friday!',
      visibility: 'public',
      price_cents: 0,
      like_count: 0,
      comment_count: 0,
      share_count: 0,
      view_count: 0,
      locked: false,
      can: { edit: true, delete: true },
    });
    const user = await t.ctx.db
      .selectFrom('users')
      .select('post_count')
      .where('id', '=', artist.user.id)
      .executeTakeFirstOrThrow();
    expect(user.post_count).toBe(1);
  });

  it('keeps the title only when non-empty and forces price 0 unless ppv', async () => {
    const artist = await signUp(t);
    const reply = await artist.client.post<PostReply>('/api/posts', {
      title: '   ',
      content: 'hello',
      visibility: 'subscribers',
      price_cents: 500,
    });
    expect(reply.body.post).toMatchObject({
      title: null,
      price_cents: 0,
      visibility: 'subscribers',
    });
  });

  it.each([
    [
      'blank content',
      { content: '   ', visibility: 'public', price_cents: 0 },
      'content: Content is required',
    ],
    [
      'free ppv',
      { content: 'x', visibility: 'ppv', price_cents: 0 },
      'price_cents: A pay-per-view post needs a price above $0',
    ],
    ['fractional cents', { content: 'x', visibility: 'ppv', price_cents: 1.5 }, 'price_cents'],
    ['negative price', { content: 'x', visibility: 'ppv', price_cents: -100 }, 'price_cents'],
    ['unknown visibility', { content: 'x', visibility: 'friends', price_cents: 0 }, 'visibility'],
    [
      'content too long',
      { content: 'x'.repeat(20_001), visibility: 'public', price_cents: 0 },
      'content',
    ],
  ])('refuses %s with a message naming the field', async (_case, body, message) => {
    const artist = await signUp(t);
    const reply = await artist.client.post('/api/posts', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(message);
  });

  it('refuses anonymous writers', async () => {
    expect(
      (await t.client().post('/api/posts', { content: 'x', visibility: 'public', price_cents: 0 }))
        .status,
    ).toBe(401);
  });
});

describe('who sees what', () => {
  let creator: Awaited<ReturnType<typeof signUp>>;
  let subscribersPost: Post;
  let ppvPost: Post;

  beforeAll(async () => {
    creator = await signUp(t, { displayName: 'Locksmith' });
    subscribersPost = (
      await creator.client.post<PostReply>('/api/posts', {
        title: 'Members demo',
        content: SECRET,
        visibility: 'subscribers',
        price_cents: 0,
      })
    ).body.post;
    ppvPost = (
      await creator.client.post<PostReply>('/api/posts', {
        title: 'Stems pack',
        content: SECRET,
        visibility: 'ppv',
        price_cents: 499,
      })
    ).body.post;
  });

  it('shows the creator their own locked-visibility posts in full', async () => {
    const own = await creator.client.get<PostReply>(`/api/posts/${ppvPost.id}`);
    expect(own.body.post).toMatchObject({ content: SECRET, locked: false });
  });

  it('withholds content from other people and visitors everywhere, keeping title, price and counts', async () => {
    const fan = await signUp(t, { role: 'fan' });
    for (const client of [fan.client, t.client()]) {
      for (const url of [
        `/api/posts/${ppvPost.id}`,
        `/api/posts/${subscribersPost.id}`,
        `/api/users/${creator.user.id}/posts`,
        '/api/feed/posts?limit=50',
      ]) {
        const reply = await client.get(url);
        expect(reply.status).toBe(200);
        expect(reply.text).not.toContain(SECRET);
      }
      const single = await client.get<PostReply>(`/api/posts/${ppvPost.id}`);
      expect(single.body.post).toMatchObject({
        title: 'Stems pack',
        price_cents: 499,
        content: null,
        locked: true,
        creator_name: 'Locksmith',
        can: { edit: false, delete: false },
      });
    }
  });

  it('refuses comments on a locked post', async () => {
    const fan = await signUp(t, { role: 'fan' });
    expect((await fan.client.get(`/api/posts/${ppvPost.id}/comments`)).status).toBe(403);
    expect(
      (await fan.client.post(`/api/posts/${ppvPost.id}/comments`, { content: 'let me in' })).status,
    ).toBe(403);
  });
});

describe('editing and deleting', () => {
  it('lets the creator edit and delete, and nobody else', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'draft words',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;

    const edit = { title: 'Final', content: 'final words', visibility: 'ppv', price_cents: 300 };
    expect((await other.client.put(`/api/posts/${post.id}`, edit)).status).toBe(403);
    expect((await t.client().put(`/api/posts/${post.id}`, edit)).status).toBe(401);
    expect((await other.client.delete(`/api/posts/${post.id}`)).status).toBe(403);

    const edited = await artist.client.put<PostReply>(`/api/posts/${post.id}`, edit);
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({
      title: 'Final',
      content: 'final words',
      visibility: 'ppv',
      price_cents: 300,
    });

    expect((await artist.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await artist.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('post_count')
      .where('id', '=', artist.user.id)
      .executeTakeFirstOrThrow();
    expect(user.post_count).toBe(0);
  });

  it('answers unknown ids with 404 and malformed ids with 400', async () => {
    const artist = await signUp(t);
    expect((await artist.client.get('/api/posts/999999')).status).toBe(404);
    expect(
      (
        await artist.client.put('/api/posts/999999', {
          content: 'x',
          visibility: 'public',
          price_cents: 0,
        })
      ).status,
    ).toBe(404);
    const malformed = await artist.client.get('/api/posts/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toContain('id');
  });
});

describe('feed and lists', () => {
  it('pages the feed newest first with a cursor, each post once', async () => {
    const artist = await signUp(t);
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      // Later than any post made so far, within the session's idle time.
      t.setNow(new Date(Date.now() + 10 * 60_000 + index * 1000));
      ids.push(
        (
          await artist.client.post<PostReply>('/api/posts', {
            content: `post ${index}`,
            visibility: 'public',
            price_cents: 0,
          })
        ).body.post.id,
      );
    }
    t.setNow(null);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/users/${artist.user.id}/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { body: PostsReply } = await t.client().get<PostsReply>(url);
      seen.push(...page.body.posts.map((post) => post.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a forged cursor with 400', async () => {
    const reply = await t.client().get('/api/feed/posts?cursor=bm90LWEtY3Vyc29y');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('cursor');
  });

  it('gives the dashboard the signed-in user’s own recent posts, 5 by default', async () => {
    const artist = await signUp(t);
    const other = await signUp(t);
    await other.client.post('/api/posts', {
      content: 'not mine',
      visibility: 'public',
      price_cents: 0,
    });
    for (let index = 0; index < 6; index += 1) {
      await artist.client.post('/api/posts', {
        content: `mine ${index}`,
        visibility: 'public',
        price_cents: 0,
      });
    }
    const reply = await artist.client.get<PostsReply>('/api/posts?limit=5');
    expect(reply.body.posts).toHaveLength(5);
    expect(reply.body.posts.every((post) => post.creator_id === artist.user.id)).toBe(true);
    expect((await t.client().get('/api/posts?limit=5')).status).toBe(401);
  });

  it('hides a post for that person on the server, and can show it again', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'hide me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    const inFeed = async (client: typeof fan.client) =>
      (await client.get<PostsReply>('/api/feed/posts?limit=50')).body.posts.some(
        (item) => item.id === post.id,
      );
    expect(await inFeed(fan.client)).toBe(true);
    expect((await fan.client.post(`/api/posts/${post.id}/hide`)).status).toBe(200);
    expect(await inFeed(fan.client)).toBe(false);
    expect(await inFeed(artist.client)).toBe(true);
    await fan.client.delete(`/api/posts/${post.id}/hide`);
    expect(await inFeed(fan.client)).toBe(true);
  });
});

describe('likes, shares, views and reports', () => {
  it('counts one like per person, and unlike only removes a real like', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'like me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect((await fan.client.post(`/api/posts/${post.id}/like`)).body).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await fan.client.post(`/api/posts/${post.id}/like`)).body).toEqual({
      liked: true,
      like_count: 1,
    });
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () => artist.client.post(`/api/posts/${post.id}/like`)),
    );
    expect(concurrent.every((reply) => reply.status === 200)).toBe(true);
    expect((await fan.client.get<PostReply>(`/api/posts/${post.id}`)).body.post).toMatchObject({
      like_count: 2,
      liked_by_me: true,
    });
    expect((await fan.client.delete(`/api/posts/${post.id}/like`)).body).toEqual({
      liked: false,
      like_count: 1,
    });
    expect((await fan.client.delete(`/api/posts/${post.id}/like`)).body).toEqual({
      liked: false,
      like_count: 1,
    });
    expect((await t.client().post(`/api/posts/${post.id}/like`)).status).toBe(401);
    expect((await fan.client.post('/api/posts/999999/like')).status).toBe(404);
  });

  it('counts shares', async () => {
    const artist = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'share me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect((await t.client().post(`/api/posts/${post.id}/share`)).body).toEqual({ share_count: 1 });
    expect((await artist.client.post(`/api/posts/${post.id}/share`)).body).toEqual({
      share_count: 2,
    });
  });

  it('counts a share once per person per post, and once per address for signed-out readers', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'share me once',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    const share = (client: ApiClient) => client.post(`/api/posts/${post.id}/share`);
    expect((await share(fan.client)).body).toEqual({ share_count: 1 });
    expect((await share(fan.client)).body).toEqual({ share_count: 1 });
    // The same person from another network is still the same person.
    const fanElsewhere = t.client('203.0.113.77');
    fanElsewhere.setCookie('backline_session', fan.client.cookie('backline_session') ?? '');
    expect((await share(fanElsewhere)).body).toEqual({ share_count: 1 });
    const reader = t.client('198.51.100.20');
    expect((await share(reader)).body).toEqual({ share_count: 2 });
    expect((await share(reader)).body).toEqual({ share_count: 2 });
    expect((await share(t.client('198.51.100.21'))).body).toEqual({ share_count: 3 });
    const rows = await t.ctx.db
      .selectFrom('post_shares')
      .select(['sharer_key', 'expires_at'])
      .where('post_id', '=', post.id)
      .orderBy('sharer_key')
      .execute();
    expect(rows).toHaveLength(3);
    // A person's share is kept; a signed-out reader's lapses, and holds no plain address.
    expect(rows.find((row) => row.sharer_key === `u:${fan.user.id}`)?.expires_at).toBeNull();
    const anonymous = rows.filter((row) => row.sharer_key.startsWith('a:'));
    expect(anonymous).toHaveLength(2);
    for (const row of anonymous) {
      expect(row.sharer_key).not.toContain('198.51.100');
      expect(Date.parse(row.expires_at ?? '')).toBeGreaterThan(Date.now());
    }
  });

  it('limits shares and views from one signed-out address', async () => {
    const artist = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'flood me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    const flooder = t.client('192.0.2.99');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AnonymousWriteLimits.share.limit; attempt += 1) {
      statuses.push((await flooder.post(`/api/posts/${post.id}/share`)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await t.client().post(`/api/posts/${post.id}/share`)).status).toBe(200);
  });

  it('counts a view once per viewer per post per day', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'watch me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect((await fan.client.post(`/api/posts/${post.id}/view`)).body).toEqual({
      counted: true,
      view_count: 1,
    });
    expect((await fan.client.post(`/api/posts/${post.id}/view`)).body).toEqual({
      counted: false,
      view_count: 1,
    });
    const visitor = t.client('192.0.2.50');
    expect((await visitor.post(`/api/posts/${post.id}/view`)).body).toEqual({
      counted: true,
      view_count: 2,
    });
    expect((await visitor.post(`/api/posts/${post.id}/view`)).body).toEqual({
      counted: false,
      view_count: 2,
    });
    t.setNow(new Date(Date.now() + 86_400_000));
    try {
      expect((await fan.client.post(`/api/posts/${post.id}/view`)).body).toEqual({
        counted: true,
        view_count: 3,
      });
    } finally {
      t.setNow(null);
    }
  });

  it('stores a report once for the moderation queue', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'questionable',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect((await fan.client.post(`/api/posts/${post.id}/report`, { reason: 'spam' })).status).toBe(
      200,
    );
    expect((await fan.client.post(`/api/posts/${post.id}/report`, {})).status).toBe(200);
    const reports = await t.ctx.db
      .selectFrom('post_reports')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(reports).toEqual([
      expect.objectContaining({ reporter_id: fan.user.id, reason: 'spam', status: 'open' }),
    ]);
    expect((await t.client().post(`/api/posts/${post.id}/report`, {})).status).toBe(401);
  });
});

describe('comments', () => {
  it('adds, lists, and deletes comments with the right people allowed', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const stranger = await signUp(t, { role: 'fan' });
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'talk to me',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;

    const added = await fan.client.post<{
      comment: { id: number; content: string };
      comment_count: number;
    }>(`/api/posts/${post.id}/comments`, { content: '  <b>love</b> this  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      comment: { content: '<b>love</b> this' },
      comment_count: 1,
    });
    const second = await stranger.client.post<{ comment: { id: number } }>(
      `/api/posts/${post.id}/comments`,
      { content: 'me too' },
    );

    const list = await t
      .client()
      .get<{ comments: { id: number; can: { delete: boolean } }[] }>(
        `/api/posts/${post.id}/comments`,
      );
    expect(list.body.comments.map((comment) => comment.id)).toEqual([
      second.body.comment.id,
      added.body.comment.id,
    ]);

    expect(
      (await stranger.client.delete(`/api/posts/${post.id}/comments/${added.body.comment.id}`))
        .status,
    ).toBe(403);
    expect(
      (await artist.client.delete(`/api/posts/${post.id}/comments/${added.body.comment.id}`)).body,
    ).toEqual({ comment_count: 1 });
    expect(
      (await stranger.client.delete(`/api/posts/${post.id}/comments/${second.body.comment.id}`))
        .body,
    ).toEqual({ comment_count: 0 });
    expect(
      (await stranger.client.delete(`/api/posts/${post.id}/comments/${second.body.comment.id}`))
        .status,
    ).toBe(404);
  });

  it('refuses empty, too long, and anonymous comments', async () => {
    const artist = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'x',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect(
      (await artist.client.post(`/api/posts/${post.id}/comments`, { content: '   ' })).body.error,
    ).toContain('Comment is required');
    expect(
      (await artist.client.post(`/api/posts/${post.id}/comments`, { content: 'x'.repeat(2001) }))
        .status,
    ).toBe(400);
    expect(
      (await t.client().post(`/api/posts/${post.id}/comments`, { content: 'hi' })).status,
    ).toBe(401);
  });
});

describe("the creator on a post follows the creator's profile", () => {
  const creatorOf = async (postId: number) => {
    const feed = await t.client().get<PostsReply>('/api/feed/posts?limit=50');
    const inFeed = feed.body.posts.find((post) => post.id === postId);
    const single = await t.client().get<PostReply>(`/api/posts/${postId}`);
    expect(inFeed?.creator).toEqual(single.body.post.creator);
    return { ...single.body.post.creator, creator_name: single.body.post.creator_name };
  };
  const creatorWithPost = async (displayName: string) => {
    const artist = await signUp(t, { displayName });
    const { body } = await artist.client.post<PostReply>('/api/posts', {
      content: `News from ${displayName}`,
      visibility: 'public',
      price_cents: 0,
    });
    return { artist, postId: body.post.id };
  };

  it('shows each profile edit at once, even two made at the same instant', async () => {
    const { artist, postId } = await creatorWithPost('Before');
    expect(await creatorOf(postId)).toMatchObject({
      display_name: 'Before',
      creator_name: 'Before',
      role: 'artist',
    });

    t.setNow(new Date('2026-11-22T12:00:00.000Z'));
    try {
      await artist.client.put('/api/users/me/profile', { display_name: 'First', role: 'producer' });
      expect(await creatorOf(postId)).toMatchObject({
        display_name: 'First',
        creator_name: 'First',
        role: 'producer',
      });
      await artist.client.put('/api/users/me/profile', { display_name: 'Second', role: 'creator' });
      expect(await creatorOf(postId)).toMatchObject({
        display_name: 'Second',
        creator_name: 'Second',
        role: 'creator',
      });
    } finally {
      t.setNow(null);
    }
  });

  it('shows a change made by any query, outside the app code too, within a second', async () => {
    const { artist, postId } = await creatorWithPost('Quiet');
    expect(await creatorOf(postId)).toMatchObject({ is_verified: false });
    // As another process (or a later admin tool) would: straight to the table.
    await t.ctx.db
      .updateTable('users')
      .set({
        is_verified: 1,
        google_user_data: JSON.stringify({ picture: 'https://img.test/a.png' }),
      })
      .where('id', '=', artist.user.id)
      .execute();
    // A signed-out reader's feed page may be up to a second old (public-feed-pages.ts).
    t.setNow(new Date(Date.now() + PUBLIC_FEED_TTL_MS + 1));
    try {
      expect(await creatorOf(postId)).toMatchObject({
        is_verified: true,
        avatar_url: 'https://img.test/a.png',
      });
    } finally {
      t.setNow(null);
    }
  });
});

describe("signed-out readers' feed pages", () => {
  const publicFeed = async () =>
    (await t.client().get<PostsReply>('/api/feed/posts?limit=50')).body.posts;
  const shown = (posts: PostsReply['posts'], id: number) => posts.find((post) => post.id === id);

  it('are kept for a second against changes from elsewhere, while signed-in pages never are', async () => {
    const artist = await signUp(t);
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'soundcheck at noon',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect(shown(await publicFeed(), post.id)).toMatchObject({ view_count: 0 });
    // Another process counts views: not this process's write, so the kept page stands...
    await t.ctx.db.updateTable('posts').set({ view_count: 7 }).where('id', '=', post.id).execute();
    expect(shown(await publicFeed(), post.id)).toMatchObject({ view_count: 0 });
    const signedIn = await artist.client.get<PostsReply>('/api/feed/posts?limit=50');
    expect(shown(signedIn.body.posts, post.id)).toMatchObject({ view_count: 7 });
    // ...for a second at most.
    t.setNow(new Date(Date.now() + PUBLIC_FEED_TTL_MS + 1));
    try {
      expect(shown(await publicFeed(), post.id)).toMatchObject({ view_count: 7 });
    } finally {
      t.setNow(null);
    }
  });

  it('show every write made through the app at once', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    await publicFeed();
    const { post } = (
      await artist.client.post<PostReply>('/api/posts', {
        content: 'new merch drop',
        visibility: 'public',
        price_cents: 0,
      })
    ).body;
    expect(shown(await publicFeed(), post.id)).toMatchObject({ like_count: 0 });
    await fan.client.post(`/api/posts/${post.id}/like`);
    expect(shown(await publicFeed(), post.id)).toMatchObject({ like_count: 1 });
    await fan.client.post(`/api/posts/${post.id}/comments`, { content: 'need the hoodie' });
    expect(shown(await publicFeed(), post.id)).toMatchObject({ comment_count: 1 });
    await fan.client.post(`/api/posts/${post.id}/share`);
    expect(shown(await publicFeed(), post.id)).toMatchObject({ share_count: 1 });
    await artist.client.put('/api/users/me/profile', { display_name: 'Renamed', role: 'artist' });
    expect(shown(await publicFeed(), post.id)?.creator).toMatchObject({ display_name: 'Renamed' });
    await artist.client.delete(`/api/posts/${post.id}`);
    expect(shown(await publicFeed(), post.id)).toBeUndefined();
  });
});
