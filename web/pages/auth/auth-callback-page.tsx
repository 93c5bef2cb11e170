/**
 * /auth/callback (spec part 1, section 2): exchanges the code in the URL for a session,
 * then opens the dashboard; on failure it says why and returns to /.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { SessionError } from '../../lib/auth/session';
import { takeReturnTo } from '../../lib/return-to';
import { AuthLayout, AuthProgress } from './auth-layout';
import { PageTitle } from '../../components/page-title';

export function AuthCallbackPage() {
  const { exchangeCodeForSessionToken } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchangeCodeForSessionToken()
      .then(() => navigate(takeReturnTo() ?? '/dashboard', { replace: true }))
      .catch((error: unknown) => {
        // A provider that refused (the user cancelled, say) explains itself in the URL.
        const params = new URLSearchParams(window.location.search);
        const providerError = params.get('error_description') ?? params.get('error');
        const detail = providerError ?? (error instanceof SessionError ? error.detail : null);
        toast.error(error instanceof Error ? error.message : 'Sign-in failed', {
          description: detail ?? undefined,
          duration: 8000,
        });
        navigate('/', { replace: true });
      });
  }, [exchangeCodeForSessionToken, navigate]);

  return (
    <AuthLayout>
      <PageTitle>Completing Sign In</PageTitle>
      <AuthProgress title="Completing Sign In">
        <p className="text-fg-muted">Setting up your session…</p>
      </AuthProgress>
    </AuthLayout>
  );
}
