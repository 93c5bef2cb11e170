import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../../contract/comments';
import { ReportLimits } from '../../../contract/limits';
import type { Post } from '../../../contract/posts';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publish(client: ApiClient, visibility: 'public' | 'subscribers' = 'public') {
  const reply = await client.post<{ post: Post }>('/api/posts', {
    content: 'a post to talk under',
    visibility,
    price_cents: 0,
  });
  expect(reply.status).toBe(201);
  return reply.body.post;
}

async function comment(client: ApiClient, postId: number, content = 'a comment') {
  const reply = await client.post<{ comment: Comment }>(`/api/posts/${postId}/comments`, {
    content,
  });
  expect(reply.status).toBe(201);
  return reply.body.comment;
}

function reportsOf(commentId: number) {
  return t.ctx.db
    .selectFrom('comment_reports')
    .select(['reporter_id', 'reason', 'status'])
    .where('comment_id', '=', commentId)
    .execute();
}

describe('POST /api/posts/{id}/comments/{commentId}/report', () => {
  it('stores one report per person with the reason, and puts the comment in the moderators’ queue', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await publish(artist.client);
    const rude = await comment(fan.client, post.id, 'rude words');

    const path = `/api/posts/${post.id}/comments/${rude.id}/report`;
    const first = await artist.client.post(path, { reason: '  Harassment  ' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    expect((await artist.client.post(path, { reason: 'Again' })).status).toBe(200);
    expect((await artist.client.post(path)).status).toBe(200);
    expect(await reportsOf(rude.id)).toEqual([
      { reporter_id: artist.user.id, reason: 'Harassment', status: 'open' },
    ]);
    const row = await t.ctx.db
      .selectFrom('comments')
      .select('reported_at')
      .where('id', '=', rude.id)
      .executeTakeFirstOrThrow();
    expect(row.reported_at).not.toBeNull();

    // Without a reason is fine too.
    const other = await signUp(t, { role: 'fan' });
    expect((await other.client.post(path, {})).status).toBe(200);
    expect(await reportsOf(rude.id)).toHaveLength(2);
  });

  it('refuses the signed out, a comment that is not there or not on that post, a post they cannot read, and a long reason', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const post = await publish(artist.client);
    const otherPost = await publish(artist.client);
    const remark = await comment(fan.client, post.id);

    const signedOut = await t.client().post(`/api/posts/${post.id}/comments/${remark.id}/report`);
    expect(signedOut.status).toBe(401);
    expect(typeof signedOut.body.error).toBe('string');

    for (const path of [
      `/api/posts/${post.id}/comments/999999/report`,
      `/api/posts/${otherPost.id}/comments/${remark.id}/report`,
      `/api/posts/999999/comments/${remark.id}/report`,
    ]) {
      const reply = await artist.client.post(path, { reason: 'Spam' });
      expect(reply.status, path).toBe(404);
      expect(typeof reply.body.error).toBe('string');
    }

    const membersOnly = await publish(artist.client, 'subscribers');
    const creatorRemark = await comment(artist.client, membersOnly.id);
    const locked = await fan.client.post(
      `/api/posts/${membersOnly.id}/comments/${creatorRemark.id}/report`,
      { reason: 'Spam' },
    );
    expect(locked.status).toBe(403);

    const long = await artist.client.post(`/api/posts/${post.id}/comments/${remark.id}/report`, {
      reason: 'x'.repeat(ReportLimits.maxReason + 1),
    });
    expect(long.status).toBe(400);
    expect(await reportsOf(remark.id)).toEqual([]);
    expect(await reportsOf(creatorRemark.id)).toEqual([]);
  });

  it(`lets one person send ${ReportLimits.perHour} reports an hour, posts and comments together`, async () => {
    // The hour is pinned, so the window cannot roll over mid-test.
    t.setNow(new Date('2031-03-04T10:50:00.000Z'));
    try {
      const artist = await signUp(t);
      const fan = await signUp(t, { role: 'fan' });
      const post = await publish(artist.client);
      const remarks: Comment[] = [];
      for (let index = 0; index < ReportLimits.perHour; index += 1) {
        remarks.push(await comment(artist.client, post.id, `remark ${index}`));
      }
      // One post report and the rest comments use up the hour.
      expect((await fan.client.post(`/api/posts/${post.id}/report`, {})).status).toBe(200);
      for (const remark of remarks.slice(1)) {
        const reply = await fan.client.post(`/api/posts/${post.id}/comments/${remark.id}/report`);
        expect(reply.status).toBe(200);
      }
      const tooMany = await fan.client.post(
        `/api/posts/${post.id}/comments/${remarks[0].id}/report`,
      );
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.error).toContain(`at most ${ReportLimits.perHour} reports an hour`);
      expect(await reportsOf(remarks[0].id)).toEqual([]);
      // Someone else is not held back by them.
      const other = await signUp(t, { role: 'fan' });
      expect(
        (await other.client.post(`/api/posts/${post.id}/comments/${remarks[0].id}/report`)).status,
      ).toBe(200);

      // The next hour (within the session's idle time), they may report again.
      t.setNow(new Date('2031-03-04T11:00:01.000Z'));
      expect(
        (await fan.client.post(`/api/posts/${post.id}/comments/${remarks[0].id}/report`)).status,
      ).toBe(200);
    } finally {
      t.setNow(null);
    }
  });
});
