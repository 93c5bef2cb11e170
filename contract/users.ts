import { z } from 'zod';

export const UserRole = z.enum(['artist', 'creator', 'producer', 'fan', 'admin']);
export type UserRole = z.infer<typeof UserRole>;

/** Roles a person may pick for themselves; `admin` is granted, never chosen. */
export const SelfServiceRole = z.enum(['artist', 'creator', 'producer', 'fan']);
export type SelfServiceRole = z.infer<typeof SelfServiceRole>;

export const GoogleUserData = z.object({
  name: z.string().nullable().optional(),
  given_name: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
});
export type GoogleUserData = z.infer<typeof GoogleUserData>;

/** The signed-in user as `GET /api/users/me` returns it. */
export const CurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string().nullable(),
  google_user_data: GoogleUserData.nullable(),
  role: UserRole,
  is_verified: z.boolean(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  is_admin: z.boolean(),
  /** True until the person signs in a second time: the app welcomes them rather than back. */
  is_new_user: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
