import { OkReply } from '../../../contract/auth';
import { IdParams } from '../../../contract/pagination';
import {
  MyTeamsReply,
  ReceivedInvitationReply,
  ReceivedInvitationsReply,
  TeamInvitationReply,
  TeamInviteReply,
  TeamInviteRequest,
  TeamMembersReply,
  TokenParams,
} from '../../../contract/team';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import {
  acceptInvitation,
  invitationByToken,
  inviteTeamMember,
  listTeam,
  myTeams,
  receivedInvitations,
  removeTeamMember,
  respondToInvitation,
} from './team.service';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['team'];
const teamManagement = access.sellerPremium('Team Management');

export async function teamRoutes(app: ApiApp, ctx: ServiceContext) {
  app.post(
    '/api/team/invite',
    {
      config: { access: teamManagement },
      schema: {
        tags,
        summary: 'Invite a fan to your team by e-mail (at most `invitations_per_day` a day)',
        body: TeamInviteRequest,
        response: { 201: TeamInviteReply, ...errors, ...errorReplies(429) },
      },
    },
    async (request, reply) => {
      const invited = await inviteTeamMember(
        ctx,
        requireActor(request),
        request.body.email,
        // Links in e-mail point at PUBLIC_URL only: a request's Host is the sender's to choose.
        ctx.config.publicUrl,
      );
      return reply.status(201).send(invited);
    },
  );

  app.get(
    '/api/team/members',
    {
      config: { access: teamManagement },
      schema: {
        tags,
        summary: 'Your team: pending invitations and members who joined',
        response: { 200: TeamMembersReply, ...errors },
      },
    },
    async (request) => ({ members: await listTeam(ctx, requireActor(request)) }),
  );

  app.delete(
    '/api/team/members/:id',
    {
      config: { access: teamManagement },
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invitation; vault access ends at once',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await removeTeamMember(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/team/invitations/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'An invitation as its link shows it (404 when unknown or expired)',
        params: TokenParams,
        response: { 200: TeamInvitationReply, ...errors },
      },
    },
    async (request) => ({ invitation: await invitationByToken(ctx, request.params.token) }),
  );

  app.post(
    '/api/team/invitations/:token/accept',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Join the team as the invited e-mail address (accepting twice is fine)',
        params: TokenParams,
        response: { 200: TeamInvitationReply, ...errors },
      },
    },
    async (request) => ({
      invitation: await acceptInvitation(ctx, requireActor(request), request.params.token),
    }),
  );

  app.get(
    '/api/team/invitations/received',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Invitations waiting for your e-mail address (shown on your dashboard)',
        response: { 200: ReceivedInvitationsReply, ...errors },
      },
    },
    async (request) => ({
      invitations: await receivedInvitations(ctx, requireActor(request)),
    }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/team/invitations/received/:id/${answer}`,
      {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary:
            answer === 'accept'
              ? 'Join the team of an invitation to your address'
              : 'Decline an invitation to your address (its creator sees it was declined)',
          params: IdParams,
          response: { 200: ReceivedInvitationReply, ...errors },
        },
      },
      async (request) => ({
        invitation: await respondToInvitation(
          ctx,
          requireActor(request),
          request.params.id,
          answer,
        ),
      }),
    );
  }

  app.get(
    '/api/team/memberships',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The teams you have joined',
        response: { 200: MyTeamsReply, ...errors },
      },
    },
    async (request) => ({ teams: await myTeams(ctx, requireActor(request)) }),
  );
}
