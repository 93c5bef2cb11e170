import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { bodyOf, makeMember } from './monetize-test-kit';
import { memberLabel, TeamTab } from './team-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('memberLabel', () => {
  it("is the e-mail, or 'Fan #id' without one", () => {
    expect(memberLabel(makeMember())).toBe('fan@demo.backline.local');
    expect(memberLabel(makeMember({ fan_email: '', fan_id: 7 }))).toBe('Fan #7');
  });
});

const LINK = 'http://localhost:3000/team/invite/abcdefghijklmnop';

describe('Team Management', () => {
  it("lists members: e-mail or 'Fan #id', status, joined date or 'Pending'", async () => {
    serve({
      'GET /api/team/members': {
        members: [
          makeMember({ id: 1 }),
          makeMember({
            id: 2,
            fan_id: 7,
            fan_email: '',
            fan_name: null,
            status: 'pending',
            joined_at: null,
          }),
        ],
      },
    });
    renderPage(<TeamTab />);
    expect(await screen.findByText('Fan #7')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Sam Porter')).toBeTruthy();
    expect(screen.getByText('fan@demo.backline.local')).toBeTruthy();
    expect(screen.getByText('Joined February 2, 2026')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText(/only team members can access/)).toBeTruthy();
  });

  it('has its empty text', async () => {
    serve({ 'GET /api/team/members': { members: [] } });
    renderPage(<TeamTab />);
    expect(await screen.findByText('No team members yet. Invite your first fan!')).toBeTruthy();
  });

  it('checks the e-mail, invites, and says honestly when it only reached the outbox', async () => {
    const fetchMock = serve({
      'GET /api/team/members': { members: [] },
      'POST /api/team/invite': () =>
        json(201, {
          member: makeMember({ status: 'pending', joined_at: null }),
          delivery: 'outbox',
          invite_url: LINK,
        }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<TeamTab />);
    const email = await screen.findByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/team/invite')).toHaveLength(0);

    fireEvent.change(email, { target: { value: '  Fan@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
    expect(await screen.findByText('Invitation ready for fan@example.com')).toBeTruthy();
    expect(screen.getByText(/No mail server is set up, so no e-mail goes out/)).toBeTruthy();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(LINK);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/team/invite')[0])).toEqual({
      email: 'fan@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('clears a refusal when the address is edited, and when its cause is removed from the list', async () => {
    let members = [
      makeMember({ id: 4, fan_email: 'taken@example.com', fan_name: null, status: 'pending' }),
    ];
    serve({
      'GET /api/team/members': () => json(200, { members }),
      'POST /api/team/invite': () =>
        json(409, { error: 'taken@example.com has already been invited to your team' }),
      'DELETE /api/team/members/4': () => {
        members = [];
        return json(200, { success: true });
      },
    });
    renderPage(<TeamTab />);
    const email = await screen.findByLabelText('E-mail address');
    const refusal = 'taken@example.com has already been invited to your team';

    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'taken@example.co' } });
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());

    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove taken@example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
    expect((email as HTMLInputElement).value).toBe('taken@example.com');
  });

  it('says the invitation is on its way when a mail server sends it', async () => {
    serve({
      'GET /api/team/members': { members: [] },
      'POST /api/team/invite': () =>
        json(201, {
          member: makeMember({ status: 'pending', joined_at: null }),
          delivery: 'queued',
          invite_url: LINK,
        }),
    });
    renderPage(<TeamTab />);
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'fan@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send invite/ }));
    expect(await screen.findByText('Invitation sent to fan@example.com')).toBeTruthy();
    expect(screen.getByText(/We are e-mailing it/)).toBeTruthy();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(LINK);
  });

  it("confirms with 'Remove this team member?' before removing", async () => {
    const fetchMock = serve({
      'GET /api/team/members': { members: [makeMember({ id: 9 })] },
      'DELETE /api/team/members/9': { success: true },
    });
    renderPage(<TeamTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Porter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove this team member?');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/team/members/9')).toHaveLength(1),
    );
  });
});
