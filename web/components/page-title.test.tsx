import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, serve } from './posts/test-kit';
import { PageTitle } from './page-title';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('PageTitle', () => {
  it('names the page, then the app by the name an administrator set', async () => {
    serve({
      'GET /api/settings/public': {
        app_name: 'Night Shift',
        maintenance_mode: false,
        features: {},
      },
    });
    renderPage(<PageTitle>Dashboard</PageTitle>);
    await waitFor(() => expect(document.title).toBe('Dashboard · Night Shift'));
  });

  it('is the app name alone on a page without its own', async () => {
    serve({
      'GET /api/settings/public': {
        app_name: 'Night Shift',
        maintenance_mode: false,
        features: {},
      },
    });
    renderPage(<PageTitle />);
    await waitFor(() => expect(document.title).toBe('Night Shift'));
  });
});
