import type { PublicUser } from '../../../contract/people';
import {
  avatarUrl,
  parseGoogleUserData,
  presentRole,
  resolveDisplayName,
} from '../users/users.presenter';
import type { PersonRow } from './people.queries';

/** A person as anyone may see them: the name already resolved, no e-mail, no internal columns. */
export function presentPublicUser(person: PersonRow, isFollowing: boolean): PublicUser {
  const google = parseGoogleUserData(person.google_user_data);
  return {
    id: person.id,
    display_name: resolveDisplayName(person),
    google_user_data: google
      ? {
          name: google.name ?? null,
          given_name: google.given_name ?? null,
          picture: google.picture ?? null,
        }
      : null,
    role: presentRole(person.role),
    is_verified: person.is_verified === 1,
    bio: person.bio,
    location: person.location,
    website: person.website,
    avatar_url: avatarUrl(person),
    created_at: person.created_at,
    post_count: person.post_count,
    follower_count: person.follower_count,
    following_count: person.following_count,
    is_following: isFollowing,
  };
}
