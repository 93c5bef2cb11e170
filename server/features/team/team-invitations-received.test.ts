import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedInvitation, TeamInvitation, TeamMember } from '../../../contract/team';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

/** The invited person's side in the app: invitations on their dashboard, accepted or declined there. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
type Received = { invitations: ReceivedInvitation[] };

async function invite(creator: ApiClient, email: string) {
  const reply = await creator.post<{ member: TeamMember; invite_url: string }>('/api/team/invite', {
    email,
  });
  if (reply.status !== 201) throw new Error(`invite failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

async function received(client: ApiClient) {
  const reply = await client.get<Received>('/api/team/invitations/received');
  expect(reply.status).toBe(200);
  return reply.body.invitations;
}

describe('invitations in the app', () => {
  it('shows a pending invitation to the account with that address, whatever its case', async () => {
    const creator = await signUp(t, { displayName: 'Nova Beats' });
    const fan = await signUp(t, { role: 'fan' });
    const bystander = await signUp(t, { role: 'fan' });
    const { member } = await invite(creator.client, fan.email.toUpperCase());

    const invitations = await received(fan.client);
    expect(invitations).toEqual([
      {
        id: member.id,
        creator_id: creator.user.id,
        creator_name: 'Nova Beats',
        invited_at: member.invited_at,
        expires_at: new Date(new Date(member.invited_at).getTime() + 14 * DAY_MS).toISOString(),
      },
    ]);
    expect(await received(bystander.client)).toEqual([]);
    expect(await received(creator.client)).toEqual([]);
  });

  it('accepts from the app: the fan joins, and the invitation leaves the list', async () => {
    const creator = await signUp(t, { displayName: 'Lena Loop' });
    const fan = await signUp(t, { role: 'fan' });
    const { member } = await invite(creator.client, fan.email);

    const accepted = await fan.client.post<{ invitation: TeamInvitation }>(
      `/api/team/invitations/received/${member.id}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation).toMatchObject({
      creator_id: creator.user.id,
      creator_name: 'Lena Loop',
      status: 'active',
    });
    expect(await received(fan.client)).toEqual([]);
    const team = await creator.client.get<{ members: TeamMember[] }>('/api/team/members');
    expect(team.body.members[0]).toMatchObject({ status: 'active', fan_id: fan.user.id });
    const memberships = await fan.client.get<{ teams: { creator_id: number }[] }>(
      '/api/team/memberships',
    );
    expect(memberships.body.teams.map((team) => team.creator_id)).toEqual([creator.user.id]);
    // Accepting again changes nothing.
    const again = await fan.client.post(`/api/team/invitations/received/${member.id}/accept`);
    expect(again.status).toBe(200);
  });

  it('declines from the app: the creator sees it declined, its link stops working, and a new invite is refused until removed', async () => {
    const creator = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { member, invite_url } = await invite(creator.client, fan.email);

    const declined = await fan.client.post<{ invitation: TeamInvitation }>(
      `/api/team/invitations/received/${member.id}/decline`,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.invitation.status).toBe('declined');
    expect(await received(fan.client)).toEqual([]);

    const team = await creator.client.get<{ members: TeamMember[] }>('/api/team/members');
    expect(team.body.members[0]).toMatchObject({ id: member.id, status: 'declined' });
    const token = invite_url.split('/').pop();
    expect((await t.client().get(`/api/team/invitations/${token}`)).status).toBe(404);
    expect((await fan.client.post(`/api/team/invitations/${token}/accept`)).status).toBe(404);
    expect(
      (await fan.client.post(`/api/team/invitations/received/${member.id}/accept`)).status,
    ).toBe(404);

    const reinvite = await creator.client.post('/api/team/invite', { email: fan.email });
    expect(reinvite.status).toBe(409);
    expect(reinvite.body.error).toContain('declined your invitation');
    expect((await creator.client.delete(`/api/team/members/${member.id}`)).status).toBe(200);
    await invite(creator.client, fan.email);
    expect(await received(fan.client)).toHaveLength(1);
  });

  it('refuses another user’s invitation and its own creator as missing (404), and anonymous callers (401)', async () => {
    const creator = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const other = await signUp(t, { role: 'fan' });
    const { member } = await invite(creator.client, fan.email);

    for (const answer of ['accept', 'decline']) {
      const path = `/api/team/invitations/received/${member.id}/${answer}`;
      const stranger = await other.client.post(path);
      expect(stranger.status).toBe(404);
      expect(stranger.body.error).toBe('Invitation not found');
      expect((await creator.client.post(path)).status).toBe(404);
      expect((await t.client().post(path)).status).toBe(401);
    }
    expect((await t.client().get('/api/team/invitations/received')).status).toBe(401);
    expect((await other.client.post('/api/team/invitations/received/999999/accept')).status).toBe(
      404,
    );
    // None of that touched it: the invited fan still sees and accepts it.
    expect(await received(fan.client)).toHaveLength(1);
    const team = await creator.client.get<{ members: TeamMember[] }>('/api/team/members');
    expect(team.body.members[0].status).toBe('pending');
  });

  it('hides a lapsed invitation and refuses answering it', async () => {
    const creator = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    const { member } = await invite(creator.client, fan.email);
    await t.ctx.db
      .updateTable('team_members')
      .set({ invited_at: new Date(Date.now() - 15 * DAY_MS).toISOString() })
      .where('id', '=', member.id)
      .execute();
    expect(await received(fan.client)).toEqual([]);
    expect(
      (await fan.client.post(`/api/team/invitations/received/${member.id}/accept`)).status,
    ).toBe(404);
  });
});
