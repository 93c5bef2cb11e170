import { z } from 'zod';
import { UserLimits } from './limits';
import { websiteField } from './web-address';
import { CurrentUser, GoogleUserData, SelfServiceRole, UserRole } from './users';

/** A person as others see them: no e-mail, the display name already resolved. */
export const PublicUser = z.object({
  id: z.number().int(),
  display_name: z.string(),
  google_user_data: GoogleUserData.nullable(),
  role: UserRole,
  is_verified: z.boolean(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  post_count: z.number().int(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  is_following: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The few fields a post or comment shows about its author. */
export const PersonSummary = PublicUser.pick({
  id: true,
  display_name: true,
  role: true,
  is_verified: true,
  avatar_url: true,
});
export type PersonSummary = z.infer<typeof PersonSummary>;

export const ProfileReply = z.object({ user: PublicUser });
export type ProfileReply = z.infer<typeof ProfileReply>;

export const CreatorsReply = z.object({
  users: z.array(PublicUser),
  nextCursor: z.string().nullable(),
});
export type CreatorsReply = z.infer<typeof CreatorsReply>;

export const FollowReply = z.object({ isFollowing: z.boolean(), follower_count: z.number().int() });
export type FollowReply = z.infer<typeof FollowReply>;

export const FollowStatusReply = z.object({ isFollowing: z.boolean() });
export type FollowStatusReply = z.infer<typeof FollowStatusReply>;

/** The signed-in user after they changed their own profile or avatar. */
export const CurrentUserReply = z.object({ user: CurrentUser });
export type CurrentUserReply = z.infer<typeof CurrentUserReply>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const UpdateProfileRequest = z.object({
  display_name: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Display name must be at most 80 characters'),
  bio: optionalText(UserLimits.maxBio, 'Bio'),
  location: optionalText(UserLimits.maxLocation, 'Location'),
  website: websiteField(UserLimits.maxWebsite),
  role: SelfServiceRole,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
export type UpdateProfileForm = z.input<typeof UpdateProfileRequest>;
