import type { BadgeTone } from '../components/ui/badge';
import type { MerchOrderStatus } from './api/merch.api';

/** A merch order's status as its badge says it, for the creator and the buyer alike. */
export const orderStatus: Record<MerchOrderStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid · to ship', tone: 'warning' },
  shipped: { label: 'Shipped', tone: 'success' },
  cancelled: { label: 'Cancelled · refunded', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};
