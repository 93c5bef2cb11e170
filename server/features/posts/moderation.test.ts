import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'moderator@example.test' });
});
afterAll(() => t.close());

async function postWithComment() {
  const artist = await signUp(t);
  const fan = await signUp(t, { role: 'fan' });
  const { post } = (
    await artist.client.post<{ post: Post }>('/api/posts', {
      content: 'new single out friday',
      visibility: 'public',
      price_cents: 0,
    })
  ).body;
  const { comment } = (
    await fan.client.post<{ comment: { id: number } }>(`/api/posts/${post.id}/comments`, {
      content: 'buy my mixtape',
    })
  ).body;
  return { artist, fan, post, comment };
}

function auditRows(targetType: string, targetId: number) {
  return t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'details'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .execute();
}

describe('moderation by administrators', () => {
  it('puts an administrator’s removal of someone else’s comment and post on the record', async () => {
    const { artist, fan, post, comment } = await postWithComment();
    const moderator = await signUp(t, { email: 'moderator@example.test' });

    const stranger = await signUp(t, { role: 'fan' });
    expect(
      (await stranger.client.delete(`/api/posts/${post.id}/comments/${comment.id}`)).status,
    ).toBe(403);
    expect(await auditRows('comment', comment.id)).toEqual([]);

    expect(
      (await moderator.client.delete(`/api/posts/${post.id}/comments/${comment.id}`)).status,
    ).toBe(200);
    expect(await auditRows('comment', comment.id)).toEqual([
      {
        action: 'comment.deleted',
        actor_email: 'moderator@example.test',
        details: JSON.stringify({ post_id: post.id, author_id: fan.user.id }),
      },
    ]);

    expect((await moderator.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect(await auditRows('post', post.id)).toEqual([
      {
        action: 'post.deleted',
        actor_email: 'moderator@example.test',
        details: JSON.stringify({ creator_id: artist.user.id }),
      },
    ]);
  });

  it('keeps people’s own removals off the audit log', async () => {
    const { artist, fan, post, comment } = await postWithComment();
    expect((await fan.client.delete(`/api/posts/${post.id}/comments/${comment.id}`)).status).toBe(
      200,
    );
    expect((await artist.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    expect(await auditRows('comment', comment.id)).toEqual([]);
    expect(await auditRows('post', post.id)).toEqual([]);
  });
});
