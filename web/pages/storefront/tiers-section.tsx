/**
 * The storefront's Subscription Tiers (spec part 1, section 2), shown only when there are
 * some: MOST POPULAR, name, price per month, description, features and Subscribe Now,
 * which reads 'Already Subscribed' (disabled) while the viewer has a subscription here.
 */
import { formatMoney } from '@contract/format';
import { Check, Crown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { CheckoutDialog } from '../../components/payments/checkout-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ApiError } from '../../lib/api/api-client';
import { useSubscribe } from '../../lib/api/storefront.api';
import { storefrontKeys } from '../../lib/api/storefront.queries';
import { formatLongDate } from '../../lib/format-date';
import { useQueryClient } from '@tanstack/react-query';
import { useSignInFirst } from './use-sign-in-first';
import type { Tier, ViewerSubscription } from '../../lib/api/storefront.api';

function TierCard({
  tier,
  viewer,
  subscription,
  isStatusKnown,
  onSubscribe,
}: {
  tier: Tier;
  viewer: 'owner' | 'member' | 'visitor';
  subscription: ViewerSubscription | null;
  isStatusKnown: boolean;
  onSubscribe: () => void;
}) {
  const isMine = subscription?.tier_id === tier.id;
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col gap-4 p-5 sm:p-6',
        tier.is_popular && 'border-accent-400/50 shadow-[0_0_0_1px_var(--color-accent-500)]',
      )}
    >
      {tier.is_popular && (
        <Badge tone="accent" className="self-start">
          <Crown aria-hidden="true" />
          MOST POPULAR
        </Badge>
      )}
      <div className="flex flex-col gap-1">
        <h3 className="font-display text-xl font-bold break-words text-fg">{tier.name}</h3>
        <p className="font-display text-3xl font-black text-fg tabular-nums">
          {formatMoney(tier.price_cents)}
          <span className="text-sm font-medium text-fg-subtle">/month</span>
        </p>
      </div>
      {tier.description && <p className="text-sm text-fg-muted">{tier.description}</p>}
      {tier.features.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm text-fg-muted">
          {tier.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <span className="break-words">{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2 pt-2">
        {viewer === 'owner' ? (
          <p className="text-center text-xs text-fg-subtle">Fans subscribe to this tier here.</p>
        ) : subscription ? (
          <>
            <Button variant="outline" disabled className="w-full">
              Already Subscribed
            </Button>
            {isMine && <p className="text-center text-xs text-success-400">Your current tier</p>}
          </>
        ) : (
          <Button
            variant={tier.is_popular ? 'primary' : 'secondary'}
            onClick={onSubscribe}
            disabled={viewer === 'member' && !isStatusKnown}
            className="w-full"
          >
            Subscribe Now
          </Button>
        )}
      </div>
    </Card>
  );
}

export function TiersSection({
  creatorId,
  artistName,
  tiers,
  viewer,
  subscription,
  isStatusKnown,
}: {
  creatorId: number;
  artistName: string;
  tiers: Tier[];
  viewer: 'owner' | 'member' | 'visitor';
  subscription: ViewerSubscription | null;
  isStatusKnown: boolean;
}) {
  const subscribe = useSubscribe(creatorId);
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  const [chosen, setChosen] = useState<Tier | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  function handleSubscribe(tier: Tier) {
    if (!signInFirst()) return;
    setChosen(tier);
    setIsOpen(true);
  }

  async function handleConfirm() {
    if (!chosen) return;
    try {
      const reply = await subscribe.mutateAsync({
        creator_id: creatorId,
        tier_id: chosen.id,
        price_cents: chosen.price_cents,
      });
      toast.success(`Subscribed to ${reply.subscription.tier_name}`, {
        description: `Next billing date: ${formatLongDate(reply.subscription.next_billing_date)}${
          reply.payment.test_mode ? ' (test mode, no card was charged)' : ''
        }.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Subscribed already (another tab, say): show what is true now.
        void queryClient.invalidateQueries({ queryKey: ['storefront', 'subscription', creatorId] });
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.publicTiers(creatorId) });
      }
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.publicTiers(creatorId) });
      }
      throw error;
    }
  }

  return (
    <section aria-labelledby="tiers-title" id="tiers" className="flex flex-col gap-4 scroll-mt-20">
      <div className="flex flex-col gap-1">
        <h2
          id="tiers-title"
          className="font-display text-2xl font-extrabold tracking-tight text-fg"
        >
          Subscription Tiers
        </h2>
        <p className="text-sm text-fg-muted">Support {artistName} every month and get more.</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tiers.map((tier) => (
          <li key={tier.id}>
            <TierCard
              tier={tier}
              viewer={viewer}
              subscription={subscription}
              isStatusKnown={isStatusKnown}
              onSubscribe={() => handleSubscribe(tier)}
            />
          </li>
        ))}
      </ul>
      {chosen && (
        <CheckoutDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          title={`Subscribe to ${chosen.name}`}
          itemName={`${chosen.name} · ${artistName}`}
          priceCents={chosen.price_cents}
          interval="month"
          details={
            chosen.features.length > 0 ? (
              <ul className="flex flex-col gap-1.5 text-sm text-fg-muted">
                {chosen.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            ) : undefined
          }
          onConfirm={handleConfirm}
        />
      )}
    </section>
  );
}
