/**
 * Storage health for the studio (spec part 2, sections 3, 4 and 8): `r2-status` and
 * `r2-diagnostic` keep the names the spec gives them and report on the store in use, local
 * or S3, by really writing, reading and deleting a small object. The diagnostic checks its
 * test file's public URL with a real HEAD: on an S3-compatible store, the object's own public
 * address (S3_PUBLIC_URL, or the endpoint's); on local disk, the URL this server serves it at.
 * Then it checks the caller's own uploads' URLs.
 */
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { StorageDiagnostic, StorageStatus } from '../../../../contract/studio';
import { SystemLimits } from '../../../../contract/limits';
import type { S3StorageConfig } from '../../../config';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { selectOwnMedia } from '../media/media.queries';
import { mediaFileUrl } from '../media/media.presenter';

export const PROBE_PREFIX = 'storage-probe';
const PROBE_TYPE = 'text/plain; charset=utf-8';

export function probeKey(token: string) {
  return `${PROBE_PREFIX}/${token}`;
}

export function probeUrl(token: string) {
  return `/api/backline/storage-probe/${token}`;
}

/** Asks for a URL of this server with a HEAD request; answers the status (0 when unreachable). */
export type HeadUrl = (url: string, options: { asCaller: boolean }) => Promise<number>;

/** Where an object of an S3-compatible bucket is public: its public URL, else the endpoint's address. */
export function publicObjectUrl(store: S3StorageConfig, key: string): string {
  if (store.publicUrl) return `${store.publicUrl.replace(/\/$/, '')}/${key}`;
  const endpoint = new URL(store.endpoint ?? `https://s3.${store.region}.amazonaws.com`);
  const base = endpoint.href.replace(/\/$/, '');
  if (store.forcePathStyle) return `${base}/${store.bucket}/${key}`;
  return `${endpoint.protocol}//${store.bucket}.${endpoint.host}/${key}`;
}

/** A real HEAD over the network; the status, or 0 when unreachable or too slow. */
export async function headOverNetwork(url: string): Promise<number> {
  try {
    const reply = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(SystemLimits.checkTimeoutMs),
    });
    return reply.status;
  } catch {
    return 0;
  }
}

function domainOf(ctx: ServiceContext): string | null {
  const store = ctx.storage.describe();
  if (store.driver === 's3') {
    try {
      return new URL(store.location).host;
    } catch {
      return store.location;
    }
  }
  return new URL(ctx.config.publicUrl).host;
}

/** Writes, reads back and deletes a small object; the error of the step that failed, if any. */
async function roundTrip(ctx: ServiceContext, token: string): Promise<string | null> {
  const key = probeKey(token);
  const content = Buffer.from(`Backline storage check ${token}`);
  try {
    await ctx.storage.put(key, content, { contentType: PROBE_TYPE });
  } catch (error) {
    return `Could not write to the store: ${(error as Error).message}`;
  }
  try {
    const object = await ctx.storage.get(key);
    if (!object) return 'The store lost the file it had just written';
    if (!(await buffer(object.body)).equals(content)) return 'The store gave back different bytes';
    return null;
  } catch (error) {
    return `Could not read from the store: ${(error as Error).message}`;
  } finally {
    await ctx.storage.delete(key).catch(() => undefined);
  }
}

export async function storageStatus(ctx: ServiceContext): Promise<StorageStatus> {
  const store = ctx.storage.describe();
  const failure = await roundTrip(ctx, randomBytes(12).toString('hex'));
  return {
    configured: true,
    working: failure === null,
    domain: domainOf(ctx),
    lastTest: ctx.now().toISOString(),
    issues: failure ? ['R2 configured but not accessible', failure] : [],
    driver: store.driver,
  };
}

export async function storageDiagnostic(
  ctx: ServiceContext,
  actor: Actor,
  headUrl: HeadUrl,
): Promise<StorageDiagnostic> {
  const errors: string[] = [];
  const token = randomBytes(12).toString('hex');
  const key = probeKey(token);
  let bucketAccessible = false;
  try {
    await ctx.storage.head(key);
    bucketAccessible = true;
  } catch (error) {
    errors.push(`The store cannot be reached: ${(error as Error).message}`);
  }
  let uploadSuccessful = false;
  try {
    await ctx.storage.put(key, Buffer.from(`Backline diagnostic ${token}`), {
      contentType: PROBE_TYPE,
    });
    uploadSuccessful = (await ctx.storage.head(key)) !== null;
    if (!uploadSuccessful) errors.push('Upload failed');
  } catch (error) {
    errors.push(`Upload failed: ${(error as Error).message}`);
  }
  const storeConfig = ctx.config.storage;
  const testUrl = storeConfig.driver === 's3' ? publicObjectUrl(storeConfig, key) : probeUrl(token);
  let publicAccess = false;
  if (uploadSuccessful) {
    const status =
      storeConfig.driver === 's3'
        ? await headOverNetwork(testUrl)
        : await headUrl(testUrl, { asCaller: false });
    publicAccess = status === 200;
    if (status === 403) errors.push('403 Forbidden - R2 public access not enabled');
    else if (status === 404) errors.push('404 Not Found - Domain or file path issue');
    else if (status === 0) errors.push('CORS or network error');
    else if (!publicAccess) errors.push(`URL not accessible (Status: ${status})`);
  }
  await ctx.storage.delete(key).catch((error: unknown) => {
    errors.push(`Could not delete the test file: ${(error as Error).message}`);
  });
  const recent = (await selectOwnMedia(ctx.db, actor.id)).slice(0, 5);
  const urlResults = [];
  for (const media of recent) {
    const url = mediaFileUrl(media.kind, media.id);
    const status = await headUrl(url, { asCaller: true });
    urlResults.push({ url, ok: status === 200, status: status || null });
  }
  return {
    bucket_accessible: bucketAccessible,
    upload_successful: uploadSuccessful,
    public_access_working: publicAccess,
    r2_domain: domainOf(ctx),
    test_file_url: uploadSuccessful ? testUrl : null,
    url_test_results: urlResults,
    errors,
  };
}
