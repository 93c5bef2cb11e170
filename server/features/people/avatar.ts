import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CurrentUser } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { notFound } from '../../platform/http/errors';
import type { StoredObject } from '../../platform/storage/object-store';
import { newObjectKey } from '../../platform/storage/object-store';
import { presentCurrentUser } from '../users/users.presenter';
import { AVATAR_CONTENT_TYPE, readPicture, toAvatarImage } from './avatar-image';
import {
  selectActivePerson,
  selectAvatarBytes,
  selectAvatarKeyForUpdate,
  updateAvatarKey,
} from './people.queries';
import { discardObject } from '../../platform/storage/discard-object';
import { forgetPublicFeed } from '../posts/posts.service';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import { getMaxUploadBytes } from '../../platform/settings/settings.service';
import { overQuotaError, recordWithinQuota, roomForUpload } from '../quota/quota.service';

/** For the storage quota: what the person's avatar weighs (`db` may be a transaction). */
export function avatarBytesOf(db: Kysely<Database>, userId: number): Promise<number> {
  return selectAvatarBytes(db, userId);
}

/**
 * Points the owner's avatar at `avatarKey` (or none), in a transaction that checks their
 * storage quota, and returns the key it replaced. The old key is read under a row lock, so
 * two uploads at once cannot both miss the other's.
 */
function swapAvatarKey(
  ctx: ServiceContext,
  userId: number,
  avatar: { key: string | null; bytes: number },
) {
  return recordWithinQuota(ctx, userId, async (trx) => {
    const previousKey = await selectAvatarKeyForUpdate(trx, ctx.dialect, userId);
    const user = await updateAvatarKey(trx, userId, {
      avatarKey: avatar.key,
      avatarBytes: avatar.bytes,
      updatedAt: ctx.now().toISOString(),
    });
    return { user, previousKey };
  });
}

/** A replaced picture is no longer referenced; failing to delete it only leaves an orphan. */
function discard(ctx: ServiceContext, key: string | null) {
  return discardObject(ctx.storage, ctx.log, key, 'a replaced avatar');
}

/**
 * Replaces the owner's avatar. The upload counts against their hourly limit and must fit in
 * their storage quota (the picture it replaces counted as freed); a refusal keeps nothing.
 */
export async function replaceAvatar(
  ctx: ServiceContext,
  owner: Actor,
  upload: Readable & { truncated?: boolean },
): Promise<CurrentUser> {
  await limitUserWrite(ctx, 'uploads', owner.id);
  const { roomBytes, usage } = await roomForUpload(
    ctx,
    owner.id,
    await avatarBytesOf(ctx.db, owner.id),
  );
  const image = await toAvatarImage(await readPicture(upload, await getMaxUploadBytes(ctx)));
  if (image.length > roomBytes) throw overQuotaError(usage);
  const key = newObjectKey('avatars');
  await ctx.storage.put(key, image, { contentType: AVATAR_CONTENT_TYPE });
  const swapped = await swapAvatarKey(ctx, owner.id, { key, bytes: image.length }).catch(
    async (error: unknown) => {
      await discard(ctx, key);
      throw error;
    },
  );
  await discard(ctx, swapped.previousKey);
  forgetPublicFeed(ctx);
  return presentCurrentUser(swapped.user, owner.isAdmin);
}

export async function removeAvatar(ctx: ServiceContext, owner: Actor): Promise<CurrentUser> {
  const { user, previousKey } = await swapAvatarKey(ctx, owner.id, { key: null, bytes: 0 });
  await discard(ctx, previousKey);
  forgetPublicFeed(ctx);
  return presentCurrentUser(user, owner.isAdmin);
}

/** The stored picture of an active person; 404 when they have none. */
export async function openAvatar(ctx: ServiceContext, userId: number): Promise<StoredObject> {
  const person = await selectActivePerson(ctx.db, userId);
  const picture = person?.avatar_key ? await ctx.storage.get(person.avatar_key) : null;
  if (!picture) throw notFound('This person has no avatar');
  return picture;
}
