import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * The foundation: people, their sessions and sign-in handshakes, the DB-backed rate
 * limiter (so several app processes share one count), the payments ledger, Pro plans and
 * the feature access log that admin analytics reads.
 */
export const identityAndAccess: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('oidc_subject', 'text', (col) => col.unique())
      .addColumn('display_name', 'text')
      .addColumn('google_user_data', 'text')
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('fan'))
      .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('bio', 'text')
      .addColumn('location', 'text')
      .addColumn('website', 'text')
      .addColumn('avatar_key', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .addColumn('last_login_at', ts)
      .addColumn('login_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('users_created_at_idx')
      .on('users')
      .columns(['created_at', 'id'])
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('oauth_states')
      .addColumn('state', 'text', (col) => col.primaryKey())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('code_verifier', 'text')
      .addColumn('nonce', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('auth_codes')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull())
      .addColumn('used_at', ts)
      .execute();

    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
      .execute();

    await withId(db.schema.createTable('payments'), dialect)
      .addColumn('payer_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('payee_id', 'integer', (col) => col.references('users.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('reference_id', 'integer')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('provider_ref', 'text', (col) => col.notNull())
      .addColumn('test_mode', 'integer', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payments_payee_idx')
      .on('payments')
      .columns(['payee_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payments_payer_idx')
      .on('payments')
      .columns(['payer_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('pro_subscriptions'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('plan', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('current_period_start', ts, (col) => col.notNull())
      .addColumn('current_period_end', ts, (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('canceled_at', ts)
      .execute();
    await db.schema
      .createIndex('pro_subscriptions_user_idx')
      .on('pro_subscriptions')
      .columns(['user_id', 'current_period_end'])
      .execute();

    await withId(db.schema.createTable('feature_access_log'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('feature_name', 'text', (col) => col.notNull())
      .addColumn('access_type', 'text', (col) => col.notNull())
      .addColumn('is_premium_feature', 'integer', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('feature_access_log_feature_idx')
      .on('feature_access_log')
      .columns(['feature_name', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'feature_access_log',
      'pro_subscriptions',
      'payments',
      'rate_limit_hits',
      'auth_codes',
      'oauth_states',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
