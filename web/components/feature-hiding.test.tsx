import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { MonetizePage } from '../pages/monetize/monetize-page';
import { premiumRoutes } from '../pages/monetize/monetize-test-kit';
import { renderPage, serve } from './posts/test-kit';
import { RequireFeature } from './require-feature';
import { Sidebar } from './sidebar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withFeatures(features: Record<string, boolean>) {
  return {
    'GET /api/settings/public': { app_name: 'Backline', maintenance_mode: false, features },
  };
}

const allOn = {
  d_cypher: true,
  content_vault: true,
  team_management: true,
  merch_store: true,
  storefront: true,
};

describe('a feature an administrator switched off', () => {
  it('leaves the sidebar, and comes back when switched on', async () => {
    serve(withFeatures({ ...allOn, d_cypher: false, storefront: false }));
    const off = renderPage(<Sidebar />, { path: '/dashboard' });
    const nav = await screen.findAllByRole('navigation', { name: 'Main' });
    expect(within(nav[0]).getByRole('link', { name: 'Feed' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(within(nav[0]).queryByRole('link', { name: 'D-Cypher' })).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'My Storefront' })).toBeNull();
    off.unmount();

    serve(withFeatures(allOn));
    renderPage(<Sidebar />, { path: '/dashboard' });
    const [main] = await screen.findAllByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'D-Cypher' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'My Storefront' }).length).toBeGreaterThan(0);
  });

  it('leaves the dashboard quick actions', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/posts': { posts: [] },
      ...withFeatures({ ...allOn, d_cypher: false }),
    });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: /Move That Work/ })).toBeTruthy();
    await vi.waitFor(() =>
      expect(within(actions).queryByRole('link', { name: /D-Cypher/ })).toBeNull(),
    );
  });

  it('leaves the Move That Work tabs, and its address opens Create Posts', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/monetize/stats': {
        revenue_this_month_cents: 0,
        revenue_last_month_cents: 0,
        active_subscribers: 0,
        post_count: 0,
        product_count: 0,
      },
      ...withFeatures({ ...allOn, content_vault: false, merch_store: false }),
    });
    renderPage(<MonetizePage />, { path: '/monetize?tab=vault', pattern: '/monetize' });
    expect(await screen.findByRole('tab', { name: /Team Management/ })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('tab', { name: /Content Vault/ })).toBeNull());
    expect(screen.queryByRole('tab', { name: /Merch Store/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /Create Posts/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows what stands in for its page (the not-found page) instead of the page', async () => {
    serve(withFeatures({ ...allOn, d_cypher: false }));
    renderPage(
      <RequireFeature flag="d_cypher" otherwise={<h1>Not found</h1>}>
        <h1>D-Cypher</h1>
      </RequireFeature>,
      { path: '/writers-block' },
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'D-Cypher' })).toBeNull();
  });
});
