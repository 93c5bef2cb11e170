import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '../lib/api/api-client';
import { AuthProvider } from '../lib/auth/auth-context';
import { json, nova, serve } from './posts/test-kit';
import { MaintenanceBanner } from './maintenance-banner';
import { PlatformGate } from './platform-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = (overrides: object = {}) => ({
  app_name: 'Night Shift',
  maintenance_mode: true,
  features: {},
  ...overrides,
});

function TheApp() {
  return <h1>The app</h1>;
}

/** A screen that loads something, as every screen of the app does. */
function LoadingScreen() {
  const feed = useQuery({ queryKey: ['feed'], queryFn: () => unwrap(api.GET('/api/feed/posts')) });
  return (
    <>
      <h1>{feed.isError ? 'Feed failed' : 'The feed'}</h1>
      <button type="button" onClick={() => void feed.refetch()}>
        Refresh
      </button>
    </>
  );
}

function renderApp(path: string, screen: ReactNode = <TheApp />) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <PlatformGate fallback={<p>Loading</p>}>
            <MaintenanceBanner />
            <Outlet />
          </PlatformGate>
        ),
        children: [
          { path: '/dashboard', element: screen },
          { path: '/auth/local', element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('maintenance mode in the web app', () => {
  it('shows a visitor the maintenance page, in the app name, with a way in for administrators', async () => {
    serve({
      'GET /api/settings/public': settings(),
      'GET /api/users/me': json(401, { error: 'Sign in to continue' }),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Night Shift is down for maintenance' }),
    ).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(screen.getByRole('link', { name: 'Administrator sign in' }).getAttribute('href')).toBe(
      '/auth/redirect',
    );
  });

  it('shows a signed-in member the maintenance page and who they are signed in as', async () => {
    serve({ 'GET /api/settings/public': settings() });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Night Shift is down for maintenance' }),
    ).toBeTruthy();
    expect(screen.getByText(nova.email)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('keeps the sign-in screens open, so an administrator can come in', async () => {
    serve({
      'GET /api/settings/public': settings(),
      'GET /api/users/me': json(401, { error: 'Sign in to continue' }),
    });
    renderApp('/auth/local');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets an administrator in, with a banner saying maintenance mode is on', async () => {
    serve({
      'GET /api/settings/public': settings(),
      'GET /api/users/me': { ...nova, is_admin: true },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Maintenance mode' }).textContent).toContain(
      'Maintenance mode is on.',
    );
  });

  it('shows the app, without a banner, when maintenance mode is off', async () => {
    serve({
      'GET /api/settings/public': settings({ maintenance_mode: false }),
      'GET /api/users/me': { ...nova, is_admin: true },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Maintenance mode' })).toBeNull();
  });

  it('starts from the settings the server wrote into the page, without asking for them', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'public-settings';
    block.textContent = JSON.stringify(settings());
    document.head.append(block);
    const api = serve({ 'GET /api/users/me': json(401, { error: 'Sign in to continue' }) });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Night Shift is down for maintenance' }),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname === '/api/settings/public')).toBe(false);
    // Read once: a later start of the query asks the server.
    expect(document.getElementById('public-settings')).toBeNull();
  });

  it('switches to the maintenance page when a call answers 503 during the session', async () => {
    let maintenance = false;
    serve({
      'GET /api/settings/public': () => json(200, settings({ maintenance_mode: maintenance })),
      'GET /api/feed/posts': () =>
        maintenance
          ? json(503, { error: 'Night Shift is down for maintenance.' })
          : json(200, { posts: [] }),
    });
    renderApp('/dashboard', <LoadingScreen />);
    expect(await screen.findByRole('heading', { name: 'The feed' })).toBeTruthy();
    // Maintenance begins while the settings are still fresh in the cache; the screen's next
    // call is refused, and that alone brings the maintenance page.
    maintenance = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByRole('heading', { name: 'Night Shift is down for maintenance' }),
    ).toBeTruthy();
  });
});
