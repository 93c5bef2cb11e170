import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { PendingInvitations } from './pending-invitations';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invitation = {
  id: 8,
  creator_id: 3,
  creator_name: 'Dex Okafor',
  invited_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
};

describe('PendingInvitations', () => {
  it('shows nothing when no invitation waits', async () => {
    const fetchMock = serve({ 'GET /api/team/invitations/received': { invitations: [] } });
    const { container } = renderPage(<PendingInvitations />);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/team/invitations/received')).toHaveLength(1),
    );
    expect(container.textContent).not.toContain('Team invitations');
  });

  it('accepts an invitation, which then leaves the list', async () => {
    let waiting = [invitation];
    const fetchMock = serve({
      'GET /api/team/invitations/received': () => json(200, { invitations: waiting }),
      'POST /api/team/invitations/received/8/accept': () => {
        waiting = [];
        return json(200, {
          invitation: {
            creator_id: 3,
            creator_name: 'Dex Okafor',
            fan_email: 'x',
            status: 'active',
          },
        });
      },
    });
    renderPage(<PendingInvitations />);
    expect(await screen.findByText('Dex Okafor invited you to their team')).toBeTruthy();
    expect(screen.getByText(/Expires December 4, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/team/invitations/received/8/accept')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByText('Dex Okafor invited you to their team')).toBeNull(),
    );
  });

  it('asks before declining', async () => {
    const fetchMock = serve({
      'GET /api/team/invitations/received': { invitations: [invitation] },
      'POST /api/team/invitations/received/8/decline': {
        invitation: {
          creator_id: 3,
          creator_name: 'Dex Okafor',
          fan_email: 'x',
          status: 'declined',
        },
      },
    });
    renderPage(<PendingInvitations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("Decline Dex Okafor's invitation?");
    expect(callsTo(fetchMock, 'POST', '/api/team/invitations/received/8/decline')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Decline' }).at(-1)!);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/team/invitations/received/8/decline')).toHaveLength(
        1,
      ),
    );
  });
});
