import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, serve } from '../../components/posts/test-kit';
import { LandingPage } from './landing-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding() {
  serve({
    'GET /api/users/me': json(401, { error: 'Sign in first' }),
    'GET /api/beta/status': { isBetaActive: false, betaDaysLeft: 0, betaEndDate: '2025-09-22' },
    'GET /api/subscription/status': json(401, { error: 'Sign in first' }),
  });
  // The popup probe: allowed or not, sign-up happens in this tab.
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
  return renderPage(<LandingPage />, { path: '/' });
}

describe('LandingPage', () => {
  it('sends every Get Started to Create account, not Sign in', async () => {
    renderLanding();
    const buttons = await screen.findAllByRole('button', { name: /Get Started/ });
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(buttons[0]);
    expect(screen.getByTestId('location').textContent).toBe('/auth/redirect?mode=sign-up');
  });

  it('sends the trial button to Create account too', async () => {
    renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: /Start your free trial/ }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/redirect?mode=sign-up');
  });

  it('keeps Sign In and "I already have an account" on sign-in', async () => {
    renderLanding();
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe(
      '/auth/redirect',
    );
    expect(
      screen.getByRole('link', { name: 'I already have an account' }).getAttribute('href'),
    ).toBe('/auth/redirect');
  });
});
