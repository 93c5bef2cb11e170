import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, nova, renderPage, serve } from '../../components/posts/test-kit';
import { avatarFileProblem, AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from './avatar-field';
import { ProfileEditPage } from './profile-edit-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEdit(id: string) {
  return renderPage(<ProfileEditPage />, {
    path: `/profile/${id}/edit`,
    pattern: '/profile/:id/edit',
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfileEditPage', () => {
  it('starts from the signed-in user', async () => {
    serve({});
    renderEdit('1');
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe(
      'Nova Reyes',
    );
    expect(field('Location').value).toBe('Austin, TX');
    expect(field('Website').value).toBe('https://novareyes.example');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('artist');
  });

  it('refuses a website that is not a full address, with the server words, and keeps what was typed', async () => {
    const fetchMock = serve({});
    renderEdit('1');
    fireEvent.change(await screen.findByLabelText('Display name'), {
      target: { value: 'Nova R.' },
    });
    fireEvent.change(field('Bio'), { target: { value: 'New bio, new era.' } });
    fireEvent.change(field('Website'), { target: { value: 'novareyes dot com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Website must be a full address starting with http:// or https://'),
    ).toBeTruthy();
    expect(field('Website').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Website'));
    expect(field('Display name').value).toBe('Nova R.');
    expect(field('Bio').value).toBe('New bio, new era.');
    expect(field('Website').value).toBe('novareyes dot com');
    expect(callsTo(fetchMock, 'PUT', '/api/users/me/profile')).toHaveLength(0);
  });

  it("puts the server's refusal on its field and keeps the form as typed", async () => {
    serve({
      'PUT /api/users/me/profile': json(400, { error: 'location: Location is not allowed' }),
    });
    renderEdit('1');
    fireEvent.change(await screen.findByLabelText('Location'), { target: { value: 'Nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Location is not allowed')).toBeTruthy();
    expect(field('Location').value).toBe('Nowhere');
  });

  it('shows other failures above the form', async () => {
    serve({
      'PUT /api/users/me/profile': json(500, { error: 'Something went wrong on our side' }),
    });
    renderEdit('1');
    fireEvent.change(await screen.findByLabelText('Bio'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong on our side',
    );
    expect(field('Bio').value).toBe('Kept');
  });

  it('saves, refreshes the signed-in user and goes back to the profile', async () => {
    const saved = { ...nova, bio: 'Fresh bio' };
    const fetchMock = serve({ 'PUT /api/users/me/profile': { user: saved } });
    renderEdit('1');
    fireEvent.change(await screen.findByLabelText('Bio'), { target: { value: 'Fresh bio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile/1');
    const [saveCall] = callsTo(fetchMock, 'PUT', '/api/users/me/profile');
    expect(saveCall.body).toMatchObject({
      display_name: 'Nova Reyes',
      bio: 'Fresh bio',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/users/me').length).toBeGreaterThan(1),
    );
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });

  it("sends someone else's edit page to that profile", async () => {
    serve({});
    renderEdit('3');
    expect((await screen.findByTestId('location')).textContent).toBe('/profile/3');
  });
});

describe('avatarFileProblem', () => {
  it('takes JPEG, PNG, WebP and GIF up to 5 MB, in the server words', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(AVATAR_WRONG_TYPE);
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      AVATAR_TOO_LARGE,
    );
    expect(AVATAR_TOO_LARGE).toBe('The picture must be at most 5 MB');
  });
});
