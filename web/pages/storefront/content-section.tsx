/**
 * The storefront's content for sale (spec part 1, section 2): category tabs, a grid titled
 * 'Featured Content' or the category's name, and on each card the title, the text (a
 * teaser while locked), views, likes, date, price and Buy Now. A bought post unlocks in
 * place.
 */
import { formatCount, formatMoney, formatRelativeTime } from '@contract/format';
import { PostLimits, STOREFRONT_CATEGORIES } from '@contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Eye, Heart, LockKeyhole, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { CheckoutDialog } from '../../components/payments/checkout-dialog';
import { truncateText } from '../../components/posts/post-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import type { useStorefrontContent } from '../../lib/api/storefront.api';
import { usePurchaseContent } from '../../lib/api/storefront.api';
import { useSignInFirst } from './use-sign-in-first';
import type { StorefrontItem } from '../../lib/api/storefront.api';

export type StorefrontTab = (typeof STOREFRONT_CATEGORIES)[number];

/** The items of one tab: every item under All Content, else those of that category. */
export function itemsInCategory(items: StorefrontItem[], tab: StorefrontTab) {
  return tab === 'All Content' ? items : items.filter((item) => item.category === tab);
}

export const untitled = (item: Pick<StorefrontItem, 'title'>) =>
  item.title?.trim() || 'Untitled Content';

function ContentCard({
  item,
  isOwner,
  onBuy,
}: {
  item: StorefrontItem;
  isOwner: boolean;
  onBuy: () => void;
}) {
  const title = untitled(item);
  const text = item.content ? truncateText(item.content, PostLimits.truncateAt).text : null;
  return (
    <Card
      className={cn('flex h-full flex-col gap-3 p-5', item.purchased && 'border-success-400/30')}
    >
      <div className="flex items-center justify-between gap-2">
        <Badge tone={item.locked ? 'neutral' : 'glow'}>{item.category}</Badge>
        <span className="text-xs text-fg-subtle">{formatRelativeTime(item.created_at)}</span>
      </div>
      <h3 id={`release-${item.id}`} className="font-display text-lg font-bold break-words text-fg">
        {title}
      </h3>
      {item.locked || text === null ? (
        <p className="flex items-start gap-2 rounded-xl bg-white/[0.04] px-3 py-2.5 text-sm text-fg-muted">
          <LockKeyhole className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
          <span>Unlock it for {formatMoney(item.price_cents)} to read the full release.</span>
        </p>
      ) : (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-fg-muted">
          {text}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-3 pt-1">
        <p className="flex items-center gap-4 text-xs text-fg-subtle">
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {formatCount(item.view_count)}
            <span className="sr-only">views</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {formatCount(item.like_count)}
            <span className="sr-only">likes</span>
          </span>
        </p>
        <div className="flex items-center justify-between gap-3 border-t border-white/[0.06] pt-3">
          <p className="font-display text-xl font-extrabold text-fg tabular-nums">
            {formatMoney(item.price_cents)}
          </p>
          {isOwner ? (
            <Badge>Your release</Badge>
          ) : item.purchased ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" />
              Owned
            </Badge>
          ) : item.locked ? (
            <Button size="sm" onClick={onBuy} aria-describedby={`release-${item.id}`}>
              Buy Now
            </Button>
          ) : (
            <Badge tone="success">Unlocked</Badge>
          )}
        </div>
      </div>
    </Card>
  );
}

export function ContentSection({
  creatorId,
  isOwner,
  content,
}: {
  creatorId: number;
  isOwner: boolean;
  content: ReturnType<typeof useStorefrontContent>;
}) {
  const [tab, setTab] = useState<StorefrontTab>('All Content');
  const [buying, setBuying] = useState<StorefrontItem | null>(null);
  const [isCheckoutOpen, setIsCheckoutOpen] = useState(false);
  const purchase = usePurchaseContent(creatorId);
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();

  const items = content.data?.pages.flatMap((page) => page.content) ?? [];
  const shown = itemsInCategory(items, tab);

  function handleBuy(item: StorefrontItem) {
    if (!signInFirst()) return;
    setBuying(item);
    setIsCheckoutOpen(true);
  }

  async function handleConfirm() {
    if (!buying) return;
    try {
      const reply = await purchase.mutateAsync({
        content_id: buying.id,
        price_cents: buying.price_cents,
      });
      toast.success(`Unlocked: ${untitled(buying)}`, {
        description: `It's yours to keep.${reply.payment.test_mode ? ' Test mode, no card was charged.' : ''}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ['storefront', 'content', creatorId] });
        toast.info('You already own this one', { description: untitled(buying) });
        return;
      }
      throw error;
    }
  }

  return (
    <section aria-labelledby="content-title" className="flex flex-col gap-5">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div role="group" aria-label="Categories" className="flex gap-2">
          {STOREFRONT_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={category === tab}
              onClick={() => setTab(category)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition',
                category === tab
                  ? 'border-accent-400/60 bg-accent-500/15 text-fg'
                  : 'border-white/10 text-fg-muted hover:border-white/25 hover:text-fg',
              )}
            >
              {category}
            </button>
          ))}
        </div>
      </div>

      <h2
        id="content-title"
        className="font-display text-2xl font-extrabold tracking-tight text-fg"
      >
        {tab === 'All Content' ? 'Featured Content' : tab}
      </h2>

      {content.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-label="Loading content"
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : content.isError ? (
        <ErrorState
          title="We couldn't load this storefront's content"
          message={errorMessage(content.error)}
          onRetry={() => void content.refetch()}
          isRetrying={content.isFetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No content found in this category yet."
          text="Check back later for new releases!"
          icon={<PackageOpen aria-hidden="true" />}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} isOwner={isOwner} onBuy={() => handleBuy(item)} />
            </li>
          ))}
        </ul>
      )}

      {content.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={content.isFetchingNextPage}
          onClick={() => void content.fetchNextPage()}
        >
          Load more
        </Button>
      )}

      {buying && (
        <CheckoutDialog
          open={isCheckoutOpen}
          onOpenChange={setIsCheckoutOpen}
          title="Buy this release"
          itemName={untitled(buying)}
          priceCents={buying.price_cents}
          onConfirm={handleConfirm}
        />
      )}
    </section>
  );
}
