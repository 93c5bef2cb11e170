import type {
  Campaign,
  CampaignChannel,
  CampaignSegment,
  CampaignStatus,
} from '../../../contract/tribe';
import type { CampaignRow } from './campaigns.queries';

export interface DeliveryCounts {
  total: number;
  sent: number;
  failed: number;
  opened: number;
  machine_opened: number;
  clicked: number;
}

export const NO_DELIVERIES: DeliveryCounts = {
  total: 0,
  sent: 0,
  failed: 0,
  opened: 0,
  machine_opened: 0,
  clicked: 0,
};

/** A percentage with one decimal, of messages that went out. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export function presentCampaign(row: CampaignRow, counts: DeliveryCounts): Campaign {
  const waiting = row.status === 'draft' || row.status === 'scheduled';
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    channel: row.channel as CampaignChannel,
    status: row.status as CampaignStatus,
    created_at: row.created_at,
    sent_at: row.sent_at,
    recipients: row.recipients,
    open_rate: rate(counts.opened, counts.sent),
    click_rate: rate(counts.clicked, counts.sent),
    segment: row.segment as CampaignSegment,
    tier_id: row.tier_id,
    template_id: row.template_id,
    scheduled_at: row.scheduled_at,
    pause_reason: row.pause_reason,
    job_id: row.job_id,
    sent_count: counts.sent,
    failed_count: counts.failed,
    machine_opens: counts.machine_opened,
    can: { send: waiting || row.status === 'paused', delete: waiting },
  };
}
