/** One campaign in Your Campaigns: what it is, how far it went, and what can be done with it. */
import { formatCount, formatRelativeTime } from '@contract/format';
import { Bell, Mail, MessageSquare, Pause, Play, Send, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Campaign } from '../../lib/api/tribe.api';
import { useJobProgress } from '../../lib/use-job-progress';

const channelIcons = { email: Mail, sms: MessageSquare, push: Bell } as const;
const statusTones: Record<Campaign['status'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'accent',
  sending: 'warning',
  paused: 'danger',
  sent: 'success',
};

/** "Sending… 1,240 / 5,000", live from the job's progress stream. */
function SendingProgress({ campaign }: { campaign: Campaign }) {
  const progress = useJobProgress(campaign.job_id);
  const total = progress.total ?? campaign.recipients;
  const done = Math.max(progress.done, campaign.sent_count + campaign.failed_count);
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1.5" role="status">
      <p className="text-sm font-semibold text-warning-300 tabular-nums">
        Sending… {formatCount(done)} / {formatCount(total)}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <div
          className="h-full rounded-full bg-warning-400 transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export function CampaignCard({
  campaign,
  onSend,
  onDelete,
  onResume,
}: {
  campaign: Campaign;
  onSend: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
  onResume: (campaign: Campaign) => void;
}) {
  const Icon = channelIcons[campaign.channel];
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/[0.08] bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/[0.06] text-fg-muted">
            <Icon className="size-4.5" aria-label={campaign.channel} />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-fg">{campaign.title}</h3>
            <p className="text-xs text-fg-subtle">
              {formatRelativeTime(campaign.created_at)} · {campaign.channel}
              {campaign.scheduled_at && campaign.status === 'scheduled'
                ? ` · goes out ${new Date(campaign.scheduled_at).toLocaleString()}`
                : ''}
            </p>
          </div>
        </div>
        <Badge tone={statusTones[campaign.status]}>{campaign.status}</Badge>
      </div>

      {campaign.status === 'sending' && <SendingProgress campaign={campaign} />}
      {campaign.status === 'paused' && campaign.pause_reason && (
        <p className="flex items-start gap-2 text-sm text-danger-300">
          <Pause className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {campaign.pause_reason}
        </p>
      )}
      {(campaign.status === 'sent' || campaign.status === 'paused') && (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ['Recipients', formatCount(campaign.recipients)],
            ['Open rate', `${campaign.open_rate}%`],
            ['Click rate', `${campaign.click_rate}%`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white/[0.04] px-2 py-2">
              <dt className="text-xs text-fg-subtle">{label}</dt>
              <dd className="font-display text-lg font-bold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {campaign.status === 'sent' && campaign.machine_opens > 0 && (
        <p className="text-xs text-fg-subtle">
          {formatCount(campaign.machine_opens)} opens by mail privacy proxies and link scanners are
          left out of the rates.
        </p>
      )}

      {(campaign.can.send || campaign.can.delete) && (
        <div className="flex flex-wrap gap-2">
          {campaign.status === 'paused' ? (
            <Button size="sm" onClick={() => onResume(campaign)}>
              <Play aria-hidden="true" />
              Resume
            </Button>
          ) : (
            campaign.can.send && (
              <Button size="sm" onClick={() => onSend(campaign)}>
                <Send aria-hidden="true" />
                Send
              </Button>
            )
          )}
          {campaign.can.delete && (
            <Button size="sm" variant="ghost" onClick={() => onDelete(campaign)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
