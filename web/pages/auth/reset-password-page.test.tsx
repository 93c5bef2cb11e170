import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { ResetPasswordPage } from './reset-password-page';

const signedOut = { 'GET /api/users/me': json(401, { error: 'Sign in first' }) };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ResetPasswordPage, asking for a link', () => {
  it('sends the address and shows the server’s words (the same for any address)', async () => {
    const message =
      'If maya@example.test has a Backline account, we sent it a link to choose a new password. It works for 60 minutes.';
    const api = serve({ ...signedOut, 'POST /api/auth/password-reset': json(202, { message }) });
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: ' Maya@Example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Check your e-mail');
    expect(status.textContent).toContain(message);
    expect(callsTo(api, 'POST', '/api/auth/password-reset')[0].body).toEqual({
      email: 'maya@example.test',
    });
  });

  it('checks the address before sending', async () => {
    const api = serve(signedOut);
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'maya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/auth/password-reset')).toHaveLength(0);
  });
});

describe('ResetPasswordPage, from the e-mailed link', () => {
  it('follows a link opened in a tab already on the page (only the # part changes)', async () => {
    serve(signedOut);
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    await screen.findByRole('button', { name: 'Send me a link' });
    act(() => {
      window.location.hash = '#token=fresh';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('sets the new password with the link’s token and sends the person to sign in', async () => {
    window.location.hash = '#token=tok_123';
    const api = serve({
      ...signedOut,
      'POST /api/auth/password-reset/confirm': json(200, { success: true }),
    });
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/auth/password-reset/confirm')).toHaveLength(0);

    fireEvent.change(field('New password'), { target: { value: 'sapphire kettle meadow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password is changed')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/auth/password-reset/confirm')[0].body).toEqual({
      token: 'tok_123',
      password: 'sapphire kettle meadow',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/redirect',
    );
  });

  it('puts a refused password under its field and keeps it', async () => {
    window.location.hash = '#token=tok_123';
    serve({
      ...signedOut,
      'POST /api/auth/password-reset/confirm': json(400, {
        error: 'password: This password is on lists of common and leaked passwords.',
      }),
    });
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'password1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This password is on lists of common and leaked passwords.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('New password')));
    expect(field('New password').value).toBe('password1234');
  });

  it('offers a new link when this one is used up', async () => {
    window.location.hash = '#token=old';
    serve({
      ...signedOut,
      'POST /api/auth/password-reset/confirm': json(400, {
        error: 'This reset link is invalid, was already used, or has expired. Ask for a new one.',
      }),
    });
    renderPage(<ResetPasswordPage />, { path: '/auth/reset' });
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'sapphire kettle meadow' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('was already used, or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
