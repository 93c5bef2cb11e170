import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  TeamVault,
  VaultFile,
  VaultFilesQuery,
  VaultFilesReply,
  VaultUploadFields,
} from '../../../contract/vault';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { badRequest, notFound } from '../../platform/http/errors';
import type { StoredObject } from '../../platform/storage/object-store';
import { PayloadTooLargeError } from '../../platform/storage/object-store';
import { getMaxFileSizeMb, getMaxUploadBytes } from '../../platform/settings/settings.service';
import { isActiveTeamMember } from '../team/team.service';
import { findUserById } from '../users/users.service';
import { resolveDisplayName } from '../users/users.presenter';
import type { RangeRequest } from './byte-range';
import { parseRangeHeader } from './byte-range';
import { sniffContentType } from './content-sniff';
import { displayFilename } from './vault-filename';
import { authorize, can } from '../../policies';
import { FILE_NOT_FOUND, countsAsDownload } from './vault.policy';
import { presentVaultFile } from './vault.presenter';
import {
  deleteVaultFile,
  incrementDownloadCount,
  insertVaultFile,
  selectOwnerFilePage,
  selectOwnerFiles,
  selectVaultFile,
  sumOwnerBytes,
} from './vault.queries';
import {
  deleteDroppedObjects,
  dropObject,
  keepObject,
  reserveObjectKey,
} from '../../platform/storage/object-cleanup';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import type { StorageUsage } from '../../../contract/vault';
import {
  overQuotaError,
  recordWithinQuota,
  roomForUpload,
  storageUsage,
} from '../quota/quota.service';

/** The admin setting in bytes: the most one upload may store. */
export function maxUploadBytes(ctx: ServiceContext): Promise<number> {
  return getMaxUploadBytes(ctx);
}

/** For the storage quota: what the owner's vault files weigh (`db` may be a transaction). */
export function vaultBytesOf(db: Kysely<Database>, ownerId: number): Promise<number> {
  return sumOwnerBytes(db, ownerId);
}

export async function listOwnFiles(
  ctx: ServiceContext,
  owner: Actor,
  query: VaultFilesQuery,
): Promise<VaultFilesReply> {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectOwnerFilePage(ctx.db, ctx.dialect, owner.id, {
    limit: query.limit,
    cursor,
    search: (query.q ?? '').trim(),
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  return {
    files: page.map(presentVaultFile),
    nextCursor,
    max_file_size_mb: await getMaxFileSizeMb(ctx),
    storage: await storageUsage(ctx, owner.id),
  };
}

/** What an upload may be, decided before its body is read. */
export interface VaultUploadPlan {
  /** The most the upload may store: the file size limit, or the room left in the quota. */
  maxBytes: number;
  /** The room left in the quota is the tighter limit (so "too large" means "over quota"). */
  quotaBound: boolean;
  usage: StorageUsage;
}

/**
 * Counts the upload against the person's hourly limit (429) and sizes it: at most the
 * largest file allowed, and at most what is left of their storage quota (413 when none is).
 */
export async function planVaultUpload(ctx: ServiceContext, owner: Actor): Promise<VaultUploadPlan> {
  await limitUserWrite(ctx, 'uploads', owner.id);
  const maxFileBytes = await maxUploadBytes(ctx);
  const { roomBytes, usage } = await roomForUpload(ctx, owner.id);
  return {
    maxBytes: Math.min(maxFileBytes, roomBytes),
    quotaBound: roomBytes < maxFileBytes,
    usage,
  };
}

export interface VaultUpload {
  /** The multipart file stream; `truncated` is set when the parser's own limit cut it. */
  stream: Readable & { truncated?: boolean };
  filename: string | undefined;
  fields: VaultUploadFields;
  maxBytes: number;
}

/**
 * Streams the upload into the store under a random key, then records it. The row exists
 * only once the object does; a refusal or failure at any point leaves neither behind (nor
 * does a crash: the key is noted first, see object-cleanup.ts).
 */
export async function uploadVaultFile(
  ctx: ServiceContext,
  owner: Actor,
  upload: VaultUpload,
  plan: VaultUploadPlan,
): Promise<VaultFile> {
  const key = await reserveObjectKey(ctx, 'vault');
  try {
    // The stored type is decided by the bytes alone; what the client claimed is not kept.
    const { contentType, body } = await sniffContentType(upload.stream);
    const { size } = await ctx.storage.put(key, body, { contentType, maxBytes: upload.maxBytes });
    if (upload.stream.truncated) throw new PayloadTooLargeError(upload.maxBytes);
    if (size === 0) throw badRequest('The file is empty');
    const row = await recordWithinQuota(ctx, owner.id, async (trx) => {
      await keepObject(trx, key);
      return insertVaultFile(trx, {
        ownerId: owner.id,
        objectKey: key,
        originalFilename: displayFilename(upload.filename),
        contentType,
        description: upload.fields.description,
        sizeBytes: size,
        accessLevel: upload.fields.access_level,
        createdAt: ctx.now().toISOString(),
      });
    });
    return presentVaultFile(row);
  } catch (error) {
    await deleteDroppedObjects(ctx, [key]);
    if (error instanceof PayloadTooLargeError && plan.quotaBound) throw overQuotaError(plan.usage);
    throw error;
  }
}

/** For other features: one of the owner's files, or null (someone else's reads as missing). */
export async function findVaultFile(
  ctx: ServiceContext,
  owner: Actor,
  fileId: number,
): Promise<VaultFile | null> {
  const file = await selectVaultFile(ctx.db, fileId);
  return file && can(owner, 'vaultFile.manage', file) ? presentVaultFile(file) : null;
}

/** For other features (D-Cypher's "save to vault"): stores text as a file in the owner's vault. */
export function storeTextFile(
  ctx: ServiceContext,
  ownerId: number,
  text: { filename: string; description: string | null; text: string },
): Promise<VaultFile> {
  return storeFileInVault(ctx, ownerId, {
    filename: text.filename,
    description: text.description,
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(text.text, 'utf8'),
    sizeBytes: Buffer.byteLength(text.text, 'utf8'),
  });
}

/**
 * For other features (Backline Studio's rendered videos): stores a file in the owner's vault.
 * A stream body is written as it is read, never held whole; `sizeBytes` is what it should
 * weigh, checked against the quota before a byte is written and held as the limit while it is.
 */
export async function storeFileInVault(
  ctx: ServiceContext,
  ownerId: number,
  file: {
    filename: string;
    description: string | null;
    contentType: string;
    body: Readable | Buffer;
    sizeBytes: number;
  },
): Promise<VaultFile> {
  const { body, contentType } = file;
  const { roomBytes, usage } = await roomForUpload(ctx, ownerId);
  if (file.sizeBytes > roomBytes) {
    if (!Buffer.isBuffer(body)) body.destroy();
    throw overQuotaError(usage);
  }
  const key = await reserveObjectKey(ctx, 'vault');
  try {
    const maxBytes = Math.min(await maxUploadBytes(ctx), roomBytes);
    const { size } = await ctx.storage.put(key, body, { contentType, maxBytes });
    const row = await recordWithinQuota(ctx, ownerId, async (trx) => {
      await keepObject(trx, key);
      return insertVaultFile(trx, {
        ownerId,
        objectKey: key,
        originalFilename: displayFilename(file.filename),
        contentType,
        description: file.description,
        sizeBytes: size,
        accessLevel: 'team',
        createdAt: ctx.now().toISOString(),
      });
    });
    return presentVaultFile(row);
  } catch (error) {
    if (!Buffer.isBuffer(body)) body.destroy();
    await deleteDroppedObjects(ctx, [key]);
    throw error;
  }
}

export interface VaultDownload {
  file: VaultFile;
  object: StoredObject;
  /** The bytes sent when a range was asked for; null for the whole file. */
  range: { start: number; end: number } | null;
}

/** The file if this viewer may download it; anyone else learns nothing, not even that it exists. */
async function requireDownloadable(ctx: ServiceContext, viewer: Actor, fileId: number) {
  const file = await selectVaultFile(ctx.db, fileId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const onTeam = await isActiveTeamMember(ctx, file.owner_id, viewer.id);
  authorize(viewer, 'vaultFile.download', { file, onTeam });
  return file;
}

/**
 * Opens a file for download, whole or one range of it, and counts the download (see
 * `countsAsDownload`). An unsatisfiable range is returned as such for a 416 reply.
 */
export async function openVaultDownload(
  ctx: ServiceContext,
  viewer: Actor,
  request: { fileId: number; method: string; rangeHeader: string | undefined },
): Promise<VaultDownload | { unsatisfiable: true; size: number }> {
  const file = await requireDownloadable(ctx, viewer, request.fileId);
  const size = Number(file.file_size_bytes);
  const wanted: RangeRequest = parseRangeHeader(request.rangeHeader, size);
  if (wanted.kind === 'unsatisfiable') return { unsatisfiable: true, size };
  const object = await ctx.storage.get(
    file.object_key,
    wanted.kind === 'part' ? { start: wanted.start, end: wanted.end } : undefined,
  );
  if (!object) {
    ctx.log.error({ fileId: file.id, key: file.object_key }, 'a vault file has no stored object');
    throw notFound(FILE_NOT_FOUND);
  }
  const range = object.range ?? null;
  if (countsAsDownload(request.method, range ? range.start : null)) {
    await incrementDownloadCount(ctx.db, file.id);
  }
  if (request.method === 'HEAD') {
    // Headers only: close the stored bytes instead of letting HEAD read them all to discard.
    object.body.destroy();
    return { file: presentVaultFile(file), object: { ...object, body: Readable.from([]) }, range };
  }
  return { file: presentVaultFile(file), object, range };
}

/** Deletes the row first, so no one is offered a file whose bytes are already gone. */
export async function removeVaultFile(ctx: ServiceContext, owner: Actor, fileId: number) {
  const file = await selectVaultFile(ctx.db, fileId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  authorize(owner, 'vaultFile.manage', file);
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await deleteVaultFile(trx, file.id, owner.id);
    if (numDeletedRows > 0n) await dropObject(trx, file.object_key, ctx.now());
    return numDeletedRows > 0n;
  });
  if (!deleted) throw notFound(FILE_NOT_FOUND);
  await deleteDroppedObjects(ctx, [file.object_key]);
}

/** A creator's vault as their team sees it; null for anyone not on the team. */
export async function teamVault(
  ctx: ServiceContext,
  viewer: Actor,
  creatorId: number,
): Promise<TeamVault | null> {
  const onTeam = await isActiveTeamMember(ctx, creatorId, viewer.id);
  if (!can(viewer, 'teamVault.view', { creatorId, onTeam })) return null;
  const creator = await findUserById(ctx, creatorId);
  if (!creator || creator.status !== 'active') return null;
  const files = await selectOwnerFiles(ctx.db, creatorId);
  return {
    creator_id: creator.id,
    creator_name: resolveDisplayName(creator),
    files: files.map(presentVaultFile),
  };
}
