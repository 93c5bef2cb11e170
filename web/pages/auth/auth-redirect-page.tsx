/**
 * /auth/redirect (spec part 1, section 2): asks the server where to sign in and goes
 * there. With no address, or a failed call, it returns to / after 3 seconds.
 */
import type { OAuthProvider } from '@contract/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { SessionError } from '../../lib/auth/session';
import { AuthLayout, AuthProgress } from './auth-layout';
import { PageTitle } from '../../components/page-title';

const RETURN_HOME_AFTER_MS = 3000;
const providers: readonly OAuthProvider[] = ['local', 'google', 'oidc'];

function providerFrom(value: string | null): OAuthProvider {
  return providers.find((provider) => provider === value) ?? 'local';
}

export function AuthRedirectPage() {
  const { redirectToLogin } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const provider = providerFrom(searchParams.get('provider'));
  // Get Started and the trial buttons come here to create an account, not to sign in.
  const signUp = searchParams.get('mode') === 'sign-up';
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redirectToLogin(provider, { signUp })
      .then((navigating) => {
        if (navigating) return;
        toast.error('Sign-in is not available right now', {
          description: 'Backline did not return a sign-in address. Taking you home.',
        });
        setFailed(true);
      })
      .catch((error: unknown) => {
        const detail = error instanceof SessionError ? error.detail : null;
        toast.error(error instanceof Error ? error.message : 'Sign-in is not available right now', {
          description: detail ?? undefined,
        });
        setFailed(true);
      });
  }, [provider, signUp, redirectToLogin]);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), RETURN_HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [failed, navigate]);

  return (
    <AuthLayout>
      <PageTitle>Redirecting to Sign In</PageTitle>
      <AuthProgress title="Redirecting to Sign In">
        <p className="text-fg-muted">
          {failed
            ? 'We could not start sign-in. Returning you home in a few seconds.'
            : 'Hang tight, we are taking you to sign in.'}
        </p>
        <p className="text-sm text-fg-subtle">
          Stuck?{' '}
          <Link
            to="/"
            replace
            className="font-semibold text-accent-300 underline-offset-4 hover:underline"
          >
            click here to return home
          </Link>
        </p>
      </AuthProgress>
    </AuthLayout>
  );
}
