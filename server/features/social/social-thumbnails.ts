/**
 * Pictures of synced items, fetched by the server: platforms hand out signed, expiring
 * addresses (TikTok's covers, Instagram's media), which the page must not hold or hot-link.
 * The browser caches our answer privately for an hour.
 *
 * What comes back is served only when its own bytes are a PNG, JPEG, WebP or GIF, and with
 * that type: the platform's Content-Type is not trusted, since an SVG or an HTML page served
 * from our origin could run script in it.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { HttpError, notFound } from '../../platform/http/errors';
import { PICTURE_TYPES } from '../../platform/media/pictures';
import { selectContentThumbnail } from './social.queries';

const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/**
 * The picture's response, following redirects only on the host the platform named: a
 * redirect elsewhere could point this server at an address of its own network (server-side
 * request forgery), so it is refused (null).
 */
async function fetchOnHost(source: string): Promise<Response | null> {
  const { host } = new URL(source);
  let address = source;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(address, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, address);
    const isSameHost = next.host === host && /^https?:$/.test(next.protocol);
    if (!isSameHost || redirects === MAX_REDIRECTS) return null;
    address = next.href;
  }
}

/** The response's body, or null when it is larger than `MAX_BYTES` (read no further). */
async function readCapped(response: Response): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The picture's type by its first bytes, when it is one of the raster types we serve. */
async function rasterType(body: Buffer): Promise<string | null> {
  if (body.length === 0) return null;
  try {
    const mime = (await fileTypeFromBuffer(body))?.mime;
    return mime && (PICTURE_TYPES as readonly string[]).includes(mime) ? mime : null;
  } catch {
    return null;
  }
}

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
  let response: Response | null;
  try {
    response = await fetchOnHost(row.thumbnail_source);
  } catch {
    throw unavailable();
  }
  if (!response) {
    ctx.log.warn({ contentId }, 'social thumbnail refused: redirected to another host');
    throw unavailable();
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || declared > MAX_BYTES) {
    await response.body?.cancel();
    throw unavailable();
  }
  let body: Buffer | null;
  try {
    body = await readCapped(response);
  } catch {
    throw unavailable();
  }
  if (!body) throw unavailable();
  const contentType = await rasterType(body);
  if (!contentType) {
    ctx.log.warn(
      { contentId, declaredType: response.headers.get('content-type') },
      'social thumbnail refused: not a PNG, JPEG, WebP or GIF',
    );
    throw new HttpError(502, 'The platform did not send a picture');
  }
  return { contentType, body };
}
