import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/api/query-client';
import { AppShell } from './app-shell';
import { json, renderPage, serve } from './posts/test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const beta = { isBetaActive: true, betaDaysLeft: 12, betaEndDate: '2026-12-31' };

/** With the app's own query client: a server error is tried again, after a pause. */
function renderShell() {
  return renderPage(
    <AppShell>
      <h1>The page</h1>
    </AppShell>,
    { path: '/feed', queryClient: createQueryClient() },
  );
}

describe('the signed-in frame and its banners', () => {
  it('keeps the page out of sight until the banners are read, so a banner never pushes it down', async () => {
    let answerBeta: (reply: Response) => void = () => undefined;
    serve({
      'GET /api/beta/status': () => new Promise<Response>((resolve) => (answerBeta = resolve)),
      'GET /api/subscription/status': json(404, { error: 'No subscription' }),
    });
    renderShell();
    expect(await screen.findByRole('navigation', { name: /main/i })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();

    answerBeta(json(200, beta));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Beta banner' }).textContent).toContain('12 days');
  });

  it('does not hold the page while a failed banner read waits to be tried again', async () => {
    serve({
      'GET /api/beta/status': json(500, { error: 'Something went wrong' }),
      'GET /api/subscription/status': json(500, { error: 'Something went wrong' }),
    });
    renderShell();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Beta banner' })).toBeNull();
  });
});

describe("the phone's menu", () => {
  it('opens as a dialog from the menu button, and gives focus back to it on Escape', async () => {
    serve({
      'GET /api/beta/status': json(404, { error: 'No beta' }),
      'GET /api/subscription/status': json(404, { error: 'No subscription' }),
    });
    renderShell();
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /feed/i })).toBeTruthy();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });
});
