/**
 * /settings/security: the signed-in person's password and sessions. Changing the password
 * needs the current one and signs out every other browser; the list shows where the account
 * is signed in, with "sign out" for each and "sign out everywhere else".
 */
import { ChangePasswordRequest } from '@contract/auth';
import type { ActiveSession } from '@contract/auth';
import { AuthLimits } from '@contract/limits';
import { ArrowLeft, Laptop, LogOut, ShieldCheck, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { PasswordStrength } from '../../components/password-strength';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import {
  changePassword,
  useActiveSessions,
  useEndOtherSessions,
  useEndSession,
  useRefreshSessions,
} from '../../lib/api/auth.api';
import { useAuth } from '../../lib/auth/auth-context';
import type { CurrentUser } from '../../lib/auth/session';
import { useContractForm } from '../../lib/contract-form';
import { formatLongDate, pluralize } from '../../lib/format-date';
import { describeDevice } from './describe-device';
import { FormAlert } from '../auth/auth-parts';
import { toastSessionError } from '../../lib/auth/session-toast';

export function AccountSecurityPage() {
  const { user } = useAuth();
  if (!user) return null; // The guard around every signed-in screen handles this.
  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageTitle>Password and sessions</PageTitle>
        <Link
          to={`/profile/${user.id}/edit`}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-fg-muted transition hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to your profile settings
        </Link>
        <PageHeader
          eyebrow="Account"
          title="Password and sessions"
          subtitle="Keep your account yours: a strong password, and only the browsers you use."
        />
        <ChangePasswordCard user={user} />
        <SessionsCard />
      </div>
    </PageContainer>
  );
}

function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const id = useId();
  const refreshSessions = useRefreshSessions();
  const { form, onSubmit, showServerFieldError } = useContractForm(ChangePasswordRequest, {
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  async function save(request: ChangePasswordRequest) {
    try {
      const { ended_sessions } = await changePassword(request);
      form.reset({ current_password: '', new_password: '' });
      toast.success('Password changed', {
        description:
          ended_sessions > 0
            ? `${pluralize(ended_sessions, 'other session')} signed out.`
            : 'No other browser was signed in.',
      });
      void refreshSessions();
    } catch (error) {
      if (!showServerFieldError(error)) {
        setProblem(errorMessage(error, 'Could not change your password. Please try again.'));
      }
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          Every other browser signed in to your account is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            if (isSubmitting) {
              event.preventDefault();
              return;
            }
            setProblem(null);
            void onSubmit(save)(event);
          }}
        >
          {problem && <FormAlert>{problem}</FormAlert>}
          {/* For password managers: whose password this is. */}
          <input type="hidden" autoComplete="username" value={user.email} readOnly />
          <Field
            id={`${id}-current`}
            label="Current password"
            error={errors.current_password?.message}
          >
            {(describedBy) => (
              <PasswordInput
                id={`${id}-current`}
                autoComplete="current-password"
                {...form.register('current_password')}
                invalid={Boolean(errors.current_password)}
                aria-describedby={describedBy}
                required
              />
            )}
          </Field>
          <Field
            id={`${id}-new`}
            label="New password"
            error={errors.new_password?.message}
            hint={`At least ${AuthLimits.minPassword} characters. A few unrelated words make a strong password.`}
          >
            {(describedBy) => (
              <PasswordInput
                id={`${id}-new`}
                autoComplete="new-password"
                {...form.register('new_password')}
                invalid={Boolean(errors.new_password)}
                aria-describedby={describedBy}
                minLength={AuthLimits.minPassword}
                required
              />
            )}
          </Field>
          <PasswordStrength
            password={form.watch('new_password')}
            personal={[user.email, user.display_name ?? '']}
            problemShown={Boolean(errors.new_password)}
          />
          <div className="flex justify-end border-t border-white/[0.06] pt-5">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: ActiveSession;
  onEnd: () => void;
  ending: boolean;
}) {
  const device = describeDevice(session.user_agent);
  const Icon = device.mobile ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/[0.05] text-fg-muted">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
            {device.label}
            {session.current && <Badge tone="success">This browser</Badge>}
          </p>
          <p className="text-sm text-fg-muted">
            {session.ip_address ? `${session.ip_address} · ` : ''}
            Signed in {formatLongDate(session.created_at)}
          </p>
          <p className="text-xs text-fg-subtle">
            Last active {new Date(session.last_seen_at).toLocaleString()}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEnd}
        loading={ending}
        className="self-start sm:self-center"
      >
        {!ending && <LogOut aria-hidden="true" />}
        Sign out
      </Button>
    </li>
  );
}

function SessionsCard() {
  const sessions = useActiveSessions();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  async function handleEnd(session: ActiveSession) {
    if (session.current) {
      logout().catch((error: unknown) => toastSessionError(error));
      navigate('/', { replace: true });
      return;
    }
    try {
      await endOne.mutateAsync(session.id);
      toast.success('Signed out that browser');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not sign that browser out'));
    }
  }

  async function handleEndOthers() {
    try {
      const { ended_sessions } = await endOthers.mutateAsync();
      toast.success(`Signed out everywhere else (${pluralize(ended_sessions, 'session')})`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not sign the other browsers out'));
      throw error;
    }
  }

  let body;
  if (sessions.isPending) {
    body = <SkeletonList rows={2} />;
  } else if (sessions.isError) {
    body = (
      <ErrorState
        message={errorMessage(sessions.error, 'Could not load your sessions.')}
        onRetry={() => void sessions.refetch()}
        isRetrying={sessions.isFetching}
      />
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-white/[0.06]" aria-label="Your sessions">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => void handleEnd(session)}
            />
          ))}
        </ul>
        <div className="mt-2 flex flex-col gap-3 border-t border-white/[0.06] pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            A session ends after {pluralize(sessions.data.idle_minutes, 'minute')} without use, and
            after {pluralize(sessions.data.absolute_hours, 'hour')} in any case.
          </p>
          <Button
            variant="danger"
            onClick={() => setConfirming(true)}
            disabled={others.length === 0}
          >
            Sign out everywhere else
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-accent-300" aria-hidden="true" />
          Where you are signed in
        </CardTitle>
        <CardDescription>
          Do not recognise one? Sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        text={`${pluralize(others.length, 'other browser')} will be signed out. This browser stays signed in.`}
        confirmLabel="Sign out everywhere else"
        destructive
        onConfirm={handleEndOthers}
      />
    </Card>
  );
}
