/** The frame of a storefront for visitors who are not signed in: the logo and Sign In. */
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { buttonClasses } from '../../components/ui/button';
import { rememberReturnTo, signInPath } from '../../lib/return-to';

export function PublicFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-20 border-b border-white/[0.07] bg-ink-950/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-10">
          <Link to="/" aria-label="Backline home">
            <Logo />
          </Link>
          <Link
            to={signInPath(pathname)}
            onClick={() => rememberReturnTo(pathname)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
