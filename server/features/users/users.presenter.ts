import { displayName } from '../../../contract/format';
import type { PersonSummary } from '../../../contract/people';
import type { CurrentUser, GoogleUserData, UserRole } from '../../../contract/users';
import { UserRole as UserRoleSchema } from '../../../contract/users';
import type { UserRow } from '../../db/schema';

export function parseGoogleUserData(raw: string | null): GoogleUserData | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as GoogleUserData;
  } catch {
    return null;
  }
}

const knownRoles: ReadonlySet<string> = new Set(UserRoleSchema.options);

/** Any stored role outside the known ones reads as fan, as the spec says. */
export function presentRole(role: string): UserRole {
  return knownRoles.has(role) ? (role as UserRole) : 'fan';
}

export function avatarUrl(
  user: Pick<UserRow, 'id' | 'avatar_key' | 'google_user_data' | 'updated_at'>,
  google: GoogleUserData | null = parseGoogleUserData(user.google_user_data),
): string | null {
  if (user.avatar_key)
    return `/api/users/${user.id}/avatar?v=${encodeURIComponent(user.updated_at)}`;
  return google?.picture ?? null;
}

/** The signed-in user, with nothing internal (hashes, subjects) that could leak. */
export function presentCurrentUser(user: UserRow, isAdmin: boolean): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    google_user_data: parseGoogleUserData(user.google_user_data),
    role: presentRole(user.role),
    is_verified: user.is_verified === 1,
    bio: user.bio,
    location: user.location,
    website: user.website,
    avatar_url: avatarUrl(user),
    created_at: user.created_at,
    is_admin: isAdmin,
    is_new_user: user.login_count <= 1,
  };
}

/** What a person summary is made of. */
type SummaryRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'display_name'
  | 'google_user_data'
  | 'role'
  | 'is_verified'
  | 'avatar_key'
  | 'updated_at'
>;

/** The name others see, by the spec's fallback (display name, provider name, given name, e-mail). */
export function resolveDisplayName(
  user: Pick<UserRow, 'email' | 'display_name' | 'google_user_data'>,
  google: GoogleUserData | null = parseGoogleUserData(user.google_user_data),
): string {
  return displayName({
    email: user.email,
    display_name: user.display_name,
    google_user_data: google,
  });
}

/** An author as a post or comment shows them. */
export function presentPersonSummary(user: SummaryRow): PersonSummary {
  const google = parseGoogleUserData(user.google_user_data);
  return {
    id: user.id,
    display_name: resolveDisplayName(user, google),
    role: presentRole(user.role),
    is_verified: user.is_verified === 1,
    avatar_url: avatarUrl(user, google),
  };
}
