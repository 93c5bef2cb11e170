/** Unknown addresses: inside the app frame when signed in, on its own otherwise. */
import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';

export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const body = (
    <div className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-20 text-center">
      <PageTitle>Page not found</PageTitle>
      <span className="flex size-16 items-center justify-center rounded-3xl bg-white/[0.05] text-accent-300">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="font-display text-6xl font-black tracking-tight text-brand">404</p>
      <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg">
        This page is off the setlist
      </h1>
      <p className="text-fg-muted">
        There is nothing at{' '}
        <code className="rounded bg-white/[0.06] px-1.5 py-0.5 text-sm text-fg break-all">
          {pathname}
        </code>
        . Check the address, or head back.
      </p>
      <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses()}>
        {signedIn ? 'Go to your dashboard' : 'Back to Backline home'}
      </Link>
    </div>
  );

  if (signedIn) return body;
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Backline home">
          <Logo />
        </Link>
        <Link to="/auth/redirect" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Sign In
        </Link>
      </header>
      <main>{body}</main>
    </div>
  );
}
