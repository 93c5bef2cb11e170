/** Who may join a team by an invitation, and how long an invitation lasts. Pure, tested alone. */
import { TeamLimits } from '../../../contract/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Invitation {
  creator_id: number;
  fan_email: string;
  status: string;
  invited_at: string;
}

/** A pending invitation lapses after `TeamLimits.inviteLifetimeDays`; an accepted one never does. */
export function isInvitationExpired(invitation: Invitation, now: Date): boolean {
  if (invitation.status === 'active') return false;
  const invitedAt = new Date(invitation.invited_at).getTime();
  return now.getTime() - invitedAt > TeamLimits.inviteLifetimeDays * DAY_MS;
}

export type AcceptRefusal = 'own-team' | 'other-address' | null;

/** Only the account with the invited address may accept, and never the team's own creator. */
export function acceptRefusal(
  invitation: Invitation,
  person: { id: number; email: string },
): AcceptRefusal {
  if (invitation.creator_id === person.id) return 'own-team';
  if (invitation.fan_email !== person.email.trim().toLowerCase()) return 'other-address';
  return null;
}
