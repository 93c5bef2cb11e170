/**
 * /auth/confirm#token=…: finishes a sign-up from its e-mailed link. The password chosen at
 * sign-up is asked again, so the link alone gives nobody an account; then the usual sign-in
 * round trip: a sign-in state for this browser, the one-time code, /auth/callback.
 */
import { ConfirmSignUpRequest } from '@contract/auth';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { LoadingState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { confirmSignUp, pendingSignUp } from '../../lib/api/auth.api';
import { useAuth } from '../../lib/auth/auth-context';
import { useContractForm } from '../../lib/contract-form';
import { AuthLayout } from './auth-layout';
import { AuthHeading, FormAlert, useLinkToken } from './auth-parts';

const PasswordOnly = ConfirmSignUpRequest.pick({ password: true });

function DeadLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" role="alert">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-warning-400/15 text-warning-300">
        <MailWarning className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-lg font-bold text-fg">This link does not work</h2>
      <p className="text-sm text-fg-muted">{message}</p>
      <Link to="/auth/redirect?mode=sign-up" className={buttonClasses({ className: 'w-full' })}>
        Create your account again
      </Link>
    </div>
  );
}

export function ConfirmSignUpPage() {
  const token = useLinkToken();
  const pending = useQuery({
    queryKey: ['pending-sign-up', token],
    queryFn: () => pendingSignUp(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  const { getLoginRedirectUrl } = useAuth();
  const idPrefix = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(PasswordOnly, {
    defaultValues: { password: '' },
  });
  const [problem, setProblem] = useState<{ message: string; signIn?: boolean } | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubmitting = form.formState.isSubmitting || isLeaving;

  async function submit({ password }: { password: string }) {
    if (!token) return;
    try {
      // A sign-in state of this browser: the code the server answers with is bound to it.
      const start = await getLoginRedirectUrl('local');
      const state = start ? new URL(start, window.location.origin).searchParams.get('state') : null;
      if (!state) throw new Error('Sign-in is not available right now. Please try again.');
      const { redirectUrl } = await confirmSignUp({ token, password, state });
      setIsLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      if (showServerFieldError(error)) return;
      if (error instanceof ApiError && error.status === 401) {
        form.setError(
          'password',
          { type: 'server', message: 'That is not the password you chose when you signed up' },
          { shouldFocus: true },
        );
        return;
      }
      setProblem({
        message: errorMessage(error, 'Something went wrong. Please try again.'),
        signIn: error instanceof ApiError && error.status === 409,
      });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    setProblem(null);
    void onSubmit(submit)(event);
  }

  let body;
  if (!token) {
    body = <DeadLink message="The link is incomplete. Open it again from the e-mail we sent." />;
  } else if (pending.isPending) {
    body = <LoadingState label="Checking your link…" />;
  } else if (pending.isError) {
    body = (
      <DeadLink message={errorMessage(pending.error, 'This link is invalid or has expired.')} />
    );
  } else {
    const passwordError = form.formState.errors.password?.message;
    body = (
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {problem && (
          <FormAlert>
            <span>{problem.message}</span>
            {problem.signIn && (
              <Link
                to="/auth/redirect"
                className="self-start font-semibold text-fg underline underline-offset-4"
              >
                Sign in
              </Link>
            )}
          </FormAlert>
        )}
        <Field id={`${idPrefix}-email`} label="E-mail">
          {(describedBy) => (
            <Input
              id={`${idPrefix}-email`}
              type="email"
              autoComplete="username"
              value={pending.data.email}
              readOnly
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={`${idPrefix}-password`}
          label="Password"
          error={passwordError}
          hint="The password you chose when you signed up."
        >
          {(describedBy) => (
            <PasswordInput
              id={`${idPrefix}-password`}
              autoComplete="current-password"
              {...form.register('password')}
              invalid={Boolean(passwordError)}
              aria-describedby={describedBy}
              required
            />
          )}
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
          Finish and sign in
        </Button>
      </form>
    );
  }

  return (
    <AuthLayout wide>
      <PageTitle>Finish creating your account</PageTitle>
      <Card className="w-full p-5 sm:p-8">
        <AuthHeading
          title="Finish creating your account"
          text={
            pending.data
              ? `Welcome, ${pending.data.display_name}. Confirm it is you to open your account.`
              : 'Confirm your e-mail address to open your account.'
          }
        />
        {body}
      </Card>
    </AuthLayout>
  );
}
