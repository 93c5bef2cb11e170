import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: the Studio's trends read every creator's synced items of the last week, newest first
 * (`selectSyncedContentSince`). The only index on `social_content` leads with the owner, so that
 * read scanned and sorted the whole table, which grows with every synced account.
 */
export const socialContentPostedIndex: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('social_content_posted_idx')
      .on('social_content')
      .column('posted_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('social_content_posted_idx').execute();
  },
});
