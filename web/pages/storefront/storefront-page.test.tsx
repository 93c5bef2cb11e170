import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makePerson, renderPage, serve } from '../../components/posts/test-kit';
import { bodyOf, makeItem, makeTier, premiumRoutes, sam } from '../monetize/monetize-test-kit';
import { itemsInCategory } from './content-section';
import { StorefrontPage } from './storefront-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const nova = makePerson({
  id: 1,
  display_name: 'Nova Reyes',
  role: 'artist',
  follower_count: 10,
  created_at: '2025-03-01T10:00:00.000Z',
});

const items = [
  makeItem({ id: 1, title: 'Song sketch', category: 'Music' }),
  makeItem({ id: 2, title: 'Poster art', category: 'Visual Art' }),
  makeItem({ id: 3, title: null, category: 'Exclusive' }),
];

function storefront(overrides: Record<string, unknown> = {}) {
  return {
    ...premiumRoutes,
    'GET /api/users/me': sam,
    'GET /api/users/1/profile': { user: nova },
    'GET /api/users/1/storefront-settings': {
      settings: { display_name: null, website: null, bio: 'Late-night synth ballads.' },
    },
    'GET /api/users/1/subscription-tiers': {
      tiers: [makeTier({ id: 4, is_popular: true }), makeTier({ id: 5, name: 'Backstage' })],
    },
    'GET /api/users/1/storefront-content': { content: items, nextCursor: null },
    'GET /api/users/1/subscription-status': { subscription: null },
    'GET /api/users/1/merch': { products: [] },
    'GET /api/users/1/team-vault': { vault: null },
    ...overrides,
  };
}

const open = () =>
  renderPage(<StorefrontPage />, { path: '/storefront/1', pattern: '/storefront/:userId' });

describe('itemsInCategory', () => {
  it('keeps every item under All Content, else the items of that category', () => {
    expect(itemsInCategory(items, 'All Content')).toHaveLength(3);
    expect(itemsInCategory(items, 'Music').map((item) => item.id)).toEqual([1]);
    expect(itemsInCategory(items, 'Live Sessions')).toEqual([]);
  });
});

describe('the public storefront', () => {
  it("says 'Loading storefront...' and then 'Artist not found' for an unknown artist", async () => {
    serve(storefront({ 'GET /api/users/1/profile': () => json(404, { error: 'User not found' }) }));
    open();
    expect(await screen.findByText('Loading storefront...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Artist not found' })).toBeTruthy();
    expect(screen.getByText("The storefront you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Artists' }).getAttribute('href')).toBe('/feed');
  });

  it('filters the content by category, titled by the category, with the empty texts', async () => {
    serve(storefront());
    open();
    expect(await screen.findByRole('heading', { name: 'Featured Content' })).toBeTruthy();
    expect(screen.getByText('Song sketch')).toBeTruthy();
    expect(screen.getByText('Untitled Content')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Buy Now' })).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Music' }));
    expect(screen.getByRole('heading', { name: 'Music' })).toBeTruthy();
    expect(screen.getByText('Song sketch')).toBeTruthy();
    expect(screen.queryByText('Poster art')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Live Sessions' }));
    expect(screen.getByText('No content found in this category yet.')).toBeTruthy();
    expect(screen.getByText('Check back later for new releases!')).toBeTruthy();
  });

  it("shows the header: bio from the settings, followers, releases, join year, 'Follow Artist'", async () => {
    serve(storefront());
    open();
    expect(await screen.findByRole('heading', { name: /Nova Reyes/ })).toBeTruthy();
    expect(screen.getByText('Late-night synth ballads.')).toBeTruthy();
    expect(screen.getByText('2025')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Follow Artist' })).toBeTruthy();
    expect(screen.getByText('MOST POPULAR')).toBeTruthy();
  });

  it("shows the subscription banner and 'Already Subscribed', disabled, on every tier", async () => {
    serve(
      storefront({
        'GET /api/users/1/subscription-status': {
          subscription: {
            id: 7,
            tier_id: 4,
            tier_name: 'Inner Circle',
            price_cents: 900,
            status: 'active',
            next_billing_date: '2026-03-01T10:00:00.000Z',
            access_until: '2026-03-01T10:00:00.000Z',
          },
        },
      }),
    );
    open();
    expect(await screen.findByText('Subscribed to Inner Circle')).toBeTruthy();
    expect(screen.getByText(/Next billing date: March 1, 2026/)).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: 'Already Subscribed' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });

  it('subscribes through the checkout, with the tier price and the test-mode note', async () => {
    const fetchMock = serve(
      storefront({
        'POST /api/subscriptions/create': () =>
          json(201, {
            subscription: {
              id: 7,
              tier_id: 5,
              tier_name: 'Backstage',
              price_cents: 900,
              status: 'active',
              next_billing_date: '2026-03-01T10:00:00.000Z',
              access_until: '2026-03-01T10:00:00.000Z',
            },
            payment: { id: 1, amount_cents: 900, test_mode: true },
          }),
      }),
    );
    open();
    const subscribe = await screen.findAllByRole('button', { name: 'Subscribe Now' });
    await waitFor(() => expect((subscribe[1] as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(subscribe[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Backstage' });
    expect(await within(dialog).findByText('Test mode: no card is charged.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/subscriptions/create')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscriptions/create')[0])).toEqual({
      creator_id: 1,
      tier_id: 5,
      price_cents: 900,
      // Where Stripe's Checkout sends the fan back to (the page the purchase started on).
      return_path: window.location.pathname,
    });
    expect(await screen.findAllByText('Subscribed to Backstage')).toBeTruthy();
  });

  it('buys a release through the checkout; the card unlocks in place and says Owned', async () => {
    let bought = false;
    const fetchMock = serve(
      storefront({
        'GET /api/users/1/storefront-content': () =>
          json(200, {
            content: [
              bought
                ? makeItem({
                    id: 1,
                    title: 'Song sketch',
                    locked: false,
                    purchased: true,
                    content: 'Full lyric sheet',
                  })
                : makeItem({ id: 1, title: 'Song sketch' }),
            ],
            nextCursor: null,
          }),
        'POST /api/content/purchase': () => {
          bought = true;
          return json(201, {
            purchase: {
              id: 1,
              content_id: 1,
              price_cents: 300,
              created_at: '2026-02-02T00:00:00Z',
            },
            payment: { id: 2, amount_cents: 300, test_mode: true },
          });
        },
      }),
    );
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Buy Now', description: 'Song sketch' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buy this release' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Full lyric sheet')).toBeTruthy();
    expect(screen.getByText('Owned')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/content/purchase')[0])).toEqual({
      content_id: 1,
      price_cents: 300,
      return_path: window.location.pathname,
    });
  });

  it('sends a visitor who presses Buy Now to sign in, remembering the storefront', async () => {
    serve(storefront({ 'GET /api/users/me': () => json(401, { error: 'Sign in first' }) }));
    open();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Buy Now' }))[0]);
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/auth/redirect?return_to=/storefront/1',
    );
    expect(window.sessionStorage.getItem('backline.return-to')).toContain('/storefront/1');
  });

  it("shows 'Manage Store' and no Follow or Buy to the owner", async () => {
    serve(storefront({ 'GET /api/users/me': undefined }));
    open();
    expect(await screen.findByRole('link', { name: 'Manage Store' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow Artist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });
  it('brings the join-the-list form once the page above it has painted', async () => {
    serve(storefront());
    open();
    expect(await screen.findByRole('heading', { name: 'Featured Content' })).toBeTruthy();
    expect(await screen.findByText(/News, releases and shows from Nova Reyes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the list' })).toBeTruthy();
  });
});

describe('an artist who cannot take payments yet', () => {
  it('says so to fans, and shows the owner where to set up payouts', async () => {
    const notSelling = {
      'GET /api/users/1/storefront-settings': {
        settings: { display_name: null, website: null, bio: null },
        can_sell: false,
      },
    };
    serve(storefront(notSelling));
    open();
    expect(await screen.findByText('This artist cannot take payments yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Set up payouts' })).toBeNull();
    cleanup();

    serve(storefront({ ...notSelling, 'GET /api/users/me': { ...sam, id: 1, role: 'artist' } }));
    open();
    expect(await screen.findByRole('link', { name: 'Set up payouts' })).toHaveProperty(
      'href',
      expect.stringContaining('/monetize?tab=storefront'),
    );
  });
});
