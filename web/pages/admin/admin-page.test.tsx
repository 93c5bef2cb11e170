import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics, TopUser } from '@contract/admin';
import { callsTo, json, nova, renderPage, serve } from '../../components/posts/test-kit';
import { sam } from '../monetize/monetize-test-kit';
import { AdminPage } from './admin-page';
import { usageBarPercent } from './dashboard/usage-lists';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = { ...nova, email: 'chief@backline.test', is_admin: true };
const signedOut = { 'GET /api/users/me': json(401, { error: 'Sign in to continue' }) };
const localOnly = { providers: [{ id: 'local', label: 'E-mail and password' }] };

function makeAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    time_range: '7d',
    from: '2026-06-08T12:00:00.000Z',
    to: '2026-06-15T12:00:00.000Z',
    bucket: 'day',
    totalUsers: 8,
    newUsers: 4,
    activeSubscriptions: 4,
    renewingSubscriptions: 3,
    monthlyRevenue: 21_800,
    rangeRevenue: 19_900,
    trialUsers: 2,
    featureUsage: [
      { feature_name: 'D-Cypher', unique_users: 2, total_usage: 3 },
      { feature_name: 'Backline Studio', unique_users: 5, total_usage: 40 },
    ],
    subscriptionStats: [
      { subscription_type: 'pro_monthly', status: 'active', count: 2, total_revenue_cents: 1900 },
      { subscription_type: 'tier', status: 'expired', count: 1, total_revenue_cents: 0 },
    ],
    series: [
      { at: '2026-06-14T00:00:00.000Z', signups: 1, revenue_cents: 1400, active_users: 2 },
      { at: '2026-06-15T00:00:00.000Z', signups: 3, revenue_cents: 18_500, active_users: 1 },
    ],
    ...overrides,
  };
}

const topUsers: TopUser[] = [
  {
    id: 2,
    email: 'busy@backline.test',
    role: 'artist',
    subscription_type: 'trial',
    total_generations: 12,
    created_at: '2026-06-10T09:00:00.000Z',
  },
];

const dashboardRoutes = {
  'GET /api/users/me': admin,
  'GET /api/admin/analytics': makeAnalytics(),
  'GET /api/admin/top-users': { users: topUsers },
};

describe('usageBarPercent', () => {
  it('is total uses over total users, at most 100%', () => {
    expect(usageBarPercent(3, 8)).toBe(37.5);
    expect(usageBarPercent(40, 8)).toBe(100);
    expect(usageBarPercent(0, 0)).toBe(0);
  });
});

describe('the admin console’s access states', () => {
  it('offers a signed-out visitor the Administrator Access card, coming back to /admin', async () => {
    serve({ ...signedOut, 'GET /api/auth/providers': localOnly });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Administrator Access' })).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Sign In with e-mail and password' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
    expect(window.sessionStorage.getItem('backline.return-to')).toContain('"path":"/admin"');
  });

  it('names the single sign-on provider when this instance has one', async () => {
    serve({
      ...signedOut,
      'GET /api/auth/providers': {
        providers: [...localOnly.providers, { id: 'google', label: 'Google' }],
      },
    });
    renderPage(<AdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In with Google' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/login?provider=google');
  });

  it('tells a signed-in non-administrator Access Denied, and asks the admin API nothing', async () => {
    const api = serve({ 'GET /api/users/me': sam });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Access denied. Administrator privileges required.')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/admin'))).toEqual([]);
  });

  it('says Loading admin dashboard... while the figures are on their way', async () => {
    serve({ ...dashboardRoutes, 'GET /api/admin/analytics': () => new Promise(() => {}) });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('Loading admin dashboard...')).toBeTruthy();
  });

  it('shows the error with Retry, and the dashboard once a retry succeeds', async () => {
    let fail = true;
    serve({
      ...dashboardRoutes,
      'GET /api/admin/analytics': () =>
        fail ? json(503, { error: 'The database is not answering' }) : json(200, makeAnalytics()),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load admin data')).toBeTruthy();
    expect(within(alert).getByText('The database is not answering')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeTruthy();
  });
});

describe('the dashboard', () => {
  it('shows the four stat cards, feature usage, subscriptions and the most active users', async () => {
    serve(dashboardRoutes);
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('Total Users')).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Platform figures' });
    expect(within(cards).getByText('8')).toBeTruthy();
    expect(within(cards).getByText('+4 in the last 7 days')).toBeTruthy();
    expect(within(cards).getByText('$218.00')).toBeTruthy();
    expect(within(cards).getByText('Trial Users')).toBeTruthy();
    expect(within(cards).getByText('Active Subscriptions')).toBeTruthy();

    const bars = screen.getAllByTestId('usage-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['37.5%', '100%']);
    expect(screen.getByText('2 users · 3 uses')).toBeTruthy();
    expect(screen.getByText('Pro Monthly')).toBeTruthy();
    expect(screen.getByText('$19.00')).toBeTruthy();

    expect(await screen.findAllByText('busy@backline.test')).not.toHaveLength(0);
    const table = screen.getByRole('table');
    for (const column of ['User', 'Role', 'Subscription', 'Generations', 'Joined']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    }
  });

  it('reads the figures again for another range, and on Refresh', async () => {
    const api = serve({
      ...dashboardRoutes,
      'GET /api/admin/analytics?time_range=30d': makeAnalytics({ time_range: '30d', newUsers: 9 }),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const range = await screen.findByLabelText('Time range');
    expect((range as HTMLSelectElement).value).toBe('7d');
    expect([...(range as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Last 24 Hours',
      'Last 7 Days',
      'Last 30 Days',
      'Last 90 Days',
    ]);
    fireEvent.change(range, { target: { value: '30d' } });
    expect(await screen.findByText('+9 in the last 30 days')).toBeTruthy();
    const before = callsTo(api, 'GET', '/api/admin/analytics').length;
    const topBefore = callsTo(api, 'GET', '/api/admin/top-users').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/analytics').length).toBe(before + 1),
    );
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/top-users').length).toBe(topBefore + 1),
    );
  });

  it('says so when there is nothing to show yet', async () => {
    serve({
      ...dashboardRoutes,
      'GET /api/admin/analytics': makeAnalytics({
        featureUsage: [],
        subscriptionStats: [],
        newUsers: 0,
        series: [{ at: '2026-06-15T00:00:00.000Z', signups: 0, revenue_cents: 0, active_users: 0 }],
      }),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('No feature use in this range')).toBeTruthy();
    expect(screen.getByText('No subscriptions yet')).toBeTruthy();
    expect(screen.getByText('No one signed up in this range.')).toBeTruthy();
    expect(screen.getByText('No payments or refunds in this range.')).toBeTruthy();
  });

  it('opens each Quick Action in a full-screen modal with the spec’s title', async () => {
    serve({
      ...dashboardRoutes,
      'GET /api/admin/users': {
        users: [],
        pagination: { page: 1, limit: 50, total: 0, total_pages: 1 },
      },
      'GET /api/admin/audit': { entries: [], nextCursor: null },
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const titles = [
      'Export Data',
      'User Management',
      'Content Review',
      'Audio/Visual Diagnostics',
      'Platform Settings',
      'Audit Log',
    ];
    for (const title of titles) {
      fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
