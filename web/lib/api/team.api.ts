/**
 * Team Management (spec part 1, section 7, call 21): the creator's members and invitations,
 * and the invited person's side: reading an invitation and accepting it.
 */
import type {
  MyTeamsReply,
  TeamInvitation,
  TeamInviteReply,
  TeamInviteRequest,
  TeamMember,
  TeamMembersReply,
} from '@contract/team';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { apiFetch } from './api-client';
import { vaultKeys } from './vault.api';

export const teamKeys = {
  all: ['team'] as const,
  members: (viewerId: number | null) => ['team', 'members', viewerId] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
  memberships: (viewerId: number | null) => ['team', 'memberships', viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

export function useTeamMembers() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: teamKeys.members(viewerId),
    queryFn: () => apiFetch<TeamMembersReply>('/api/team/members').then((reply) => reply.members),
    enabled: viewerId !== null,
  });
}

/** `delivery`: `queued` when a mail server sends it, `outbox` when none is set up. */
export type TeamInviteResult = TeamInviteReply;

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TeamInviteRequest) =>
      apiFetch<TeamInviteResult>('/api/team/invite', { method: 'POST', json: request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiFetch(`/api/team/members/${memberId}`, { method: 'DELETE' }),
    onSuccess: (_reply, memberId) => {
      queryClient.setQueryData<TeamMember[]>(teamKeys.members(viewerId), (members) =>
        members?.filter((member) => member.id !== memberId),
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

/** An invitation as its link shows it; public, so it can be read before choosing an account. */
export function useTeamInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: () =>
      apiFetch<{ invitation: TeamInvitation }>(
        `/api/team/invitations/${encodeURIComponent(token)}`,
      ).then((reply) => reply.invitation),
    enabled: token.length > 0,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<unknown>(`/api/team/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => {
      queryClient.setQueryData<TeamInvitation>(teamKeys.invitation(token), (invitation) =>
        invitation ? { ...invitation, status: 'active' } : invitation,
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
    },
  });
}

/** The teams the signed-in user belongs to. */
export function useMyTeams() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: teamKeys.memberships(viewerId),
    queryFn: () =>
      apiFetch<z.infer<typeof MyTeamsReply>>('/api/team/memberships').then((reply) => reply.teams),
    enabled: viewerId !== null,
  });
}
