import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../../contract/comments';
import type { DcypherHistoryReply, DcypherResult } from '../../../contract/dcypher';
import type { ContentReviewReply, ModerationItem } from '../../../contract/moderation';
import type { Post, PostsReply } from '../../../contract/posts';
import type { Generation } from '../../../contract/studio';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const MODERATOR = 'moderator@example.test';

let t: TestApp;
let moderator: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: MODERATOR });
  moderator = await signUp(t, { email: MODERATOR, role: 'fan' });
});
afterAll(() => t.close());

async function launchpad(client: ApiClient, theme: string) {
  const reply = await client.post<DcypherResult>('/api/writers-block/launchpad', {
    type: 'LP1',
    theme,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function studioCopy(client: ApiClient, prompt: string) {
  const reply = await client.post<Generation>('/api/backline/generate', {
    prompt,
    platform: 'instagram',
    content_type: 'caption',
    tone: 'engaging',
    include_hashtags: true,
    include_emojis: false,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function publish(client: ApiClient, content: string, title = 'A post') {
  const reply = await client.post<{ post: Post }>('/api/posts', {
    title,
    content,
    visibility: 'public',
    price_cents: 0,
  });
  expect(reply.status).toBe(201);
  return reply.body.post;
}

async function comment(client: ApiClient, postId: number, content: string) {
  const reply = await client.post<{ comment: Comment }>(`/api/posts/${postId}/comments`, {
    content,
  });
  expect(reply.status).toBe(201);
  return reply.body.comment;
}

async function report(client: ApiClient, path: string, reason?: string) {
  const reply = await client.post(`${path}/report`, reason === undefined ? {} : { reason });
  expect(reply.status).toBe(200);
}

async function queue(query = '') {
  const reply = await moderator.client.get<ContentReviewReply>(`/api/admin/content-review${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Every item of a filter, following the cursor page by page. */
async function wholeQueue(type: string, limit: number) {
  const items: ModerationItem[] = [];
  let cursor: string | null = null;
  do {
    const page: ContentReviewReply = await queue(
      `?type=${type}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const find = (items: ModerationItem[], type: string, id: number) =>
  items.find((item) => item.content_type === type && item.id === id);

function auditRows(action: string, targetType: string, targetId: number) {
  return t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'details'])
    .where('action', '=', action)
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .execute();
}

describe('who may moderate', () => {
  it('refuses the signed out (401), fans and creators (403), and lets administrators in', async () => {
    const writer = await signUp(t);
    const launch = await launchpad(writer.client, 'rain');
    const fan = await signUp(t, { role: 'fan' });
    const anonymous = t.client();
    const flagPath = `/api/admin/content/text_generation/${launch.id}/flag`;
    const deletePath = `/api/admin/content/text_generation/${launch.id}`;
    const body = { flag: true, reason: 'Admin review' };

    for (const [client, status] of [
      [anonymous, 401],
      [fan.client, 403],
      [writer.client, 403],
    ] as const) {
      const list = await client.get('/api/admin/content-review');
      const flag = await client.put(flagPath, body);
      const remove = await client.delete(deletePath);
      for (const reply of [list, flag, remove]) {
        expect(reply.status).toBe(status);
        expect(typeof reply.body.error).toBe('string');
      }
    }
    // Nothing the refused asked for happened.
    const mine = await writer.client.get<DcypherResult>(
      `/api/writers-block/generations/${launch.id}`,
    );
    expect(mine.body.removed).toBe(false);
    expect(find((await queue('?type=text')).items, 'text_generation', launch.id)?.flagged).toBe(
      false,
    );

    // A user whose role is admin is an administrator too, without being in ADMIN_EMAILS.
    const roleAdmin = await signUp(t, { role: 'fan' });
    await t.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', roleAdmin.user.id)
      .execute();
    expect((await roleAdmin.client.get('/api/admin/content-review')).status).toBe(200);
  });
});

describe('GET /api/admin/content-review', () => {
  it('lists D-Cypher and Studio generations and reported posts and comments, newest first, with what a moderator needs', async () => {
    const writer = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const launch = await launchpad(writer.client, 'midnight');
    const copy = await studioCopy(writer.client, 'my single Neon Rain is out');
    const quietPost = await publish(writer.client, 'nobody reported this one');
    const post = await publish(writer.client, 'buy followers here', 'Shady offer');
    await report(fan.client, `/api/posts/${post.id}`, 'Spam');
    const reply = await comment(fan.client, quietPost.id, 'you are all terrible');
    await report(writer.client, `/api/posts/${quietPost.id}/comments/${reply.id}`, 'Harassment');

    const { items } = await queue();
    const launchItem = find(items, 'text_generation', launch.id);
    expect(launchItem).toMatchObject({
      user_id: writer.user.id,
      user_email: writer.email,
      prompt: 'Rhyme Launchpad · theme “midnight”',
      content: launch.content,
      title: null,
      post_id: null,
      flagged: false,
      reports: null,
    });
    expect(find(items, 'backline_caption', copy.id)).toMatchObject({
      user_email: writer.email,
      prompt: 'my single Neon Rain is out',
      content: copy.generated_content,
      reports: null,
    });
    expect(find(items, 'post', post.id)).toMatchObject({
      user_email: writer.email,
      title: 'Shady offer',
      content: 'buy followers here',
      prompt: null,
      post_id: post.id,
      reports: { count: 1, open: 1, reasons: ['Spam'] },
    });
    expect(find(items, 'comment', reply.id)).toMatchObject({
      user_email: fan.email,
      title: quietPost.title,
      content: 'you are all terrible',
      post_id: quietPost.id,
      reports: { count: 1, open: 1, reasons: ['Harassment'] },
    });
    // Posts nobody reported are not moderators' business.
    expect(find(items, 'post', quietPost.id)).toBeUndefined();

    // Newest first by when each came into the queue.
    const queued = items.map((item) => item.queued_at);
    expect(queued).toEqual([...queued].sort().reverse());
    expect(items[0]).toMatchObject({ content_type: 'comment', id: reply.id });

    // The spec's filters, and Reported.
    const text = (await queue('?type=text')).items;
    expect(text.length).toBeGreaterThan(0);
    expect(text.every((item) => item.content_type === 'text_generation')).toBe(true);
    const backline = (await queue('?type=backline')).items;
    expect(backline.length).toBeGreaterThan(0);
    expect(backline.every((item) => item.content_type.startsWith('backline_'))).toBe(true);
    const reported = (await queue('?type=reported')).items;
    expect(reported.map((item) => `${item.content_type} ${item.id}`)).toEqual(
      expect.arrayContaining([`post ${post.id}`, `comment ${reply.id}`]),
    );
    expect(
      reported.every((item) => item.content_type === 'post' || item.content_type === 'comment'),
    ).toBe(true);
  });

  it('counts every report once per person, newest reason first, and a new report moves the item up', async () => {
    const writer = await signUp(t);
    const first = await signUp(t, { role: 'fan' });
    const second = await signUp(t, { role: 'fan' });
    const post = await publish(writer.client, 'questionable');
    await report(first.client, `/api/posts/${post.id}`, 'Spam');
    await report(first.client, `/api/posts/${post.id}`, 'Spam again');
    const later = await publish(writer.client, 'also questionable');
    await report(first.client, `/api/posts/${later.id}`);
    let reported = (await queue('?type=reported')).items;
    expect(reported[0]).toMatchObject({ content_type: 'post', id: later.id });
    expect(find(reported, 'post', post.id)?.reports).toEqual({
      count: 1,
      open: 1,
      reasons: ['Spam'],
    });

    await report(second.client, `/api/posts/${post.id}`, 'Scam link');
    reported = (await queue('?type=reported')).items;
    expect(reported[0]).toMatchObject({ content_type: 'post', id: post.id });
    expect(reported[0].reports).toEqual({ count: 2, open: 2, reasons: ['Scam link', 'Spam'] });
    expect(find(reported, 'post', later.id)?.reports).toEqual({ count: 1, open: 1, reasons: [] });
  });

  it('pages 25 at a time by default and walks every source exactly once, in order, with the cursor', async () => {
    const writer = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    // Thirty generations at once (D-Cypher limits people to a few a minute), from yesterday so
    // they do not crowd the first page of the tests after this one.
    const yesterday = Date.now() - 86_400_000;
    const at = new Date(yesterday).toISOString();
    await t.ctx.db
      .insertInto('generations')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          user_id: writer.user.id,
          content_type: index % 2 === 0 ? 'text_generation' : 'backline',
          prompt:
            index % 2 === 0
              ? JSON.stringify({ type: 'LP2' })
              : JSON.stringify({ prompt: `p${index}` }),
          content: `generated ${index}`,
          items: index % 2 === 0 ? '[]' : JSON.stringify({ content_type: 'story' }),
          engine: 'builtin',
          // Several share one millisecond, which the cursor has to tell apart.
          created_at: index < 10 ? at : new Date(yesterday + index * 1000).toISOString(),
        })),
      )
      .execute();
    const post = await publish(writer.client, 'reported too');
    await report(fan.client, `/api/posts/${post.id}`);

    const first = await queue();
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();

    const all = await wholeQueue('all', 7);
    const keys = all.map((item) => `${item.content_type} ${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([`post ${post.id}`]));
    expect(all.filter((item) => item.content.startsWith('generated '))).toHaveLength(30);
    const everything = await wholeQueue('all', 100);
    expect(everything.map((item) => `${item.content_type} ${item.id}`)).toEqual(keys);
    const queued = all.map((item) => item.queued_at);
    expect(queued).toEqual([...queued].sort().reverse());
  });

  it('refuses a filter, limit or cursor it does not know with a 400', async () => {
    for (const query of [
      '?type=video',
      '?limit=0',
      '?limit=101',
      '?limit=many',
      '?cursor=nonsense',
    ]) {
      const reply = await moderator.client.get(`/api/admin/content-review${query}`);
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.error).toBe('string');
    }
  });
});

describe('PUT /api/admin/content/{type}/{id}/flag', () => {
  it('marks a reported post after review, resolves its reports, keeps it up for everyone, and unflags', async () => {
    const writer = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await publish(writer.client, 'borderline joke');
    await report(fan.client, `/api/posts/${post.id}`, 'Offensive');

    const flagged = await moderator.client.put<{ item: ModerationItem }>(
      `/api/admin/content/post/${post.id}/flag`,
      { flag: true, reason: 'Admin review' },
    );
    expect(flagged.status).toBe(200);
    expect(flagged.body.item).toMatchObject({
      id: post.id,
      content_type: 'post',
      flagged: true,
      flag_reason: 'Admin review',
      reports: { count: 1, open: 0, reasons: ['Offensive'] },
    });
    expect(flagged.body.item.flagged_at).not.toBeNull();
    // Reviewed: off the Reported filter, still in the queue, shown flagged.
    expect(find((await queue('?type=reported')).items, 'post', post.id)).toBeUndefined();
    expect(find((await queue()).items, 'post', post.id)?.flagged).toBe(true);
    expect(await auditRows('content.flagged', 'post', post.id)).toEqual([
      {
        action: 'content.flagged',
        actor_email: MODERATOR,
        details: JSON.stringify({
          content_type: 'post',
          author_id: writer.user.id,
          reason: 'Admin review',
          reports_resolved: 1,
        }),
      },
    ]);

    // The author and everyone else see the post as before; the mark is the moderators' own.
    for (const client of [writer.client, fan.client, t.client()]) {
      const seen = await client.get<{ post: Post }>(`/api/posts/${post.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.post).toMatchObject({ content: 'borderline joke', removed: false });
      expect(JSON.stringify(seen.body)).not.toContain('Admin review');
    }

    // Someone new reporting it puts it back on the Reported filter.
    const another = await signUp(t, { role: 'fan' });
    await report(another.client, `/api/posts/${post.id}`, 'Still offensive');
    expect(find((await queue('?type=reported')).items, 'post', post.id)?.reports).toEqual({
      count: 2,
      open: 1,
      reasons: ['Still offensive', 'Offensive'],
    });

    const unflagged = await moderator.client.put<{ item: ModerationItem }>(
      `/api/admin/content/post/${post.id}/flag`,
      { flag: false },
    );
    expect(unflagged.status).toBe(200);
    expect(unflagged.body.item).toMatchObject({
      flagged: false,
      flag_reason: null,
      flagged_at: null,
    });
    expect(await auditRows('content.unflagged', 'post', post.id)).toHaveLength(1);
  });

  it('flags generations and comments, with the spec’s reason when none is given', async () => {
    const writer = await signUp(t);
    const launch = await launchpad(writer.client, 'smoke');
    const copy = await studioCopy(writer.client, 'tour dates');
    const post = await publish(writer.client, 'show tonight');
    const fan = await signUp(t, { role: 'fan' });
    const reply = await comment(fan.client, post.id, 'see you there');

    for (const [type, id] of [
      ['text_generation', launch.id],
      ['backline_caption', copy.id],
      ['comment', reply.id],
    ] as const) {
      const flagged = await moderator.client.put<{ item: ModerationItem }>(
        `/api/admin/content/${type}/${id}/flag`,
        { flag: true },
      );
      expect(flagged.status, type).toBe(200);
      expect(flagged.body.item).toMatchObject({
        id,
        content_type: type,
        flagged: true,
        flag_reason: 'Admin review',
      });
      expect(
        await auditRows('content.flagged', type === 'comment' ? 'comment' : 'generation', id),
      ).toHaveLength(1);
    }
    // The writer's own history is as it was.
    const mine = await writer.client.get<DcypherResult>(
      `/api/writers-block/generations/${launch.id}`,
    );
    expect(mine.body).toMatchObject({ content: launch.content, removed: false });
    expect(JSON.stringify(mine.body)).not.toContain('Admin review');
    const comments = await fan.client.get<{ comments: Comment[] }>(
      `/api/posts/${post.id}/comments`,
    );
    expect(comments.body.comments[0]).toMatchObject({ content: 'see you there', removed: false });
  });

  it('answers 404 for an unknown type or id and 400 for a bad body', async () => {
    const writer = await signUp(t);
    const launch = await launchpad(writer.client, 'dust');
    const copy = await studioCopy(writer.client, 'merch drop');
    for (const path of [
      `/api/admin/content/video/${launch.id}/flag`,
      `/api/admin/content/text_generation/999999/flag`,
      // The id is a Studio generation, not a D-Cypher one.
      `/api/admin/content/text_generation/${copy.id}/flag`,
      `/api/admin/content/backline_thread/${copy.id}/flag`,
      `/api/admin/content/post/999999/flag`,
      `/api/admin/content/comment/999999/flag`,
    ]) {
      const reply = await moderator.client.put(path, { flag: true, reason: 'Admin review' });
      expect(reply.status, path).toBe(404);
      expect(typeof reply.body.error).toBe('string');
    }
    for (const body of [
      {},
      { flag: 'yes' },
      { flag: true, reason: 'x'.repeat(501) },
      { flag: true, reason: 7 },
    ]) {
      const reply = await moderator.client.put(
        `/api/admin/content/text_generation/${launch.id}/flag`,
        body,
      );
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(typeof reply.body.error).toBe('string');
    }
    const badId = await moderator.client.put('/api/admin/content/post/abc/flag', { flag: true });
    expect(badId.status).toBe(400);
  });
});

describe('DELETE /api/admin/content/{type}/{id}', () => {
  it('removes a D-Cypher launchpad: gone from the queue, its words erased, its writer sees it as removed', async () => {
    const writer = await signUp(t);
    const launch = await launchpad(writer.client, 'heartbreak');
    const other = await signUp(t);

    const removed = await moderator.client.delete(
      `/api/admin/content/text_generation/${launch.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(find((await queue('?type=text')).items, 'text_generation', launch.id)).toBeUndefined();
    expect(await auditRows('generation.deleted', 'generation', launch.id)).toEqual([
      {
        action: 'generation.deleted',
        actor_email: MODERATOR,
        details: JSON.stringify({ content_type: 'text_generation', author_id: writer.user.id }),
      },
    ]);

    const history = await writer.client.get<DcypherHistoryReply>('/api/writers-block/generations');
    const entry = history.body.generations.find((generation) => generation.id === launch.id);
    expect(entry).toMatchObject({
      removed: true,
      content: '',
      items: [],
      theme: null,
      type: 'LP1',
    });
    const stored = await t.ctx.db
      .selectFrom('generations')
      .select(['content', 'prompt', 'items'])
      .where('id', '=', launch.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('heartbreak');
    expect(stored.content).toBe('');
    const save = await writer.client.post(`/api/writers-block/launchpad/${launch.id}/save`);
    expect(save.status).toBe(403);
    // Nobody else ever saw it, and still does not.
    expect((await other.client.get(`/api/writers-block/generations/${launch.id}`)).status).toBe(
      404,
    );

    const again = await moderator.client.delete(`/api/admin/content/text_generation/${launch.id}`);
    expect(again.status).toBe(404);
    expect(await auditRows('generation.deleted', 'generation', launch.id)).toHaveLength(1);
  });

  it('removes a Studio generation: its writer’s history says so, and it cannot be saved', async () => {
    const writer = await signUp(t);
    const copy = await studioCopy(writer.client, 'an offensive prompt');
    const removed = await moderator.client.delete(`/api/admin/content/backline_caption/${copy.id}`);
    expect(removed.status).toBe(200);
    const history = await writer.client.get<{ generations: Generation[] }>(
      '/api/backline/generations',
    );
    expect(history.body.generations.find((generation) => generation.id === copy.id)).toMatchObject({
      removed: true,
      generated_content: '',
      posts: [],
      hashtags: [],
      prompt: '',
      platform: 'instagram',
      content_type: 'caption',
    });
    expect((await writer.client.post(`/api/backline/generations/${copy.id}/save`)).status).toBe(
      403,
    );
    expect(
      find((await queue('?type=backline')).items, 'backline_caption', copy.id),
    ).toBeUndefined();
  });

  it('removes a reported post for everyone but its creator, who sees it as removed, with one audit row', async () => {
    const writer = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await publish(writer.client, 'hateful words', 'Bad post');
    await comment(fan.client, post.id, 'reply under it');
    await report(fan.client, `/api/posts/${post.id}`, 'Hate');
    const countBefore = (
      await t.ctx.db
        .selectFrom('users')
        .select('post_count')
        .where('id', '=', writer.user.id)
        .executeTakeFirstOrThrow()
    ).post_count;

    expect((await moderator.client.delete(`/api/admin/content/post/${post.id}`)).status).toBe(200);
    // The audit row the post feature writes for an administrator's removal, once.
    expect(await auditRows('post.deleted', 'post', post.id)).toEqual([
      {
        action: 'post.deleted',
        actor_email: MODERATOR,
        details: JSON.stringify({ creator_id: writer.user.id }),
      },
    ]);
    expect(find((await queue()).items, 'post', post.id)).toBeUndefined();

    // The creator: on its page and in their own list, removed, without its words.
    const page = await writer.client.get<{ post: Post }>(`/api/posts/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.body.post).toMatchObject({
      removed: true,
      hidden: false,
      title: null,
      content: null,
      locked: false,
      can: { edit: false, delete: true },
    });
    const mine = await writer.client.get<PostsReply>('/api/posts/mine');
    expect(mine.body.posts.find((entry) => entry.id === post.id)?.removed).toBe(true);
    const hiddenTab = await writer.client.get<PostsReply>('/api/posts/mine?show=hidden');
    expect(hiddenTab.body.posts.find((entry) => entry.id === post.id)).toBeUndefined();
    // They cannot bring it back.
    expect(
      (
        await writer.client.put(`/api/posts/${post.id}`, {
          title: 'Bad post',
          content: 'hateful words',
          visibility: 'public',
          price_cents: 0,
        })
      ).status,
    ).toBe(403);
    expect(
      (await writer.client.put(`/api/posts/${post.id}/hidden`, { hidden: false })).status,
    ).toBe(403);
    expect(
      (await writer.client.post(`/api/posts/${post.id}/comments`, { content: 'hm' })).status,
    ).toBe(404);

    // Everyone else: no such post, in no list, with no comments to read.
    for (const client of [fan.client, t.client()]) {
      expect((await client.get(`/api/posts/${post.id}`)).status).toBe(404);
      expect((await client.get(`/api/posts/${post.id}/comments`)).status).toBe(404);
      const feed = await client.get<PostsReply>('/api/feed/posts');
      expect(feed.body.posts.find((entry) => entry.id === post.id)).toBeUndefined();
      const profile = await client.get<PostsReply>(`/api/users/${writer.user.id}/posts`);
      expect(profile.body.posts.find((entry) => entry.id === post.id)).toBeUndefined();
    }
    const stored = await t.ctx.db
      .selectFrom('posts')
      .innerJoin('post_reports', 'post_reports.post_id', 'posts.id')
      .select(['posts.title', 'posts.content', 'post_reports.status'])
      .where('posts.id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: null, content: '', status: 'resolved' });
    const countAfter = (
      await t.ctx.db
        .selectFrom('users')
        .select('post_count')
        .where('id', '=', writer.user.id)
        .executeTakeFirstOrThrow()
    ).post_count;
    expect(countAfter).toBe(countBefore - 1);

    // The creator may still delete it for good; the count does not move twice.
    expect((await writer.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await writer.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    const countAtEnd = (
      await t.ctx.db
        .selectFrom('users')
        .select('post_count')
        .where('id', '=', writer.user.id)
        .executeTakeFirstOrThrow()
    ).post_count;
    expect(countAtEnd).toBe(countAfter);
    expect((await moderator.client.delete(`/api/admin/content/post/${post.id}`)).status).toBe(404);
  });

  it('removes a reported comment: its author sees it removed, everyone else no longer sees it', async () => {
    const writer = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const bystander = await signUp(t, { role: 'fan' });
    const post = await publish(writer.client, 'new track');
    const kept = await comment(bystander.client, post.id, 'love it');
    const rude = await comment(fan.client, post.id, 'rude words');
    await report(writer.client, `/api/posts/${post.id}/comments/${rude.id}`, 'Rude');

    expect((await moderator.client.delete(`/api/admin/content/comment/${rude.id}`)).status).toBe(
      200,
    );
    expect(await auditRows('comment.deleted', 'comment', rude.id)).toEqual([
      {
        action: 'comment.deleted',
        actor_email: MODERATOR,
        details: JSON.stringify({ post_id: post.id, author_id: fan.user.id }),
      },
    ]);

    const asAuthor = await fan.client.get<{ comments: Comment[] }>(
      `/api/posts/${post.id}/comments`,
    );
    expect(asAuthor.body.comments.map((entry) => [entry.id, entry.removed, entry.content])).toEqual(
      [
        [rude.id, true, ''],
        [kept.id, false, 'love it'],
      ],
    );
    for (const client of [writer.client, bystander.client, t.client()]) {
      const seen = await client.get<{ comments: Comment[] }>(`/api/posts/${post.id}/comments`);
      expect(seen.body.comments.map((entry) => entry.id)).toEqual([kept.id]);
      const onPage = await client.get<{ post: Post }>(`/api/posts/${post.id}`);
      expect(onPage.body.post.comment_count).toBe(1);
    }
    // Nobody reports or deletes what is gone; its author may delete it for good.
    expect(
      (await writer.client.post(`/api/posts/${post.id}/comments/${rude.id}/report`, {})).status,
    ).toBe(404);
    expect((await writer.client.delete(`/api/posts/${post.id}/comments/${rude.id}`)).status).toBe(
      404,
    );
    const deleted = await fan.client.delete<{ comment_count: number }>(
      `/api/posts/${post.id}/comments/${rude.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.comment_count).toBe(1);
  });

  it('treats an administrator’s delete from the post itself the same way', async () => {
    const writer = await signUp(t);
    const post = await publish(writer.client, 'removed from its own page');
    expect((await moderator.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    const page = await writer.client.get<{ post: Post }>(`/api/posts/${post.id}`);
    expect(page.body.post).toMatchObject({ removed: true, content: null });
    expect(await auditRows('post.deleted', 'post', post.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown type or id', async () => {
    const writer = await signUp(t);
    const launch = await launchpad(writer.client, 'ash');
    for (const path of [
      `/api/admin/content/video/${launch.id}`,
      `/api/admin/content/backline_caption/${launch.id}`,
      '/api/admin/content/text_generation/999999',
      '/api/admin/content/post/999999',
      '/api/admin/content/comment/999999',
    ]) {
      const reply = await moderator.client.delete(path);
      expect(reply.status, path).toBe(404);
      expect(typeof reply.body.error).toBe('string');
    }
    expect((await moderator.client.delete('/api/admin/content/post/0')).status).toBe(400);
    const mine = await writer.client.get<DcypherResult>(
      `/api/writers-block/generations/${launch.id}`,
    );
    expect(mine.body.removed).toBe(false);
  });
});
