/**
 * Team invitations waiting for the signed-in person's address, on their dashboard: the way
 * an invitation reaches someone who already has an account, with or without e-mail. Accept
 * joins the team at once; Decline asks first. Nothing shows when nothing waits.
 */
import { formatLongDate } from '../../lib/format-date';
import { CircleAlert, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api/api-client';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { useReceivedInvitations, useRespondToInvitation } from '../../lib/api/team.api';
import type { ReceivedInvitation } from '../../lib/api/team.api';
import { FeatureFlag } from '../../lib/feature-flags';
import { TEAM_VAULT_ANCHOR } from '../storefront/team-vault-section';

function InvitationNotice({
  invitation,
  onDecline,
}: {
  invitation: ReceivedInvitation;
  onDecline: () => void;
}) {
  const respond = useRespondToInvitation();
  const navigate = useNavigate();
  const isAccepting = respond.isPending && respond.variables?.answer === 'accept';

  function handleAccept() {
    respond.mutate(
      { id: invitation.id, answer: 'accept' },
      {
        onSuccess: () =>
          toast.success(`You're on ${invitation.creator_name}'s team`, {
            description: 'Their Team Vault is on their storefront.',
            action: {
              label: 'Open the Team Vault',
              onClick: () => navigate(`/storefront/${invitation.creator_id}#${TEAM_VAULT_ANCHOR}`),
            },
          }),
        onError: (error) =>
          toast.error('Could not accept the invitation', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-glow-400/30 bg-glow-500/[0.08] p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-glow-500/15 text-glow-400">
        <UsersRound className="size-5.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-fg">
          {invitation.creator_name} invited you to their team
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">
          Team members can open the files they share in their Team Vault. Expires{' '}
          {formatLongDate(invitation.expires_at)}.
        </p>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          size="sm"
          onClick={handleAccept}
          loading={isAccepting}
          disabled={respond.isPending}
          className="flex-1 sm:flex-none"
        >
          Accept
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDecline}
          disabled={respond.isPending}
          className="flex-1 sm:flex-none"
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

export function PendingInvitations() {
  const isOn = useFeatureEnabled(FeatureFlag.team);
  const invitations = useReceivedInvitations();
  const respond = useRespondToInvitation();
  const [toDecline, setToDecline] = useState<ReceivedInvitation | null>(null);

  if (!isOn || invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <p
        role="alert"
        className="flex flex-wrap items-center gap-2 rounded-2xl border border-warning-400/30 bg-warning-400/[0.07] px-4 py-3 text-sm text-fg-muted"
      >
        <CircleAlert className="size-4 shrink-0 text-warning-300" aria-hidden="true" />
        We couldn&apos;t check for team invitations.
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void invitations.refetch()}
          loading={invitations.isFetching}
        >
          Try again
        </Button>
      </p>
    );
  }
  if (invitations.data.length === 0) return null;

  async function handleDecline() {
    if (!toDecline) return;
    try {
      await respond.mutateAsync({ id: toDecline.id, answer: 'decline' });
      toast.success('Invitation declined', { description: toDecline.creator_name });
    } catch (error) {
      toast.error('Could not decline the invitation', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section aria-labelledby="pending-invitations-title" className="flex flex-col gap-3">
      <h2 id="pending-invitations-title" className="font-display text-lg font-bold text-fg">
        Team invitations
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.data.map((invitation) => (
          <InvitationNotice
            key={invitation.id}
            invitation={invitation}
            onDecline={() => setToDecline(invitation)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toDecline !== null}
        onOpenChange={(open) => !open && setToDecline(null)}
        title="Decline invitation"
        text={
          toDecline
            ? `Decline ${toDecline.creator_name}'s invitation? They will see that you declined.`
            : undefined
        }
        confirmLabel="Decline"
        destructive
        onConfirm={handleDecline}
      />
    </section>
  );
}
