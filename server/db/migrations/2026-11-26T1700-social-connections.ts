import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: creators connect their TikTok, YouTube, X and Instagram accounts (issue 12).
 *
 * - `social_oauth_states`: one connect handshake (state stored as a hash, the PKCE verifier),
 *   bound to who started it and lapsing after minutes.
 * - `social_connections`: one account per person and platform; tokens only encrypted
 *   (AES-256-GCM, `*_enc`), never in the clear; `sync_job_id` is its latest sync, so a second
 *   request while one runs joins it instead of queueing another.
 * - `social_content`: the synced posts and videos with their figures, unique per connection and
 *   platform id so a sync upserts; deleted with their connection. Listed per owner, newest first.
 * - `social_activity`: what happened to each connection (connected, synced, failed, needs
 *   reconnecting, disconnected), for the Hub's recent activity.
 * - `social_publications`: a Post Now from the studio: the text, and how publishing it went
 *   (queued, published with the post's address, or failed and why); a job publishes it once.
 */
export const socialConnections: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await withId(db.schema.createTable('social_oauth_states'), dialect)
      .addColumn('state_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('code_verifier', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('social_oauth_states_expires_idx')
      .on('social_oauth_states')
      .column('expires_at')
      .execute();

    await withId(db.schema.createTable('social_connections'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('platform_user_id', 'text', (col) => col.notNull())
      .addColumn('platform_username', 'text', (col) => col.notNull())
      .addColumn('access_token_enc', 'text', (col) => col.notNull())
      .addColumn('refresh_token_enc', 'text')
      .addColumn('token_expires_at', ts)
      .addColumn('scopes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('needs_reauth', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('followers', 'integer')
      .addColumn('last_synced_at', ts)
      .addColumn('last_error', 'text')
      .addColumn('sync_job_id', 'integer')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .addUniqueConstraint('social_connections_user_platform_key', ['user_id', 'platform'])
      .execute();
    await db.schema
      .createIndex('social_connections_expiry_idx')
      .on('social_connections')
      .columns(['needs_reauth', 'token_expires_at'])
      .execute();

    await withId(db.schema.createTable('social_content'), dialect)
      .addColumn('connection_id', 'integer', (col) =>
        col.notNull().references('social_connections.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('platform_item_id', 'text', (col) => col.notNull())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('thumbnail_source', 'text')
      .addColumn('media_url', 'text')
      .addColumn('is_video', 'integer', (col) => col.notNull())
      .addColumn('posted_at', ts)
      .addColumn('views', 'integer')
      .addColumn('likes', 'integer')
      .addColumn('comments', 'integer')
      .addColumn('shares', 'integer')
      .addColumn('synced_at', ts, (col) => col.notNull())
      .addUniqueConstraint('social_content_connection_item_key', [
        'connection_id',
        'platform_item_id',
      ])
      .execute();
    await db.schema
      .createIndex('social_content_owner_idx')
      .on('social_content')
      .columns(['user_id', 'platform', 'posted_at desc', 'id desc'])
      .execute();

    await withId(db.schema.createTable('social_activity'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('items', 'integer')
      .addColumn('detail', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('social_activity_owner_idx')
      .on('social_activity')
      .columns(['user_id', 'created_at desc', 'id desc'])
      .execute();

    await withId(db.schema.createTable('social_publications'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('platform_post_id', 'text')
      .addColumn('url', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('published_at', ts)
      .execute();
    await db.schema
      .createIndex('social_publications_owner_idx')
      .on('social_publications')
      .columns(['user_id', 'created_at desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_publications').execute();
    await db.schema.dropTable('social_activity').execute();
    await db.schema.dropTable('social_content').execute();
    await db.schema.dropTable('social_connections').execute();
    await db.schema.dropTable('social_oauth_states').execute();
  },
});
