import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: Post Now sent a generated thread as one post, which X refuses over 280 characters; a
 * thread goes out as a chain of replies, and a retry after a failure mid-chain must not post
 * a part twice (issue 12 review).
 *
 * On `social_publications`:
 * - `parts`: the thread's posts in order, as a JSON array; null for a single post (`text`).
 * - `posted_ids`: the platform's ids of the parts posted so far, as a JSON array, saved after
 *   each part so a retried job carries on after the last one.
 */
export const socialThreadPublications: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('social_publications').addColumn('parts', 'text').execute();
    await db.schema
      .alterTable('social_publications')
      .addColumn('posted_ids', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['posted_ids', 'parts']) {
      await db.schema.alterTable('social_publications').dropColumn(column).execute();
    }
  },
});
