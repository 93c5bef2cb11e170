import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatorsReply,
  FollowReply,
  ProfileReply,
  PublicUser,
} from '../../../contract/people';
import type { CurrentUser } from '../../../contract/users';
import type { ApiClient } from '../../test/api-client';
import { createUser, signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { suspendUser } from '../users/users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type UserReply = { user: CurrentUser };

async function counts(testApp: TestApp, userId: number) {
  return testApp.ctx.db
    .selectFrom('users')
    .select(['follower_count', 'following_count', 'avatar_key', 'role', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function realFollowRows(testApp: TestApp, userId: number) {
  const followers = await testApp.ctx.db
    .selectFrom('follows')
    .select('follower_id')
    .where('followed_id', '=', userId)
    .execute();
  const following = await testApp.ctx.db
    .selectFrom('follows')
    .select('followed_id')
    .where('follower_id', '=', userId)
    .execute();
  return { follower_count: followers.length, following_count: following.length };
}

describe('GET /api/users/:userId/profile', () => {
  it('shows a person without their e-mail or internal columns', async () => {
    const artist = await signUp(t, { displayName: 'Nova Reyes', role: 'producer' });
    const reply = await t.client().get<ProfileReply>(`/api/users/${artist.user.id}/profile`);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toEqual({
      id: artist.user.id,
      display_name: 'Nova Reyes',
      google_user_data: null,
      role: 'producer',
      is_verified: false,
      bio: null,
      location: null,
      website: null,
      avatar_url: null,
      created_at: artist.user.created_at,
      post_count: 0,
      follower_count: 0,
      following_count: 0,
      is_following: false,
    });
    expect(reply.text).not.toContain(artist.email);
    expect(reply.text).not.toMatch(/password|oidc_subject|status|login_count/);
  });

  it('falls back to the provider name, then the given name, then the e-mail before the @', async () => {
    const person = await createUser(t, { email: 'quiet.fox@example.test', role: 'artist' });
    const setNames = (display_name: string | null, google: object | null) =>
      t.ctx.db
        .updateTable('users')
        .set({ display_name, google_user_data: google ? JSON.stringify(google) : null })
        .where('id', '=', person.id)
        .execute();
    const shownName = async () =>
      (await t.client().get<ProfileReply>(`/api/users/${person.id}/profile`)).body.user
        .display_name;

    await setNames(null, { name: 'Quiet Fox', given_name: 'Quiet' });
    expect(await shownName()).toBe('Quiet Fox');
    await setNames(null, { given_name: 'Quiet' });
    expect(await shownName()).toBe('Quiet');
    await setNames(null, null);
    expect(await shownName()).toBe('quiet.fox');
  });

  it('answers 404 for an unknown or suspended person', async () => {
    const unknown = await t.client().get('/api/users/999999/profile');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });

    const suspended = await createUser(t, { role: 'artist' });
    await suspendUser(t.ctx, suspended.id);
    const reply = await t.client().get(`/api/users/${suspended.id}/profile`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'User not found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const reply = await t.client().get('/api/users/nova/profile');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('userId');
  });
});

describe('following', () => {
  it('refuses anonymous callers with 401', async () => {
    const artist = await createUser(t, { role: 'artist' });
    expect((await t.client().post(`/api/users/${artist.id}/follow`)).status).toBe(401);
    expect((await t.client().delete(`/api/users/${artist.id}/follow`)).status).toBe(401);
  });

  it('refuses following yourself with 400', async () => {
    const artist = await signUp(t);
    const reply = await artist.client.post(`/api/users/${artist.user.id}/follow`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'You cannot follow yourself' });
    expect(await counts(t, artist.user.id)).toMatchObject({
      follower_count: 0,
      following_count: 0,
    });
  });

  it('answers 404 for an unknown or suspended person', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const unknown = await fan.client.post('/api/users/999999/follow');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });
    expect((await fan.client.delete('/api/users/999999/follow')).status).toBe(404);

    const suspended = await createUser(t, { role: 'artist' });
    await suspendUser(t.ctx, suspended.id);
    expect((await fan.client.post(`/api/users/${suspended.id}/follow`)).status).toBe(404);
  });

  it('counts a follow once however often it is sent, and an unfollow likewise', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const artist = await createUser(t, { role: 'artist' });

    const first = await fan.client.post<FollowReply>(`/api/users/${artist.id}/follow`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isFollowing: true, follower_count: 1 });
    const again = await fan.client.post<FollowReply>(`/api/users/${artist.id}/follow`);
    expect(again.body).toEqual({ isFollowing: true, follower_count: 1 });
    expect(await counts(t, fan.user.id)).toMatchObject({ following_count: 1 });

    const unfollow = await fan.client.delete<FollowReply>(`/api/users/${artist.id}/follow`);
    expect(unfollow.body).toEqual({ isFollowing: false, follower_count: 0 });
    const unfollowAgain = await fan.client.delete<FollowReply>(`/api/users/${artist.id}/follow`);
    expect(unfollowAgain.body).toEqual({ isFollowing: false, follower_count: 0 });
    expect(await counts(t, fan.user.id)).toMatchObject({ following_count: 0 });
    expect(await counts(t, artist.id)).toMatchObject({ follower_count: 0 });
  });

  it('keeps the counters equal to the real follows under 20 concurrent requests', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, (_, index) => signUp(t, { displayName: `Racer ${index}` })),
    );
    // A fixed pseudo-random mix: repeats, follow/unfollow races and both directions at once.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 3; round += 1) {
      const requests = Array.from({ length: 20 }, () => {
        const from = people[next(people.length)];
        const others = people.filter((person) => person !== from);
        const to = others[next(others.length)];
        const url = `/api/users/${to.user.id}/follow`;
        return next(3) === 0 ? from.client.delete(url) : from.client.post(url);
      });
      const replies = await Promise.all(requests);
      expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      for (const person of people) {
        const stored = await counts(t, person.user.id);
        expect({
          follower_count: stored.follower_count,
          following_count: stored.following_count,
        }).toEqual(await realFollowRows(t, person.user.id));
      }
    }
  });

  it('concurrent follows of one person by many fans add up exactly', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const fans = await Promise.all(Array.from({ length: 10 }, () => signUp(t, { role: 'fan' })));
    const url = `/api/users/${artist.id}/follow`;
    // Every fan follows twice at once, so half the requests must change nothing.
    await Promise.all(fans.flatMap((fan) => [fan.client.post(url), fan.client.post(url)]));
    expect((await counts(t, artist.id)).follower_count).toBe(10);
    expect(await realFollowRows(t, artist.id)).toMatchObject({ follower_count: 10 });
    for (const fan of fans) expect((await counts(t, fan.user.id)).following_count).toBe(1);
  });
});

describe('GET /api/users/:userId/follow-status', () => {
  it('is false when signed out, and follows the signed-in viewer', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const artist = await createUser(t, { role: 'artist' });
    const url = `/api/users/${artist.id}/follow-status`;
    expect((await t.client().get(url)).body).toEqual({ isFollowing: false });
    expect((await fan.client.get(url)).body).toEqual({ isFollowing: false });
    await fan.client.post(`/api/users/${artist.id}/follow`);
    expect((await fan.client.get(url)).body).toEqual({ isFollowing: true });
    expect((await t.client().get(url)).body).toEqual({ isFollowing: false });
  });

  it('answers 404 for an unknown person', async () => {
    const reply = await t.client().get('/api/users/999999/follow-status');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'User not found' });
  });

  it('shows on the profile as is_following, with the counts', async () => {
    const fan = await signUp(t, { role: 'fan' });
    const artist = await createUser(t, { role: 'artist' });
    await fan.client.post(`/api/users/${artist.id}/follow`);
    const seenByFan = await fan.client.get<ProfileReply>(`/api/users/${artist.id}/profile`);
    expect(seenByFan.body.user).toMatchObject({ is_following: true, follower_count: 1 });
    const fanProfile = await t.client().get<ProfileReply>(`/api/users/${fan.user.id}/profile`);
    expect(fanProfile.body.user).toMatchObject({ is_following: false, following_count: 1 });
  });
});

describe('GET /api/feed/users', () => {
  /** The list as the database orders it: the oracle the pages are checked against. */
  async function creatorsInOrder() {
    const rows = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['artist', 'creator', 'producer'])
      .where('status', '=', 'active')
      .orderBy('follower_count', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }

  it('pages through every creator once, most followed first, without fans or suspended people', async () => {
    const creators = [];
    for (const role of ['artist', 'creator', 'producer', 'artist', 'creator'] as const) {
      creators.push(await createUser(t, { role }));
    }
    const [a, b, c] = creators;
    const fans = [
      await signUp(t, { role: 'fan' }),
      await signUp(t, { role: 'fan' }),
      await signUp(t, { role: 'fan' }),
    ];
    const suspended = await createUser(t, { role: 'artist' });
    await suspendUser(t.ctx, suspended.id);
    // a: 3 followers; b and c: 1 each (a tie, broken by the newer id first).
    for (const [fan, followed] of [
      [fans[0], [a, b]],
      [fans[1], [a, c]],
      [fans[2], [a]],
    ] as const) {
      for (const creator of followed) {
        expect((await fan.client.post(`/api/users/${creator.id}/follow`)).status).toBe(200);
      }
    }

    const expected = await creatorsInOrder();
    const limit = Math.ceil(expected.length / 3);
    const viewer = fans[0].client;
    const pages: PublicUser[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=${limit}&cursor=${cursor}` : `?limit=${limit}`;
      const reply = await viewer.get<CreatorsReply>(`/api/feed/users${query}`);
      expect(reply.status).toBe(200);
      pages.push(reply.body.users);
      cursor = reply.body.nextCursor;
    } while (cursor);

    expect(pages).toHaveLength(3);
    const listed = pages.flat();
    expect(listed.map((person) => person.id)).toEqual(expected);
    const ids = listed.map((person) => person.id);
    for (const left of [...fans.map((fan) => fan.user.id), suspended.id]) {
      expect(ids).not.toContain(left);
    }
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(c.id));
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(b.id));
    expect(listed.find((person) => person.id === a.id)).toMatchObject({
      follower_count: 3,
      is_following: true,
    });
    const followedByViewer = listed.filter((person) => person.is_following).map((p) => p.id);
    expect(followedByViewer.sort()).toEqual([a.id, b.id].sort());
    expect(JSON.stringify(listed)).not.toContain('@example.test');
  });

  it('says is_following false to anonymous viewers', async () => {
    const reply = await t.client().get<CreatorsReply>('/api/feed/users?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.users.length).toBeGreaterThan(0);
    expect(reply.body.users.every((person) => person.is_following === false)).toBe(true);
  });

  it('refuses a cursor it did not give out and a limit out of range', async () => {
    const forged = await t.client().get('/api/feed/users?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toContain('cursor');
    const tooMany = await t.client().get('/api/feed/users?limit=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain('limit');
  });
});

describe('PUT /api/users/me/profile', () => {
  const profile = {
    display_name: 'Nova Reyes',
    bio: 'Beats from the basement',
    location: 'Lisbon',
    website: 'https://nova.example',
    role: 'producer',
  };

  it('refuses anonymous callers with 401', async () => {
    expect((await t.client().put('/api/users/me/profile', profile)).status).toBe(401);
  });

  it('saves the owner’s own profile and returns the current user', async () => {
    const person = await signUp(t, { role: 'fan' });
    const reply = await person.client.put<UserReply>('/api/users/me/profile', profile);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      id: person.user.id,
      email: person.email,
      display_name: 'Nova Reyes',
      bio: 'Beats from the basement',
      location: 'Lisbon',
      website: 'https://nova.example',
      role: 'producer',
      is_admin: false,
    });
    const shown = await t.client().get<ProfileReply>(`/api/users/${person.user.id}/profile`);
    expect(shown.body.user).toMatchObject({ display_name: 'Nova Reyes', role: 'producer' });
  });

  it('leaves out fields as they are and clears fields sent empty', async () => {
    const person = await signUp(t);
    await person.client.put('/api/users/me/profile', profile);
    const reply = await person.client.put<UserReply>('/api/users/me/profile', {
      display_name: 'Nova',
      role: 'artist',
      website: '',
    });
    expect(reply.body.user).toMatchObject({
      display_name: 'Nova',
      bio: 'Beats from the basement',
      location: 'Lisbon',
      website: null,
      role: 'artist',
    });
  });

  it('refuses every malformed website with a 400 naming the field, storing nothing', async () => {
    const person = await signUp(t);
    for (const website of [
      'ftp://nova.example',
      'nova.example',
      'javascript:alert(1)',
      'https://nova example.com',
      'https://nova.example/\u0000',
      'https://nova.example/a\tb',
      'https://nova.example\u200b',
      'https://bank.example@evil.example',
      'https://user:secret@nova.example',
      'https:nova.example',
      'http://nova',
      'https://',
      'https://exa mple.com',
    ]) {
      const reply = await person.client.put('/api/users/me/profile', { ...profile, website });
      expect(reply.status, website).toBe(400);
      expect(reply.body.error, website).toMatch(/^website: Website must/);
    }
    expect(
      (await person.client.get<{ website: string | null }>('/api/users/me')).body.website,
    ).toBe(null);
  });

  it('refuses the admin role and blank names with 400', async () => {
    const person = await signUp(t);
    const admin = await person.client.put('/api/users/me/profile', { ...profile, role: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.body.error).toContain('role');
    expect((await counts(t, person.user.id)).role).toBe('artist');
    const blank = await person.client.put('/api/users/me/profile', {
      ...profile,
      display_name: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('display_name: Display name is required');
  });

  it('keeps an administrator’s role when they save their profile', async () => {
    const person = await signUp(t);
    await t.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', person.user.id)
      .execute();
    const reply = await person.client.put<UserReply>('/api/users/me/profile', profile);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ role: 'admin', is_admin: true });
  });
});

describe('avatars', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
  });

  function multipart(
    content: Buffer,
    options: { filename?: string; type?: string; field?: string } = {},
  ) {
    const boundary = `----backline${Math.random().toString(36).slice(2)}`;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
      `filename="${options.filename ?? 'me.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const upload = (client: ApiClient, content: Buffer, options?: Parameters<typeof multipart>[1]) =>
    client.request<UserReply>('POST', '/api/users/me/avatar', multipart(content, options));

  function storedFiles(): string[] {
    const { storage } = t.ctx.config;
    if (storage.driver !== 'local') throw new Error('these tests expect the local store');
    try {
      return readdirSync(storage.directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  }

  async function fetchAvatar(url: string) {
    return t.app.inject({ method: 'GET', url });
  }

  it('refuses anonymous uploads with 401', async () => {
    expect((await t.client().request('POST', '/api/users/me/avatar', multipart(png))).status).toBe(
      401,
    );
    expect((await t.client().delete('/api/users/me/avatar')).status).toBe(401);
  });

  it('stores a 512x512 WebP, serves it cacheably and replaces the old one on a second upload', async () => {
    const person = await signUp(t);
    const first = await upload(person.client, png);
    expect(first.status).toBe(200);
    const firstUrl = first.body.user.avatar_url ?? '';
    expect(firstUrl).toMatch(new RegExp(`^/api/users/${person.user.id}/avatar\\?v=`));
    const firstKey = (await counts(t, person.user.id)).avatar_key;
    expect(firstKey).toMatch(/^avatars\/[0-9a-f]{32}$/);

    const served = await fetchAvatar(firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // A JPEG now, with a misleading name: the bytes decide.
    const jpeg = await sharp(png).jpeg().toBuffer();
    const second = await upload(person.client, jpeg, { filename: 'x.gif', type: 'image/gif' });
    expect(second.status).toBe(200);
    const secondKey = (await counts(t, person.user.id)).avatar_key;
    expect(secondKey).not.toBe(firstKey);
    expect(second.body.user.avatar_url).not.toBe(firstUrl);
    expect(await t.ctx.storage.head(firstKey!)).toBeNull();
    expect(await t.ctx.storage.head(secondKey!)).toMatchObject({ contentType: 'image/webp' });
    expect((await fetchAvatar(second.body.user.avatar_url!)).statusCode).toBe(200);

    const profile = await t.client().get<ProfileReply>(`/api/users/${person.user.id}/profile`);
    expect(profile.body.user.avatar_url).toBe(second.body.user.avatar_url);
  });

  it('accepts a GIF and a WebP', async () => {
    const person = await signUp(t);
    for (const format of ['gif', 'webp'] as const) {
      const picture = await sharp(png).toFormat(format).toBuffer();
      const reply = await upload(person.client, picture, {
        filename: 'a.bin',
        type: 'application/octet-stream',
      });
      expect(reply.status).toBe(200);
    }
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const person = await signUp(t);
    const before = storedFiles();
    const reply = await upload(person.client, Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'me.png',
      type: 'image/png',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'The picture must be a JPEG, PNG, WebP or GIF image' });
    const pdf = await upload(person.client, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), {
      type: 'image/jpeg',
    });
    expect(pdf.status).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect((await counts(t, person.user.id)).avatar_key).toBeNull();
  });

  it('refuses a damaged image with 400', async () => {
    const person = await signUp(t);
    const reply = await upload(person.client, png.subarray(0, 200));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'The picture could not be read; it may be damaged' });
  });

  it('refuses a picture over 5 MB with 413 and stores nothing', async () => {
    const person = await signUp(t);
    const before = storedFiles();
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await upload(person.client, huge);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: 'The picture must be at most 5 MB' });
    expect(storedFiles()).toEqual(before);
    expect((await counts(t, person.user.id)).avatar_key).toBeNull();
    // The same client can go on.
    expect((await upload(person.client, png)).status).toBe(200);
  });

  it('refuses a request without a file field with 400', async () => {
    const person = await signUp(t);
    const wrongField = await upload(person.client, png, { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: 'file: choose a picture to upload' });
    const json = await person.client.post('/api/users/me/avatar', { file: 'x' });
    expect(json.status).toBe(400);
  });

  it('removes the avatar and its stored picture', async () => {
    const person = await signUp(t);
    const uploaded = await upload(person.client, png);
    const key = (await counts(t, person.user.id)).avatar_key!;
    const removed = await person.client.delete<UserReply>('/api/users/me/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.user.avatar_url).toBeNull();
    expect(await t.ctx.storage.head(key)).toBeNull();
    expect((await fetchAvatar(uploaded.body.user.avatar_url!)).statusCode).toBe(404);
  });

  it('answers 404 for a person without an avatar or unknown', async () => {
    const person = await createUser(t);
    const none = await fetchAvatar(`/api/users/${person.id}/avatar`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'This person has no avatar' });
    expect((await fetchAvatar('/api/users/999999/avatar')).statusCode).toBe(404);
  });
});
