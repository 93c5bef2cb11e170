import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

const signedOut = { 'GET /api/users/me': json(401, { error: 'Sign in first' }) };
const pending = {
  'POST /api/auth/local/sign-up/pending': json(200, {
    email: 'maya@example.test',
    display_name: 'Maya',
  }),
  'GET /api/oauth/local/redirect_url': json(200, { redirectUrl: '/auth/local?state=st_9' }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('ConfirmSignUpPage', () => {
  it('says the link is incomplete without a token', async () => {
    serve(signedOut);
    renderPage(<ConfirmSignUpPage />, { path: '/auth/confirm' });
    expect(await screen.findByText('This link does not work')).toBeTruthy();
  });

  it('says why a dead link does not work', async () => {
    window.location.hash = '#token=gone';
    serve({
      ...signedOut,
      'POST /api/auth/local/sign-up/pending': json(400, {
        error: 'This link is invalid or has expired. Create your account again to get a new one.',
      }),
    });
    renderPage(<ConfirmSignUpPage />, { path: '/auth/confirm' });
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your account again' })).toBeTruthy();
  });

  it('asks the password again, with a sign-in state of this browser', async () => {
    window.location.hash = '#token=tok_1';
    const api = serve({
      ...signedOut,
      ...pending,
      'POST /api/auth/local/sign-up/confirm': json(401, {
        error: 'That is not the password you chose when you signed up',
      }),
    });
    renderPage(<ConfirmSignUpPage />, { path: '/auth/confirm' });
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(
      'maya@example.test',
    );
    expect(screen.getByText(/Welcome, Maya/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not it at all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    expect(
      await screen.findByText('That is not the password you chose when you signed up'),
    ).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/auth/local/sign-up/pending')[0].body).toEqual({
      token: 'tok_1',
    });
    expect(callsTo(api, 'POST', '/api/auth/local/sign-up/confirm')[0].body).toEqual({
      token: 'tok_1',
      password: 'not it at all',
      state: 'st_9',
    });
  });

  it('offers sign-in when the address got an account meanwhile', async () => {
    window.location.hash = '#token=tok_2';
    serve({
      ...signedOut,
      ...pending,
      'POST /api/auth/local/sign-up/confirm': json(409, {
        error: 'This e-mail address already has an account. Sign in instead.',
      }),
    });
    renderPage(<ConfirmSignUpPage />, { path: '/auth/confirm' });
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'violet lantern harbor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finish and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already has an account');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy());
  });
});
