/**
 * /team/invite/{token}: the page an invitation e-mail links to. It shows who invited whom;
 * Accept joins the team and points to the creator's storefront, where the Team Vault is.
 * Signed in with another address, the server refuses and says which: we show that, with
 * a way to switch accounts and come back here.
 */
import { ArrowRight, CircleAlert, LogOut, MailCheck, PartyPopper, UsersRound } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageContainer } from '../../components/page-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useAcceptInvitation, useTeamInvitation } from '../../lib/api/team.api';
import { useAuth } from '../../lib/auth/auth-context';
import { rememberReturnTo, signInPath } from '../../lib/return-to';
import { TEAM_VAULT_ANCHOR } from '../storefront/team-vault-section';
import { PageTitle } from '../../components/page-title';
import type { TeamInvitation } from '../../lib/api/team.api';

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageContainer className="max-w-xl">
      <PageTitle>Team invitation</PageTitle>
      {children}
    </PageContainer>
  );
}

function Joined({ invitation }: { invitation: TeamInvitation }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-success-400/15 text-success-400">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg">
        You&apos;re on {invitation.creator_name}&apos;s team
      </h1>
      <p className="text-fg-muted">
        Their Team Vault is on their storefront: files only team members can access.
      </p>
      <Link
        to={`/storefront/${invitation.creator_id}#${TEAM_VAULT_ANCHOR}`}
        className={buttonClasses()}
      >
        Open the Team Vault
        <ArrowRight aria-hidden="true" />
      </Link>
    </Card>
  );
}

export function TeamInvitePage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const invitation = useTeamInvitation(token);
  const accept = useAcceptInvitation(token);
  const [wrongAccount, setWrongAccount] = useState<string | null>(null);

  function handleAccept() {
    setWrongAccount(null);
    accept.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          invitation.data
            ? `Welcome to ${invitation.data.creator_name}'s team!`
            : 'Welcome to the team!',
        ),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          setWrongAccount(error.message);
          return;
        }
        toast.error('Could not accept the invitation', { description: errorMessage(error) });
      },
    });
  }

  function handleSwitchAccount() {
    rememberReturnTo(pathname);
    logout().catch(() => undefined);
    navigate(signInPath(pathname), { replace: true });
  }

  if (invitation.isPending) {
    return (
      <Frame>
        <LoadingState label="Loading the invitation…" />
      </Frame>
    );
  }

  if (invitation.isError) {
    const missing =
      invitation.error instanceof ApiError &&
      (invitation.error.status === 404 ||
        invitation.error.status === 400 ||
        invitation.error.status === 410);
    return (
      <Frame>
        {missing ? (
          <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-white/[0.05] text-fg-subtle">
              <CircleAlert className="size-7" aria-hidden="true" />
            </span>
            <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg">
              This invitation isn&apos;t valid
            </h1>
            <p className="text-fg-muted">
              The link is unknown or has expired (invitations last 14 days), or it was withdrawn.
              Ask the artist to invite you again.
            </p>
            <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
              Go to your dashboard
            </Link>
          </Card>
        ) : (
          <ErrorState
            title="We couldn't load the invitation"
            message={errorMessage(invitation.error)}
            onRetry={() => void invitation.refetch()}
            isRetrying={invitation.isFetching}
          />
        )}
      </Frame>
    );
  }

  const details = invitation.data;
  if (details.status === 'active' || accept.isSuccess) {
    return (
      <Frame>
        <Joined invitation={details} />
      </Frame>
    );
  }

  return (
    <Frame>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-glow-500/15 text-glow-400">
          <UsersRound className="size-7" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-2">
          <p className="text-xs font-bold tracking-[0.18em] text-accent-300 uppercase">
            Team invitation
          </p>
          <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">
            {details.creator_name} invited you to their team
          </h1>
          <p className="text-fg-muted">
            Team members can open the files {details.creator_name} shares in their Team Vault.
          </p>
        </div>
        <p className="flex items-center gap-2 rounded-xl bg-white/[0.04] px-3.5 py-2.5 text-sm text-fg-muted">
          <MailCheck className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Invitation for <strong className="font-semibold text-fg">{details.fan_email}</strong>
            {user && user.email.toLowerCase() !== details.fan_email.toLowerCase() && (
              <> · you are signed in as {user.email}</>
            )}
          </span>
        </p>

        {wrongAccount && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-warning-400/35 bg-warning-400/10 px-4 py-3 text-sm text-fg"
          >
            <p className="flex items-start gap-2">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning-300" aria-hidden="true" />
              <span>{wrongAccount}</span>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={handleSwitchAccount}
            >
              <LogOut aria-hidden="true" />
              Sign out and switch account
            </Button>
          </div>
        )}

        <Button
          size="lg"
          onClick={handleAccept}
          loading={accept.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          Accept invitation
        </Button>
      </Card>
    </Frame>
  );
}
