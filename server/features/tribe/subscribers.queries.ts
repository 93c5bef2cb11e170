import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import { rowBefore } from '../../db/keyset';
import type { Database, TribeSubscribersTable } from '../../db/schema';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

export type SubscriberRow = Awaited<ReturnType<typeof selectSubscriber>>;

/** One page of a creator's list, newest first: `limit` rows and one more to tell if more follow. */
export function selectSubscribersPage(
  db: Db,
  dialect: Dialect,
  creatorId: number,
  page: { limit: number; cursor: readonly [string, number] | null },
) {
  let query = db
    .selectFrom('tribe_subscribers')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor) {
    const cursor = page.cursor;
    query = query.where((eb) => rowBefore(dialect, eb.ref('created_at'), eb.ref('id'), cursor));
  }
  return query.execute();
}

export function selectSubscriber(db: Db, id: number) {
  return db.selectFrom('tribe_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectSubscriberByEmail(db: Db, creatorId: number, email: string) {
  return db
    .selectFrom('tribe_subscribers')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function selectSubscriberByToken(db: Db, token: string) {
  return db
    .selectFrom('tribe_subscribers')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

export function selectSubscriberByConfirmHash(db: Db, hash: string) {
  return db
    .selectFrom('tribe_subscribers')
    .selectAll()
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
}

export function insertSubscriber(db: Db, row: Insertable<TribeSubscribersTable>) {
  return db.insertInto('tribe_subscribers').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Rows of an import: an address already on the list is left as it is. */
export function insertSubscribersIgnoringKnown(db: Db, rows: Insertable<TribeSubscribersTable>[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('tribe_subscribers')
    .values(rows)
    .onConflict((oc) => oc.columns(['creator_id', 'email']).doNothing())
    .returning('id')
    .execute();
}

export function updateSubscriber(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      TribeSubscribersTable,
      | 'status'
      | 'name'
      | 'phone'
      | 'confirm_token_hash'
      | 'consent_at'
      | 'consent_ip'
      | 'consent_source'
      | 'sms_consent_at'
      | 'subscribed_at'
      | 'status_changed_at'
    >
  >,
) {
  return db.updateTable('tribe_subscribers').set(changes).where('id', '=', id).execute();
}

export function deleteSubscriberRow(db: Db, id: number) {
  return db.deleteFrom('tribe_subscribers').where('id', '=', id).execute();
}

/** Marks an address on every creator's list (a hard bounce or a complaint is about the mailbox). */
export async function markAddressEverywhere(db: Db, email: string, status: string, now: string) {
  const result = await db
    .updateTable('tribe_subscribers')
    .set({ status, status_changed_at: now, confirm_token_hash: null })
    .where('email', '=', email)
    .where('status', 'in', ['active', 'pending'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function selectKnownEmails(db: Db, creatorId: number, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tribe_subscribers')
    .select(['email', 'status'])
    .where('creator_id', '=', creatorId)
    .where('email', 'in', emails)
    .execute();
}

/**
 * The relations of these addresses to the creator, matched by the e-mail of an account:
 * follows them, has a live tier subscription, bought a post or merch, is on their team.
 */
export async function selectRelations(db: Db, creatorId: number, now: string, emails: string[]) {
  const none = {
    followers: new Set<string>(),
    subscribers: new Set<string>(),
    buyers: new Set<string>(),
    team: new Set<string>(),
  };
  if (emails.length === 0) return none;
  const [followers, subscribers, buyers, merchBuyers, team] = await Promise.all([
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.follower_id')
      .select('users.email')
      .where('follows.followed_id', '=', creatorId)
      .where('users.email', 'in', emails)
      .execute(),
    db
      .selectFrom('tier_subscriptions')
      .innerJoin('users', 'users.id', 'tier_subscriptions.subscriber_id')
      .select('users.email')
      .where('tier_subscriptions.creator_id', '=', creatorId)
      .where('tier_subscriptions.current_period_end', '>', now)
      .where('users.email', 'in', emails)
      .execute(),
    db
      .selectFrom('post_purchases')
      .innerJoin('posts', 'posts.id', 'post_purchases.post_id')
      .innerJoin('users', 'users.id', 'post_purchases.buyer_id')
      .select('users.email')
      .where('posts.creator_id', '=', creatorId)
      .where('users.email', 'in', emails)
      .execute(),
    db
      .selectFrom('merch_orders')
      .innerJoin('users', 'users.id', 'merch_orders.buyer_id')
      .select('users.email')
      .where('merch_orders.creator_id', '=', creatorId)
      .where('users.email', 'in', emails)
      .execute(),
    db
      .selectFrom('team_members')
      .leftJoin('users', 'users.id', 'team_members.fan_id')
      .select((eb) => eb.fn.coalesce('users.email', 'team_members.fan_email').as('email'))
      .where('team_members.creator_id', '=', creatorId)
      .where('team_members.status', '=', 'active')
      .where((eb) =>
        eb.or([eb('users.email', 'in', emails), eb('team_members.fan_email', 'in', emails)]),
      )
      .execute(),
  ]);
  const emailsOf = (rows: { email: string }[]) => new Set(rows.map((row) => row.email));
  return {
    followers: emailsOf(followers),
    subscribers: emailsOf(subscribers),
    buyers: new Set([...emailsOf(buyers), ...emailsOf(merchBuyers)]),
    team: emailsOf(team),
  };
}

export function countSubscribersByStatus(db: Db, creatorId: number) {
  return db
    .selectFrom('tribe_subscribers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('creator_id', '=', creatorId)
    .groupBy('status')
    .execute();
}

/** An SMTP server refused the mailbox for good: a hard bounce, on every list it is on. */
export function markSubscriberUndeliverable(db: Db, email: string, now: string) {
  return markAddressEverywhere(db, email, 'bounced', now);
}

/**
 * List joins whose confirmation link lapsed: a join never confirmed leaves nothing behind; one
 * by someone who had left the list before goes back to `unsubscribed`, so they stay suppressed.
 */
export async function forgetLapsedJoins(db: Db, before: string) {
  await db
    .deleteFrom('tribe_subscribers')
    .where('status', '=', 'pending')
    .where('consent_at', 'is', null)
    .where('status_changed_at', '<', before)
    .execute();
  await db
    .updateTable('tribe_subscribers')
    .set({ status: 'unsubscribed', confirm_token_hash: null })
    .where('status', '=', 'pending')
    .where('status_changed_at', '<', before)
    .execute();
}
