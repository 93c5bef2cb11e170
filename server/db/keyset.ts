import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from './connect';

/**
 * `(timestamp, id) < (cursorTimestamp, cursorId)` as a row-value comparison, which both
 * engines answer from a (timestamp desc, id desc) index without scanning earlier pages.
 * PostgreSQL needs the parameter types spelled out.
 */
export function rowBefore(
  dialect: Dialect,
  timestampColumn: Expression<string>,
  idColumn: Expression<number>,
  cursor: readonly [string, number],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(${timestampColumn}, ${idColumn}) < (${cursor[0]}::timestamptz, ${cursor[1]}::integer)`
    : sql<SqlBool>`(${timestampColumn}, ${idColumn}) < (${cursor[0]}, ${cursor[1]})`;
}

/** The same for lists sorted by a number (a count) then id, both descending. */
export function numberRowBefore(
  dialect: Dialect,
  numberColumn: Expression<number>,
  idColumn: Expression<number>,
  cursor: readonly [number, number],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(${numberColumn}, ${idColumn}) < (${cursor[0]}::integer, ${cursor[1]}::integer)`
    : sql<SqlBool>`(${numberColumn}, ${idColumn}) < (${cursor[0]}, ${cursor[1]})`;
}

/** `(timestamp, id) > (cursorTimestamp, cursorId)`: the next rows of a walk in ascending order. */
export function rowAfter(
  dialect: Dialect,
  timestampColumn: Expression<string>,
  idColumn: Expression<number>,
  cursor: readonly [string, number],
): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(${timestampColumn}, ${idColumn}) > (${cursor[0]}::timestamptz, ${cursor[1]}::integer)`
    : sql<SqlBool>`(${timestampColumn}, ${idColumn}) > (${cursor[0]}, ${cursor[1]})`;
}
