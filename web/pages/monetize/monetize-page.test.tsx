import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, serve } from '../../components/posts/test-kit';
import { MonetizePage } from './monetize-page';
import { premiumRoutes, trialStatus } from './monetize-test-kit';
import { revenueTrend } from './stat-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noSales = {
  revenue_this_month_cents: 0,
  revenue_last_month_cents: 0,
  active_subscribers: 0,
  post_count: 3,
  product_count: 0,
};

describe('revenueTrend', () => {
  it('compares this month with the last, from the two real figures', () => {
    expect(revenueTrend(0, 0)).toEqual({ kind: 'none' });
    expect(revenueTrend(900, 0)).toEqual({ kind: 'first' });
    expect(revenueTrend(1500, 1000)).toEqual({ kind: 'change', percent: 50 });
    expect(revenueTrend(0, 1000)).toEqual({ kind: 'change', percent: -100 });
  });
});

describe('Move That Work', () => {
  it('shows the title, subtitle, honest figures, and the tab from the address', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/monetize/stats': noSales,
      'GET /api/team/members': { members: [] },
    });
    renderPage(<MonetizePage />, { path: '/monetize?tab=team', pattern: '/monetize' });
    expect(await screen.findByRole('heading', { name: 'Move That Work' })).toBeTruthy();
    expect(
      screen.getByText('Create premium content, manage your vault, and build your team'),
    ).toBeTruthy();
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Team Management/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('No team members yet. Invite your first fan!')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Create Posts/ }));
    expect(screen.getByRole('tab', { name: /Create Posts/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Content')).toBeTruthy();
  });

  it('keeps the premium tabs behind their gate once the trial is over; Create Posts stays open', async () => {
    serve({
      ...premiumRoutes,
      'GET /api/subscription/status': {
        ...trialStatus,
        isTrialActive: false,
        isTrialExpired: true,
      },
      'GET /api/monetize/stats': () => json(500, { error: 'Something went wrong on our side' }),
    });
    renderPage(<MonetizePage />, { path: '/monetize?tab=merch', pattern: '/monetize' });
    expect(
      await screen.findByRole('heading', { name: 'Merchandise Store Management is a Pro feature' }),
    ).toBeTruthy();
    expect(await screen.findByText("We couldn't load your figures")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Create Posts/ }));
    expect(screen.getByLabelText('Content')).toBeTruthy();
  });
});
