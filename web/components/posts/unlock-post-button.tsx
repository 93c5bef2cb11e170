/**
 * "Unlock for $X" on a locked pay-per-view post, wherever it is shown (feed, profile, its
 * page): the same checkout step as the storefront's Buy Now, and once paid the post is asked
 * for again and shows its content in place. A visitor is sent to sign in first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Unlock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api/api-client';
import { postKeys } from '../../lib/api/posts.queries';
import type { Post } from '../../lib/api/posts.api';
import { usePurchaseContent } from '../../lib/api/storefront.api';
import { useSignInFirst } from '../../lib/use-sign-in-first';
import { CheckoutDialog } from '../payments/checkout-dialog';
import { Button } from '../ui/button';

export function UnlockPostButton({ post, label }: { post: Post; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const purchase = usePurchaseContent(post.creator_id);
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  const title = post.title ?? 'Pay-per-view post';

  function handleOpen() {
    if (signInFirst()) setIsOpen(true);
  }

  async function handleConfirm() {
    try {
      const reply = await purchase.mutateAsync({
        content_id: post.id,
        price_cents: post.price_cents,
      });
      toast.success(`Unlocked: ${title}`, {
        description: `It's yours to keep.${reply.payment.test_mode ? ' Test mode, no card was charged.' : ''}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: postKeys.all });
        toast.info('You already own this one', { description: title });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        // The price changed (or the post is no longer for sale): show what is true now.
        void queryClient.invalidateQueries({ queryKey: postKeys.all });
      }
      throw error;
    }
  }

  return (
    <>
      <Button size="sm" onClick={handleOpen}>
        <Unlock aria-hidden="true" />
        {label}
      </Button>
      <CheckoutDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Unlock this post"
        itemName={`${title} · ${post.creator.display_name}`}
        priceCents={post.price_cents}
        confirmLabel={`Pay ${label.replace(/^Unlock for /, '')}`}
        details={
          <p className="text-sm text-fg-muted">
            A one-time purchase: the post and its conversation stay open to you for good.
          </p>
        }
        onConfirm={handleConfirm}
      />
    </>
  );
}
