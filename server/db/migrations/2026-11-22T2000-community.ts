import type { Kysely } from 'kysely';

import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Posts and the people around them: likes, comments, shares, views, follows, reports and
 * hides. Counters live on their rows and move in the same transaction as the fact they
 * count, so lists never aggregate; indexes serve keyset pages (created_at, id).
 */
export const community: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    for (const column of ['post_count', 'follower_count', 'following_count']) {
      await db.schema
        .alterTable('users')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }

    await withId(db.schema.createTable('posts'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title', 'text')
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('visibility', 'text', (col) => col.notNull())
      .addColumn('price_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('content_type', 'text')
      .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('posts_feed_idx')
      .on('posts')
      .columns(['created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('posts_creator_idx')
      .on('posts')
      .columns(['creator_id', 'created_at desc', 'id desc'])
      .execute();

    await db.schema
      .createTable('post_likes')
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('post_likes_user_idx')
      .on('post_likes')
      .columns(['user_id', 'post_id'])
      .execute();

    await db.schema
      .createTable('post_views')
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('viewer_key', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'viewer_key', 'day'])
      .execute();

    await withId(db.schema.createTable('comments'), dialect)
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('comments_post_idx')
      .on('comments')
      .columns(['post_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('follows')
      .addColumn('follower_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('followed_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followed_id'])
      .execute();
    await db.schema
      .createIndex('follows_followed_idx')
      .on('follows')
      .columns(['followed_id', 'follower_id'])
      .execute();

    await withId(db.schema.createTable('post_reports'), dialect)
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('reporter_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('reason', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('post_reports_once_idx')
      .on('post_reports')
      .columns(['post_id', 'reporter_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('post_reports_status_idx')
      .on('post_reports')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('post_hides')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addPrimaryKeyConstraint('post_hides_pk', ['user_id', 'post_id'])
      .execute();

    // Creators listed by how many follow them.
    await db.schema
      .createIndex('users_followers_idx')
      .on('users')
      .columns(['follower_count desc', 'id desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'post_hides',
      'post_reports',
      'follows',
      'comments',
      'post_views',
      'post_likes',
      'posts',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropIndex('users_followers_idx').ifExists().execute();
    for (const column of ['post_count', 'follower_count', 'following_count']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
});
