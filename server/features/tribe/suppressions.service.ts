/**
 * Addresses a creator must not mail again, kept when their subscriber row is deleted: one
 * that unsubscribed, bounced or complained stays suppressed if it is added by hand, imported
 * or joins again. Only a confirmed join (double opt-in: the person's own new consent) lifts
 * an unsubscribe; nothing lifts a bounce or a complaint.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  deleteUnsubscribeSuppression,
  insertSuppression,
  selectSuppressions,
} from './suppressions.queries';

type Db = Kysely<Database>;

export const SUPPRESSED_STATUSES = ['unsubscribed', 'bounced', 'complained'] as const;

export function suppressedText(reason: string) {
  return `This address is ${reason}: it is not subscribed again`;
}

export function emailHash(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Keeps a leaving subscriber's suppression (call before deleting the row). */
export async function keepSuppression(
  db: Db,
  subscriber: { creator_id: number; email: string; status: string },
  now: string,
) {
  if (!(SUPPRESSED_STATUSES as readonly string[]).includes(subscriber.status)) return;
  await insertSuppression(db, {
    creator_id: subscriber.creator_id,
    email_hash: emailHash(subscriber.email),
    reason: subscriber.status,
    created_at: now,
  });
}

/** Why each of these addresses is suppressed for the creator, if it is. */
export async function suppressionsOf(db: Db, creatorId: number, emails: string[]) {
  const byHash = new Map(emails.map((email) => [emailHash(email), email]));
  const reasons = new Map<string, string>();
  for (const row of await selectSuppressions(db, creatorId, [...byHash.keys()])) {
    const email = byHash.get(row.email_hash);
    if (email !== undefined) reasons.set(email, row.reason);
  }
  return reasons;
}

/** The person confirmed a new join: their earlier unsubscribe no longer holds. */
export function liftUnsubscribe(db: Db, creatorId: number, email: string) {
  return deleteUnsubscribeSuppression(db, creatorId, emailHash(email));
}
