/**
 * /unsubscribe/:token: the unsubscribe link of every campaign message. Opening it changes
 * nothing (mail scanners open links); the button unsubscribes at once, signed out.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { subscriptionByToken, unsubscribeByToken } from '../../lib/api/tribe.api';
import { PublicFrame } from '../storefront/public-frame';

export function UnsubscribePage() {
  const { token = '' } = useParams();
  const subscription = useQuery({
    queryKey: ['tribe', 'unsubscribe', token],
    queryFn: () => subscriptionByToken(token),
    retry: false,
  });
  const leave = useMutation({ mutationFn: () => unsubscribeByToken(token) });
  const left = leave.isSuccess || subscription.data?.unsubscribed;
  return (
    <PublicFrame>
      <PageTitle>Unsubscribe</PageTitle>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        {subscription.isPending ? (
          <LoadingState label="Loading…" />
        ) : subscription.isError ? (
          <ErrorState title="This link does not work" message={errorMessage(subscription.error)} />
        ) : (
          <>
            <MailX className="size-12 text-fg-subtle" aria-hidden="true" />
            <h1 className="font-display text-2xl font-extrabold text-fg">
              {left
                ? `You are unsubscribed from ${subscription.data.creator_name}`
                : `Unsubscribe from ${subscription.data.creator_name}?`}
            </h1>
            {left ? (
              <p role="status" className="text-fg-muted">
                You will get no more messages from this list, including any already on their way.
              </p>
            ) : (
              <>
                <p className="text-fg-muted">
                  You will get no more e-mails or texts from this list.
                </p>
                <Button onClick={() => leave.mutate()} disabled={leave.isPending}>
                  {leave.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
                </Button>
                {leave.isError && (
                  <p className="text-sm text-danger-300">{errorMessage(leave.error)}</p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </PublicFrame>
  );
}
