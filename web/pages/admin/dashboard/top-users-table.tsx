/**
 * Most Active Users (spec columns: User, Role, Subscription, Generations, Joined): a table from
 * tablet width up, a stacked list on a phone so nothing is cut off.
 */
import { formatCount } from '@contract/format';
import { Trophy } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import { useTopUsers } from '../../../lib/api/admin.api';
import type { TopUser } from '../../../lib/api/admin.api';
import { RoleBadge, TopUserSubscriptionBadge, formatJoined } from '../admin-labels';

function TopUsersList({ users }: { users: TopUser[] }) {
  return (
    <>
      <ul className="flex flex-col divide-y divide-white/[0.06] md:hidden">
        {users.map((user) => (
          <li key={user.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <span className="font-semibold break-all text-fg">{user.email}</span>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              <TopUserSubscriptionBadge value={user.subscription_type} />
            </div>
            <p className="text-sm text-fg-muted tabular-nums">
              {formatCount(user.total_generations)} generations · joined{' '}
              {formatJoined(user.created_at)}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <thead>
          <tr className="border-b border-white/[0.08] text-xs tracking-wide text-fg-subtle uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              User
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Role
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Subscription
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Generations
            </th>
            <th scope="col" className="py-2 font-semibold">
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.06]">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="py-3 pr-4 font-medium break-all text-fg">{user.email}</td>
              <td className="py-3 pr-4">
                <RoleBadge role={user.role} />
              </td>
              <td className="py-3 pr-4">
                <TopUserSubscriptionBadge value={user.subscription_type} />
              </td>
              <td className="py-3 pr-4 text-right text-fg tabular-nums">
                {formatCount(user.total_generations)}
              </td>
              <td className="py-3 whitespace-nowrap text-fg-muted">
                {formatJoined(user.created_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function TopUsersCard() {
  const topUsers = useTopUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most Active Users</CardTitle>
        <CardDescription>Most generations first, then most sign-ins.</CardDescription>
      </CardHeader>
      <CardContent>
        {topUsers.isPending ? (
          <SkeletonList rows={3} />
        ) : topUsers.isError ? (
          <ErrorState
            title="Failed to load admin data"
            message={errorMessage(topUsers.error)}
            onRetry={() => void topUsers.refetch()}
            retryLabel="Retry"
          />
        ) : topUsers.data.length === 0 ? (
          <EmptyState icon={<Trophy aria-hidden="true" />} title="No one has signed up yet" />
        ) : (
          <TopUsersList users={topUsers.data} />
        )}
      </CardContent>
    </Card>
  );
}
