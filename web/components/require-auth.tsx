/**
 * The guard of every signed-in screen (spec: all routes but / and /auth/*). While the first
 * user fetch runs it shows the page's skeleton; signed out, it starts sign-in (or, right
 * after a logout, goes home); if Backline could not be reached it says so and offers a retry.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { SessionFailures } from '../lib/auth/session';
import { rememberReturnTo } from '../lib/return-to';
import { FullPageSkeleton } from './full-page-skeleton';
import { Logo } from './logo';
import { ErrorState } from './ui/states';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending, error, hasLoggedOut, fetchUser } = useAuth();
  const [isRetrying, setIsRetrying] = useState(false);
  const location = useLocation();

  if (isPending) return <FullPageSkeleton />;
  if (user) return children;

  if (error) {
    const handleRetry = () => {
      setIsRetrying(true);
      fetchUser()
        .catch(() => undefined)
        .finally(() => setIsRetrying(false));
    };
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4">
        <Logo />
        <ErrorState
          className="w-full max-w-md"
          title={error.message}
          message={error.detail ?? SessionFailures.serverTrouble}
          onRetry={handleRetry}
          isRetrying={isRetrying}
        />
      </div>
    );
  }

  if (hasLoggedOut) return <Navigate to="/" replace />;
  // Bring the person back here after sign-in (an invitation link, a shared post).
  rememberReturnTo(location.pathname + location.search);
  return <Navigate to="/auth/redirect" replace />;
}
