import type { SystemStatus } from '@contract/system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, nova, renderPage, serve } from '../../../components/posts/test-kit';
import { statusTone } from './status-tone';
import { SystemStatusPanel } from './system-status-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = { ...nova, role: 'admin' as const, is_admin: true };

const status: SystemStatus = {
  database: { status: 'healthy', response_time_ms: 1.4, engine: 'postgres' },
  api: { status: 'warning', response_time_ms: 2450, sample_size: 42 },
  storage: {
    status: 'error',
    driver: 'local',
    usage_percentage: 96.2,
    used_bytes: 96 * 1024 ** 3,
    total_bytes: 100 * 1024 ** 3,
    detail: 'The disk holding ./data/objects',
  },
  metrics: {
    uptime_hours: 5.25,
    requests_per_minute: 42,
    error_rate_percentage: 2.381,
    client_error_rate_percentage: 9.52,
    memory_usage_percentage: 31.5,
    window_seconds: 60,
  },
  integrations: {
    smtp: 'connected',
    sms: 'not_configured',
    push: 'warning',
    storage: 'connected',
    oidc: 'error',
    model: 'not_configured',
    tiktok: 'connected',
    youtube: 'connected',
    twitter: 'not_configured',
    instagram: 'not_configured',
    stripe: 'connected',
  },
  processes: { live: 1, this_process: 'web-1-abcd1234' },
  checked_at: '2026-11-26T12:00:00.000Z',
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('statusTone', () => {
  it('colours as the spec says: healthy or connected green, warning yellow, error or disconnected red, else grey', () => {
    expect(['healthy', 'connected'].map(statusTone)).toEqual(['green', 'green']);
    expect(statusTone('warning')).toBe('yellow');
    expect(['error', 'disconnected'].map(statusTone)).toEqual(['red', 'red']);
    expect(['not_configured', 'unknown'].map(statusTone)).toEqual(['grey', 'grey']);
  });
});

describe('SystemStatusPanel', () => {
  it('shows core services, performance and integrations as measured, in the spec’s colours', async () => {
    serve({
      'GET /api/users/me': admin,
      'GET /api/admin/system-status': { system_status: status },
    });
    renderPage(<SystemStatusPanel />);
    expect(await screen.findByText('1.4 ms')).toBeTruthy();
    const core = section('Core Services');
    const card = (name: string) =>
      within(core).getByText(name).closest('div')?.parentElement as HTMLElement;
    expect(
      within(card('Database'))
        .getByText('Healthy')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('green');
    expect(within(card('API')).getByText('2,450 ms')).toBeTruthy();
    expect(
      within(card('API')).getByText('Warning').closest('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('yellow');
    expect(within(card('API')).getByText('Median of 42 requests in the last minute')).toBeTruthy();
    expect(within(card('Storage')).getByText('96.2% used')).toBeTruthy();
    expect(
      within(card('Storage')).getByText('Error').closest('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('red');

    const performance = section('Performance');
    expect(within(performance).getByText('5.25 h')).toBeTruthy();
    expect(within(performance).getByText('42')).toBeTruthy();
    // The error rate to 2 decimals.
    expect(within(performance).getByText('2.38%')).toBeTruthy();
    expect(within(performance).getByText('31.50%')).toBeTruthy();

    const integrations = section('External Integrations');
    const row = (label: string) =>
      within(integrations).getByText(label).closest('li') as HTMLElement;
    expect(
      within(row('E-mail (SMTP)'))
        .getByText('Connected')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('green');
    expect(
      within(row('Sign-in with OpenID Connect'))
        .getByText('Error')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('red');
    expect(
      within(row('Text messages (SMS)'))
        .getByText('Not configured')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('grey');
    expect(within(integrations).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says the figures are this process’s when several web processes run', async () => {
    serve({
      'GET /api/users/me': admin,
      'GET /api/admin/system-status': {
        system_status: { ...status, processes: { live: 3, this_process: 'web-1' } },
      },
    });
    renderPage(<SystemStatusPanel />);
    expect((await screen.findByRole('note')).textContent).toMatch(
      /^3 web processes are running\. .* this process’s only/,
    );
  });

  it('measures again on Refresh', async () => {
    let served = 0;
    const api = serve({
      'GET /api/users/me': admin,
      'GET /api/admin/system-status': () => {
        served += 1;
        return json(200, {
          system_status: {
            ...status,
            metrics: { ...status.metrics, requests_per_minute: served * 10 },
          },
        });
      },
    });
    renderPage(<SystemStatusPanel />);
    expect(
      await within(await screen.findByRole('region', { name: 'Performance' })).findByText('10'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(section('Performance')).getByText('20')).toBeTruthy());
    expect(callsTo(api, 'GET', '/api/admin/system-status')).toHaveLength(2);
  });

  it('shows a failure with a way to try again', async () => {
    serve({
      'GET /api/users/me': admin,
      'GET /api/admin/system-status': json(403, {
        error: 'Access denied. Administrator privileges required.',
      }),
    });
    renderPage(<SystemStatusPanel />);
    expect(
      await screen.findByText('Access denied. Administrator privileges required.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
