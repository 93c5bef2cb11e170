/**
 * /logout: where `GET /api/logout` leads. A link (from anywhere, another site too) only
 * brings the browser here; signing out takes a click, which sends `POST /api/logout`.
 */
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/states';
import { useAuth } from '../../lib/auth/auth-context';
import { AuthLayout } from './auth-layout';
import { AuthHeading } from './auth-parts';
import { toastSessionError } from '../../lib/auth/session-toast';

export function LogoutPage() {
  const { user, isPending, logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  function handleSignOut() {
    setLeaving(true);
    logout().catch((error: unknown) => toastSessionError(error));
    navigate('/', { replace: true });
  }

  let body;
  if (isPending) {
    body = <LoadingState />;
  } else if (!user) {
    body = (
      <Link to="/" className={buttonClasses({ className: 'w-full' })}>
        Go to Backline
      </Link>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={handleSignOut} loading={leaving} className="w-full">
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
        <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
          Stay signed in
        </Link>
      </div>
    );
  }

  return (
    <AuthLayout>
      <PageTitle>Sign out</PageTitle>
      <Card className="w-full p-5 sm:p-8">
        <AuthHeading
          title={user ? 'Sign out of Backline?' : 'You are signed out'}
          text={user ? `You are signed in as ${user.email}.` : undefined}
        />
        {body}
      </Card>
    </AuthLayout>
  );
}
