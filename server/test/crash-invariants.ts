/**
 * What must hold after any crash, checked on the database and the local object store a crash
 * test used: the database intact (SQLite's own checks; on PostgreSQL, no row referencing a
 * missing row), and the store and the tables agreeing (every object has its row, every row its
 * object, of the size the row says; no half-written file left once the cleanup has run).
 * Each function returns the problems it found, worded to say which invariant broke and by how
 * much, so a test can `expect(problems).toEqual([])` and fail with the list.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';

/** Every column that holds an object key, with the column holding the object's size if any. */
export const OBJECT_KEY_COLUMNS: readonly { table: string; column: string; size?: string }[] = [
  { table: 'users', column: 'avatar_key' },
  { table: 'merch_products', column: 'image_key', size: 'image_bytes' },
  { table: 'vault_files', column: 'object_key', size: 'file_size_bytes' },
  { table: 'studio_media', column: 'object_key', size: 'file_size_bytes' },
  { table: 'studio_media', column: 'thumbnail_key', size: 'thumbnail_size_bytes' },
  { table: 'studio_projects', column: 'output_key', size: 'output_size_bytes' },
  { table: 'studio_projects', column: 'cover_image_key', size: 'cover_image_size_bytes' },
];

/** Columns named like keys that hold no object key. */
const OTHER_KEY_COLUMNS = new Set([
  'app_settings.key',
  // Objects to delete, not kept by the row (checked apart: empty once the cleanup job ran).
  'object_cleanup.object_key',
  'jobs.unique_key',
  'payment_intents.idempotency_key',
  'post_views.viewer_key',
  'post_shares.sharer_key',
]);

type Db = Kysely<Database>;

/** SQLite: `integrity_check` says ok and `foreign_key_check` finds nothing. PostgreSQL: no row points at a missing one. */
export async function databaseProblems(db: Db, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const problems: string[] = [];
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const verdicts = integrity.rows.map((row) => row.integrity_check);
    if (verdicts.join() !== 'ok') problems.push(`integrity_check: ${verdicts.join('; ')}`);
    const broken = await sql<{
      table: string;
      parent: string;
    }>`pragma foreign_key_check`.execute(db);
    const byTable = new Map<string, number>();
    for (const row of broken.rows) {
      const name = `${row.table} → ${row.parent}`;
      byTable.set(name, (byTable.get(name) ?? 0) + 1);
    }
    for (const [name, count] of byTable)
      problems.push(`foreign_key_check: ${count} row(s) of ${name} point at a missing row`);
    return problems;
  }
  const { rows: keys } = await sql<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>`
    select con.conname as name, child.relname as child, parent.relname as parent,
      array_agg(child_column.attname::text order by pair.ord) as child_columns,
      array_agg(parent_column.attname::text order by pair.ord) as parent_columns
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_namespace ns on ns.oid = child.relnamespace
    join pg_class parent on parent.oid = con.confrelid
    cross join lateral unnest(con.conkey, con.confkey) with ordinality as pair(child_att, parent_att, ord)
    join pg_attribute child_column on child_column.attrelid = con.conrelid and child_column.attnum = pair.child_att
    join pg_attribute parent_column on parent_column.attrelid = con.confrelid and parent_column.attnum = pair.parent_att
    where con.contype = 'f' and ns.nspname = current_schema()
    group by con.conname, child.relname, parent.relname`.execute(db);
  if (keys.length === 0) return ['no foreign keys found in the schema: is it the right one?'];
  const problems: string[] = [];
  for (const key of keys) {
    const id = (name: string) => sql.id(name);
    const present = sql.join(
      key.child_columns.map((column) => sql`c.${id(column)} is not null`),
      sql` and `,
    );
    const matches = sql.join(
      key.child_columns.map(
        (column, index) => sql`p.${id(key.parent_columns[index])} = c.${id(column)}`,
      ),
      sql` and `,
    );
    const { rows } = await sql<{ orphans: number }>`
      select count(*)::int as orphans from ${id(key.child)} c
      where ${present} and not exists (select 1 from ${id(key.parent)} p where ${matches})`.execute(
      db,
    );
    const orphans = Number(rows[0]?.orphans ?? 0);
    if (orphans > 0)
      problems.push(
        `${key.name}: ${orphans} row(s) of ${key.child} point at a missing ${key.parent}`,
      );
  }
  return problems;
}

/** Columns that look like they hold keys but are in neither list above: a new one must be classified. */
export async function unclassifiedKeyColumns(db: Db, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select m.name || '.' || p.name as name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and (p.name = 'key' or p.name like '%\\_key' escape '\\')`.execute(
          db,
        )
      : await sql<{ name: string }>`
          select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = current_schema() and (column_name = 'key' or column_name like '%\\_key' escape '\\')`.execute(
          db,
        );
  const known = new Set([
    ...OTHER_KEY_COLUMNS,
    ...OBJECT_KEY_COLUMNS.map((entry) => `${entry.table}.${entry.column}`),
  ]);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !known.has(name));
}

export interface StoreListing {
  /** Object key → size in bytes. */
  objects: Map<string, number>;
  /** Half-written files (`.partial`), relative to the store's root. */
  partials: string[];
  /** Content-type files whose object is not there (written first, then the object). */
  strayMeta: string[];
}

/** Everything in a local object store's directory. */
export async function listLocalStore(root: string): Promise<StoreListing> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const listing: StoreListing = { objects: new Map(), partials: [], strayMeta: [] };
  const metas: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    const key = relative.split(path.sep).join('/');
    if (key.endsWith('.partial')) listing.partials.push(key);
    else if (key.endsWith('.meta.json')) metas.push(key.slice(0, -'.meta.json'.length));
    else listing.objects.set(key, (await stat(path.join(root, relative))).size);
  }
  listing.strayMeta = metas.filter((key) => !listing.objects.has(key));
  return listing;
}

/**
 * The store and the tables agree: no object without a row naming it, no row naming a missing
 * object, sizes as recorded, and no `.partial` or stray content-type file.
 */
export async function storeProblems(db: Db, root: string): Promise<string[]> {
  const listing = await listLocalStore(root);
  const problems: string[] = [];
  const referenced = new Set<string>();
  for (const { table, column, size } of OBJECT_KEY_COLUMNS) {
    const rows = await db
      .selectFrom(table as keyof Database)
      .select([
        sql<string>`${sql.ref(column)}`.as('key'),
        sql<number | null>`${size ? sql.ref(size) : sql`null`}`.as('size'),
      ])
      .where(sql.ref(column), 'is not', null)
      .execute();
    const missing: string[] = [];
    const wrongSize: string[] = [];
    for (const row of rows as unknown as { key: string; size: number | null }[]) {
      referenced.add(row.key);
      const stored = listing.objects.get(row.key);
      if (stored === undefined) missing.push(row.key);
      else if (row.size !== null && Number(row.size) !== stored)
        wrongSize.push(`${row.key} (${stored} bytes stored, ${row.size} recorded)`);
    }
    if (missing.length > 0)
      problems.push(
        `${missing.length} row(s) of ${table}.${column} name a missing object: ${missing.join(', ')}`,
      );
    if (wrongSize.length > 0)
      problems.push(`${wrongSize.length} object(s) of ${table}.${column}: ${wrongSize.join(', ')}`);
  }
  const orphans = [...listing.objects.keys()].filter((key) => !referenced.has(key));
  if (orphans.length > 0)
    problems.push(`${orphans.length} object(s) in the store without a row: ${orphans.join(', ')}`);
  if (listing.partials.length > 0)
    problems.push(
      `${listing.partials.length} half-written file(s) left: ${listing.partials.join(', ')}`,
    );
  if (listing.strayMeta.length > 0)
    problems.push(
      `${listing.strayMeta.length} content-type file(s) without their object: ${listing.strayMeta.join(', ')}`,
    );
  return problems;
}
