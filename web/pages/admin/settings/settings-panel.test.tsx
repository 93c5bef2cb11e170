import { SettingsLimits } from '@contract/limits';
import type { AdminSettingsReply } from '@contract/settings';
import type { Integration, IntegrationCheckReply } from '@contract/system';
import type { OutboxReply } from '@contract/outbox';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, nova, renderPage, serve } from '../../../components/posts/test-kit';
import { FALLBACK_SETTINGS, settingsKeys } from '../../../lib/api/settings.api';
import { SettingsPanel } from './settings-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = { ...nova, email: 'admin@example.test', role: 'admin' as const, is_admin: true };

const settings: AdminSettingsReply = {
  settings: {
    general: { app_name: 'Backline', max_file_size_mb: 100, maintenance_mode: false },
    features: { content_vault: true, merch_store: false },
    limits: { ...SettingsLimits.defaultLimits },
  },
  feature_flags: [
    {
      name: 'content_vault',
      default: true,
      description: 'Content Vault: upload files and share them with your team',
    },
    { name: 'merch_store', default: true, description: 'Merch Store: sell physical products' },
  ],
};

function withSaved(body: { category: string; settings: Record<string, unknown> }) {
  const next = structuredClone(settings);
  Object.assign(next.settings[body.category as 'general'], body.settings);
  return next;
}

const smtp: Integration = {
  name: 'smtp',
  label: 'E-mail (SMTP)',
  description: 'Account e-mails, invitations and campaigns.',
  configured: false,
  facts: [{ label: 'From address', value: 'no-reply@backline.local' }],
  secrets: [{ name: 'SMTP_URL password', set: false }],
  configure_with: ['SMTP_URL', 'MAIL_FROM'],
  sends_test: 'email',
};
const stripe: Integration = {
  name: 'stripe',
  label: 'Stripe payments',
  description: 'Real payments.',
  configured: true,
  facts: [{ label: 'Key mode', value: 'test' }],
  secrets: [{ name: 'STRIPE_SECRET_KEY', set: true }],
  configure_with: ['STRIPE_SECRET_KEY'],
  sends_test: null,
};

const outbox: OutboxReply = {
  messages: [
    {
      id: 9,
      channel: 'email',
      to: 'fan@example.test',
      subject: 'Backline: test e-mail',
      text: 'This is a test e-mail',
      html: '<p>Hello <script>parent.alert(1)</script></p>',
      transport: 'outbox',
      status: 'stored',
      error: null,
      created_at: '2026-11-26T10:00:00.000Z',
      sent_at: null,
    },
    {
      id: 8,
      channel: 'sms',
      to: '+15551230000',
      subject: 'SMS',
      text: 'Backline: a test text',
      html: null,
      transport: 'outbox',
      status: 'stored',
      error: null,
      created_at: '2026-11-26T09:00:00.000Z',
      sent_at: null,
    },
  ],
  nextCursor: null,
};

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/users/me': admin,
    'GET /api/admin/settings': settings,
    'GET /api/admin/integrations': { integrations: [smtp, stripe] },
    'GET /api/admin/outbox': outbox,
    ...overrides,
  };
}

async function openTab(name: string) {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.click(tab);
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  return screen.getByRole('tabpanel', { name });
}

describe('SettingsPanel', () => {
  it('is a tab list of the six tabs, General first, moved through with the arrow keys', async () => {
    serve(routes());
    renderPage(<SettingsPanel />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Features',
      'Limits',
      'Integrations',
      'System Status',
      'A/V Diagnostics',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeTruthy();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Features' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Features' }));
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'A/V Diagnostics' }));
    fireEvent.keyDown(tabs[5], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'General' }));
  });

  it('shows the General settings with the display default, and saves them', async () => {
    const api = serve(
      routes({
        'PUT /api/admin/settings': ({ body }: { body: Parameters<typeof withSaved>[0] }) =>
          json(200, withSaved(body)),
      }),
    );
    renderPage(<SettingsPanel />);
    const name = (await screen.findByLabelText('App Name')) as HTMLInputElement;
    expect(name.value).toBe('Backline');
    const size = screen.getByLabelText('Max File Size (MB)') as HTMLInputElement;
    expect(size.value).toBe('100');
    const maintenance = screen.getByLabelText('Maintenance Mode') as HTMLInputElement;
    expect(maintenance.checked).toBe(false);

    fireEvent.change(name, { target: { value: 'Night Shift' } });
    fireEvent.change(size, { target: { value: '250' } });
    fireEvent.click(maintenance);
    fireEvent.click(screen.getByRole('button', { name: 'Save General' }));
    expect(await screen.findByText('General settings saved')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/settings')[0].body).toEqual({
      category: 'general',
      settings: { app_name: 'Night Shift', max_file_size_mb: 250, maintenance_mode: true },
    });
  });

  it('refuses a size that is not a whole number under its field, sending nothing', async () => {
    const api = serve(routes());
    renderPage(<SettingsPanel />);
    const size = await screen.findByLabelText('Max File Size (MB)');
    fireEvent.change(size, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save General' }));
    expect(await screen.findByText('must be a whole number of MB')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows a server 400 under its field, with a failure toast, and keeps what was typed', async () => {
    serve(
      routes({
        'PUT /api/admin/settings': json(400, {
          error: 'settings.app_name: must be on one line, without control characters',
        }),
      }),
    );
    renderPage(<SettingsPanel />);
    const name = (await screen.findByLabelText('App Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Night Shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save General' }));
    expect(await screen.findByText('Failed to save settings')).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(within(panel).getByText('must be on one line, without control characters')).toBeTruthy();
    expect(name.value).toBe('Night Shift');
    // Another tab and back: still there.
    await openTab('Limits');
    await openTab('General');
    expect((screen.getByLabelText('App Name') as HTMLInputElement).value).toBe('Night Shift');
  });

  it('toggles features by their spaced names and saves only what changed', async () => {
    const api = serve(
      routes({
        'PUT /api/admin/settings': ({ body }: { body: Parameters<typeof withSaved>[0] }) =>
          json(200, withSaved(body)),
      }),
    );
    const { queryClient } = renderPage(<SettingsPanel />);
    queryClient.setQueryData(settingsKeys.public, { ...FALLBACK_SETTINGS });
    const panel = await openTab('Features');
    const vault = await within(panel).findByRole('switch', { name: 'content vault' });
    const merch = within(panel).getByRole('switch', { name: 'merch store' });
    expect(vault.getAttribute('aria-checked')).toBe('true');
    expect(merch.getAttribute('aria-checked')).toBe('false');
    expect(
      within(panel).getByText('Content Vault: upload files and share them with your team'),
    ).toBeTruthy();
    const save = within(panel).getByRole('button', { name: 'Save Features' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(vault);
    expect(vault.getAttribute('aria-checked')).toBe('false');
    expect(within(panel).getByText('1 change not saved yet')).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Features saved')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/settings')[0].body).toEqual({
      category: 'features',
      settings: { content_vault: false },
    });
    // The public settings every screen reads are stale now: the app shell reads them again,
    // so the feature leaves the sidebar at once.
    expect(queryClient.getQueryState(settingsKeys.public)?.isInvalidated).toBe(true);
  });

  it('keeps the toggles as set when saving features fails', async () => {
    serve(
      routes({
        'PUT /api/admin/settings': json(500, { error: 'Something went wrong on our side' }),
      }),
    );
    renderPage(<SettingsPanel />);
    const panel = await openTab('Features');
    const vault = await within(panel).findByRole('switch', { name: 'content vault' });
    fireEvent.click(vault);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Features' }));
    expect(await screen.findByText('Failed to save settings')).toBeTruthy();
    expect(vault.getAttribute('aria-checked')).toBe('false');
  });

  it('edits the limits, grouped, and saves them', async () => {
    const api = serve(
      routes({
        'PUT /api/admin/settings': ({ body }: { body: Parameters<typeof withSaved>[0] }) =>
          json(200, withSaved(body)),
      }),
    );
    renderPage(<SettingsPanel />);
    const panel = await openTab('Limits');
    expect(within(panel).getByRole('region', { name: 'Sign-in protection' })).toBeTruthy();
    const failures = within(panel).getByLabelText('Failed sign-ins per address and IP');
    expect((failures as HTMLInputElement).value).toBe('5');
    fireEvent.change(failures, { target: { value: '3' } });
    fireEvent.change(within(panel).getByLabelText('Fan list joins per IP'), {
      target: { value: '0' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Limits' }));
    expect(await within(panel).findByText('must be at least 1')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/settings')).toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText('Fan list joins per IP'), {
      target: { value: '40' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Limits' }));
    expect(await screen.findByText('Limits saved')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/settings')[0].body).toMatchObject({
      category: 'limits',
      settings: {
        sign_in_failures_per_address_and_ip: 3,
        list_joins_per_ip: 40,
        posts_per_hour: 30,
      },
    });
  });

  it('shows a settings load failure with a way to try again', async () => {
    serve(
      routes({
        'GET /api/admin/settings': json(403, {
          error: 'Access denied. Administrator privileges required.',
        }),
      }),
    );
    renderPage(<SettingsPanel />);
    expect(
      await screen.findByText('Access denied. Administrator privileges required.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the Integrations tab', () => {
  it('lists each integration with its facts, its secrets only as set, and how to configure it', async () => {
    serve(routes());
    renderPage(<SettingsPanel />);
    const panel = await openTab('Integrations');
    const list = await within(panel).findByRole('list', { name: 'Integrations' });
    const [mail, payments] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(mail).getByText('Not configured')).toBeTruthy();
    expect(within(mail).getByText('SMTP_URL password: not set')).toBeTruthy();
    expect(within(mail).getByText('SMTP_URL')).toBeTruthy();
    expect(within(mail).getByRole('button', { name: 'Send a test' })).toBeTruthy();
    expect(within(payments).getByText('Configured')).toBeTruthy();
    expect(within(payments).getByText('STRIPE_SECRET_KEY: set')).toBeTruthy();
    expect(within(payments).getByText('test')).toBeTruthy();
    expect(within(payments).getByRole('button', { name: 'Check' })).toBeTruthy();
  });

  it('sends a test to the address given and shows the outcome; a refused address shows under it', async () => {
    const outcome: IntegrationCheckReply = {
      name: 'smtp',
      status: 'warning',
      message:
        'No SMTP server is configured (set SMTP_URL and MAIL_FROM): the test e-mail to fan@example.test was kept in the outbox below instead of being sent.',
      checked_at: '2026-11-26T10:00:00.000Z',
      duration_ms: 12,
    };
    let answer = json(400, { error: 'to: Enter a valid e-mail address to send the test to' });
    const api = serve(routes({ 'POST /api/admin/integrations/smtp/check': () => answer }));
    renderPage(<SettingsPanel />);
    const panel = await openTab('Integrations');
    const to = await within(panel).findByLabelText('Send the test e-mail to');
    fireEvent.change(to, { target: { value: 'nope' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test' }));
    expect(
      await within(panel).findByText('Enter a valid e-mail address to send the test to'),
    ).toBeTruthy();
    answer = json(200, outcome);
    fireEvent.change(to, { target: { value: 'fan@example.test' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test' }));
    expect(await within(panel).findByText(outcome.message)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/integrations/smtp/check').at(-1)?.body).toEqual({
      to: 'fan@example.test',
    });
    // The outbox is read again: the test landed there.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/outbox').length).toBeGreaterThan(1));
  });

  it('opens an outbox message, its HTML in a sandboxed frame, and filters by recipient and channel', async () => {
    const api = serve(routes());
    renderPage(<SettingsPanel />);
    const panel = await openTab('Integrations');
    const messages = await within(panel).findByRole('list', { name: 'Outbox messages' });
    expect(
      within(messages)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Backline: test e-mail'),
      expect.stringContaining('Backline: a test text'),
    ]);
    fireEvent.click(within(messages).getByText('Backline: test e-mail'));
    const dialog = await screen.findByRole('dialog', { name: 'Backline: test e-mail' });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toContain('<p>Hello');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.change(within(panel).getByLabelText('Recipient'), {
      target: { value: 'fan@example.test' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/outbox').some(
          (call) => call.url.searchParams.get('to') === 'fan@example.test',
        ),
      ).toBe(true),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Texts' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/outbox').some(
          (call) =>
            call.url.searchParams.get('channel') === 'sms' &&
            call.url.searchParams.get('to') === 'fan@example.test',
        ),
      ).toBe(true),
    );
  });

  it('says when the outbox is empty', async () => {
    serve(routes({ 'GET /api/admin/outbox': { messages: [], nextCursor: null } }));
    renderPage(<SettingsPanel />);
    const panel = await openTab('Integrations');
    expect(await within(panel).findByText('Nothing has been written yet.')).toBeTruthy();
  });
});

describe('the other tabs', () => {
  it('renders System Status and the A/V Diagnostics in their tabs', async () => {
    serve(
      routes({
        'GET /api/admin/system-status': json(500, { error: 'Something went wrong on our side' }),
      }),
    );
    renderPage(<SettingsPanel />);
    const status = await openTab('System Status');
    expect(await within(status).findByText('Could not load the system status')).toBeTruthy();
    const av = await openTab('A/V Diagnostics');
    expect(av.textContent).toMatch(/How to diagnose A\/V problems/);
  });
});
