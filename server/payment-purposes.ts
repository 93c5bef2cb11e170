/**
 * Every kind of payment the product takes, so a payment left pending by a stopped process
 * can be completed by the purpose that started it (see platform/payments/checkout.ts).
 */
import { proUpgrade } from './features/access/pro-upgrade.payment';
import { merchOrder } from './features/merch/merch-order.payment';
import { ppvPurchase } from './features/purchases/ppv-purchase.payment';
import { tierRenewal, tierSubscription } from './features/subscriptions/tier-subscription.payment';
import { tierUpgrade } from './features/subscriptions/tier-upgrade.payment';

export const paymentPurposes = [
  ppvPurchase,
  tierSubscription,
  tierRenewal,
  tierUpgrade,
  proUpgrade,
  merchOrder,
];
