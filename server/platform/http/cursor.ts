import { badRequest } from './errors';

/**
 * Opaque keyset cursors: the sort keys of the last row of a page, base64url-encoded JSON.
 * Clients pass them back untouched; anything else is a 400, never a 500.
 */
export function encodeCursor(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string | undefined,
  shape: T,
): { [K in keyof T]: T[K] extends 'string' ? string : number } | null {
  if (!cursor) return null;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: is not a cursor this server gave out');
  }
  const valid =
    Array.isArray(keys) &&
    keys.length === shape.length &&
    keys.every(
      (key, index) =>
        typeof key === shape[index] && (typeof key !== 'number' || Number.isFinite(key)),
    );
  if (!valid) throw badRequest('cursor: is not a cursor this server gave out');
  return keys as { [K in keyof T]: T[K] extends 'string' ? string : number };
}

/** Splits the one extra row a page query fetched into "there is more" and the next cursor. */
export function pageOf<Row>(rows: Row[], limit: number, keysOf: (row: Row) => (string | number)[]) {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { page, nextCursor: hasMore ? encodeCursor(keysOf(page[page.length - 1])) : null };
}
