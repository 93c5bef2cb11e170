import type { MonetizeStats } from '../../../contract/monetize';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { revenueBetween } from '../../platform/payments/ledger';
import { productCount } from '../merch/merch.service';
import { liveSubscriberCount } from '../subscriptions/subscriptions.service';
import { findUserById } from '../users/users.service';

function monthStart(date: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/** The stat cards of Move That Work, all from data: the payments ledger, subscriptions, posts, products. */
export async function monetizeStats(ctx: ServiceContext, actor: Actor): Promise<MonetizeStats> {
  const now = ctx.now();
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, 1);
  const [revenueThisMonth, revenueLastMonth, subscribers, products, user] = await Promise.all([
    revenueBetween(ctx.db, actor.id, thisMonth.toISOString(), now.toISOString()),
    revenueBetween(ctx.db, actor.id, lastMonth.toISOString(), thisMonth.toISOString()),
    liveSubscriberCount(ctx, actor.id),
    productCount(ctx, actor.id),
    findUserById(ctx, actor.id),
  ]);
  return {
    revenue_this_month_cents: revenueThisMonth,
    revenue_last_month_cents: revenueLastMonth,
    active_subscribers: subscribers,
    post_count: user?.post_count ?? 0,
    product_count: products,
  };
}
