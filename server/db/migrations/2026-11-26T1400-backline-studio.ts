import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';
import { curatedTrendTopics } from './data/curated-trend-topics';

/**
 * Why: Backline Studio.
 *
 * - `trend_topics`: the catalog of topics (curated, shipped with the product and seeded here,
 *   or added by administrators), which administrators can edit and hide. Topics born on the
 *   instance's own posts are not stored: they are computed from the posts each time.
 * - `studio_media`: audio, video and GIF uploads, with what ffprobe read from them and their
 *   thumbnail; `processing` until the job that reads them has run.
 * - `studio_projects`: audiogram video projects and their rendered MP4.
 * - `generations.saved_at`: a Studio generation the writer chose to keep.
 */
export const backlineStudio: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);
    await withId(db.schema.createTable('trend_topics'), dialect)
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('hashtags', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    const now = new Date().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('trend_topics')
      .values(
        curatedTrendTopics.map((topic) => ({
          ...topic,
          source: 'curated',
          hidden: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await withId(db.schema.createTable('studio_media'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('filename', 'text', (col) => col.notNull())
      .addColumn('object_key', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('file_size_bytes', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('duration_seconds', 'double precision')
      .addColumn('codec', 'text')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('thumbnail_key', 'text')
      .addColumn('thumbnail_size_bytes', 'integer')
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('studio_media_user_idx')
      .on('studio_media')
      .columns(['user_id', 'created_at', 'id'])
      .execute();

    await withId(db.schema.createTable('studio_projects'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('audio_file_id', 'integer', (col) =>
        col.notNull().references('studio_media.id').onDelete('cascade'),
      )
      .addColumn('cover_media_id', 'integer', (col) =>
        col.references('studio_media.id').onDelete('set null'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('captions', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('job_id', 'integer')
      .addColumn('output_key', 'text')
      .addColumn('output_size_bytes', 'bigint')
      .addColumn('vault_file_id', 'integer', (col) =>
        col.references('vault_files.id').onDelete('set null'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('studio_projects_user_idx')
      .on('studio_projects')
      .columns(['user_id', 'created_at', 'id'])
      .execute();

    await db.schema.alterTable('generations').addColumn('saved_at', ts).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('generations').dropColumn('saved_at').execute();
    await db.schema.dropTable('studio_projects').ifExists().execute();
    await db.schema.dropTable('studio_media').ifExists().execute();
    await db.schema.dropTable('trend_topics').ifExists().execute();
  },
});
