import type { CreateTableBuilder, Migration } from 'kysely';
import type { Dialect } from './connect';

/*
 * The few column types that differ between SQLite and PostgreSQL, so one migration serves
 * both. Each migration file exports a factory that receives the dialect.
 */
export type MigrationFactory = (dialect: Dialect) => Migration;

export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export function timestamp(dialect: Dialect) {
  return dialect === 'postgres' ? ('timestamptz' as const) : ('text' as const);
}
