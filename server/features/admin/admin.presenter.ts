import type {
  AccountStanding,
  AdminUser,
  SubscriptionStat,
  TopUser,
  TopUserSubscription,
} from '../../../contract/admin';
import { SubscriptionState, SubscriptionType } from '../../../contract/admin';
import { presentRole } from '../users/users.presenter';
import type { AdminUserRow, SubscriptionStatRow } from './admin.queries';

/** The account's standing as the users list shows it; any other stored value reads as empty. */
function presentStanding(status: string): AccountStanding {
  return status === 'active' || status === 'suspended' ? status : '';
}

export function presentAdminUser(row: AdminUserRow, totalGenerations: number): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: presentRole(row.role),
    is_new_user: row.login_count <= 1,
    subscription_status: presentStanding(row.status),
    total_generations: totalGenerations,
    total_logins: row.login_count,
    created_at: row.created_at,
  };
}

export function presentTopUser(
  row: {
    id: number;
    email: string;
    role: string;
    created_at: string;
    total_generations: number | string;
    is_paid: unknown;
  },
  trialSince: string,
): TopUser {
  // SQLite answers `exists` with 0 or 1, PostgreSQL with a boolean.
  const isPaid = row.is_paid === true || Number(row.is_paid) === 1;
  const subscription: TopUserSubscription = isPaid
    ? 'paid'
    : new Date(row.created_at).getTime() > new Date(trialSince).getTime()
      ? 'trial'
      : 'none';
  return {
    id: row.id,
    email: row.email,
    role: presentRole(row.role),
    subscription_type: subscription,
    total_generations: Number(row.total_generations),
    created_at: row.created_at,
  };
}

export function presentSubscriptionStat(row: SubscriptionStatRow): SubscriptionStat {
  return {
    subscription_type: SubscriptionType.parse(row.subscription_type),
    status: SubscriptionState.parse(row.status),
    count: row.count,
    total_revenue_cents: row.total_revenue_cents,
  };
}
