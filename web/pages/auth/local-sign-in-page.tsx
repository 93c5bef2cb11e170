/**
 * /auth/local: Backline's own sign-in, where `GET /api/oauth/local/redirect_url` sends the
 * browser. Sign in with the server's rules (the contract's schemas), then follow the server's
 * redirect to /auth/callback with a one-time code. Creating an account answers "check your
 * e-mail" (whether or not the address already has one): its link finishes at /auth/confirm.
 */
import { LocalSignInRequest, LocalSignUpRequest } from '@contract/auth';
import { AuthLimits } from '@contract/limits';
import type { SelfServiceRole } from '@contract/users';
import { CircleAlert, MailCheck, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Field, Input, Select } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { errorMessage } from '../../lib/api/api-client';
import { PasswordStrength } from '../../components/password-strength';
import { signInLocal, signUpLocal, useSignInProviders } from '../../lib/api/auth.api';
import { useContractForm } from '../../lib/contract-form';
import { AuthLayout } from './auth-layout';
import { PageTitle } from '../../components/page-title';

type Mode = 'sign-in' | 'sign-up';
type FieldName = 'display_name' | 'email' | 'password' | 'role';

/** The server's schemas without `state`, which comes from the URL, not the form. */
const SignInFields = LocalSignInRequest.omit({ state: true });
const SignUpFields = LocalSignUpRequest.omit({ state: true });

/** Both tabs share the fields, so what was typed survives switching tabs. */
interface FormValues {
  display_name: string;
  email: string;
  password: string;
  role: SelfServiceRole;
}
type Fields = z.output<typeof SignInFields> | z.output<typeof SignUpFields>;

interface FormProblem {
  message: string;
}

const roleOptions: { value: SelfServiceRole; label: string }[] = [
  { value: 'artist', label: 'Artist' },
  { value: 'creator', label: 'Creator' },
  { value: 'producer', label: 'Producer' },
  { value: 'fan', label: 'Fan' },
];

const tabs: { mode: Mode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
];

function ModeTabs({
  mode,
  idPrefix,
  onChange,
}: {
  mode: Mode;
  idPrefix: string;
  onChange: (mode: Mode) => void;
}) {
  const refs = useRef<Record<Mode, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Mode =
      event.key === 'Home'
        ? 'sign-in'
        : event.key === 'End'
          ? 'sign-up'
          : mode === 'sign-in'
            ? 'sign-up'
            : 'sign-in';
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 gap-1 rounded-2xl border border-white/[0.08] bg-ink-950/60 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            ref={(element) => {
              refs.current[tab.mode] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.mode}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.mode)}
            onKeyDown={handleKeyDown}
            className={cn(
              'h-10 rounded-xl text-sm font-semibold transition',
              selected
                ? 'bg-ink-700 text-fg shadow-[0_1px_0_0_rgb(255_255_255/0.08)_inset]'
                : 'text-fg-muted hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

function MissingState() {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="alert">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-warning-400/15 text-warning-300">
        <RotateCcw className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-lg font-bold text-fg">This sign-in link is incomplete</h2>
      <p className="text-sm text-fg-muted">
        Sign-in has to start from Backline so we can keep it secure. Start again and you will be
        right back here.
      </p>
      <Link to="/auth/redirect" className={buttonClasses({ className: 'w-full' })}>
        Start sign-in again
      </Link>
    </div>
  );
}

/** After sign-up: the same words whether or not the address had an account. */
function CheckYourEmail({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" role="status">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-500/15 text-accent-300">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-lg font-bold text-fg">Check your e-mail</h2>
      <p className="text-sm text-fg-muted">{message}</p>
      <p className="text-xs text-fg-subtle">
        Nothing there after a few minutes? Look in your spam folder, or check the address and try
        again.
      </p>
      <button
        type="button"
        onClick={onBack}
        className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
      >
        Use another address
      </button>
    </div>
  );
}

function OtherProviders() {
  const { data } = useSignInProviders();
  const others = data?.providers.filter((provider) => provider.id !== 'local') ?? [];
  if (others.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-widest text-fg-subtle uppercase">
        <span className="h-px flex-1 bg-white/10" />
        or
        <span className="h-px flex-1 bg-white/10" />
      </div>
      {others.map((provider) => (
        <Link
          key={provider.id}
          to={`/auth/redirect?provider=${encodeURIComponent(provider.id)}`}
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          Continue with {provider.label}
        </Link>
      ))}
    </div>
  );
}

export function LocalSignInPage() {
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  const idPrefix = useId();
  const [mode, setMode] = useState<Mode>(() =>
    searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
  );
  const inputId = (field: FieldName) => `${idPrefix}-${field}`;
  const isSignUp = mode === 'sign-up';
  // Signing in reads only e-mail and password from the shared fields.
  const schema = (isSignUp ? SignUpFields : SignInFields) as unknown as z.ZodType<
    Fields,
    FormValues
  >;
  const { form, onSubmit, showServerFieldError } = useContractForm(schema, {
    defaultValues: { display_name: '', email: '', password: '', role: 'artist' },
  });
  const fieldErrors = form.formState.errors;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  /** After a sign-up: the server's "check your e-mail". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isSubmitting = form.formState.isSubmitting || isLeaving;

  function changeMode(next: Mode) {
    if (next === mode) return;
    setMode(next);
    form.clearErrors();
    setProblem(null);
    setSentTo(null);
  }

  async function submit(fields: Fields) {
    if (!state) return;
    try {
      if ('display_name' in fields) {
        const { message } = await signUpLocal({ ...fields, state });
        setSentTo(message);
        return;
      }
      const { redirectUrl } = await signInLocal({ ...fields, state });
      // Off to /auth/callback; the button keeps spinning until the page changes.
      setIsLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      if (showServerFieldError(error)) return;
      setProblem({ message: errorMessage(error, 'Something went wrong. Please try again.') });
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

  return (
    <AuthLayout wide>
      <PageTitle>{isSignUp ? 'Create account' : 'Sign in'}</PageTitle>
      <Card className="w-full p-5 sm:p-8">
        <div className="mb-6 flex flex-col gap-1.5 text-center">
          <h1 className="font-display text-2xl font-black tracking-tight text-fg sm:text-3xl">
            {isSignUp ? 'Join Backline' : 'Welcome back'}
          </h1>
          <p className="text-sm text-fg-muted">
            {isSignUp
              ? 'Your studio, storefront and fans in one place.'
              : 'Sign in to pick up where you left off.'}
          </p>
        </div>

        <ModeTabs mode={mode} idPrefix={idPrefix} onChange={changeMode} />

        <div
          role="tabpanel"
          id={`${idPrefix}-panel`}
          aria-labelledby={`${idPrefix}-tab-${mode}`}
          className="mt-6"
        >
          {!state ? (
            <MissingState />
          ) : sentTo ? (
            <CheckYourEmail message={sentTo} onBack={() => setSentTo(null)} />
          ) : (
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
              {problem && (
                <div
                  role="alert"
                  className="flex items-start gap-2.5 rounded-xl border border-danger-400/35 bg-danger-500/10 px-3.5 py-3 text-sm text-danger-300"
                >
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{problem.message}</span>
                </div>
              )}

              {isSignUp && (
                <Field
                  id={inputId('display_name')}
                  label="Display name"
                  error={fieldErrors.display_name?.message}
                >
                  {(describedBy) => (
                    <Input
                      id={inputId('display_name')}
                      autoComplete="nickname"
                      placeholder="Your artist name"
                      maxLength={AuthLimits.maxDisplayName}
                      {...form.register('display_name')}
                      invalid={Boolean(fieldErrors.display_name)}
                      aria-describedby={describedBy}
                      required
                    />
                  )}
                </Field>
              )}

              <Field id={inputId('email')} label="E-mail" error={fieldErrors.email?.message}>
                {(describedBy) => (
                  <Input
                    id={inputId('email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    {...form.register('email')}
                    invalid={Boolean(fieldErrors.email)}
                    aria-describedby={describedBy}
                    required
                  />
                )}
              </Field>

              <Field
                id={inputId('password')}
                label="Password"
                error={fieldErrors.password?.message}
                hint={
                  isSignUp
                    ? `At least ${AuthLimits.minPassword} characters. A few unrelated words make a strong password.`
                    : undefined
                }
              >
                {(describedBy) => (
                  <PasswordInput
                    id={inputId('password')}
                    autoComplete={isSignUp ? 'new-password' : 'current-password'}
                    {...form.register('password')}
                    invalid={Boolean(fieldErrors.password)}
                    aria-describedby={describedBy}
                    required
                    minLength={isSignUp ? AuthLimits.minPassword : undefined}
                  />
                )}
              </Field>
              {isSignUp && (
                <PasswordStrength
                  password={form.watch('password')}
                  personal={[form.watch('email'), form.watch('display_name')]}
                  problemShown={Boolean(fieldErrors.password)}
                />
              )}
              {!isSignUp && (
                <Link
                  to="/auth/reset"
                  className="-mt-2 self-end text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
                >
                  Forgot your password?
                </Link>
              )}

              {isSignUp && (
                <Field id={inputId('role')} label="I am a" error={fieldErrors.role?.message}>
                  {(describedBy) => (
                    <Select
                      id={inputId('role')}
                      {...form.register('role')}
                      invalid={Boolean(fieldErrors.role)}
                      aria-describedby={describedBy}
                    >
                      {roleOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}

              <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
                {isSignUp ? 'Create account' : 'Sign in'}
              </Button>
            </form>
          )}
        </div>

        <div className="mt-6">
          <OtherProviders />
        </div>
      </Card>

      <p className="mt-6 text-center text-sm text-fg-subtle">
        <Link
          to="/"
          className="font-semibold text-fg-muted underline-offset-4 hover:text-fg hover:underline"
        >
          Back to Backline home
        </Link>
      </p>
    </AuthLayout>
  );
}
