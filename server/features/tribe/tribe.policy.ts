/** Who may do what to a creator's list, templates and campaigns. Pure: registered in server/policies.ts. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { conflict, notFound } from '../../platform/http/errors';

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

interface Owned {
  creator_id: number;
}

export const tribePolicies = {
  /** A list member: their creator's alone; to anyone else it is missing. */
  'subscriber.manage': rule<Owned>(
    (actor, subscriber) => actor.id === subscriber.creator_id,
    () => notFound(SUBSCRIBER_NOT_FOUND),
  ),
  'template.manage': rule<Owned>(
    (actor, template) => actor.id === template.creator_id,
    () => notFound(TEMPLATE_NOT_FOUND),
  ),
  'campaign.manage': rule<Owned>(
    (actor, campaign) => actor.id === campaign.creator_id,
    () => notFound(CAMPAIGN_NOT_FOUND),
  ),
  /** Sending is irreversible: only a draft (or a scheduled one, sent now) goes out, once. */
  'campaign.send': rule<Owned & { status: string }>(
    (actor, campaign) =>
      actor.id === campaign.creator_id && ['draft', 'scheduled'].includes(campaign.status),
    (campaign, actor) =>
      actor.id === campaign.creator_id
        ? conflict('This campaign has already been sent')
        : notFound(CAMPAIGN_NOT_FOUND),
  ),
  /** Only drafts (and scheduled ones not yet gone) are deleted; a sent campaign is history. */
  'campaign.delete': rule<Owned & { status: string }>(
    (actor, campaign) =>
      actor.id === campaign.creator_id && ['draft', 'scheduled'].includes(campaign.status),
    (campaign, actor) =>
      actor.id === campaign.creator_id
        ? conflict('Only draft campaigns can be deleted')
        : notFound(CAMPAIGN_NOT_FOUND),
  ),
} satisfies PolicyTable;
