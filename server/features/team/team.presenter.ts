import type { TeamInvitation, TeamMember } from '../../../contract/team';
import { TeamMemberStatus } from '../../../contract/team';
import { resolveDisplayName } from '../users/users.presenter';

interface MemberRow {
  id: number;
  fan_id: number | null;
  fan_email: string;
  status: string;
  invited_at: string;
  joined_at: string | null;
  /** The joined member's account, when the row was read with it. */
  fan_account_email?: string | null;
  fan_display_name?: string | null;
  fan_google_user_data?: string | null;
}

interface CreatorNameFields {
  creator_email: string;
  creator_display_name: string | null;
  creator_google_user_data: string | null;
}

function presentStatus(status: string): TeamMember['status'] {
  const parsed = TeamMemberStatus.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

export function creatorName(row: CreatorNameFields): string {
  return resolveDisplayName({
    email: row.creator_email,
    display_name: row.creator_display_name,
    google_user_data: row.creator_google_user_data,
  });
}

export function presentTeamMember(row: MemberRow): TeamMember {
  const fanName =
    row.fan_id !== null && row.fan_account_email
      ? resolveDisplayName({
          email: row.fan_account_email,
          display_name: row.fan_display_name ?? null,
          google_user_data: row.fan_google_user_data ?? null,
        })
      : null;
  return {
    id: row.id,
    fan_id: row.fan_id,
    fan_email: row.fan_email,
    fan_name: fanName,
    status: presentStatus(row.status),
    invited_at: row.invited_at,
    joined_at: row.joined_at,
  };
}

export function presentInvitation(
  row: CreatorNameFields & { creator_id: number; fan_email: string; status: string },
): TeamInvitation {
  return {
    creator_id: row.creator_id,
    creator_name: creatorName(row),
    fan_email: row.fan_email,
    status: presentStatus(row.status),
  };
}
