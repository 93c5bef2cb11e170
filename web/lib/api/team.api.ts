/**
 * Team Management (spec part 1, section 7, call 21): the creator's members and invitations,
 * and the invited person's side: reading an invitation and accepting it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { vaultKeys } from './vault.api';

export const teamKeys = {
  all: ['team'] as const,
  members: (viewerId: number | null) => ['team', 'members', viewerId] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
  memberships: (viewerId: number | null) => ['team', 'memberships', viewerId] as const,
};

export type TeamMember = ApiReply<'get', '/api/team/members'>['members'][number];
export type TeamInvitation = ApiReply<'get', '/api/team/invitations/{token}'>['invitation'];

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

export function useTeamMembers() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: teamKeys.members(viewerId),
    queryFn: () => unwrap(api.GET('/api/team/members')).then((reply) => reply.members),
    enabled: viewerId !== null,
  });
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `delivered` is false when the e-mail only reached the outbox (no mail server, or it failed). */
    mutationFn: (request: ApiBody<'post', '/api/team/invite'>) =>
      unwrap(api.POST('/api/team/invite', { body: request })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (memberId: number) =>
      unwrap(api.DELETE('/api/team/members/{id}', { params: { path: { id: memberId } } })),
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
      unwrap(api.GET('/api/team/invitations/{token}', { params: { path: { token } } })).then(
        (reply) => reply.invitation,
      ),
    enabled: token.length > 0,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/team/invitations/{token}/accept', { params: { path: { token } } })),
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
    queryFn: () => unwrap(api.GET('/api/team/memberships')).then((reply) => reply.teams),
    enabled: viewerId !== null,
  });
}
