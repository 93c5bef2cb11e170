/**
 * Pictures of synced items, fetched by the server: platforms hand out signed, expiring
 * addresses (TikTok's covers, Instagram's media), which the page must not hold or hot-link.
 * The browser caches our answer privately for an hour.
 */
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { HttpError, notFound } from '../../platform/http/errors';
import { selectContentThumbnail } from './social.queries';

const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export async function openThumbnail(
  ctx: ServiceContext,
  actor: Actor,
  contentId: number,
): Promise<{ contentType: string; body: Buffer }> {
  const row = await selectContentThumbnail(ctx.db, actor.id, contentId);
  if (!row?.thumbnail_source || !/^https?:\/\//.test(row.thumbnail_source)) {
    throw notFound('Picture not found');
  }
  const unavailable = () => new HttpError(502, 'The platform did not send the picture');
  let response: Response;
  try {
    response = await fetch(row.thumbnail_source, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch {
    throw unavailable();
  }
  const contentType = response.headers.get('content-type') ?? '';
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !contentType.startsWith('image/') || declared > MAX_BYTES) {
    await response.body?.cancel();
    throw unavailable();
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw unavailable();
  return { contentType, body };
}
