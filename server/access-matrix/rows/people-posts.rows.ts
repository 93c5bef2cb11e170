import { anyone, ownerOnly, sellers, signedIn } from '../actors';
import type { MatrixRow } from '../matrix-row';
import type { World } from '../world';
import { pngUpload } from '../world';
import { freshComment, freshPost, personOf } from './fresh';

const ownerId = (world: World) => ({ userId: world.people.owner.user.id });

/** Profiles, following, avatars, the feeds, posts and comments. */
export const peoplePostsRows: MatrixRow[] = [
  { method: 'GET', route: '/api/feed/users', expect: anyone(200) },
  { method: 'GET', route: '/api/users/me/following', expect: signedIn(200) },
  { method: 'GET', route: '/api/users/:userId/profile', params: ownerId, expect: anyone(200) },
  {
    method: 'GET',
    route: '/api/users/:userId/follow-status',
    params: ownerId,
    expect: anyone(200),
  },
  {
    method: 'POST',
    route: '/api/users/:userId/follow',
    params: ownerId,
    expect: { ...signedIn(200), owner: 400 },
    note: 'no one follows themselves',
  },
  {
    method: 'DELETE',
    route: '/api/users/:userId/follow',
    params: ownerId,
    expect: { ...signedIn(200), owner: 400 },
  },
  {
    method: 'PUT',
    route: '/api/users/me/profile',
    json: (world, actor) => ({
      display_name: 'Matrix Person',
      role: personOf(world, actor).user.role,
    }),
    expect: signedIn(200),
  },
  { method: 'POST', route: '/api/users/me/avatar', raw: pngUpload, expect: signedIn(200) },
  { method: 'GET', route: '/api/users/:userId/avatar', params: ownerId, expect: anyone(200) },
  { method: 'DELETE', route: '/api/users/me/avatar', expect: signedIn(200) },
  { method: 'GET', route: '/api/feed/posts', expect: anyone(200) },
  { method: 'GET', route: '/api/feed/following', expect: signedIn(200) },
  { method: 'GET', route: '/api/feed/stats', expect: anyone(200) },
  { method: 'GET', route: '/api/posts', expect: signedIn(200) },
  { method: 'GET', route: '/api/posts/mine', expect: signedIn(200) },
  { method: 'GET', route: '/api/users/:userId/posts', params: ownerId, expect: anyone(200) },
  ...(['publicPost', 'subscribersPost', 'ppvPost'] as const).map((which): MatrixRow => ({
    method: 'GET',
    route: '/api/posts/:id',
    params: (world) => ({ id: world.ids[which] }),
    expect: anyone(200),
    note: `the ${which}: locked posts are listed, their content withheld`,
  })),
  {
    method: 'GET',
    route: '/api/posts/:id',
    params: (world) => ({ id: world.ids.hiddenPost }),
    expect: { ...anyone(404), owner: 200 },
    note: 'a post its creator hid',
  },
  {
    method: 'POST',
    route: '/api/posts',
    json: () => ({ title: 'New', content: 'Fresh words', visibility: 'public', price_cents: 0 }),
    expect: sellers(201),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id',
    params: (world) => ({ id: world.ids.publicPost }),
    json: () => ({
      title: 'Edited',
      content: 'An open note',
      visibility: 'public',
      price_cents: 0,
    }),
    expect: ownerOnly(200, 403),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id',
    params: async (world) => ({ id: await freshPost(world) }),
    expect: { ...ownerOnly(200, 403), administrator: 200 },
    note: 'administrators delete posts to moderate',
  },
  {
    method: 'PUT',
    route: '/api/posts/:id/hidden',
    params: (world) => ({ id: world.ids.hiddenPost }),
    json: () => ({ hidden: true }),
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/posts/:id/like',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/like',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/posts/:id/like',
    params: (world) => ({ id: world.ids.hiddenPost }),
    expect: { ...signedIn(404), owner: 200 },
    note: 'no one reaches a hidden post but its creator',
  },
  {
    method: 'POST',
    route: '/api/posts/:id/share',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: anyone(200),
  },
  {
    method: 'POST',
    route: '/api/posts/:id/view',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: anyone(200),
  },
  {
    method: 'POST',
    route: '/api/posts/:id/report',
    params: async (world) => ({ id: await freshPost(world) }),
    json: () => ({ reason: 'matrix' }),
    expect: signedIn(200),
    note: 'a report only asks the moderators to look, so anyone signed in may file one',
  },
  {
    method: 'POST',
    route: '/api/posts/:id/hide',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/hide',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/posts/:id/comments',
    params: (world) => ({ id: world.ids.publicPost }),
    expect: anyone(200),
  },
  {
    method: 'GET',
    route: '/api/posts/:id/comments',
    params: (world) => ({ id: world.ids.subscribersPost }),
    expect: { ...anyone(403), owner: 200, tierSubscriber: 200 },
    note: 'the comments of a locked post are for those who may read it',
  },
  {
    method: 'POST',
    route: '/api/posts/:id/comments',
    params: (world) => ({ id: world.ids.publicPost }),
    json: () => ({ content: 'A matrix comment' }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/posts/:id/comments',
    params: (world) => ({ id: world.ids.ppvPost }),
    json: () => ({ content: 'A matrix comment' }),
    expect: { ...signedIn(403), owner: 201, buyer: 201 },
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/comments/:commentId',
    params: async (world) => ({ id: world.ids.publicPost, commentId: await freshComment(world) }),
    expect: { ...signedIn(403), fan: 200, owner: 200, administrator: 200 },
    note: 'the author, the post creator and administrators remove a comment',
  },
  {
    method: 'POST',
    route: '/api/posts/:id/comments/:commentId/report',
    params: async (world) => ({ id: world.ids.publicPost, commentId: await freshComment(world) }),
    json: () => ({ reason: 'matrix' }),
    expect: signedIn(200),
  },
];
