import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { timestamp } from '../migration-helpers';

/**
 * Why: invitations that arrive without e-mail, and merch that ships.
 *
 * - `team_members_email_idx`: a signed-in person's pending invitations are found by their
 *   address (the dashboard shows them), so that lookup needs its own index.
 * - `merch_orders`: an order now carries where it ships (the address is kept with the order, as
 *   it was when bought), its status (`paid`, `shipped`, `cancelled`, `refunded`) with the
 *   tracking note, and its creator, so a creator's orders page by an index of their own.
 *   Existing orders are `paid` and take their creator from their product.
 * - `payments.refund_of`: a refund is a ledger row of its own (a negative amount pointing at
 *   the payment it gives back), unique, so a payment can never be refunded twice.
 */
export const invitationsAndOrders: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const ts = timestamp(dialect);

    await db.schema
      .createIndex('team_members_email_idx')
      .on('team_members')
      .columns(['fan_email', 'status'])
      .execute();

    let orders = db.schema
      .alterTable('merch_orders')
      .addColumn('creator_id', 'integer', (col) => col.references('users.id'));
    if (dialect === 'postgres') {
      orders = orders
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('paid'))
        .addColumn('tracking_note', 'text')
        .addColumn('status_changed_at', ts)
        .addColumn('ship_name', 'text')
        .addColumn('ship_line1', 'text')
        .addColumn('ship_line2', 'text')
        .addColumn('ship_city', 'text')
        .addColumn('ship_region', 'text')
        .addColumn('ship_postal_code', 'text')
        .addColumn('ship_country', 'text');
      await orders.execute();
    } else {
      // SQLite adds one column per statement.
      await orders.execute();
      const columns: [string, boolean][] = [
        ['status', true],
        ['tracking_note', false],
        ['status_changed_at', false],
        ['ship_name', false],
        ['ship_line1', false],
        ['ship_line2', false],
        ['ship_city', false],
        ['ship_region', false],
        ['ship_postal_code', false],
        ['ship_country', false],
      ];
      for (const [name, isStatus] of columns) {
        await db.schema
          .alterTable('merch_orders')
          .addColumn(name, 'text', (col) => (isStatus ? col.notNull().defaultTo('paid') : col))
          .execute();
      }
    }
    await sql`update merch_orders set creator_id = (select creator_id from merch_products where merch_products.id = merch_orders.product_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('merch_orders_creator_idx')
      .on('merch_orders')
      .columns(['creator_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('merch_orders_payment_idx')
      .on('merch_orders')
      .column('payment_id')
      .execute();

    await db.schema
      .alterTable('payments')
      .addColumn('refund_of', 'integer', (col) => col.references('payments.id'))
      .execute();
    await db.schema
      .createIndex('payments_refund_of_idx')
      .on('payments')
      .column('refund_of')
      .unique()
      .execute();
    await db.schema
      .createIndex('payments_payer_page_idx')
      .on('payments')
      .columns(['payer_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payments_payer_page_idx').execute();
    await db.schema.dropIndex('payments_refund_of_idx').execute();
    await db.schema.alterTable('payments').dropColumn('refund_of').execute();
    await db.schema.dropIndex('merch_orders_payment_idx').execute();
    await db.schema.dropIndex('merch_orders_creator_idx').execute();
    for (const column of [
      'ship_country',
      'ship_postal_code',
      'ship_region',
      'ship_city',
      'ship_line2',
      'ship_line1',
      'ship_name',
      'status_changed_at',
      'tracking_note',
      'status',
      'creator_id',
    ]) {
      await db.schema.alterTable('merch_orders').dropColumn(column).execute();
    }
    await db.schema.dropIndex('team_members_email_idx').execute();
  },
});
