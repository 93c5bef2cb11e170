import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database } from '../../db/schema';

/** The payments a seller received (not refunds), newest first, with whether each was refunded. */
export function selectSalesOf(
  db: Kysely<Database>,
  dialect: Dialect,
  sellerId: number,
  page: { limit: number; cursor: readonly [string, number] | null },
) {
  let query = db
    .selectFrom('payments')
    .innerJoin('users as buyer', 'buyer.id', 'payments.payer_id')
    .leftJoin('payments as refund', 'refund.refund_of', 'payments.id')
    .select([
      'payments.id',
      'payments.kind',
      'payments.description',
      'payments.amount_cents',
      'payments.created_at',
      'payments.test_mode',
      'buyer.id as buyer_id',
      'buyer.email as buyer_email',
      'buyer.display_name as buyer_display_name',
      'buyer.google_user_data as buyer_google_user_data',
      'refund.id as refund_id',
      'refund.amount_cents as refund_amount_cents',
    ])
    .where('payments.payee_id', '=', sellerId)
    .where('payments.refund_of', 'is', null);
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      rowBefore(dialect, eb.ref('payments.created_at'), eb.ref('payments.id'), cursor),
    );
  }
  return query
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}
