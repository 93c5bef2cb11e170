import type { PageQuery } from '../../../contract/pagination';
import type {
  CreatorsReply,
  FollowReply,
  FollowStatusReply,
  PublicUser,
  UpdateProfileRequest,
} from '../../../contract/people';
import type { CurrentUser } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { notFound } from '../../platform/http/errors';
import { presentCurrentUser } from '../users/users.presenter';
import { authorize } from '../../policies';
import { CREATOR_ROLES, roleAfterProfileEdit } from './people.policy';
import { presentPublicUser } from './people.presenter';
import type { PersonRow, ProfileChanges } from './people.queries';
import {
  addToFollowCounts,
  deleteFollow,
  insertFollow,
  selectActivePerson,
  selectFollowedAmong,
  selectFollowedPeople,
  selectFollowerCount,
  selectPeopleByFollowers,
  updateProfile,
} from './people.queries';
import { forgetPublicFeed } from '../posts/posts.service';

export const USER_NOT_FOUND = 'User not found';

async function requirePerson(ctx: ServiceContext, id: number): Promise<PersonRow> {
  const person = await selectActivePerson(ctx.db, id);
  if (!person) throw notFound(USER_NOT_FOUND);
  return person;
}

async function isFollowing(ctx: ServiceContext, viewer: Actor | null, personId: number) {
  if (!viewer) return false;
  return (await selectFollowedAmong(ctx.db, viewer.id, [personId])).has(personId);
}

/** The Creators tab: artists, creators and producers, most followed first. */
export async function listCreators(
  ctx: ServiceContext,
  viewer: Actor | null,
  query: PageQuery,
): Promise<CreatorsReply> {
  const after = decodeCursor(query.cursor, ['number', 'number'] as const);
  const rows = await selectPeopleByFollowers(ctx.db, ctx.dialect, {
    roles: CREATOR_ROLES,
    limit: query.limit,
    after,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.follower_count, row.id]);
  const followed = viewer
    ? await selectFollowedAmong(
        ctx.db,
        viewer.id,
        page.map((person) => person.id),
      )
    : new Set<number>();
  return {
    users: page.map((person) => presentPublicUser(person, followed.has(person.id))),
    nextCursor,
  };
}

/** The people the viewer follows, the most recently followed first (the fan's dashboard). */
export async function listFollowing(
  ctx: ServiceContext,
  viewer: Actor,
  query: PageQuery,
): Promise<CreatorsReply> {
  const after = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectFollowedPeople(ctx.db, ctx.dialect, {
    followerId: viewer.id,
    limit: query.limit,
    after,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.followed_at, row.id]);
  return { users: page.map((person) => presentPublicUser(person, true)), nextCursor };
}

export async function profileOf(
  ctx: ServiceContext,
  viewer: Actor | null,
  userId: number,
): Promise<PublicUser> {
  const person = await requirePerson(ctx, userId);
  return presentPublicUser(person, await isFollowing(ctx, viewer, person.id));
}

export async function followStatus(
  ctx: ServiceContext,
  viewer: Actor | null,
  userId: number,
): Promise<FollowStatusReply> {
  await requirePerson(ctx, userId);
  return { isFollowing: await isFollowing(ctx, viewer, userId) };
}

/**
 * Follows or unfollows. The counters move in the same transaction as the row, and only
 * when a row really appeared or went, so repeats and races leave them exact.
 */
async function setFollowing(
  ctx: ServiceContext,
  follower: Actor,
  followedId: number,
  following: boolean,
): Promise<FollowReply> {
  authorize(follower, 'person.follow', { id: followedId });
  const follow = { followerId: follower.id, followedId };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await selectActivePerson(trx, followedId))) throw notFound(USER_NOT_FOUND);
    const changed = following
      ? await insertFollow(trx, { ...follow, createdAt: ctx.now().toISOString() })
      : await deleteFollow(trx, follow);
    if (changed) await addToFollowCounts(trx, { ...follow, by: following ? 1 : -1 });
    return { isFollowing: following, follower_count: await selectFollowerCount(trx, followedId) };
  });
}

export function follow(ctx: ServiceContext, follower: Actor, followedId: number) {
  return setFollowing(ctx, follower, followedId, true);
}

export function unfollow(ctx: ServiceContext, follower: Actor, followedId: number) {
  return setFollowing(ctx, follower, followedId, false);
}

/** The owner edits their own profile; fields left out of the request stay as they are. */
export async function updateOwnProfile(
  ctx: ServiceContext,
  owner: Actor,
  request: UpdateProfileRequest,
): Promise<CurrentUser> {
  const changes: ProfileChanges = {
    display_name: request.display_name,
    role: roleAfterProfileEdit(owner.role, request.role),
    updated_at: ctx.now().toISOString(),
  };
  if (request.bio !== undefined) changes.bio = request.bio;
  if (request.location !== undefined) changes.location = request.location;
  if (request.website !== undefined) changes.website = request.website;
  const updated = await updateProfile(ctx.db, owner.id, changes);
  forgetPublicFeed(ctx);
  return presentCurrentUser(updated, owner.isAdmin);
}
