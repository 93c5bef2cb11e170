/** Words and badges the admin console shows for the API's values. */
import type { SubscriptionState, SubscriptionType, TopUserSubscription } from '@contract/admin';
import { Badge } from '../../components/ui/badge';
import type { BadgeTone } from '../../components/ui/badge';

/** Role badge colours (spec part 2, section 6): admin red, creator yellow, artist purple, others blue. */
export { RoleBadge } from '../../components/posts/role-badge';

export const subscriptionTypeLabels: Record<SubscriptionType, string> = {
  pro_monthly: 'Pro Monthly',
  pro_yearly: 'Pro Yearly',
  tier: 'Artist tier',
};

const subscriptionStateTones: Record<SubscriptionState, BadgeTone> = {
  active: 'success',
  canceled: 'warning',
  expired: 'neutral',
};

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  return <Badge tone={subscriptionStateTones[state]}>{state}</Badge>;
}

const topUserTones: Record<TopUserSubscription, BadgeTone> = {
  paid: 'success',
  trial: 'accent',
  none: 'neutral',
};

export function TopUserSubscriptionBadge({ value }: { value: TopUserSubscription }) {
  return <Badge tone={topUserTones[value]}>{value}</Badge>;
}

/** The account's standing: green when active, red when suspended, grey otherwise ("none"). */
export function StandingBadge({ status }: { status: string }) {
  const tone: BadgeTone =
    status === 'active' ? 'success' : status === 'suspended' ? 'danger' : 'neutral';
  return <Badge tone={tone}>{status || 'none'}</Badge>;
}

/** A calendar date in the viewer's locale. */
export function formatJoined(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
