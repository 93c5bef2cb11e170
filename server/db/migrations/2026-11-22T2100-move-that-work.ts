import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Move That Work and the storefront: settings, tiers and subscriptions, pay-per-view
 * purchases, merch with variants and orders, the content vault and its team, the e-mail
 * outbox, and platform settings the admin console edits (max upload size first).
 */
export const moveThatWork: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('storefront_settings')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('display_name', 'text')
      .addColumn('website', 'text')
      .addColumn('bio', 'text')
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();

    await withId(db.schema.createTable('subscription_tiers'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('features', 'text', (col) => col.notNull())
      .addColumn('is_popular', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('subscription_tiers_creator_idx')
      .on('subscription_tiers')
      .columns(['creator_id', 'price_cents'])
      .execute();

    await withId(db.schema.createTable('tier_subscriptions'), dialect)
      .addColumn('subscriber_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('tier_id', 'integer', (col) => col.notNull().references('subscription_tiers.id'))
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('started_at', ts, (col) => col.notNull())
      .addColumn('current_period_end', ts, (col) => col.notNull())
      .addColumn('canceled_at', ts)
      .execute();
    // One active subscription per fan and creator, even under a race.
    await sql`create unique index tier_subscriptions_one_active_idx on tier_subscriptions (subscriber_id, creator_id) where status = 'active'`.execute(
      db,
    );
    await db.schema
      .createIndex('tier_subscriptions_creator_idx')
      .on('tier_subscriptions')
      .columns(['creator_id', 'current_period_end'])
      .execute();
    await db.schema
      .createIndex('tier_subscriptions_subscriber_idx')
      .on('tier_subscriptions')
      .columns(['subscriber_id', 'creator_id', 'current_period_end'])
      .execute();

    await withId(db.schema.createTable('post_purchases'), dialect)
      .addColumn('buyer_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('post_purchases_once_idx')
      .on('post_purchases')
      .columns(['post_id', 'buyer_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('post_purchases_buyer_idx')
      .on('post_purchases')
      .columns(['buyer_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('merch_products'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('category', 'text')
      .addColumn('image_key', 'text')
      .addColumn('image_url', 'text')
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('merch_products_creator_idx')
      .on('merch_products')
      .columns(['creator_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('merch_variants'), dialect)
      .addColumn('product_id', 'integer', (col) =>
        col.notNull().references('merch_products.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('size', 'text')
      .addColumn('color', 'text')
      .addColumn('inventory_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('merch_variants_product_idx')
      .on('merch_variants')
      .column('product_id')
      .execute();

    await withId(db.schema.createTable('merch_orders'), dialect)
      .addColumn('buyer_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('merch_products.id'))
      .addColumn('variant_id', 'integer', (col) => col.notNull().references('merch_variants.id'))
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('merch_orders_buyer_idx')
      .on('merch_orders')
      .columns(['buyer_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('vault_files'), dialect)
      .addColumn('owner_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('object_key', 'text', (col) => col.notNull().unique())
      .addColumn('original_filename', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('file_size_bytes', 'bigint', (col) => col.notNull())
      .addColumn('download_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('access_level', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('vault_files_owner_idx')
      .on('vault_files')
      .columns(['owner_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('team_members'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('fan_email', 'text', (col) => col.notNull())
      .addColumn('fan_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('invite_token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('invited_at', ts, (col) => col.notNull())
      .addColumn('joined_at', ts)
      .execute();
    await db.schema
      .createIndex('team_members_invite_idx')
      .on('team_members')
      .columns(['creator_id', 'fan_email'])
      .unique()
      .execute();
    await db.schema
      .createIndex('team_members_fan_idx')
      .on('team_members')
      .columns(['fan_id', 'status'])
      .execute();

    await withId(db.schema.createTable('outbox_messages'), dialect)
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text')
      .addColumn('transport', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('sent_at', ts)
      .execute();
    await db.schema
      .createIndex('outbox_messages_created_idx')
      .on('outbox_messages')
      .columns(['created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'outbox_messages',
      'team_members',
      'vault_files',
      'merch_orders',
      'merch_variants',
      'merch_products',
      'post_purchases',
      'tier_subscriptions',
      'subscription_tiers',
      'storefront_settings',
      'app_settings',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
