import { anyone, sellerOwnerOnly, sellers, signedIn } from '../actors';
import type { MatrixRow } from '../matrix-row';
import { freshInvitationTo, freshVaultFile, once } from './fresh';
import { multipartBody } from '../../features/vault/vault-upload.fixtures';

/** The content vault and the team that shares it. */
export const vaultTeamRows: MatrixRow[] = [
  { method: 'GET', route: '/api/vault/files', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/vault/upload',
    raw: () =>
      multipartBody({
        fields: { description: 'Matrix upload', access_level: 'team' },
        filename: 'upload.txt',
        content: Buffer.from('uploaded by the matrix'),
      }),
    expect: sellers(201),
  },
  {
    method: 'GET',
    route: '/api/vault/download/:id',
    params: (world) => ({ id: world.ids.vaultFile }),
    expect: { ...signedIn(404), owner: 200, teamMember: 200 },
    note: 'the owner and their team; to anyone else the file does not exist',
  },
  {
    method: 'DELETE',
    route: '/api/vault/files/:id',
    params: async (world, actor) => ({
      id: actor === 'owner' ? await freshVaultFile(world) : world.ids.vaultFile,
    }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/users/:userId/team-vault',
    params: (world) => ({ userId: world.people.owner.user.id }),
    expect: signedIn(200),
    note: 'anyone off the team gets { vault: null }; the markers show no file reaches them',
  },
  {
    method: 'POST',
    route: '/api/team/invite',
    json: () => ({ email: `invitee-${Math.random().toString(36).slice(2, 10)}@example.test` }),
    expect: sellers(201),
  },
  { method: 'GET', route: '/api/team/members', expect: sellers(200) },
  {
    method: 'DELETE',
    route: '/api/team/members/:id',
    params: async (world, actor) => {
      if (actor !== 'owner') {
        const member = await world.t.ctx.db
          .selectFrom('team_members')
          .select('id')
          .where('fan_id', '=', world.people.teamMember.user.id)
          .executeTakeFirstOrThrow();
        return { id: member.id };
      }
      // The owner removes a pending invitation of their own, so the team stays as it is.
      return { id: (await freshInvitationTo(world, 'fan')).id };
    },
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/team/invitations/:token',
    params: async (world) => ({
      token: (await once(world, 'invite-link', () => freshInvitationTo(world, 'otherCreator')))
        .token,
    }),
    expect: anyone(200),
    note: 'the link is the credential: whoever holds it sees whose team it is for',
  },
  { method: 'GET', route: '/api/team/invitations/received', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/team/invitations/received/:id/decline',
    params: async (world) => ({
      id: (await once(world, 'invite-subscriber', () => freshInvitationTo(world, 'tierSubscriber')))
        .id,
    }),
    expect: { ...signedIn(404), tierSubscriber: 200 },
  },
  { method: 'GET', route: '/api/team/memberships', expect: signedIn(200) },
  // Last: these two put the buyer and the fan on the owner's team.
  {
    method: 'POST',
    route: '/api/team/invitations/:token/accept',
    params: async (world) => ({
      token: (await once(world, 'invite-buyer', () => freshInvitationTo(world, 'buyer'))).token,
    }),
    expect: { ...signedIn(403), owner: 403, buyer: 200 },
    note: 'only the invited address accepts',
  },
  {
    method: 'POST',
    route: '/api/team/invitations/received/:id/accept',
    params: async (world) => ({
      id: (await once(world, 'invite-fan', () => freshInvitationTo(world, 'fan'))).id,
    }),
    expect: { ...signedIn(404), fan: 200 },
  },
];
