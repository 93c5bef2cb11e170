/**
 * The global navigation (spec part 1, section 2, "Global chrome"). Fixed on the left from
 * 1024px; below that it sits behind a menu button in a drawer that closes on an overlay
 * click, on Escape and on navigation.
 */
import { displayName, firstName } from '@contract/format';
import { KeyRound, LogIn, LogOut, Menu, ReceiptText, Store, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAppSettings, useFeatureEnabled } from '../lib/api/settings.api';
import { useAuth } from '../lib/auth/auth-context';
import { FeatureFlag } from '../lib/feature-flags';
import { canSell } from '../lib/roles';
import { RoleBadge } from './posts/role-badge';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { Avatar } from './ui/avatar';
import { buttonClasses } from './ui/button';
import { cn } from './ui/cn';
import { toastSessionError } from '../lib/auth/session-toast';
import type { MenuDrawerProps } from './menu-drawer';
import { onFirstOpen } from './ui/on-first-open';

const linkBase =
  'group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[0.94rem] font-medium transition duration-150';

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    linkBase,
    isActive
      ? 'bg-gradient-to-r from-accent-500/20 via-flare-500/10 to-transparent text-fg shadow-[inset_2px_0_0_0_var(--color-accent-400)]'
      : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
  );
}

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { features } = useAppSettings();
  const sells = user ? canSell(user) : false;
  const items = navItems.filter(
    (item) =>
      (!item.adminOnly || user?.is_admin) &&
      (!item.sellersOnly || sells) &&
      (!item.flag || (features[item.flag] ?? true)),
  );
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={navLinkClasses} onClick={onNavigate}>
              {({ isActive }) => (
                <>
                  <Icon
                    className={cn(
                      'size-5 shrink-0 transition',
                      isActive ? 'text-accent-300' : 'text-fg-subtle group-hover:text-fg-muted',
                    )}
                    aria-hidden="true"
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function UserBlock({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const hasStorefront = useFeatureEnabled(FeatureFlag.storefront);

  if (!user) {
    return (
      <div className="border-t border-white/[0.07] p-4">
        <Link
          to="/auth/redirect"
          onClick={onNavigate}
          className={buttonClasses({ className: 'w-full' })}
        >
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </div>
    );
  }

  function handleSignOut() {
    // The session is cleared at once (the store does that first), then we go home while
    // the server ends it; a failure there is reported but the screen is already signed out.
    logout().catch((error: unknown) => toastSessionError(error));
    onNavigate?.();
    navigate('/', { replace: true });
  }

  const picture = user.avatar_url ?? user.google_user_data?.picture ?? null;
  const secondaryLink = cn(
    linkBase,
    'py-2 text-sm text-fg-muted hover:bg-white/[0.05] hover:text-fg',
  );

  return (
    <div className="border-t border-white/[0.07] p-3">
      <div className="flex items-center gap-3 rounded-2xl bg-white/[0.03] p-3">
        <Avatar name={displayName(user)} src={picture} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg" title={user.email}>
            {firstName(user) || user.email}
          </p>
          <RoleBadge role={user.role} className="mt-1" />
        </div>
      </div>
      <ul className="mt-2 flex flex-col gap-0.5">
        <li>
          <NavLink to={`/profile/${user.id}`} end className={secondaryLink} onClick={onNavigate}>
            <UserRound className="size-4.5 text-fg-subtle" aria-hidden="true" />
            Profile
          </NavLink>
        </li>
        <li>
          <NavLink to="/purchases" className={secondaryLink} onClick={onNavigate}>
            <ReceiptText className="size-4.5 text-fg-subtle" aria-hidden="true" />
            Purchases
          </NavLink>
        </li>
        <li>
          <NavLink to="/settings/security" className={secondaryLink} onClick={onNavigate}>
            <KeyRound className="size-4.5 text-fg-subtle" aria-hidden="true" />
            Password and sessions
          </NavLink>
        </li>
        {hasStorefront && canSell(user) && (
          <li>
            <NavLink to={`/storefront/${user.id}`} className={secondaryLink} onClick={onNavigate}>
              <Store className="size-4.5 text-fg-subtle" aria-hidden="true" />
              My Storefront
            </NavLink>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={handleSignOut}
            className={cn(secondaryLink, 'w-full text-left')}
          >
            <LogOut className="size-4.5 text-fg-subtle" aria-hidden="true" />
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}

function SidebarBody({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/dashboard" onClick={onNavigate} aria-label="Backline, go to your dashboard">
          <Logo />
        </Link>
      </div>
      <SidebarNav onNavigate={onNavigate} />
      <UserBlock onNavigate={onNavigate} />
    </div>
  );
}

const MenuDrawer = onFirstOpen<MenuDrawerProps>(
  async () => (await import('./menu-drawer')).MenuDrawer,
);

export function Sidebar() {
  const location = useLocation();
  // The drawer belongs to the page it was opened on: any navigation (a link, the back
  // button) changes the location key and so closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === location.key;
  const close = () => setOpenOn(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Growing the window past the breakpoint shows the fixed sidebar: the drawer goes away.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const handleChange = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', handleChange);
    return () => wide.removeEventListener('change', handleChange);
  }, []);

  return (
    <>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-white/[0.07] bg-ink-900/95 lg:block">
        <SidebarBody />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-white/[0.07] bg-ink-950/85 px-3 backdrop-blur-md lg:hidden">
        <button
          ref={menuButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpenOn(location.key)}
          className="inline-flex size-10 items-center justify-center rounded-xl text-fg-muted transition hover:bg-white/[0.06] hover:text-fg"
          aria-label="Open menu"
        >
          <Menu className="size-5.5" aria-hidden="true" />
        </button>
        <Link to="/dashboard" aria-label="Backline, go to your dashboard">
          <Logo className="[&_svg]:size-7 [&>span]:text-lg" />
        </Link>
      </header>
      <MenuDrawer
        open={isOpen}
        onOpenChange={(open) => setOpenOn(open ? location.key : null)}
        menuButton={menuButton}
      >
        <SidebarBody onNavigate={close} />
      </MenuDrawer>
    </>
  );
}
