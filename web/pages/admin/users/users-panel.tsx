/**
 * User Management (spec part 2, section 2, "Users panel"): search by e-mail, role filter (All
 * Roles, Fan, Artist, Admin), a row per person (e-mail, ID, NEW badge; role select; status;
 * usage; Suspend or Activate), pages of 50 with "Page X of Y". Every action reloads the list;
 * a failure is a toast with the server's words (the spec only logged it). One table that
 * stacks into cards on a phone, so nothing is clipped.
 */
import { ChevronLeft, ChevronRight, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input, Label, Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import { useAdminUsers, useChangeRole, useChangeStanding } from '../../../lib/api/admin.api';
import type { AdminRole, AdminUser } from '../../../lib/api/admin.api';
import { useAuth } from '../../../lib/auth/auth-context';
import { pluralize } from '../../../lib/format-date';
import { roleLabel } from '../../../lib/roles';
import { StandingBadge } from '../admin-labels';

/** The roles the spec's filter and select offer. */
const listedRoles: AdminRole[] = ['fan', 'artist', 'admin'];

const SEARCH_SETTLE_MS = 300;

/** The value once it has stopped changing for a moment (a search per pause, not per key). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function RoleSelect({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const changeRole = useChangeRole();
  const options = listedRoles.includes(user.role) ? listedRoles : [...listedRoles, user.role];
  return (
    <Select
      aria-label={`Role of ${user.email}`}
      value={user.role}
      disabled={disabled || changeRole.isPending}
      className="h-9 w-32 text-sm"
      onChange={(event) => {
        const role = event.target.value as AdminRole;
        changeRole.mutate(
          { id: user.id, role },
          {
            onSuccess: () => toast.success(`${user.email} is now ${roleLabel(role).toLowerCase()}`),
            onError: (error) =>
              toast.error('Failed to change the role', { description: errorMessage(error) }),
          },
        );
      }}
    >
      {options.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </Select>
  );
}

function StandingAction({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const changeStanding = useChangeStanding();
  const [isConfirming, setIsConfirming] = useState(false);
  const isActive = user.subscription_status === 'active';

  async function run(action: 'suspend' | 'activate') {
    try {
      await changeStanding.mutateAsync({ id: user.id, action });
      toast.success(
        action === 'suspend' ? `${user.email} is suspended` : `${user.email} is active again`,
      );
    } catch (error) {
      toast.error(action === 'suspend' ? 'Failed to suspend' : 'Failed to activate', {
        description: errorMessage(error),
      });
      throw error;
    }
  }

  if (!isActive) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        loading={changeStanding.isPending}
        onClick={() => void run('activate').catch(() => undefined)}
      >
        Activate
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="border-danger-400/40 text-danger-300 hover:border-danger-400/70"
        disabled={disabled}
        onClick={() => setIsConfirming(true)}
      >
        Suspend
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Suspend ${user.email}?`}
        text="Their sessions end at once, they cannot sign in, and their profile, storefront and posts are hidden until you activate the account again."
        confirmLabel="Suspend"
        destructive
        onConfirm={() => run('suspend')}
      />
    </>
  );
}

const cell = 'block py-1 md:table-cell md:py-3 md:pr-4 md:align-middle';
const mobileLabel = 'mr-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase md:hidden';

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <tr className="flex flex-col gap-1 rounded-2xl border border-white/[0.08] p-4 md:table-row md:rounded-none md:border-0 md:border-t md:p-0">
      <td className={cell}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-fg">{user.email}</span>
          {user.is_new_user && <Badge tone="accent">NEW</Badge>}
          {isSelf && <Badge>you</Badge>}
        </div>
        <span className="text-xs text-fg-subtle">ID {user.id}</span>
      </td>
      <td className={cell}>
        <span className={mobileLabel}>Role</span>
        <RoleSelect user={user} disabled={isSelf} />
      </td>
      <td className={cell}>
        <span className={mobileLabel}>Status</span>
        <StandingBadge status={user.subscription_status} />
      </td>
      <td className={`${cell} text-sm text-fg-muted tabular-nums`}>
        <span className={mobileLabel}>Usage</span>
        <span className="whitespace-nowrap">
          {pluralize(user.total_generations, 'generation')}
        </span>{' '}
        · <span className="whitespace-nowrap">{pluralize(user.total_logins, 'login')}</span>
      </td>
      <td className={`${cell} pt-2 md:pr-0 md:text-right`}>
        <StandingAction user={user} disabled={isSelf} />
      </td>
    </tr>
  );
}

export function UsersPanel() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AdminRole | ''>('');
  const settledSearch = useSettled(search, SEARCH_SETTLE_MS);
  // A page belongs to its search and filter: a new one starts from the first page.
  const filterKey = JSON.stringify([role, settledSearch]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const users = useAdminUsers({ page, search: settledSearch, role });

  const pagination = users.data?.pagination;
  const totalPages = pagination?.total_pages ?? 1;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="admin-user-search">Search by e-mail</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-fg-subtle"
              aria-hidden="true"
            />
            <Input
              id="admin-user-search"
              type="search"
              placeholder="name@example.com"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-10"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="admin-user-role">Role</Label>
          <Select
            id="admin-user-role"
            value={role}
            onChange={(event) => setRole(event.target.value as AdminRole | '')}
          >
            <option value="">All Roles</option>
            {listedRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {users.isPending ? (
        <SkeletonList rows={5} />
      ) : users.isError ? (
        <ErrorState
          title="Failed to load users"
          message={errorMessage(users.error)}
          onRetry={() => void users.refetch()}
          retryLabel="Retry"
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="No users found"
          text={settledSearch || role ? 'No one matches this search and filter.' : undefined}
        />
      ) : (
        <table
          className="block w-full text-left text-sm md:table"
          aria-busy={users.isFetching || undefined}
        >
          <thead className="hidden md:table-header-group">
            <tr className="text-xs tracking-wide text-fg-subtle uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                User
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Role
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Usage
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {users.data.users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
          </tbody>
        </table>
      )}

      <nav
        aria-label="Pages of users"
        className="flex items-center justify-between gap-3 border-t border-white/[0.08] pt-4"
      >
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1 || users.isPending}
          onClick={() => setPage(Math.max(1, page - 1))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
          Page {page} of {totalPages}
          {pagination && (
            <span className="hidden sm:inline"> · {pluralize(pagination.total, 'user')}</span>
          )}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= totalPages || users.isPending}
          onClick={() => setPage(Math.min(totalPages, page + 1))}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
