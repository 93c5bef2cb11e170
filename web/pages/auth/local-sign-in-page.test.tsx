import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { LocalSignInPage } from './local-sign-in-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = { 'GET /api/users/me': json(401, { error: 'Sign in first' }) };

function renderSignIn(search = '?state=s1') {
  return renderPage(<LocalSignInPage />, { path: `/auth/local${search}` });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openCreateAccount() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Create account' }));
  await screen.findByLabelText('Display name');
}

describe('LocalSignInPage', () => {
  it('checks with the server’s rules: errors under their fields, the first one focused', async () => {
    const api = serve(signedOut);
    renderSignIn();
    await openCreateAccount();
    fireEvent.change(field('E-mail'), { target: { value: 'maya at example' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Display name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 12 characters')).toBeTruthy();
    expect(document.activeElement).toBe(field('Display name'));
    expect(field('Display name').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').value).toBe('maya at example');
    expect(callsTo(api, 'POST', '/api/auth/local/sign-up')).toHaveLength(0);
  });

  it('takes an error away once its field is fixed', async () => {
    serve(signedOut);
    renderSignIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    fireEvent.change(field('Password'), { target: { value: 'a-long-secret' } });
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
  });

  it('puts a server 400 that names a field under it, focused, and keeps what was typed', async () => {
    serve({
      ...signedOut,
      'POST /api/auth/local/sign-up': json(400, {
        error: 'password: This password is too common. Choose another.',
      }),
    });
    renderSignIn();
    await openCreateAccount();
    fireEvent.change(field('Display name'), { target: { value: 'Maya' } });
    fireEvent.change(field('E-mail'), { target: { value: 'Maya@Example.test' } });
    fireEvent.change(field('Password'), { target: { value: 'password1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This password is too common. Choose another.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
    expect(field('Display name').value).toBe('Maya');
    expect(field('Password').value).toBe('password1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the contract’s output and says to check the e-mail, whatever the address', async () => {
    const message =
      'We sent an e-mail to maya@example.test. Open the link in it to finish creating your account.';
    const api = serve({ ...signedOut, 'POST /api/auth/local/sign-up': json(202, { message }) });
    renderSignIn();
    await openCreateAccount();
    fireEvent.change(field('Display name'), { target: { value: ' Maya ' } });
    fireEvent.change(field('E-mail'), { target: { value: ' Maya@Example.test ' } });
    fireEvent.change(field('Password'), { target: { value: 'violet lantern harbor' } });
    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'producer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Check your e-mail');
    expect(status.textContent).toContain(message);
    // The contract's output goes on the wire: trimmed, lower-cased, with the state of the URL.
    expect(callsTo(api, 'POST', '/api/auth/local/sign-up')[0].body).toEqual({
      display_name: 'Maya',
      email: 'maya@example.test',
      password: 'violet lantern harbor',
      role: 'producer',
      state: 's1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(field('E-mail').value).toBe('Maya@Example.test');
  });

  it('says what else went wrong above the form', async () => {
    serve({
      ...signedOut,
      'POST /api/auth/local/sign-in': json(429, {
        error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      }),
    });
    renderSignIn();
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'maya@example.test' },
    });
    fireEvent.change(field('Password'), { target: { value: 'whatever it was' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many failed sign-in attempts');
    expect(field('Password').value).toBe('whatever it was');
  });

  it('offers a password reset when signing in', async () => {
    serve(signedOut);
    renderSignIn();
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/auth/reset');
  });

  it('asks to start again when the link has no state', async () => {
    serve(signedOut);
    renderSignIn('');
    expect(await screen.findByText('This sign-in link is incomplete')).toBeTruthy();
  });
});

describe('LocalSignInPage opened to create an account', () => {
  it('starts on the Create account tab when the link says mode=sign-up', async () => {
    serve(signedOut);
    renderSignIn('?state=s1&mode=sign-up');
    const tab = await screen.findByRole('tab', { name: 'Create account' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Display name')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Backline' })).toBeTruthy();
  });

  it('starts on Sign in otherwise', async () => {
    serve(signedOut);
    renderSignIn();
    const tab = await screen.findByRole('tab', { name: 'Sign in' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });
});
