import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: accounts and abuse resistance (OWASP ASVS level 2).
 *
 * - `sessions.last_seen_at` and `ip_address`: an idle timeout needs to know when a session was
 *   last used, and the list of a person's sessions shows where each one is.
 * - `signup_requests`: a new account is created only once its owner follows the e-mailed link,
 *   so sign-up can answer the same whether or not the address already has an account. The
 *   request holds the chosen password's hash until then; it lapses after a day.
 * - `password_resets`: single-use reset links, stored as hashes, lapsing after an hour.
 * - `post_shares`: a share counts once per person (or signed-out address) per post.
 * - `users.avatar_bytes`, `merch_products.image_bytes`: what each stored picture weighs, so a
 *   person's storage quota counts every upload, not only the vault.
 * - The scheduled `auth.forget-expired-handshakes` job became `expiry.forget-lapsed-rows`
 *   (every table whose rows lapse, in one list); its queued occurrence would never run.
 */
export const accountsAndAbuse: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await db.schema.alterTable('sessions').addColumn('last_seen_at', ts).execute();
    await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
    await sql`update sessions set last_seen_at = created_at`.execute(db);
    await db.schema
      .createIndex('sessions_expires_at_idx')
      .on('sessions')
      .column('expires_at')
      .execute();

    await withId(db.schema.createTable('signup_requests'), dialect)
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('display_name', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('signup_requests_email_idx')
      .on('signup_requests')
      .column('email')
      .execute();
    await db.schema
      .createIndex('signup_requests_expires_at_idx')
      .on('signup_requests')
      .column('expires_at')
      .execute();

    await withId(db.schema.createTable('password_resets'), dialect)
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_user_idx')
      .on('password_resets')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('password_resets_expires_at_idx')
      .on('password_resets')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('post_shares')
      .addColumn('post_id', 'integer', (col) =>
        col.notNull().references('posts.id').onDelete('cascade'),
      )
      // `u:<id>` for a signed-in person, `a:<hash of address>` for a signed-out one.
      .addColumn('sharer_key', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      // Signed-out shares lapse (the address is only a stand-in for a person); others stay.
      .addColumn('expires_at', ts)
      .addPrimaryKeyConstraint('post_shares_pk', ['post_id', 'sharer_key'])
      .execute();
    await db.schema
      .createIndex('post_shares_expires_at_idx')
      .on('post_shares')
      .column('expires_at')
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('avatar_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('merch_products')
      .addColumn('image_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();

    await sql`delete from jobs where kind = 'auth.forget-expired-handshakes' and status = 'queued'`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('merch_products').dropColumn('image_bytes').execute();
    await db.schema.alterTable('users').dropColumn('avatar_bytes').execute();
    await db.schema.dropTable('post_shares').execute();
    await db.schema.dropTable('password_resets').execute();
    await db.schema.dropTable('signup_requests').execute();
    await db.schema.dropIndex('sessions_expires_at_idx').execute();
    await db.schema.alterTable('sessions').dropColumn('ip_address').execute();
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  },
});
