/**
 * Profiles, the Creators tab, following, and the signed-in user's own profile and avatar
 * (spec part 1, sections 2 and 4; calls 10, 13 and 14).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { uploadWithProgress } from './upload-with-progress';
import { creatorsQuery, profileQuery } from './people.queries';
import { postKeys } from './posts.queries';
import { refreshFanHome } from './fan-home.api';

export type PublicUser = ApiReply<'get', '/api/users/{userId}/profile'>['user'];
type CreatorsPage = ApiReply<'get', '/api/feed/users'>;

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

export function useProfile(userId: number, enabled = true) {
  return useQuery(profileQuery(userId, useViewerId(), enabled));
}

/** The Creators tab: artists, creators and producers, most followed first. */
export function useCreators(enabled = true) {
  return useInfiniteQuery(creatorsQuery(useViewerId(), enabled));
}

/** Applies `update` to person `userId` on their profile and in the Creators tab. */
function updatePersonInCaches(
  queryClient: QueryClient,
  userId: number,
  update: (person: PublicUser) => PublicUser,
) {
  queryClient.setQueriesData<PublicUser>({ queryKey: ['people', 'profile', userId] }, (person) =>
    person ? update(person) : person,
  );
  queryClient.setQueriesData<InfiniteData<CreatorsPage>>(
    { queryKey: ['people', 'creators'] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              users: page.users.map((person) => (person.id === userId ? update(person) : person)),
            })),
          }
        : data,
  );
}

/**
 * Follow or unfollow. Applied on success (spec part 1, section 4): the shown follower count
 * becomes the server's, which is the old one plus or minus 1.
 */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => {
      const init = { params: { path: { userId } } };
      return unwrap(
        follow
          ? api.POST('/api/users/{userId}/follow', init)
          : api.DELETE('/api/users/{userId}/follow', init),
      );
    },
    onSuccess: (reply, { userId }) => {
      updatePersonInCaches(queryClient, userId, (person) => ({
        ...person,
        is_following: reply.isFollowing,
        follower_count: reply.follower_count,
      }));
      refreshFanHome(queryClient);
      // The viewer's own "following" count changed too.
      if (viewerId !== null) {
        void queryClient.invalidateQueries({ queryKey: ['people', 'profile', viewerId] });
      }
    },
  });
}

/** After the signed-in user changed their name or picture: everything that shows them. */
function refreshSelf(queryClient: QueryClient, userId: number) {
  void queryClient.invalidateQueries({ queryKey: ['people', 'profile', userId] });
  void queryClient.invalidateQueries({ queryKey: ['people', 'creators'] });
  void queryClient.invalidateQueries({ queryKey: postKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['comments'] });
}

/** Saves the own profile, then refreshes the signed-in user (the sidebar shows it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { fetchUser } = useAuth();
  return useMutation({
    mutationFn: (request: ApiBody<'put', '/api/users/me/profile'>) =>
      unwrap(api.PUT('/api/users/me/profile', { body: request })),
    onSuccess: async ({ user }) => {
      refreshSelf(queryClient, user.id);
      await fetchUser().catch(() => null);
    },
  });
}

/** Uploads a new avatar as multipart field `file`, reporting progress. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void) {
  return uploadWithProgress('/api/users/me/avatar', { file }, { onProgress });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { fetchUser } = useAuth();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadAvatar(file, onProgress),
    onSuccess: async ({ user }) => {
      refreshSelf(queryClient, user.id);
      await fetchUser().catch(() => null);
    },
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  const { fetchUser } = useAuth();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/users/me/avatar')),
    onSuccess: async ({ user }) => {
      refreshSelf(queryClient, user.id);
      await fetchUser().catch(() => null);
    },
  });
}
