import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { CampaignsTable, Database } from '../../db/schema';
import { randomToken } from '../../platform/auth/tokens';

type Db = Kysely<Database>;

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof selectCampaign>>>;

export function selectCampaigns(db: Db, creatorId: number) {
  return db
    .selectFrom('campaigns')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function selectCampaign(db: Db, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCampaign(db: Db, row: Insertable<CampaignsTable>) {
  return db.insertInto('campaigns').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateCampaign(db: Db, id: number, changes: Updateable<CampaignsTable>) {
  return db.updateTable('campaigns').set(changes).where('id', '=', id).execute();
}

/** Moves a campaign from one status to the next only if it is still in the first: true if it moved. */
export async function moveCampaignStatus(
  db: Db,
  id: number,
  from: readonly string[],
  changes: Partial<Pick<CampaignsTable, 'status' | 'pause_reason' | 'job_id' | 'sent_at'>>,
) {
  const result = await db
    .updateTable('campaigns')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function deleteCampaignRow(db: Db, id: number) {
  return db.deleteFrom('campaigns').where('id', '=', id).execute();
}

/** Per campaign: deliveries sent and failed, unique opens by people and by machines, clicks. */
export function selectDeliveryCounts(db: Db, campaignIds: number[]) {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('campaign_deliveries')
    .select((eb) => [
      'campaign_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when status = 'sent' then 1 else 0 end`).as('sent'),
      eb.fn.sum<number>(sql`case when status = 'failed' then 1 else 0 end`).as('failed'),
      eb.fn
        .sum<number>(sql`case when status = 'sent' and opened_at is not null then 1 else 0 end`)
        .as('opened'),
      eb.fn
        .sum<number>(
          sql`case when status = 'sent' and machine_opened_at is not null and opened_at is null then 1 else 0 end`,
        )
        .as('machine_opened'),
      eb.fn
        .sum<number>(sql`case when status = 'sent' and clicked_at is not null then 1 else 0 end`)
        .as('clicked'),
    ])
    .where('campaign_id', 'in', campaignIds)
    .groupBy('campaign_id')
    .execute();
}

export interface Segment {
  creatorId: number;
  channel: 'email' | 'sms' | 'push';
  segment: 'list' | 'followers' | 'tier' | 'buyers';
  tierId: number | null;
  /** ISO: a tier subscription counts while its paid period has not ended. */
  now: string;
}

/**
 * Writes one delivery row per recipient of the segment, in one statement, before anything is
 * sent. Recipients are active members of the list (e-mail), with a phone number and SMS
 * consent (SMS), or browsers that asked to be notified (push); followers, tier subscribers and
 * buyers are those members whose address is the account of one, or those browsers subscribed
 * while signed in to one (a browser subscribed signed out gets whole-list campaigns only). A
 * tier's members are decided by the rule posts are read by (a subscription whose paid period
 * has not ended), so paid content never reaches a fan who may not read it on the site, over
 * any channel. Existing rows are kept: writing again changes nothing.
 */
export async function insertSegmentDeliveries(db: Db, campaignId: number, segment: Segment) {
  const accounts = segmentAccounts(segment);
  if (segment.channel === 'push') {
    const inSegment = accounts ? sql`and p.user_id in (${accounts})` : sql``;
    const { rows: browsers } = await sql<{ id: number; endpoint: string }>`
      select p.id, p.endpoint from push_subscriptions p
      where p.creator_id = ${segment.creatorId} ${inSegment}`.execute(db);
    for (let start = 0; start < browsers.length; start += 500) {
      await db
        .insertInto('campaign_deliveries')
        .values(
          browsers.slice(start, start + 500).map((browser) => ({
            campaign_id: campaignId,
            push_subscription_id: browser.id,
            address: browser.endpoint,
            token: `${campaignId}.${randomToken(18)}`,
            status: 'queued',
            created_at: segment.now,
          })),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'push_subscription_id']).doNothing())
        .execute();
    }
    return;
  }
  const address = segment.channel === 'sms' ? sql`s.phone` : sql`s.email`;
  const smsOnly =
    segment.channel === 'sms'
      ? sql`and s.phone is not null and s.sms_consent_at is not null`
      : sql``;
  const inSegment = accounts
    ? sql`and s.email in (select u.email from users u where u.id in (${accounts}))`
    : sql``;
  await sql`
    insert into campaign_deliveries (campaign_id, subscriber_id, address, token, status, created_at)
    select ${campaignId}, s.id, ${address}, ${`${campaignId}.`} || s.token, 'queued', ${segment.now}
    from tribe_subscribers s
    where s.creator_id = ${segment.creatorId} and s.status = 'active' ${smsOnly} ${inSegment}
    on conflict (campaign_id, subscriber_id) do nothing`.execute(db);
}

/** The ids of the accounts in a segment, as a subquery (null: the whole list). */
function segmentAccounts(segment: Segment) {
  switch (segment.segment) {
    case 'list':
      return null;
    case 'followers':
      return sql`select f.follower_id from follows f where f.followed_id = ${segment.creatorId}`;
    case 'tier':
      return sql`select t.subscriber_id from tier_subscriptions t
        where t.creator_id = ${segment.creatorId} and t.tier_id = ${segment.tierId ?? -1}
        and t.current_period_end > ${segment.now}`;
    case 'buyers':
      return sql`select pp.buyer_id from post_purchases pp join posts p on p.id = pp.post_id
          where p.creator_id = ${segment.creatorId}
        union select m.buyer_id from merch_orders m where m.creator_id = ${segment.creatorId}`;
  }
}

export async function countDeliveries(db: Db, campaignId: number) {
  const row = await db
    .selectFrom('campaign_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countDeliveriesByStatus(db: Db, campaignId: number) {
  const rows = await db
    .selectFrom('campaign_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** The next queued deliveries, with their subscriber's current status and token. */
export function selectQueuedDeliveries(db: Db, campaignId: number, afterId: number, limit: number) {
  return db
    .selectFrom('campaign_deliveries')
    .leftJoin('tribe_subscribers', 'tribe_subscribers.id', 'campaign_deliveries.subscriber_id')
    .leftJoin(
      'push_subscriptions',
      'push_subscriptions.id',
      'campaign_deliveries.push_subscription_id',
    )
    .select([
      'campaign_deliveries.id',
      'campaign_deliveries.push_subscription_id',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'campaign_deliveries.address',
      'campaign_deliveries.token',
      'tribe_subscribers.name',
      'tribe_subscribers.status as subscriber_status',
      'tribe_subscribers.token as subscriber_token',
      'tribe_subscribers.sms_consent_at',
    ])
    .where('campaign_deliveries.campaign_id', '=', campaignId)
    .where('campaign_deliveries.status', '=', 'queued')
    .where('campaign_deliveries.id', '>', afterId)
    .orderBy('campaign_deliveries.id')
    .limit(limit)
    .execute();
}

/**
 * Claims one delivery for sending: `queued` → `sending`, only if it is still queued. A
 * delivery is claimed once, so it is sent at most once, whatever crashes and resumes.
 */
export async function claimDelivery(db: Db, id: number) {
  const result = await db
    .updateTable('campaign_deliveries')
    .set({ status: 'sending' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function finishDelivery(
  db: Db,
  id: number,
  outcome: {
    status: 'sent' | 'failed' | 'skipped' | 'queued';
    error: string | null;
    sent_at: string | null;
  },
) {
  return db.updateTable('campaign_deliveries').set(outcome).where('id', '=', id).execute();
}

/** Many deliveries finished at once (a batch): one statement per outcome. */
export function finishDeliveries(
  db: Db,
  ids: number[],
  outcome: { status: 'sent' | 'failed' | 'skipped'; error: string | null; sent_at: string | null },
) {
  if (ids.length === 0) return Promise.resolve();
  return db
    .updateTable('campaign_deliveries')
    .set(outcome)
    .where('id', 'in', ids)
    .execute()
    .then(() => undefined);
}

/**
 * Deliveries left `sending` by a process that died mid-send: whether the message left is
 * unknown, and sending it again could send it twice, so they end `failed`, saying so.
 */
export function failInterruptedDeliveries(db: Db, campaignId: number, error: string) {
  return db
    .updateTable('campaign_deliveries')
    .set({ status: 'failed', error })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'sending')
    .execute();
}

/** Queued deliveries to a subscriber who left: they are skipped, never sent. */
export function skipQueuedDeliveriesOf(db: Db, subscriberId: number) {
  return db
    .updateTable('campaign_deliveries')
    .set({ status: 'skipped', error: 'Unsubscribed before sending' })
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'queued')
    .execute();
}

export function selectDeliveryByToken(db: Db, token: string) {
  return db
    .selectFrom('campaign_deliveries')
    .innerJoin('campaigns', 'campaigns.id', 'campaign_deliveries.campaign_id')
    .select([
      'campaign_deliveries.id',
      'campaign_deliveries.status',
      'campaign_deliveries.sent_at',
      'campaign_deliveries.opened_at',
      'campaign_deliveries.clicked_at',
      'campaign_deliveries.subscriber_id',
      'campaign_deliveries.campaign_id',
      'campaigns.tracking',
    ])
    .where('campaign_deliveries.token', '=', token)
    .executeTakeFirst();
}

export function stampDelivery(
  db: Db,
  id: number,
  column: 'opened_at' | 'machine_opened_at' | 'clicked_at',
  now: string,
) {
  return db
    .updateTable('campaign_deliveries')
    .set({ [column]: now })
    .where('id', '=', id)
    .where(column, 'is', null)
    .execute();
}

export function selectTier(db: Db, tierId: number) {
  return db
    .selectFrom('subscription_tiers')
    .select(['id', 'creator_id'])
    .where('id', '=', tierId)
    .executeTakeFirst();
}

/** Deliveries still queued after the last pass: they end failed, with the last refusal. */
export function failQueuedDeliveries(db: Db, campaignId: number) {
  return db
    .updateTable('campaign_deliveries')
    .set((eb) => ({ status: 'failed', error: eb.fn.coalesce('error', eb.val('Not sent')) }))
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'queued')
    .execute();
}
