import { z } from 'zod';

export const TeamMemberStatus = z.enum(['pending', 'active', 'declined']);

export const TeamMember = z.object({
  id: z.number().int(),
  fan_id: z.number().int().nullable(),
  fan_email: z.string(),
  fan_name: z.string().nullable(),
  status: TeamMemberStatus,
  invited_at: z.string(),
  joined_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMembersReply = z.object({ members: z.array(TeamMember) });
export type TeamMembersReply = z.infer<typeof TeamMembersReply>;

export const TeamInviteRequest = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail is too long')
    .pipe(z.email('Enter a valid e-mail address')),
});
export type TeamInviteRequest = z.infer<typeof TeamInviteRequest>;

export const TeamInviteReply = z.object({
  member: TeamMember,
  /**
   * `queued`: the e-mail is being sent by the mail server (retried if it fails for a while);
   * `outbox`: no mail server is set up, so the e-mail waits in the outbox for an administrator.
   */
  delivery: z.enum(['queued', 'outbox']),
  /**
   * The link the invited person opens to accept, for the creator to pass on themselves
   * (always given: with no mail server it is the only way the invitation travels, apart
   * from the notice a person with that address already sees in the app).
   */
  invite_url: z.string(),
});
export type TeamInviteReply = z.infer<typeof TeamInviteReply>;

/** What the invitation page shows before the invited person accepts. */
export const TeamInvitation = z.object({
  creator_id: z.number().int(),
  creator_name: z.string(),
  fan_email: z.string(),
  status: TeamMemberStatus,
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const TeamInvitationReply = z.object({ invitation: TeamInvitation });

export const TokenParams = z.object({ token: z.string().min(10).max(200) });

/** Teams the signed-in user belongs to (for "Team Vault" links). */
export const MyTeamsReply = z.object({
  teams: z.array(
    z.object({ creator_id: z.number().int(), creator_name: z.string(), joined_at: z.string() }),
  ),
});

/** An invitation as the invited person sees it in the app (their dashboard). */
export const ReceivedInvitation = z.object({
  id: z.number().int(),
  creator_id: z.number().int(),
  creator_name: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;
export const ReceivedInvitationsReply = z.object({ invitations: z.array(ReceivedInvitation) });
export const ReceivedInvitationReply = z.object({ invitation: TeamInvitation });
