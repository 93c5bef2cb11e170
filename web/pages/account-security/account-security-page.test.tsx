import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { AccountSecurityPage } from './account-security-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (id: number, current: boolean, userAgent: string) => ({
  id,
  created_at: '2026-11-24T08:00:00.000Z',
  last_seen_at: '2026-11-24T09:00:00.000Z',
  expires_at: '2026-11-24T20:00:00.000Z',
  user_agent: userAgent,
  ip_address: '203.0.113.5',
  current,
});
const laptop = session(
  1,
  true,
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
);
const phone = session(
  2,
  false,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
);
const reply = (sessions: unknown[]) => ({ sessions, idle_minutes: 30, absolute_hours: 12 });

describe('AccountSecurityPage', () => {
  it('lists where you are signed in and signs out everywhere else after asking', async () => {
    let sessions = [laptop, phone];
    const api = serve({
      'GET /api/sessions': () => json(200, reply(sessions)),
      'DELETE /api/sessions/others': () => {
        sessions = [laptop];
        return json(200, { ended_sessions: 1 });
      },
    });
    renderPage(<AccountSecurityPage />, { path: '/settings/security' });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(list).getByText('Safari on iOS')).toBeTruthy();
    expect(within(list).getByText('This browser')).toBeTruthy();
    expect(
      screen.getByText(/ends after 30 minutes without use, and after 12 hours in any case/),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog.textContent).toContain('1 other browser will be signed out');
    expect(callsTo(api, 'DELETE', '/api/sessions/others')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/sessions/others')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(
      (screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('signs one other browser out', async () => {
    let sessions = [laptop, phone];
    const api = serve({
      'GET /api/sessions': () => json(200, reply(sessions)),
      'DELETE /api/sessions/2': () => {
        sessions = [laptop];
        return json(200, { success: true });
      },
    });
    renderPage(<AccountSecurityPage />, { path: '/settings/security' });
    const phoneRow = (await screen.findByText('Safari on iOS')).closest('li') as HTMLElement;
    fireEvent.click(within(phoneRow).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/sessions/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
  });

  it('changes the password: the current one is asked, and refusals go under their fields', async () => {
    const api = serve({
      'GET /api/sessions': reply([laptop]),
      'PUT /api/users/me/password': json(400, {
        error: 'current_password: This is not your current password',
      }),
    });
    renderPage(<AccountSecurityPage />, { path: '/settings/security' });
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'my old one' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password must be at least 12 characters')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/users/me/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'violet lantern harbor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/users/me/password')[0].body).toEqual({
      current_password: 'my old one',
      new_password: 'violet lantern harbor',
    });
  });

  it('says how many other sessions a change signed out, and clears the form', async () => {
    serve({
      'GET /api/sessions': reply([laptop]),
      'PUT /api/users/me/password': json(200, { success: true, ended_sessions: 2 }),
    });
    renderPage(<AccountSecurityPage />, { path: '/settings/security' });
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'my old one' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'violet lantern harbor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('2 other sessions signed out.')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});
