import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { AppRoutes } from '../../routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/auth/callback', () => {
  it("shows 'Completing Sign In' on the first frame, before any call has answered", () => {
    // Nothing ever answers: the settings, the user and the exchange all hang.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/auth/callback?code=abc&state=xyz']}>
            <AppRoutes />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    // Synchronously: no lazy chunk and no settings read stands between the URL and the words.
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeTruthy();
  });
});
