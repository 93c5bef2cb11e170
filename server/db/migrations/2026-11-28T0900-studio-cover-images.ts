import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * Why: an audiogram's cover may be a still picture uploaded for the project (a single's
 * artwork), not only the thumbnail of a video or GIF in the library. The picture is stored as
 * WebP and counts against its owner's storage quota.
 */
export const studioCoverImages: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('studio_projects').addColumn('cover_image_key', 'text').execute();
    await db.schema
      .alterTable('studio_projects')
      .addColumn('cover_image_size_bytes', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('studio_projects').dropColumn('cover_image_size_bytes').execute();
    await db.schema.alterTable('studio_projects').dropColumn('cover_image_key').execute();
  },
});
