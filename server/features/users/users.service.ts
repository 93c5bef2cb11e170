import type { CurrentUser, SelfServiceRole, UserRole } from '../../../contract/users';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { endAllSessions } from '../../platform/auth/sessions';
import type { Actor } from '../../platform/access/actor';
import { conflict, unauthorized } from '../../platform/http/errors';
import { presentCurrentUser } from './users.presenter';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import {
  insertUser,
  lockUserRow,
  recordLogin,
  selectUserByEmail,
  selectUserById,
  selectUserByOidcSubject,
  updateUser,
} from './users.queries';
import { forgetPublicFeed } from '../posts/posts.service';

export interface NewAccount {
  email: string;
  displayName: string | null;
  role: SelfServiceRole;
  passwordHash?: string | null;
  oidcSubject?: string | null;
  googleUserData?: {
    name?: string | null;
    given_name?: string | null;
    picture?: string | null;
  } | null;
}

export function findUserById(ctx: ServiceContext, id: number) {
  return selectUserById(ctx.db, id);
}

/** The signed-in person as the web app knows them (GET /api/users/me). */
export async function currentUser(ctx: ServiceContext, actor: Actor): Promise<CurrentUser> {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  return presentCurrentUser(user, actor.isAdmin);
}

export function findUserByEmail(ctx: ServiceContext, email: string) {
  return selectUserByEmail(ctx.db, email.trim().toLowerCase());
}

export function findUserByOidcSubject(ctx: ServiceContext, subject: string) {
  return selectUserByOidcSubject(ctx.db, subject);
}

/** Creates an account; an e-mail that is already registered is a 409 even under a race. */
export async function createAccount(ctx: ServiceContext, account: NewAccount): Promise<UserRow> {
  const now = ctx.now().toISOString();
  try {
    return await insertUser(ctx.db, {
      email: account.email.trim().toLowerCase(),
      password_hash: account.passwordHash ?? null,
      oidc_subject: account.oidcSubject ?? null,
      display_name: account.displayName,
      google_user_data: account.googleUserData ? JSON.stringify(account.googleUserData) : null,
      role: account.role,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this e-mail already exists');
    throw error;
  }
}

export async function linkOidcIdentity(
  ctx: ServiceContext,
  userId: number,
  subject: string,
  googleUserData: NewAccount['googleUserData'],
): Promise<void> {
  await updateUser(ctx.db, userId, {
    oidc_subject: subject,
    google_user_data: googleUserData ? JSON.stringify(googleUserData) : null,
    updated_at: ctx.now().toISOString(),
  });
}

export async function setPasswordHash(
  ctx: ServiceContext,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await updateUser(ctx.db, userId, {
    password_hash: passwordHash,
    updated_at: ctx.now().toISOString(),
  });
}

/** Inside a transaction: holds the person's row, so their concurrent uploads are checked one by one. */
export function lockPerson(trx: Kysely<Database>, dialect: Dialect, userId: number) {
  return lockUserRow(trx, dialect, userId);
}

export function noteLogin(ctx: ServiceContext, userId: number) {
  return recordLogin(ctx.db, userId, ctx.now().toISOString());
}

/**
 * Suspends an account in `trx`, the transaction of the change (and its audit row): every
 * session of theirs ends with it, and from then on they cannot sign in and their profile,
 * storefront and posts are gone from everyone's view (every public read asks for an active
 * account). Call `forgetPublicPages` once it commits.
 */
export async function suspendAccount(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  userId: number,
): Promise<void> {
  await updateUser(trx, userId, { status: 'suspended', updated_at: ctx.now().toISOString() });
  await endAllSessions(ctx, userId, trx);
}

/** Lifts a suspension in `trx`; call `forgetPublicPages` once it commits. */
export async function reactivateAccount(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  userId: number,
): Promise<void> {
  await updateUser(trx, userId, { status: 'active', updated_at: ctx.now().toISOString() });
}

/** Gives a person another role (an administrator's change), in `trx`. */
export async function changeRole(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  userId: number,
  role: UserRole,
): Promise<void> {
  await updateUser(trx, userId, { role, updated_at: ctx.now().toISOString() });
}

/**
 * After a change to who may be seen (a suspension, its end, a new role): the signed-out
 * feed pages this process keeps for a second are read again.
 */
export function forgetPublicPages(ctx: ServiceContext): void {
  forgetPublicFeed(ctx);
}

/** Suspends an account and ends all its sessions at once. */
export async function suspendUser(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.transaction().execute((trx) => suspendAccount(ctx, trx, userId));
  forgetPublicPages(ctx);
}

export async function reactivateUser(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.transaction().execute((trx) => reactivateAccount(ctx, trx, userId));
  forgetPublicPages(ctx);
}
