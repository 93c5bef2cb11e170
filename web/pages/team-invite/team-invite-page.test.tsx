import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, serve } from '../../components/posts/test-kit';
import { sam } from '../monetize/monetize-test-kit';
import { TeamInvitePage } from './team-invite-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const token = 'a'.repeat(32);
const invitation = {
  creator_id: 1,
  creator_name: 'Nova Reyes',
  fan_email: 'fan@demo.backline.local',
  status: 'pending',
};
const open = () =>
  renderPage(<TeamInvitePage />, { path: `/team/invite/${token}`, pattern: '/team/invite/:token' });

describe('the team invitation page', () => {
  it('shows the invitation and, once accepted, links to the Team Vault', async () => {
    serve({
      'GET /api/users/me': sam,
      [`GET /api/team/invitations/${token}`]: { invitation },
      [`POST /api/team/invitations/${token}/accept`]: { success: true },
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Nova Reyes invited you to their team' }),
    ).toBeTruthy();
    expect(screen.getByText('fan@demo.backline.local')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    const link = await screen.findByRole('link', { name: /Open the Team Vault/ });
    expect(link.getAttribute('href')).toBe('/storefront/1#team-vault');
  });

  it("shows the server's words and a way to switch accounts when signed in as someone else", async () => {
    const message =
      'This invitation is for fan@demo.backline.local; you are signed in as artist@demo.backline.local.';
    serve({
      [`GET /api/team/invitations/${token}`]: { invitation },
      [`POST /api/team/invitations/${token}/accept`]: () => json(403, { error: message }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign out and switch account/ })).toBeTruthy();
  });

  it('says clearly when the invitation is unknown or expired', async () => {
    serve({
      [`GET /api/team/invitations/${token}`]: () => json(404, { error: 'Invitation not found' }),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: "This invitation isn't valid" }),
    ).toBeTruthy();
  });
});
