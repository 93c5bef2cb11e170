import { TeamLimits } from '../../../contract/limits';
import type { ReceivedInvitation, TeamInvitation, TeamMember } from '../../../contract/team';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../platform/access/actor';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { MailDelivery } from '../../platform/mailer/mailer';
import { getAppName } from '../../platform/settings/settings.service';
import { limitUserWrite } from '../../platform/rate-limit/user-limits';
import { resolveDisplayName } from '../users/users.presenter';
import { invitationEmail } from './invitation-email';
import { authorize } from '../../policies';
import { findUserById } from '../users/users.service';
import { INVITATION_NOT_FOUND_IN_APP, MEMBER_NOT_FOUND, isInvitationExpired } from './team.policy';
import { creatorName, presentInvitation, presentTeamMember } from './team.presenter';
import {
  activateMember,
  countMembers,
  declineMember,
  deleteMember,
  hasActiveMembership,
  insertInvite,
  renewPendingInvite,
  selectInvitation,
  selectInvitationById,
  selectPendingInvitationsTo,
  selectMemberByEmail,
  selectMemberTeam,
  selectMemberships,
  selectTeam,
} from './team.queries';

const INVITATION_NOT_FOUND = 'This invitation does not exist or has expired';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link in the e-mail: the web app's invitation page, which reads and accepts it. */
export function acceptLink(origin: string, token: string): string {
  return `${origin}/team/invite/${token}`;
}

/**
 * Stores a pending invite under the token's hash. The same address twice is a conflict,
 * except that an invite which lapsed unanswered is renewed, so it can be sent again.
 */
async function storeInvite(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  creatorId: number,
  fanEmail: string,
  token: string,
) {
  const invite = { tokenHash: hashToken(token), invitedAt: ctx.now().toISOString() };
  const existing = await selectMemberByEmail(trx, creatorId, fanEmail);
  if (!existing) return insertInvite(trx, { creatorId, fanEmail, ...invite });
  if (isInvitationExpired(existing, ctx.now())) {
    const renewed = await renewPendingInvite(trx, existing.id, invite);
    if (renewed) return renewed;
  }
  throw conflict(alreadyInvited(fanEmail, existing.status));
}

function alreadyInvited(fanEmail: string, status: string): string {
  if (status === 'active') return `${fanEmail} is already on your team`;
  if (status === 'declined') {
    return `${fanEmail} declined your invitation. Remove it from the list to invite them again.`;
  }
  return `${fanEmail} has already been invited to your team`;
}

export async function inviteTeamMember(
  ctx: ServiceContext,
  creator: Actor,
  fanEmail: string,
  origin: string,
): Promise<{ member: TeamMember; delivery: MailDelivery; invite_url: string }> {
  if (fanEmail === creator.email.toLowerCase()) {
    throw badRequest('You cannot invite yourself to your own team');
  }
  await limitUserWrite(ctx, 'invitations', creator.id);
  if ((await countMembers(ctx.db, creator.id)) >= TeamLimits.maxMembers) {
    throw conflict(`A team can have at most ${TeamLimits.maxMembers} members`);
  }
  const token = randomToken();
  const creatorRow = await findUserById(ctx, creator.id);
  // Read before the transaction: on SQLite it holds the one connection.
  const appName = await getAppName(ctx);
  try {
    // The invite, its e-mail and the e-mail's delivery job commit together: an invitation
    // is never kept without its e-mail, and SMTP failures are retried by the job.
    const acceptUrl = acceptLink(origin, token);
    const { member, delivery } = await ctx.db.transaction().execute(async (trx) => {
      const member = await storeInvite(ctx, trx, creator.id, fanEmail, token);
      const mail = invitationEmail({
        appName,
        to: fanEmail,
        creatorName: creatorRow ? resolveDisplayName(creatorRow) : creator.email,
        acceptUrl,
      });
      const { delivery } = await ctx.mailer.queue(trx, mail);
      return { member, delivery };
    });
    // The link goes back to the creator too: without a mail server it is how the invitation
    // travels. It only works for the invited address, so sharing it grants nothing more.
    return { member: presentTeamMember(member), delivery, invite_url: acceptUrl };
  } catch (error) {
    // Two invitations of the same address at the same moment: the second one loses.
    if (isUniqueViolation(error))
      throw conflict(`${fanEmail} has already been invited to your team`);
    throw error;
  }
}

export async function listTeam(ctx: ServiceContext, creator: Actor): Promise<TeamMember[]> {
  return (await selectTeam(ctx.db, creator.id)).map(presentTeamMember);
}

/** Removal takes effect at once: every vault download asks `isActiveTeamMember` afresh. */
export async function removeTeamMember(ctx: ServiceContext, creator: Actor, memberId: number) {
  const member = await selectMemberTeam(ctx.db, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  authorize(creator, 'teamMember.remove', member);
  const { numDeletedRows } = await deleteMember(ctx.db, memberId);
  if (numDeletedRows === 0n) throw notFound(MEMBER_NOT_FOUND);
}

/** A live invitation by its token: unknown, lapsed, or from a creator who is gone reads as 404. */
async function requireInvitation(ctx: ServiceContext, token: string) {
  const invitation = await selectInvitation(ctx.db, hashToken(token));
  if (
    !invitation ||
    invitation.creator_status !== 'active' ||
    invitation.status === 'declined' ||
    isInvitationExpired(invitation, ctx.now())
  ) {
    throw notFound(INVITATION_NOT_FOUND);
  }
  return invitation;
}

export async function invitationByToken(
  ctx: ServiceContext,
  token: string,
): Promise<TeamInvitation> {
  return presentInvitation(await requireInvitation(ctx, token));
}

/** Joins the team; accepting an invitation already accepted by the same person changes nothing. */
export async function acceptInvitation(
  ctx: ServiceContext,
  person: Actor,
  token: string,
): Promise<TeamInvitation> {
  const invitation = await requireInvitation(ctx, token);
  authorize(person, 'invitation.accept', invitation);
  if (invitation.status === 'active') return presentInvitation(invitation);
  await activateMember(ctx.db, invitation.id, {
    fanId: person.id,
    joinedAt: ctx.now().toISOString(),
  });
  return presentInvitation({ ...invitation, status: 'active' });
}

/** The invitations waiting for the signed-in person's address, for their dashboard. */
export async function receivedInvitations(
  ctx: ServiceContext,
  person: Actor,
): Promise<ReceivedInvitation[]> {
  const lifetimeMs = TeamLimits.inviteLifetimeDays * DAY_MS;
  const since = new Date(ctx.now().getTime() - lifetimeMs).toISOString();
  const rows = await selectPendingInvitationsTo(ctx.db, person.email.trim().toLowerCase(), since);
  return rows
    .filter((row) => row.creator_id !== person.id)
    .map((row) => ({
      id: row.id,
      creator_id: row.creator_id,
      creator_name: creatorName(row),
      invited_at: row.invited_at,
      expires_at: new Date(new Date(row.invited_at).getTime() + lifetimeMs).toISOString(),
    }));
}

/**
 * Accepts or declines an invitation from the app. Only the invited address may see it; a
 * lapsed, withdrawn or answered one reads as missing, except that accepting what the same
 * person already accepted changes nothing.
 */
export async function respondToInvitation(
  ctx: ServiceContext,
  person: Actor,
  memberId: number,
  answer: 'accept' | 'decline',
): Promise<TeamInvitation> {
  const invitation = await selectInvitationById(ctx.db, memberId);
  if (!invitation) throw notFound(INVITATION_NOT_FOUND_IN_APP);
  authorize(person, 'invitation.respond', invitation);
  if (invitation.status === 'active' && invitation.fan_id === person.id && answer === 'accept') {
    return presentInvitation(invitation);
  }
  if (
    invitation.status !== 'pending' ||
    invitation.creator_status !== 'active' ||
    isInvitationExpired(invitation, ctx.now())
  ) {
    throw notFound(INVITATION_NOT_FOUND);
  }
  if (answer === 'decline') {
    if (!(await declineMember(ctx.db, memberId))) throw notFound(INVITATION_NOT_FOUND);
    return presentInvitation({ ...invitation, status: 'declined' });
  }
  const { numUpdatedRows } = await activateMember(ctx.db, memberId, {
    fanId: person.id,
    joinedAt: ctx.now().toISOString(),
  });
  if (numUpdatedRows === 0n) throw notFound(INVITATION_NOT_FOUND);
  return presentInvitation({ ...invitation, status: 'active' });
}

export async function myTeams(ctx: ServiceContext, person: Actor) {
  const rows = await selectMemberships(ctx.db, person.id);
  return rows.map((row) => ({
    creator_id: row.creator_id,
    creator_name: creatorName(row),
    joined_at: row.joined_at ?? '',
  }));
}

/** For the vault: whether `personId` is an active member of `creatorId`'s team right now. */
export function isActiveTeamMember(ctx: ServiceContext, creatorId: number, personId: number) {
  return hasActiveMembership(ctx.db, creatorId, personId);
}
