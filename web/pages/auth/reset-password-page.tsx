/**
 * /auth/reset: a forgotten password. Without a token it asks for the e-mail address and
 * answers the server's words (the same whether or not the address has an account); from the
 * e-mailed link (`/auth/reset#token=…`) it asks for the new password, which signs the person
 * out everywhere, then sends them to sign in with it.
 */
import { CompletePasswordResetRequest, PasswordResetRequest } from '@contract/auth';
import { AuthLimits } from '@contract/limits';
import { CircleCheck, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PasswordStrength } from '../../components/password-strength';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { errorMessage } from '../../lib/api/api-client';
import { completePasswordReset, requestPasswordReset } from '../../lib/api/auth.api';
import { useContractForm } from '../../lib/contract-form';
import { AuthLayout } from './auth-layout';
import { AuthHeading, FormAlert, useLinkToken } from './auth-parts';

const NewPasswordFields = CompletePasswordResetRequest.pick({ password: true });

function Done({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" role="status">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-500/15 text-accent-300">
        {icon}
      </span>
      <h2 className="font-display text-lg font-bold text-fg">{title}</h2>
      {children}
    </div>
  );
}

function useSubmitGuard(isSubmitting: boolean, run: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    run(event);
  };
}

function RequestResetForm() {
  const idPrefix = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(PasswordResetRequest, {
    defaultValues: { email: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const handleSubmit = useSubmitGuard(form.formState.isSubmitting, (event) => {
    setProblem(null);
    void onSubmit(async ({ email }) => {
      try {
        setSent((await requestPasswordReset(email)).message);
      } catch (error) {
        if (showServerFieldError(error)) return;
        setProblem(errorMessage(error, 'Something went wrong. Please try again.'));
      }
    })(event);
  });

  if (sent) {
    return (
      <Done icon={<MailCheck className="size-6" aria-hidden="true" />} title="Check your e-mail">
        <p className="text-sm text-fg-muted">{sent}</p>
        <Link
          to="/auth/redirect"
          className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </Done>
    );
  }
  const emailError = form.formState.errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {problem && <FormAlert>{problem}</FormAlert>}
      <Field id={`${idPrefix}-email`} label="E-mail" error={emailError}>
        {(describedBy) => (
          <Input
            id={`${idPrefix}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
            invalid={Boolean(emailError)}
            aria-describedby={describedBy}
            required
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
        Send me a link
      </Button>
      <Link
        to="/auth/redirect"
        className="text-center text-sm font-semibold text-fg-muted underline-offset-4 hover:text-fg hover:underline"
      >
        Remembered it? Sign in
      </Link>
    </form>
  );
}

function ChooseNewPasswordForm({ token }: { token: string }) {
  const idPrefix = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(NewPasswordFields, {
    defaultValues: { password: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const handleSubmit = useSubmitGuard(form.formState.isSubmitting, (event) => {
    setProblem(null);
    void onSubmit(async ({ password }) => {
      try {
        await completePasswordReset({ token, password });
        setDone(true);
      } catch (error) {
        if (showServerFieldError(error)) return;
        setProblem(errorMessage(error, 'Something went wrong. Please try again.'));
      }
    })(event);
  });

  if (done) {
    return (
      <Done
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title="Your password is changed"
      >
        <p className="text-sm text-fg-muted">
          Every browser that was signed in to your account is signed out. Sign in with your new
          password.
        </p>
        <Link to="/auth/redirect" className={buttonClasses({ className: 'w-full' })}>
          Sign in
        </Link>
      </Done>
    );
  }
  const passwordError = form.formState.errors.password?.message;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {problem && (
        <FormAlert>
          <span>{problem}</span>
          <Link
            to="/auth/reset"
            reloadDocument
            className="self-start font-semibold text-fg underline underline-offset-4"
          >
            Ask for a new link
          </Link>
        </FormAlert>
      )}
      <Field
        id={`${idPrefix}-password`}
        label="New password"
        error={passwordError}
        hint={`At least ${AuthLimits.minPassword} characters. A few unrelated words make a strong password.`}
      >
        {(describedBy) => (
          <PasswordInput
            id={`${idPrefix}-password`}
            autoComplete="new-password"
            {...form.register('password')}
            invalid={Boolean(passwordError)}
            aria-describedby={describedBy}
            minLength={AuthLimits.minPassword}
            required
          />
        )}
      </Field>
      <PasswordStrength password={form.watch('password')} problemShown={Boolean(passwordError)} />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
        Set new password
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <AuthLayout wide>
      <PageTitle>{token ? 'Choose a new password' : 'Reset your password'}</PageTitle>
      <Card className="w-full p-5 sm:p-8">
        {token ? (
          <>
            <AuthHeading
              title="Choose a new password"
              text="Choosing a new password signs you out everywhere."
            />
            <ChooseNewPasswordForm key={token} token={token} />
          </>
        ) : (
          <>
            <AuthHeading
              title="Reset your password"
              text="Enter the e-mail address of your account and we will send you a link to choose a new password."
            />
            <RequestResetForm />
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
