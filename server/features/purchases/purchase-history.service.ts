/**
 * A person's purchase history: every payment they made and every refund they received,
 * read from the ledger (the one record of money), each told in the words of what it bought:
 * the post, the subscription, the merch order as it stands now (shipped, tracking note).
 */
import type {
  PurchaseHistoryItem,
  PurchaseHistoryQuery,
  PurchaseKind,
} from '../../../contract/purchase-history';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import type { PaymentKind } from '../../platform/payments/ledger';
import { selectPaymentsOfPayer } from '../../platform/payments/ledger';
import { ordersPaidBy } from '../merch/merch-orders.service';
import { resolveDisplayName } from '../users/users.presenter';

const KIND_OF_LEDGER: Record<PaymentKind, PurchaseKind> = {
  ppv_purchase: 'post',
  tier_subscription: 'subscription',
  pro_subscription: 'pro',
  merch_order: 'order',
};

function ledgerKindsOf(kind: PurchaseKind): string[] {
  return Object.entries(KIND_OF_LEDGER)
    .filter(([, purchase]) => purchase === kind)
    .map(([ledger]) => ledger);
}

function purchaseKind(ledgerKind: string): PurchaseKind {
  return KIND_OF_LEDGER[ledgerKind as PaymentKind] ?? 'post';
}

export async function purchaseHistory(
  ctx: ServiceContext,
  actor: Actor,
  query: PurchaseHistoryQuery,
): Promise<{ purchases: PurchaseHistoryItem[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectPaymentsOfPayer(ctx.db, ctx.dialect, actor.id, {
    limit: query.limit,
    cursor,
    kinds: query.kind ? ledgerKindsOf(query.kind) : null,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  // A refund names the payment it gives back, and that payment names the order.
  const paidBy = (row: (typeof page)[number]) => row.refund_of ?? row.id;
  const orders = await ordersPaidBy(
    ctx,
    page.filter((row) => row.kind === 'merch_order').map(paidBy),
  );
  const purchases = page.map((row): PurchaseHistoryItem => {
    const kind = purchaseKind(row.kind);
    return {
      id: row.id,
      kind,
      is_refund: row.refund_of !== null,
      created_at: row.created_at,
      amount_cents: row.amount_cents,
      description: row.description,
      test_mode: row.test_mode === 1,
      creator:
        row.payee_id !== null && row.payee_email
          ? {
              id: row.payee_id,
              name: resolveDisplayName({
                email: row.payee_email,
                display_name: row.payee_display_name,
                google_user_data: row.payee_google_user_data,
              }),
            }
          : null,
      post_id: kind === 'post' ? row.reference_id : null,
      order: kind === 'order' ? (orders.get(paidBy(row)) ?? null) : null,
    };
  });
  return { purchases, nextCursor };
}
