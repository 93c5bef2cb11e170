import type { BuyerOrder, CreatorOrder, MerchOrderStatus } from '../../../contract/merch';
import { MerchOrderStatus as OrderStatus } from '../../../contract/merch';
import type { ShippingAddress } from '../../../contract/shipping';
import { resolveDisplayName } from '../users/users.presenter';
import type { OrderRow } from './merch.queries';

type AddressColumns = Pick<
  OrderRow,
  | 'ship_name'
  | 'ship_line1'
  | 'ship_line2'
  | 'ship_city'
  | 'ship_region'
  | 'ship_postal_code'
  | 'ship_country'
>;

export function presentShippingAddress(row: AddressColumns): ShippingAddress | null {
  if (!row.ship_name || !row.ship_line1 || !row.ship_city || !row.ship_country) return null;
  return {
    name: row.ship_name,
    line1: row.ship_line1,
    line2: row.ship_line2,
    city: row.ship_city,
    region: row.ship_region,
    postal_code: row.ship_postal_code,
    country: row.ship_country,
  };
}

function presentStatus(status: string): MerchOrderStatus {
  const parsed = OrderStatus.safeParse(status);
  return parsed.success ? parsed.data : 'paid';
}

export function presentCreatorOrder(row: OrderRow): CreatorOrder {
  const status = presentStatus(row.status);
  return {
    id: row.id,
    created_at: row.created_at,
    status,
    status_changed_at: row.status_changed_at,
    tracking_note: row.tracking_note,
    product_id: row.product_id,
    product_name: row.product_name,
    variant_name: row.variant_name,
    quantity: row.quantity,
    price_cents: row.price_cents,
    buyer: {
      id: row.buyer_id,
      name: resolveDisplayName({
        email: row.buyer_email,
        display_name: row.buyer_display_name,
        google_user_data: row.buyer_google_user_data,
      }),
      email: row.buyer_email,
    },
    shipping_address: presentShippingAddress(row),
    // Only the order's creator is ever shown it, so what they may do follows from its status.
    can: { ship: status === 'paid', refund: status === 'paid' || status === 'shipped' },
  };
}

export function presentBuyerOrder(row: OrderRow): BuyerOrder {
  return {
    id: row.id,
    status: presentStatus(row.status),
    status_changed_at: row.status_changed_at,
    tracking_note: row.tracking_note,
    product_id: row.product_id,
    product_name: row.product_name,
    variant_name: row.variant_name,
    quantity: row.quantity,
    shipping_address: presentShippingAddress(row),
  };
}
