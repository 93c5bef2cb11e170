import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Logo } from './logo';
import { renderPage, serve } from './posts/test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the logo', () => {
  it("carries the app's name as an administrator set it", async () => {
    serve({
      'GET /api/settings/public': {
        app_name: 'Night Shift',
        maintenance_mode: false,
        features: {},
      },
    });
    renderPage(<Logo />);
    expect(await screen.findByText('Night Shift')).toBeTruthy();
    expect(screen.queryByText('Backline')).toBeNull();
  });

  it('says Backline while the settings cannot be read', async () => {
    serve({ 'GET /api/settings/public': () => new Response('', { status: 502 }) });
    renderPage(<Logo />);
    expect(await screen.findByText('Backline')).toBeTruthy();
  });
});
