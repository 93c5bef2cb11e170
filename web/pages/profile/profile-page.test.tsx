import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  json,
  makePerson,
  makePost,
  nova,
  renderPage,
  serve,
} from '../../components/posts/test-kit';
import { ProfilePage, USER_NOT_FOUND, USER_NOT_FOUND_TEXT } from './profile-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noPosts = { posts: [], nextCursor: null };

function renderProfile(userId: string) {
  return renderPage(<ProfilePage />, { path: `/profile/${userId}`, pattern: '/profile/:userId' });
}

describe('ProfilePage', () => {
  it("says 'User not found' for an unknown profile, with a way back to the feed", async () => {
    serve({
      'GET /api/users/999/profile': json(404, { error: 'User not found' }),
      'GET /api/users/999/posts': json(404, { error: 'User not found' }),
    });
    renderProfile('999');
    expect(await screen.findByRole('heading', { name: USER_NOT_FOUND })).toBeTruthy();
    expect(USER_NOT_FOUND).toBe('User not found');
    expect(screen.getByText(USER_NOT_FOUND_TEXT)).toBeTruthy();
    expect(USER_NOT_FOUND_TEXT).toBe("The profile you're looking for doesn't exist.");
    expect(screen.getByRole('link', { name: 'Back to Feed' }).getAttribute('href')).toBe('/feed');
  });

  it("says 'User not found' for an id that is not a number, without asking the server", async () => {
    const fetchMock = serve({});
    renderProfile('nobody');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
    expect(fetchMock.calls.some((call) => call.url.pathname.includes('/profile'))).toBe(false);
  });

  it('shows another creator with Follow, Storefront and a menu; Follow moves the count by one', async () => {
    const fetchMock = serve({
      'GET /api/users/3/profile': { user: makePerson({ follower_count: 10 }) },
      'GET /api/users/3/posts': { posts: [makePost({ title: 'Stems are up' })], nextCursor: null },
      'GET /api/users/1/profile': { user: makePerson({ id: 1, display_name: 'Nova Reyes' }) },
      'POST /api/users/3/follow': { isFollowing: true, follower_count: 11 },
      'DELETE /api/users/3/follow': { isFollowing: false, follower_count: 10 },
    });
    renderProfile('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dex Okafor' })).toBeTruthy();
    expect(screen.getByText('Producer')).toBeTruthy();
    const website = screen.getByRole('link', { name: 'dexbeats.example' });
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Storefront' }).getAttribute('href')).toBe(
      '/storefront/3',
    );
    expect(screen.getByRole('button', { name: 'Profile options' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Stems are up' })).toBeTruthy();

    // The "Followers" figure: its label and number share one element.
    const followers = () => screen.getByText(/^Followers?$/).parentElement;
    expect(followers()?.textContent).toBe('Followers10');

    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(followers()?.textContent).toBe('Followers11');
    expect(callsTo(fetchMock, 'POST', '/api/users/3/follow')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followers()?.textContent).toBe('Followers10');
    expect(callsTo(fetchMock, 'DELETE', '/api/users/3/follow')).toHaveLength(1);
  });

  it('keeps the count when following fails, and says why', async () => {
    serve({
      'GET /api/users/3/profile': { user: makePerson({ follower_count: 10 }) },
      'GET /api/users/3/posts': noPosts,
      'POST /api/users/3/follow': json(500, { error: 'Something went wrong on our side' }),
    });
    renderProfile('3');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Could not follow Dex Okafor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    const stats = screen.getByText(/^Followers?$/).parentElement as HTMLElement;
    expect(within(stats).getByText('10')).toBeTruthy();
  });

  it('shows the owner Edit Profile and settings, and no Follow', async () => {
    serve({
      'GET /api/users/1/profile': {
        user: makePerson({ id: nova.id, display_name: 'Nova Reyes', role: 'artist' }),
      },
      'GET /api/users/1/posts': noPosts,
    });
    renderProfile('1');
    const edit = await screen.findByRole('link', { name: 'Edit Profile' });
    expect(edit.getAttribute('href')).toBe('/profile/1/edit');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Storefront' })).toBeNull();
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('shows no actions to a visitor who is not signed in', async () => {
    serve({
      'GET /api/users/me': json(401, { error: 'Sign in first' }),
      'GET /api/users/3/profile': { user: makePerson() },
      'GET /api/users/3/posts': noPosts,
    });
    renderProfile('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dex Okafor' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No posts yet')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Storefront' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Profile options' })).toBeNull();
  });

  it('opens the About tab', async () => {
    serve({
      'GET /api/users/3/profile': { user: makePerson() },
      'GET /api/users/3/posts': noPosts,
    });
    renderProfile('3');
    fireEvent.click(await screen.findByRole('tab', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About Dex Okafor' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('London, UK');
  });
});
