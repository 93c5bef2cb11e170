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
  received: (viewerId: number | null) => ['team', 'received', viewerId] as const,
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
    /** `delivery` is `outbox` when no mail server is set up; `invite_url` is the link to share. */
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

export type ReceivedInvitation = ApiReply<
  'get',
  '/api/team/invitations/received'
>['invitations'][number];

/** Invitations waiting for the signed-in person's address (their dashboard shows them). */
export function useReceivedInvitations() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: teamKeys.received(viewerId),
    queryFn: () =>
      unwrap(api.GET('/api/team/invitations/received')).then((reply) => reply.invitations),
    enabled: viewerId !== null,
  });
}

/** Accepts or declines an invitation from the app; it leaves the list either way. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      unwrap(
        answer === 'accept'
          ? api.POST('/api/team/invitations/received/{id}/accept', { params: { path: { id } } })
          : api.POST('/api/team/invitations/received/{id}/decline', { params: { path: { id } } }),
      ).then((reply) => reply.invitation),
    onSuccess: (_invitation, { id, answer }) => {
      queryClient.setQueryData<ReceivedInvitation[]>(teamKeys.received(viewerId), (list) =>
        list?.filter((invitation) => invitation.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      if (answer === 'accept') void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
    },
  });
}
