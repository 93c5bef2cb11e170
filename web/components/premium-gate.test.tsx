import type { SubscriptionStatus } from '@contract/access';
import type { CurrentUser } from '@contract/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../lib/auth/auth-context';
import { trialBannerKind } from '../lib/premium-access';
import { nova, readCall } from './posts/test-kit';
import type { ApiCall } from './posts/test-kit';
import { hasPremiumAccess, PremiumGate } from './premium-gate';

const expired: SubscriptionStatus = {
  isTrialActive: false,
  trialDaysLeft: 0,
  isTrialExpired: true,
  isBetaActive: false,
  isSubscribed: false,
  betaDaysLeft: 0,
  betaEndDate: '2025-09-22',
  plan: null,
  currentPeriodEnd: null,
  trialEndsAt: '2026-11-17T18:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

interface Server {
  user?: CurrentUser | null;
  status?: SubscriptionStatus | (() => Promise<Response>);
}

function serve({ user = nova, status = expired }: Server) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readCall(input, init);
    calls.push(call);
    const url = call.url.pathname;
    if (url === '/api/users/me')
      return user ? json(200, user) : json(401, { error: 'Sign in first' });
    if (url === '/api/subscription/status') {
      return typeof status === 'function' ? status() : json(200, status);
    }
    if (url === '/api/features/log-access') return json(200, { success: true });
    return json(404, { error: `No such endpoint: ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

function logCalls(api: ReturnType<typeof serve>) {
  return api.calls
    .filter((call) => call.url.pathname === '/api/features/log-access')
    .map((call) => call.body);
}

function renderGate(gate: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MemoryRouter>{gate}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hasPremiumAccess', () => {
  const none = { isBetaActive: false, isSubscribed: false, isTrialActive: false };

  it('allows during the beta, on Pro, or while the trial runs', () => {
    expect(hasPremiumAccess({ ...none, isBetaActive: true })).toBe(true);
    expect(hasPremiumAccess({ ...none, isSubscribed: true })).toBe(true);
    expect(hasPremiumAccess({ ...none, isTrialActive: true })).toBe(true);
  });

  it('refuses when none holds, or when there is no status', () => {
    expect(hasPremiumAccess(none)).toBe(false);
    expect(hasPremiumAccess(null)).toBe(false);
    expect(hasPremiumAccess(undefined)).toBe(false);
  });
});

describe('trialBannerKind', () => {
  const trial = {
    isBetaActive: false,
    isTrialActive: true,
    isTrialExpired: false,
    trialDaysLeft: 5,
  };

  it('is hidden during the beta and for Pro members', () => {
    expect(trialBannerKind({ ...trial, isBetaActive: true })).toBe('hidden');
    expect(trialBannerKind({ ...expired, isBetaActive: true })).toBe('hidden');
    expect(trialBannerKind({ ...trial, isTrialActive: false })).toBe('hidden');
  });

  it('is red once the trial is over', () => {
    expect(trialBannerKind(expired)).toBe('expired');
  });

  it('warns at 2 days or fewer', () => {
    expect(trialBannerKind(trial)).toBe('active');
    expect(trialBannerKind({ ...trial, trialDaysLeft: 3 })).toBe('active');
    expect(trialBannerKind({ ...trial, trialDaysLeft: 2 })).toBe('warning');
    expect(trialBannerKind({ ...trial, trialDaysLeft: 1 })).toBe('warning');
  });
});

describe('PremiumGate', () => {
  it('shows a skeleton while the status loads', async () => {
    let release: ((response: Response) => void) | null = null;
    serve({ status: () => new Promise<Response>((done) => (release = done)) });
    renderGate(
      <PremiumGate featureName="Content Vault">
        <p>vault files</p>
      </PremiumGate>,
    );
    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeTruthy();
    // Signed in by now and waiting for the status: still the skeleton, not the feature.
    await waitFor(() => expect(release).not.toBeNull());
    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeTruthy();
    expect(screen.queryByText('vault files')).toBeNull();
    release!(json(200, { ...expired, isTrialActive: true, isTrialExpired: false }));
    expect(await screen.findByText('vault files')).toBeTruthy();
  });

  it("asks to sign in when nobody is signed in ('Authentication Required')", async () => {
    const fetchMock = serve({ user: null });
    renderGate(
      <PremiumGate featureName="Content Vault">
        <p>vault files</p>
      </PremiumGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth/redirect',
    );
    expect(screen.queryByText('vault files')).toBeNull();
    expect(logCalls(fetchMock)).toEqual([]);
  });

  it.each([
    ['the beta runs', { isBetaActive: true }],
    ['the user is on Pro', { isSubscribed: true, isTrialExpired: false }],
    ['the trial runs', { isTrialActive: true, isTrialExpired: false, trialDaysLeft: 4 }],
  ])('shows the feature when %s and logs one allowed access', async (_, patch) => {
    const fetchMock = serve({ status: { ...expired, ...patch } });
    renderGate(
      <PremiumGate featureName="Team Management">
        <p>team list</p>
      </PremiumGate>,
    );
    expect(await screen.findByText('team list')).toBeTruthy();
    await waitFor(() => expect(logCalls(fetchMock)).toHaveLength(1));
    expect(logCalls(fetchMock)[0]).toEqual({
      feature_name: 'Team Management',
      access_type: 'allowed',
      is_premium_feature: true,
    });
  });

  it('shows the blocked panel with an upgrade button when access is denied, and logs it once', async () => {
    const fetchMock = serve({ status: expired });
    renderGate(
      <PremiumGate featureName="Merchandise Store Management">
        <p>merch</p>
      </PremiumGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Merchandise Store Management is a Pro feature' }),
    ).toBeTruthy();
    expect(screen.queryByText('merch')).toBeNull();

    screen.getByRole('button', { name: 'Upgrade to Pro' }).click();
    expect(window.location.hash).toBe('#upgrade');
    window.location.hash = '';

    await waitFor(() => expect(logCalls(fetchMock)).toHaveLength(1));
    expect(logCalls(fetchMock)[0]).toEqual({
      feature_name: 'Merchandise Store Management',
      access_type: 'blocked',
      is_premium_feature: true,
    });
  });

  it('shows the fallback instead of the blocked panel when one is given', async () => {
    serve({ status: expired });
    renderGate(
      <PremiumGate featureName="Storefront Management" fallback={<p>custom teaser</p>}>
        <p>storefront</p>
      </PremiumGate>,
    );
    expect(await screen.findByText('custom teaser')).toBeTruthy();
    expect(screen.queryByText('storefront')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('says so, with a retry, when the status cannot be loaded', async () => {
    serve({ status: async () => json(500, { error: 'Something went wrong on our side' }) });
    renderGate(
      <PremiumGate featureName="Content Vault">
        <p>vault files</p>
      </PremiumGate>,
    );
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
