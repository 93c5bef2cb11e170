import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function selectPurchase(db: Db, buyerId: number, postId: number) {
  return (
    (await db
      .selectFrom('post_purchases')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('post_id', '=', postId)
      .executeTakeFirst()) ?? null
  );
}

export function insertPurchase(
  db: Db,
  row: {
    buyerId: number;
    postId: number;
    priceCents: number;
    paymentId: number;
    createdAt: string;
  },
) {
  return db
    .insertInto('post_purchases')
    .values({
      buyer_id: row.buyerId,
      post_id: row.postId,
      price_cents: row.priceCents,
      payment_id: row.paymentId,
      created_at: row.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A refunded purchase no longer opens the post. */
export function deletePurchaseByPayment(db: Db, paymentId: number) {
  return db.deleteFrom('post_purchases').where('payment_id', '=', paymentId).execute();
}
