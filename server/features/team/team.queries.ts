import type { Kysely } from 'kysely';
import { TeamLimits } from '../../../contract/limits';
import type { Database } from '../../db/schema';

const memberColumns = [
  'team_members.id',
  'team_members.creator_id',
  'team_members.fan_email',
  'team_members.fan_id',
  'team_members.status',
  'team_members.invited_at',
  'team_members.joined_at',
] as const;

export function insertInvite(
  db: Kysely<Database>,
  invite: { creatorId: number; fanEmail: string; tokenHash: string; invitedAt: string },
) {
  return db
    .insertInto('team_members')
    .values({
      creator_id: invite.creatorId,
      fan_email: invite.fanEmail,
      fan_id: null,
      status: 'pending',
      invite_token_hash: invite.tokenHash,
      invited_at: invite.invitedAt,
      joined_at: null,
    })
    .returning(memberColumns)
    .executeTakeFirstOrThrow();
}

export async function selectMemberByEmail(
  db: Kysely<Database>,
  creatorId: number,
  fanEmail: string,
) {
  return (
    (await db
      .selectFrom('team_members')
      .select(memberColumns)
      .where('creator_id', '=', creatorId)
      .where('fan_email', '=', fanEmail)
      .executeTakeFirst()) ?? null
  );
}

/** Gives a still-pending invite a new token and date; an accepted one is left alone. */
export function renewPendingInvite(
  db: Kysely<Database>,
  memberId: number,
  renewal: { tokenHash: string; invitedAt: string },
) {
  return db
    .updateTable('team_members')
    .set({ invite_token_hash: renewal.tokenHash, invited_at: renewal.invitedAt })
    .where('id', '=', memberId)
    .where('status', '=', 'pending')
    .returning(memberColumns)
    .executeTakeFirst();
}

export async function countMembers(db: Kysely<Database>, creatorId: number) {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A creator's team, newest invitation first, with the account of members who joined. */
export function selectTeam(db: Kysely<Database>, creatorId: number) {
  return db
    .selectFrom('team_members')
    .leftJoin('users', 'users.id', 'team_members.fan_id')
    .select(memberColumns)
    .select([
      'users.email as fan_account_email',
      'users.display_name as fan_display_name',
      'users.google_user_data as fan_google_user_data',
    ])
    .where('team_members.creator_id', '=', creatorId)
    .orderBy('team_members.invited_at', 'desc')
    .orderBy('team_members.id', 'desc')
    .execute();
}

export async function selectMemberTeam(db: Kysely<Database>, memberId: number) {
  return (
    (await db
      .selectFrom('team_members')
      .select(['id', 'creator_id'])
      .where('id', '=', memberId)
      .executeTakeFirst()) ?? null
  );
}

export function deleteMember(db: Kysely<Database>, memberId: number) {
  return db.deleteFrom('team_members').where('id', '=', memberId).executeTakeFirst();
}

/** An invitation by its token's hash, with its creator's name fields. */
export async function selectInvitation(db: Kysely<Database>, tokenHash: string) {
  return (
    (await db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.creator_id')
      .select(memberColumns)
      .select([
        'users.email as creator_email',
        'users.display_name as creator_display_name',
        'users.google_user_data as creator_google_user_data',
        'users.status as creator_status',
      ])
      .where('team_members.invite_token_hash', '=', tokenHash)
      .executeTakeFirst()) ?? null
  );
}

export function activateMember(
  db: Kysely<Database>,
  memberId: number,
  membership: { fanId: number; joinedAt: string },
) {
  return db
    .updateTable('team_members')
    .set({ status: 'active', fan_id: membership.fanId, joined_at: membership.joinedAt })
    .where('id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function hasActiveMembership(
  db: Kysely<Database>,
  creatorId: number,
  fanId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('fan_id', '=', fanId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** The teams a person has joined, with each creator's name fields. */
export function selectMemberships(db: Kysely<Database>, fanId: number) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.creator_id')
    .select([
      'team_members.creator_id',
      'team_members.joined_at',
      'users.email as creator_email',
      'users.display_name as creator_display_name',
      'users.google_user_data as creator_google_user_data',
    ])
    .where('team_members.fan_id', '=', fanId)
    .where('team_members.status', '=', 'active')
    .where('users.status', '=', 'active')
    .orderBy('team_members.joined_at', 'desc')
    .execute();
}

/**
 * The pending invitations to an address, invited since `since` (older ones lapsed), from
 * creators whose accounts are active, newest first.
 */
export function selectPendingInvitationsTo(db: Kysely<Database>, fanEmail: string, since: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.creator_id')
    .select(memberColumns)
    .select([
      'users.email as creator_email',
      'users.display_name as creator_display_name',
      'users.google_user_data as creator_google_user_data',
    ])
    .where('team_members.fan_email', '=', fanEmail)
    .where('team_members.status', '=', 'pending')
    .where('team_members.invited_at', '>', since)
    .where('users.status', '=', 'active')
    .orderBy('team_members.invited_at', 'desc')
    .orderBy('team_members.id', 'desc')
    .limit(TeamLimits.maxReceivedShown)
    .execute();
}

/** An invitation by its id, with its creator's name fields. */
export async function selectInvitationById(db: Kysely<Database>, memberId: number) {
  return (
    (await db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.creator_id')
      .select(memberColumns)
      .select([
        'users.email as creator_email',
        'users.display_name as creator_display_name',
        'users.google_user_data as creator_google_user_data',
        'users.status as creator_status',
      ])
      .where('team_members.id', '=', memberId)
      .executeTakeFirst()) ?? null
  );
}

/** Declines a still-pending invitation; false when it was no longer pending. */
export async function declineMember(db: Kysely<Database>, memberId: number): Promise<boolean> {
  const result = await db
    .updateTable('team_members')
    .set({ status: 'declined' })
    .where('id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
