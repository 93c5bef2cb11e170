/** /join/confirm#token=…: the link of the double opt-in e-mail, followed signed out. */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { buttonClasses } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { confirmJoin } from '../../lib/api/tribe.api';
import { PublicFrame } from '../storefront/public-frame';

function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

export function JoinConfirmPage() {
  const token = tokenFromHash();
  const confirmation = useQuery({
    queryKey: ['tribe', 'confirm', token],
    queryFn: () => confirmJoin(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <PublicFrame>
      <PageTitle>Confirm your subscription</PageTitle>
      <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-16 text-center">
        {confirmation.isPending ? (
          <LoadingState label="Confirming…" />
        ) : confirmation.isError ? (
          <ErrorState
            title="We could not confirm this"
            message={errorMessage(confirmation.error)}
          />
        ) : (
          <>
            <CheckCircle2 className="mx-auto size-12 text-success-400" aria-hidden="true" />
            <h1 className="font-display text-2xl font-extrabold text-fg">You are on the list</h1>
            <p className="text-fg-muted">
              You will hear from {confirmation.data.creator_name}. Every e-mail has a link to
              unsubscribe.
            </p>
            <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mx-auto' })}>
              Go to Backline
            </Link>
          </>
        )}
      </div>
    </PublicFrame>
  );
}
