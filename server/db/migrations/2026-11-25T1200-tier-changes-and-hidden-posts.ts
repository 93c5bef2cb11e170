import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp } from '../migration-helpers';

/**
 * Two things fans and creators asked for (issue 15):
 * - A subscriber who moves to a cheaper tier keeps what they paid for until the period ends;
 *   the new tier and its price wait on the subscription (`scheduled_tier_id`,
 *   `scheduled_price_cents`) and the renewal applies them. The tier may not be deleted while
 *   a change to it waits (the reference says so).
 * - A creator can hide a post from everyone else and show it again later (`hidden_at`), with
 *   an index for the "hidden" view of their own posts.
 */
export const tierChangesAndHiddenPosts: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tier_subscriptions')
      .addColumn('scheduled_tier_id', 'integer', (col) => col.references('subscription_tiers.id'))
      .execute();
    await db.schema
      .alterTable('tier_subscriptions')
      .addColumn('scheduled_price_cents', 'integer')
      .execute();
    await db.schema.alterTable('posts').addColumn('hidden_at', timestamp(dialect)).execute();
    await db.schema
      .createIndex('posts_creator_hidden_idx')
      .on('posts')
      .columns(['creator_id', 'hidden_at', 'created_at desc', 'id desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('posts_creator_hidden_idx').execute();
    await db.schema.alterTable('posts').dropColumn('hidden_at').execute();
    await db.schema.alterTable('tier_subscriptions').dropColumn('scheduled_price_cents').execute();
    await db.schema.alterTable('tier_subscriptions').dropColumn('scheduled_tier_id').execute();
  },
});
