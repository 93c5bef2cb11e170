import type { EmailSubscriber, SubscriberStatus } from '../../../contract/tribe';
import type { TribeSubscribersTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export interface Relations {
  followers: Set<string>;
  subscribers: Set<string>;
  buyers: Set<string>;
  /** Active members of the creator's team (Move That Work). */
  team: Set<string>;
}

export function presentSubscriber(
  row: Selectable<TribeSubscribersTable>,
  relations: Relations,
): EmailSubscriber {
  const related: EmailSubscriber['relations'] = [];
  if (relations.followers.has(row.email)) related.push('follower');
  if (relations.subscribers.has(row.email)) related.push('subscriber');
  if (relations.buyers.has(row.email)) related.push('buyer');
  if (relations.team.has(row.email)) related.push('team');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    status: row.status as SubscriberStatus,
    source: row.source,
    subscribed_at: row.subscribed_at,
    consent_at: row.consent_at,
    sms_consent: row.sms_consent_at !== null,
    relations: related,
  };
}
