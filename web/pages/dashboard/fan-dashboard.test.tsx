import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  json,
  makePerson,
  makePost,
  nova,
  renderPage,
  serve,
} from '../../components/posts/test-kit';
import { premiumRoutes, sam } from '../monetize/monetize-test-kit';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dex = makePerson({ id: 3, display_name: 'Dex Okafor', role: 'producer', is_following: true });
const mira = makePerson({ id: 4, display_name: 'Mira Sol', role: 'artist', is_following: true });

const goldToDex = {
  id: 9,
  tier_id: 2,
  tier_name: 'Gold',
  price_cents: 800,
  status: 'active',
  next_billing_date: '2026-12-24T00:00:00.000Z',
  access_until: '2026-12-24T00:00:00.000Z',
};

function purchase(overrides: Record<string, unknown>) {
  return {
    kind: 'post',
    is_refund: false,
    created_at: '2026-11-20T10:00:00.000Z',
    test_mode: true,
    creator: { id: 3, name: 'Dex Okafor' },
    order: null,
    ...overrides,
  };
}

function fanRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/users/me': sam,
    'GET /api/users/me/following': { users: [dex, mira], nextCursor: null },
    'GET /api/feed/following': {
      posts: [makePost({ id: 21, title: 'Stems for Friday', creator_id: 3 })],
      nextCursor: 'page-2',
    },
    'GET /api/feed/following?cursor=page-2': {
      posts: [makePost({ id: 20, title: 'Studio diary', creator_id: 3 })],
      nextCursor: null,
    },
    'GET /api/users/3/subscription-status': { subscription: goldToDex },
    'GET /api/users/4/subscription-status': { subscription: null },
    'GET /api/team/invitations/received': { invitations: [] },
    'GET /api/users/me/purchases': {
      purchases: [
        purchase({ id: 40, post_id: 12, description: 'Chord chart', amount_cents: 250 }),
        purchase({
          id: 39,
          post_id: 11,
          description: 'Refunded stems',
          amount_cents: -300,
          is_refund: true,
        }),
      ],
      nextCursor: null,
    },
    ...overrides,
  };
}

describe('the dashboard of a fan', () => {
  it('shows who they follow, their subscription, and the new posts a page at a time', async () => {
    const api = serve(fanRoutes());
    renderPage(<DashboardPage />, { path: '/dashboard' });

    const following = await screen.findByRole('region', { name: 'Following' });
    expect(await within(following).findByRole('link', { name: 'Dex Okafor' })).toBeTruthy();
    expect(within(following).getByText('Producer')).toBeTruthy();
    expect(await within(following).findByText('Gold')).toBeTruthy();

    const subscriptions = screen.getByRole('region', { name: 'Your subscriptions' });
    expect(await within(subscriptions).findByText('Gold · $8.00/month')).toBeTruthy();
    expect(within(subscriptions).queryByText(/Mira Sol/)).toBeNull();

    const bought = screen.getByRole('region', { name: 'Posts you bought' });
    const boughtPost = await within(bought).findByRole('link', { name: /Chord chart/ });
    expect(boughtPost.getAttribute('href')).toBe('/post/12');
    expect(boughtPost.textContent).toContain('Dex Okafor · $2.50');
    expect(within(bought).queryByText(/Refunded stems/)).toBeNull();
    expect(
      within(bought)
        .getByRole('link', { name: /Purchase history/ })
        .getAttribute('href'),
    ).toBe('/purchases');

    const posts = screen.getByRole('region', { name: 'New from people you follow' });
    expect(await within(posts).findByText('Stems for Friday')).toBeTruthy();
    fireEvent.click(within(posts).getByRole('button', { name: 'Load more' }));
    expect(await within(posts).findByText('Studio diary')).toBeTruthy();
    expect(await within(posts).findByText('You are all caught up.')).toBeTruthy();

    // A fan has no creator tools on their home, only the way to start creating.
    expect(screen.queryByRole('region', { name: 'Quick actions' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Want to create?' })).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/posts')).toHaveLength(0);
    expect(callsTo(api, 'GET', '/api/monetize/stats')).toHaveLength(0);
  });

  it('offers to find creators when they follow nobody', async () => {
    serve(
      fanRoutes({
        'GET /api/users/me/following': { users: [], nextCursor: null },
        'GET /api/feed/following': { posts: [], nextCursor: null },
        'GET /api/users/me/purchases': { purchases: [], nextCursor: null },
      }),
    );
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('You are not following anyone yet')).toBeTruthy();
    expect(await screen.findByText('Your feed is waiting')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Find creators/ });
    expect(links.every((link) => link.getAttribute('href') === '/feed?tab=creators')).toBe(true);
    expect(await screen.findByText(/No subscriptions to the people you follow/)).toBeTruthy();
    expect(await screen.findByText(/No posts bought yet/)).toBeTruthy();
  });

  it('says so when the posts cannot be loaded, and retries', async () => {
    let fail = true;
    serve(
      fanRoutes({
        'GET /api/feed/following': () =>
          fail
            ? json(500, { error: 'Something went wrong on our side' })
            : json(200, { posts: [makePost({ id: 30, title: 'Back again' })], nextCursor: null }),
      }),
    );
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Could not load the new posts')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('switches a fan to a creator in one click and shows the creator tools', async () => {
    let me = sam;
    const api = serve(
      fanRoutes({
        'GET /api/users/me': () => json(200, me),
        'PUT /api/users/me/profile': (call: { body: unknown }) => {
          me = { ...sam, role: (call.body as { role: typeof sam.role }).role };
          return json(200, { user: me });
        },
        ...premiumRoutes,
        'GET /api/posts': { posts: [], nextCursor: null },
      }),
    );
    renderPage(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('radio', { name: /Producer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start creating as a Producer' }));
    expect(await screen.findByRole('region', { name: 'Quick actions' })).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/users/me/profile')[0].body).toEqual({
      display_name: 'Sam Porter',
      role: 'producer',
    });
  });
});

describe('the welcome', () => {
  it('welcomes a new account, not back', async () => {
    serve(fanRoutes({ 'GET /api/users/me': { ...sam, is_new_user: true } }));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Backline, Sam' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('welcomes back someone who has signed in before', async () => {
    serve({ ...premiumRoutes, 'GET /api/posts': { posts: [], nextCursor: null } });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nova' })).toBeTruthy();
  });

  it('gives those who sell the creator dashboard', async () => {
    serve({ ...premiumRoutes, 'GET /api/posts': { posts: [], nextCursor: null } });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('region', { name: 'Quick actions' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Following' })).toBeNull());
    expect(nova.role).toBe('artist');
  });
});
