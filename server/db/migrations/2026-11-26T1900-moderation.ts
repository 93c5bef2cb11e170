import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: administrators moderate one queue of what the AI tools wrote (D-Cypher and Backline
 * Studio) and of the posts and comments people reported (issue 13).
 *
 * - `removed_at` on `generations`, `posts` and `comments`: a moderator deleted it. The row
 *   stays, with its words erased, so its author sees "Removed by a moderator" where it was
 *   instead of it vanishing without a word; nobody else sees it at all. A removed post is
 *   also hidden (`hidden_at`), so every list that leaves hidden posts out leaves it out too.
 * - `flagged_at`, `flag_reason` on the same three: a moderator marked it after review (the
 *   queue shows it; its open reports are resolved). `generations.is_flagged` predates these
 *   and is kept in step.
 * - `reported_at` on `posts` and `comments`: when the latest report came, so reported things
 *   enter the queue in the order people reported them, from an index instead of a scan.
 * - `comment_reports`: comments can be reported like posts, once per person.
 */
export const moderation: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    for (const table of ['generations', 'posts', 'comments']) {
      await db.schema.alterTable(table).addColumn('removed_at', ts).execute();
      await db.schema.alterTable(table).addColumn('flagged_at', ts).execute();
      await db.schema.alterTable(table).addColumn('flag_reason', 'text').execute();
    }
    for (const table of ['posts', 'comments']) {
      await db.schema.alterTable(table).addColumn('reported_at', ts).execute();
      await db.schema
        .createIndex(`${table}_reported_idx`)
        .on(table)
        .columns(['reported_at desc', 'id desc'])
        .execute();
    }

    await withId(db.schema.createTable('comment_reports'), dialect)
      .addColumn('comment_id', 'integer', (col) =>
        col.notNull().references('comments.id').onDelete('cascade'),
      )
      .addColumn('reporter_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('reason', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('comment_reports_once_idx')
      .on('comment_reports')
      .columns(['comment_id', 'reporter_id'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('comment_reports').ifExists().execute();
    for (const table of ['posts', 'comments']) {
      await db.schema.dropIndex(`${table}_reported_idx`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn('reported_at').execute();
    }
    for (const table of ['generations', 'posts', 'comments']) {
      for (const column of ['flag_reason', 'flagged_at', 'removed_at']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
});
