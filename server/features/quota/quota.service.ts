/**
 * Each person's storage quota (the `storage_quota_mb` setting): their vault files, avatar,
 * product images and Backline Studio media together. An upload checks the room left before it reads a byte, and the
 * transaction that records it checks again under a lock on the person's row, so uploads
 * racing each other cannot pass the quota together. Over it: 413, and the upload's stored
 * object is removed by its caller.
 */
import type { Kysely, Transaction } from 'kysely';
import type { StorageUsage } from '../../../contract/vault';
import { formatFileSize } from '../../../contract/format';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import { PayloadTooLargeError } from '../../platform/storage/object-store';
import { getLimits } from '../../platform/settings/settings.service';
import { productImageBytesOf } from '../merch/merch.service';
import { avatarBytesOf } from '../people/avatar';
import { lockPerson } from '../users/users.service';
import { studioBytesOf } from '../studio/studio-storage';
import { vaultBytesOf } from '../vault/vault.service';

const BYTES_PER_MB = 1024 * 1024;

async function quotaBytes(ctx: ServiceContext): Promise<number> {
  return (await getLimits(ctx)).storage_quota_mb * BYTES_PER_MB;
}

/** Everything the person stored, in bytes (`db` may be a transaction). */
async function bytesStoredBy(db: Kysely<Database>, userId: number): Promise<number> {
  const [vault, avatar, images, studio] = await Promise.all([
    vaultBytesOf(db, userId),
    avatarBytesOf(db, userId),
    productImageBytesOf(db, userId),
    studioBytesOf(db, userId),
  ]);
  return vault + avatar + images + studio;
}

export async function storageUsage(ctx: ServiceContext, userId: number): Promise<StorageUsage> {
  return { used_bytes: await bytesStoredBy(ctx.db, userId), quota_bytes: await quotaBytes(ctx) };
}

/** 413 for an upload that does not fit; `used_bytes` is what was stored before it. */
export function overQuotaError(usage: {
  quota_bytes: number;
  used_bytes?: number;
}): PayloadTooLargeError {
  const used = usage.used_bytes === undefined ? '' : ` (${formatFileSize(usage.used_bytes)} used)`;
  return new PayloadTooLargeError(
    Math.max(0, usage.quota_bytes - (usage.used_bytes ?? 0)),
    `This upload does not fit in your storage quota of ${formatFileSize(usage.quota_bytes)}${used}. Delete some files to make room.`,
  );
}

/**
 * The bytes one more upload may take, counting `replacingBytes` (a picture it replaces) as
 * freed; 413 when there is no room at all.
 */
export async function roomForUpload(
  ctx: ServiceContext,
  userId: number,
  replacingBytes = 0,
): Promise<{ roomBytes: number; usage: StorageUsage }> {
  const usage = await storageUsage(ctx, userId);
  const roomBytes = usage.quota_bytes - usage.used_bytes + replacingBytes;
  if (roomBytes <= 0) throw overQuotaError(usage);
  return { roomBytes, usage };
}

/**
 * Records an upload (`write` inserts or updates its row through `trx`) in a transaction that
 * holds the person's row, then refuses with 413 (rolling the write back) if their uploads
 * now weigh more than the quota.
 */
export async function recordWithinQuota<T>(
  ctx: ServiceContext,
  userId: number,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // Read before the transaction: on SQLite it holds the one connection.
  const quota = await quotaBytes(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, ctx.dialect, userId);
    const result = await write(trx);
    const used = await bytesStoredBy(trx, userId);
    if (used > quota) throw overQuotaError({ quota_bytes: quota });
    return result;
  });
}
