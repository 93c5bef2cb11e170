/**
 * The admin console's API: who may call it, what it refuses, the users list, role changes and
 * suspension with every effect it promises (sessions end, sign-in is refused, the person's
 * public pages go), each action in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserReply, AdminUsersReply } from '../../../contract/admin';
import type { AuditReply } from '../../../contract/audit';
import type { ApiClient } from '../../test/api-client';
import { createUser, signUp, startLocalSignIn } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { SELF_DEMOTION_REFUSED, SELF_SUSPENSION_REFUSED } from './admin.policy';

const ADMIN = 'chief@admin.test';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let fan: Awaited<ReturnType<typeof signUp>>;
let creator: Awaited<ReturnType<typeof signUp>>;
let roleAdmin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signUp(t, { email: ADMIN, role: 'artist' });
  fan = await signUp(t, { role: 'fan' });
  creator = await signUp(t, { role: 'creator' });
  // An administrator by role alone, not in ADMIN_EMAILS.
  roleAdmin = await signUp(t, { role: 'artist' });
  await t.ctx.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', roleAdmin.user.id)
    .execute();
});
afterAll(() => t.close());

/** A route as the test names it (`:id` stands for the fan's id) and the body it sends. */
type Call = [method: 'GET' | 'PUT', url: string, body?: unknown];

const routes: Call[] = [
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/analytics?time_range=90d'],
  ['GET', '/api/admin/top-users'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/export?type=users&time_range=24h'],
  ['PUT', '/api/admin/users/:id/role', { role: 'fan' }],
  ['PUT', '/api/admin/users/:id/subscription', { action: 'activate' }],
];

function call(client: ApiClient, [method, pattern, body]: Call) {
  const url = pattern.replace(':id', String(fan.user.id));
  return method === 'GET' ? client.get(url) : client.put(url, body);
}

describe('who may use the admin API', () => {
  it.each(routes.map((route) => [`${route[0]} ${route[1]}`, route] as const))(
    '%s: 401 signed out, 403 for a fan and a creator, 200 for administrators',
    async (_name, route) => {
      const anonymous = await call(t.client(), route);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: expect.any(String) });
      for (const person of [fan, creator]) {
        const refused = await call(person.client, route);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          error: 'Access denied. Administrator privileges required.',
        });
      }
      expect((await call(admin.client, route)).status).toBe(200);
      expect((await call(roleAdmin.client, route)).status).toBe(200);
    },
  );

  it('refuses a non-administrator before reading what was sent', async () => {
    const reply = await fan.client.put(`/api/admin/users/${creator.user.id}/role`, {
      role: 'wizard',
    });
    expect(reply.status).toBe(403);
  });
});

describe('what the admin API refuses as a bad request', () => {
  it.each([
    ['/api/admin/analytics?time_range=1y', /time_range/],
    ['/api/admin/analytics?time_range=', /time_range/],
    ['/api/admin/users?page=0', /page/],
    ['/api/admin/users?page=abc', /page/],
    ['/api/admin/users?limit=500', /limit/],
    ['/api/admin/users?role=wizard', /role/],
    ['/api/admin/export?type=everything', /type/],
    ['/api/admin/export?time_range=forever', /time_range/],
  ])('GET %s is a 400 naming the field', async (url, field) => {
    const reply = await admin.client.get(url);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(field);
  });

  it('refuses a body it cannot use, a bad id, and an unknown person', async () => {
    const id = fan.user.id;
    const bad = [
      await admin.client.put(`/api/admin/users/${id}/role`, { role: 'wizard' }),
      await admin.client.put(`/api/admin/users/${id}/role`, {}),
      await admin.client.put(`/api/admin/users/${id}/subscription`, { action: 'ban' }),
      await admin.client.put('/api/admin/users/abc/role', { role: 'fan' }),
    ];
    for (const reply of bad) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: expect.any(String) });
    }
    const unknown = await admin.client.put('/api/admin/users/999999/subscription', {
      action: 'suspend',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });
  });
});

describe('GET /api/admin/users', () => {
  let people: { id: number; email: string }[];

  beforeAll(async () => {
    people = [];
    for (const [index, role] of (['fan', 'artist', 'fan'] as const).entries()) {
      const person = await createUser(t, { email: `Listed.Person${index}@Search.test`, role });
      people.push({ id: person.id, email: person.email });
    }
    // Two generations for the first, and five sign-ins.
    for (const at of ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']) {
      await t.ctx.db
        .insertInto('generations')
        .values({
          user_id: people[0].id,
          content_type: 'text_generation',
          prompt: '{}',
          content: 'a verse',
          engine: 'builtin',
          created_at: at,
        })
        .execute();
    }
    await t.ctx.db
      .updateTable('users')
      .set({ login_count: 5 })
      .where('id', '=', people[0].id)
      .execute();
  });

  it('lists people newest first with the spec’s columns and a page count', async () => {
    const reply = await admin.client.get<AdminUsersReply>('/api/admin/users');
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toEqual({
      page: 1,
      limit: 50,
      total: reply.body.users.length,
      total_pages: 1,
    });
    const ids = reply.body.users.map((user) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = reply.body.users.find((user) => user.id === people[0].id);
    expect(first).toEqual({
      id: people[0].id,
      email: 'listed.person0@search.test',
      role: 'fan',
      is_new_user: false,
      subscription_status: 'active',
      total_generations: 2,
      total_logins: 5,
      created_at: expect.any(String),
    } satisfies AdminUser);
    const neverSignedIn = reply.body.users.find((user) => user.id === people[1].id);
    expect(neverSignedIn).toMatchObject({ is_new_user: true, total_generations: 0 });
  });

  it('finds people by part of their e-mail in any case, and by role', async () => {
    const search = await admin.client.get<AdminUsersReply>(
      '/api/admin/users?search=LISTED.PERSON&limit=50',
    );
    expect(search.body.users.map((user) => user.id).sort()).toEqual(
      people.map((person) => person.id).sort(),
    );
    const fans = await admin.client.get<AdminUsersReply>(
      '/api/admin/users?search=search.test&role=fan',
    );
    expect(fans.body.users.map((user) => user.id).sort()).toEqual([people[0].id, people[2].id]);
    expect(fans.body.pagination.total).toBe(2);
    // LIKE's own characters stand for themselves.
    const wildcard = await admin.client.get<AdminUsersReply>('/api/admin/users?search=%25');
    expect(wildcard.body.users).toEqual([]);
    const all = await admin.client.get<AdminUsersReply>('/api/admin/users?role=&search=');
    expect(all.status).toBe(200);
  });

  it('pages through the list without repeating anyone', async () => {
    const first = await admin.client.get<AdminUsersReply>(
      '/api/admin/users?search=listed.person&limit=2&page=1',
    );
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2 });
    const second = await admin.client.get<AdminUsersReply>(
      '/api/admin/users?search=listed.person&limit=2&page=2',
    );
    expect(second.body.users).toHaveLength(1);
    const seen = [...first.body.users, ...second.body.users].map((user) => user.id);
    expect(new Set(seen).size).toBe(3);
    const beyond = await admin.client.get<AdminUsersReply>(
      '/api/admin/users?search=listed.person&limit=2&page=9',
    );
    expect(beyond.body.users).toEqual([]);
  });
});

async function auditOf(action: string, targetId: number) {
  const reply = await admin.client.get<AuditReply>(
    `/api/admin/audit?action=${action}&target_type=user&target_id=${targetId}`,
  );
  return reply.body.entries;
}

describe('PUT /api/admin/users/:id/role', () => {
  it('changes the role at once, and the audit log says who did it', async () => {
    const person = await signUp(t, { role: 'fan' });
    expect((await person.client.get('/api/monetize/stats')).status).toBe(403);

    const reply = await admin.client.put<AdminUserReply>(
      `/api/admin/users/${person.user.id}/role`,
      { role: 'artist' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ id: person.user.id, role: 'artist' });
    // The same session sells now.
    expect((await person.client.get('/api/monetize/stats')).status).toBe(200);

    const entries = await auditOf('user.role_changed', person.user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        actor_email: ADMIN,
        details: { email: person.email, from: 'fan', to: 'artist' },
      }),
    ]);
  });

  it('lets an administrator make another one, but not take away their own admin role', async () => {
    const person = await signUp(t, { role: 'artist' });
    await admin.client.put(`/api/admin/users/${person.user.id}/role`, { role: 'admin' });
    expect((await person.client.get('/api/admin/users')).status).toBe(200);

    const self = await roleAdmin.client.put(`/api/admin/users/${roleAdmin.user.id}/role`, {
      role: 'fan',
    });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ error: SELF_DEMOTION_REFUSED });
    expect((await roleAdmin.client.get('/api/admin/users')).status).toBe(200);
    expect(await auditOf('user.role_changed', roleAdmin.user.id)).toEqual([]);

    // Another administrator may.
    const byOther = await person.client.put<AdminUserReply>(
      `/api/admin/users/${roleAdmin.user.id}/role`,
      { role: 'artist' },
    );
    expect(byOther.status).toBe(200);
    expect((await roleAdmin.client.get('/api/admin/users')).status).toBe(403);
    await admin.client.put(`/api/admin/users/${roleAdmin.user.id}/role`, { role: 'admin' });
  });
});

/** A sign-in with the built-in provider; the reply of the password step. */
async function passwordStep(client: ApiClient, email: string, password: string) {
  const state = await startLocalSignIn(client);
  const reply = await client.post<{ redirectUrl: string }>('/api/auth/local/sign-in', {
    email,
    password,
    state,
  });
  return { reply, state };
}

async function signIn(email: string, password: string) {
  const client = t.client();
  const { reply, state } = await passwordStep(client, email, password);
  if (reply.status !== 200) return { client, status: reply.status, body: reply.body };
  const code = new URL(reply.body.redirectUrl, 'http://x').searchParams.get('code');
  const session = await client.post('/api/sessions', { code, state });
  return { client, status: session.status, body: session.body };
}

describe('PUT /api/admin/users/:id/subscription', () => {
  it('suspends: sessions end at once, sign-in is refused, public pages go; activate brings it back', async () => {
    const artist = await signUp(t, { role: 'artist', displayName: 'Vanishing Artist' });
    const laptop = await signIn(artist.email, artist.password);
    expect(laptop.status).toBe(200);
    const post = await artist.client.post<{ post: { id: number } }>('/api/posts', {
      title: 'Vanishing post',
      content: 'Only while the account is in good standing',
      visibility: 'public',
      price_cents: 0,
    });
    expect(post.status).toBe(201);
    const postId = post.body.post.id;
    // And a comment of theirs under someone else's post.
    const neighbour = await signUp(t, { role: 'artist' });
    const neighbourPost = await neighbour.client.post<{ post: { id: number } }>('/api/posts', {
      content: 'A neighbour’s post',
      visibility: 'public',
      price_cents: 0,
    });
    const theirComments = `/api/posts/${neighbourPost.body.post.id}/comments`;
    await artist.client.post(theirComments, { content: 'A vanishing comment' });
    const commentsNow = async () =>
      (await fan.client.get<{ comments: { content: string }[] }>(theirComments)).body.comments.map(
        (comment) => comment.content,
      );
    expect(await commentsNow()).toEqual(['A vanishing comment']);
    // A password step done before the suspension, its code not yet exchanged.
    const pending = t.client();
    const before = await passwordStep(pending, artist.email, artist.password);
    expect(before.reply.status).toBe(200);

    const visitor = t.client();
    const reader = fan.client;
    const id = artist.user.id;
    const publicPages = [
      `/api/users/${id}/profile`,
      `/api/users/${id}/storefront-settings`,
      `/api/users/${id}/subscription-tiers`,
      `/api/users/${id}/storefront-content`,
      `/api/users/${id}/merch`,
      `/api/posts/${postId}`,
    ];
    for (const url of publicPages) expect((await visitor.get(url)).status, url).toBe(200);
    const theirPosts = `/api/users/${id}/posts`;
    expect((await visitor.get<{ posts: unknown[] }>(theirPosts)).body.posts).toHaveLength(1);

    const suspended = await admin.client.put<AdminUserReply>(
      `/api/admin/users/${id}/subscription`,
      { action: 'suspend' },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ id, subscription_status: 'suspended' });

    // Every session ends with the change.
    for (const client of [artist.client, laptop.client]) {
      expect((await client.get('/api/users/me')).status).toBe(401);
    }
    const sessions = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(sessions).toEqual([]);

    // Sign-in is refused, and a code from before the suspension starts no session.
    const again = await signIn(artist.email, artist.password);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ error: 'This account is suspended. Contact support.' });
    const code = new URL(before.reply.body.redirectUrl, 'http://x').searchParams.get('code');
    const late = await pending.post('/api/sessions', { code, state: before.state });
    expect(late.status).toBe(403);
    expect((await pending.get('/api/users/me')).status).toBe(401);

    // Their public pages are gone, for visitors and signed-in readers alike.
    for (const client of [visitor, reader]) {
      for (const url of publicPages) {
        expect((await client.get(url)).status, url).toBe(404);
      }
      // Their list of posts reads as anyone's with none, as for an unknown id.
      expect((await client.get<{ posts: unknown[] }>(theirPosts)).body.posts).toEqual([]);
      const feed = await client.get<{ posts: { id: number }[] }>('/api/feed/posts?limit=50');
      expect(feed.body.posts.map((item) => item.id)).not.toContain(postId);
      const creators = await client.get<{ users: { id: number }[] }>('/api/feed/users?limit=50');
      expect(creators.body.users.map((user) => user.id)).not.toContain(id);
    }
    expect((await reader.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect(await commentsNow()).toEqual([]);

    // Activate: sign-in works again and the pages are back.
    const activated = await admin.client.put<AdminUserReply>(
      `/api/admin/users/${id}/subscription`,
      { action: 'activate' },
    );
    expect(activated.body.user.subscription_status).toBe('active');
    const back = await signIn(artist.email, artist.password);
    expect(back.status).toBe(200);
    expect((await back.client.get('/api/users/me')).status).toBe(200);
    for (const url of publicPages) expect((await visitor.get(url)).status, url).toBe(200);
    const feed = await visitor.get<{ posts: { id: number }[] }>('/api/feed/posts?limit=50');
    expect(feed.body.posts.map((item) => item.id)).toContain(postId);
    expect(await commentsNow()).toEqual(['A vanishing comment']);

    const suspensions = await auditOf('user.suspended', id);
    expect(suspensions).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        details: { email: artist.email, from: 'active', to: 'suspended' },
      }),
    ]);
    expect(await auditOf('user.activated', id)).toHaveLength(1);
  });

  it('never lets administrators suspend themselves', async () => {
    const reply = await admin.client.put(`/api/admin/users/${admin.user.id}/subscription`, {
      action: 'suspend',
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: SELF_SUSPENSION_REFUSED });
    expect((await admin.client.get('/api/users/me')).status).toBe(200);
    expect(await auditOf('user.suspended', admin.user.id)).toEqual([]);
  });
});
