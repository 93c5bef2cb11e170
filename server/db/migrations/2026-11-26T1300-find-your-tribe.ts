import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp, withId } from '../migration-helpers';

/**
 * Why: Find Your Tribe, a creator's fan list with consent and the campaigns sent to it.
 *
 * - `tribe_subscribers`: one address once per creator (unique), with its status (`pending`
 *   until the double opt-in link is clicked, `active`, `unsubscribed`, `bounced`,
 *   `complained`), the consent kept with time, IP and source, an optional phone number with
 *   its own consent, and a random `token` that signs unsubscribe links without a sign-in.
 * - `email_templates`: a creator's templates; the HTML is stored already sanitized.
 * - `campaigns`: a draft until sent; `segment` (and `tier_id`) say who receives it; a
 *   campaign being sent carries its job and, when paused, the reason.
 * - `campaign_deliveries`: one row per recipient, written before anything is sent, unique per
 *   campaign and subscriber (or browser, for push); its status moves `queued` → `sending` → `sent` once, so a resumed
 *   send never sends a row twice. Opens (people and machines apart) and clicks are stamped on
 *   the row, so rates are unique-based and computed from these rows.
 * - `push_subscriptions`: browsers that asked to be notified by a creator (Web Push).
 * - `tribe_preferences`: a creator's switches (open and click tracking).
 */
export const findYourTribe: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await withId(db.schema.createTable('tribe_subscribers'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('name', 'text')
      .addColumn('phone', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('confirm_token_hash', 'text')
      .addColumn('consent_at', ts)
      .addColumn('consent_ip', 'text')
      .addColumn('consent_source', 'text')
      .addColumn('sms_consent_at', ts)
      .addColumn('subscribed_at', ts, (col) => col.notNull())
      .addColumn('status_changed_at', ts, (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('tribe_subscribers_creator_email_idx')
      .on('tribe_subscribers')
      .columns(['creator_id', 'email'])
      .unique()
      .execute();
    await db.schema
      .createIndex('tribe_subscribers_creator_created_idx')
      .on('tribe_subscribers')
      .columns(['creator_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('tribe_subscribers_confirm_idx')
      .on('tribe_subscribers')
      .column('confirm_token_hash')
      .execute();

    await withId(db.schema.createTable('email_templates'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('html_content', 'text', (col) => col.notNull())
      .addColumn('template_type', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('email_templates_creator_idx')
      .on('email_templates')
      .columns(['creator_id', 'created_at', 'id'])
      .execute();

    await withId(db.schema.createTable('campaigns'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('template_id', 'integer', (col) =>
        col.references('email_templates.id').onDelete('set null'),
      )
      .addColumn('segment', 'text', (col) => col.notNull())
      .addColumn('tier_id', 'integer')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('pause_reason', 'text')
      .addColumn('tracking', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('job_id', 'integer')
      .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('scheduled_at', ts)
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('sent_at', ts)
      .execute();
    await db.schema
      .createIndex('campaigns_creator_idx')
      .on('campaigns')
      .columns(['creator_id', 'created_at', 'id'])
      .execute();

    await withId(db.schema.createTable('push_subscriptions'), dialect)
      .addColumn('creator_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (col) => col.notNull())
      .addColumn('p256dh', 'text', (col) => col.notNull())
      .addColumn('auth', 'text', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_creator_endpoint_idx')
      .on('push_subscriptions')
      .columns(['creator_id', 'endpoint'])
      .unique()
      .execute();

    await withId(db.schema.createTable('campaign_deliveries'), dialect)
      .addColumn('campaign_id', 'integer', (col) =>
        col.notNull().references('campaigns.id').onDelete('cascade'),
      )
      .addColumn('subscriber_id', 'integer', (col) =>
        col.references('tribe_subscribers.id').onDelete('cascade'),
      )
      .addColumn('push_subscription_id', 'integer', (col) =>
        col.references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', ts, (col) => col.notNull())
      .addColumn('sent_at', ts)
      .addColumn('opened_at', ts)
      .addColumn('machine_opened_at', ts)
      .addColumn('clicked_at', ts)
      .execute();
    await db.schema
      .createIndex('campaign_deliveries_recipient_idx')
      .on('campaign_deliveries')
      .columns(['campaign_id', 'subscriber_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('campaign_deliveries_push_idx')
      .on('campaign_deliveries')
      .columns(['campaign_id', 'push_subscription_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('campaign_deliveries_status_idx')
      .on('campaign_deliveries')
      .columns(['campaign_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('campaign_deliveries_subscriber_idx')
      .on('campaign_deliveries')
      .columns(['subscriber_id', 'status'])
      .execute();

    await db.schema
      .createTable('tribe_preferences')
      .addColumn('creator_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('tracking_enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('updated_at', ts, (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'tribe_preferences',
      'campaign_deliveries',
      'push_subscriptions',
      'campaigns',
      'email_templates',
      'tribe_subscribers',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
