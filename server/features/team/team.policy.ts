/** Who may join and manage a team, and how long an invitation lasts. Pure, tested alone. */
import { TeamLimits } from '../../../contract/limits';
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { forbidden, notFound } from '../../platform/http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export const MEMBER_NOT_FOUND = 'Team member not found';
export const INVITATION_NOT_FOUND_IN_APP = 'Invitation not found';

interface Invitation {
  creator_id: number;
  fan_email: string;
  /** Who accepted it, once accepted. */
  fan_id: number | null;
  status: string;
  invited_at: string;
}

/** A pending invitation lapses after `TeamLimits.inviteLifetimeDays`; an accepted one never does. */
export function isInvitationExpired(invitation: Invitation, now: Date): boolean {
  if (invitation.status === 'active') return false;
  const invitedAt = new Date(invitation.invited_at).getTime();
  return now.getTime() - invitedAt > TeamLimits.inviteLifetimeDays * DAY_MS;
}

function isInvitedAddress(invitation: Invitation, email: string): boolean {
  return invitation.fan_email === email.trim().toLowerCase();
}

export const teamPolicies = {
  /**
   * Only the account with the invited address accepts, never the team's own creator, and an
   * accepted invitation stays with the person who accepted it (accepting again changes nothing).
   */
  'invitation.accept': rule<Invitation>(
    (actor, invitation) =>
      invitation.creator_id !== actor.id &&
      isInvitedAddress(invitation, actor.email) &&
      (invitation.status !== 'active' || invitation.fan_id === actor.id),
    (invitation, actor) => {
      if (invitation.creator_id === actor.id) return forbidden('You cannot join your own team');
      if (!isInvitedAddress(invitation, actor.email)) {
        return forbidden(
          `This invitation is for ${invitation.fan_email}. Sign in with that e-mail address to accept it.`,
        );
      }
      return forbidden('This invitation has already been used');
    },
  ),
  /**
   * Answering an invitation in the app (from the dashboard): only the invited address sees
   * it, so to anyone else, its own creator included, it does not exist.
   */
  'invitation.respond': rule<Invitation>(
    (actor, invitation) =>
      invitation.creator_id !== actor.id && isInvitedAddress(invitation, actor.email),
    () => notFound(INVITATION_NOT_FOUND_IN_APP),
  ),
  /** A creator removes members of their own team; anyone else's member is missing to them. */
  'teamMember.remove': rule<{ creator_id: number }>(
    (actor, member) => actor.id === member.creator_id,
    () => notFound(MEMBER_NOT_FOUND),
  ),
} satisfies PolicyTable;
