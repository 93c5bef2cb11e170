/**
 * The routes of spec part 1, section 2. Only /, /auth/*, /logout, storefronts and /admin (which
 * tells a visitor how to sign in) are open to everyone; every other
 * screen sits behind the signed-in guard and inside the app frame. Each page is its own
 * chunk, loaded when first visited.
 *
 * The table is rendered by the declarative router (`useRoutes` in a `BrowserRouter`), not the
 * data router (`createBrowserRouter`): we use none of its loaders, actions or fetchers, and it
 * weighed 17 KiB gzip of the first bundle, which must stay within the budget of
 * web/budgets.json. Its two features we did use are ours: RouteErrorBoundary for
 * `errorElement` and ScrollToTop for `ScrollRestoration`.
 */
import { isValidElement, Suspense } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullPageSkeleton } from './components/full-page-skeleton';
import { PlatformGate } from './components/platform-gate';
import { RequireAuth } from './components/require-auth';
import { RequireFeature } from './components/require-feature';
import { ScrollToTop } from './components/scroll-to-top';
import { useFeatureEnabled } from './lib/api/settings.api';
import { useAuth } from './lib/auth/auth-context';
import { FeatureFlag } from './lib/feature-flags';
import { lazyNamed } from './lib/lazy-named';
import type { FeatureFlagName } from './lib/feature-flags';
import { RouteErrorBoundary } from './pages/error/route-error-boundary';
import { feedReads, frameReads, storefrontReads } from './screen-reads';
import type { Prefetch, ScreenReads } from './screen-reads';
// In the first bundle, not a chunk of its own: the provider's return must show "Completing
// Sign In" on the very first frame, not a blank page while a chunk loads.
import { AuthCallbackPage } from './pages/auth/auth-callback-page';
import { CheckoutReturn } from './components/payments/checkout-return';

// The frame of signed-in screens and the sellers' gate are chunks of their own too: a visitor
// on the landing page needs neither (nor the API hooks, dialogs and schemas they bring).
const AppShell = lazyNamed(() => import('./components/app-shell'), 'AppShell');
const RequireSeller = lazyNamed(() => import('./components/require-seller'), 'RequireSeller');

const LandingPage = lazyNamed(() => import('./pages/landing/landing-page'), 'LandingPage');
const AuthRedirectPage = lazyNamed(
  () => import('./pages/auth/auth-redirect-page'),
  'AuthRedirectPage',
);
const LocalSignInPage = lazyNamed(
  () => import('./pages/auth/local-sign-in-page'),
  'LocalSignInPage',
);
const ConfirmSignUpPage = lazyNamed(
  () => import('./pages/auth/confirm-sign-up-page'),
  'ConfirmSignUpPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('./pages/auth/reset-password-page'),
  'ResetPasswordPage',
);
const LogoutPage = lazyNamed(() => import('./pages/auth/logout-page'), 'LogoutPage');
const AccountSecurityPage = lazyNamed(
  () => import('./pages/account-security/account-security-page'),
  'AccountSecurityPage',
);
const DashboardPage = lazyNamed(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage');
const FeedPage = lazyNamed(() => import('./pages/feed/feed-page'), 'FeedPage');
const ProfilePage = lazyNamed(() => import('./pages/profile/profile-page'), 'ProfilePage');
const ProfileEditPage = lazyNamed(
  () => import('./pages/profile-edit/profile-edit-page'),
  'ProfileEditPage',
);
const PostPage = lazyNamed(() => import('./pages/post/post-page'), 'PostPage');
const OwnPostsPage = lazyNamed(() => import('./pages/own-posts/own-posts-page'), 'OwnPostsPage');
const DcypherPage = lazyNamed(() => import('./pages/dcypher/dcypher-page'), 'DcypherPage');
const BacklinePage = lazyNamed(() => import('./pages/backline/backline-page'), 'BacklinePage');
const SocialPage = lazyNamed(() => import('./pages/social/social-page'), 'SocialPage');
const MonetizePage = lazyNamed(() => import('./pages/monetize/monetize-page'), 'MonetizePage');
const CrmPage = lazyNamed(() => import('./pages/crm/crm-page'), 'CrmPage');
const JoinConfirmPage = lazyNamed(() => import('./pages/crm/join-confirm-page'), 'JoinConfirmPage');
const UnsubscribePage = lazyNamed(() => import('./pages/crm/unsubscribe-page'), 'UnsubscribePage');
const StorefrontPage = lazyNamed(
  () => import('./pages/storefront/storefront-page'),
  'StorefrontPage',
);
const PurchasesPage = lazyNamed(() => import('./pages/purchases/purchases-page'), 'PurchasesPage');
const TeamInvitePage = lazyNamed(
  () => import('./pages/team-invite/team-invite-page'),
  'TeamInvitePage',
);
const AdminPage = lazyNamed(() => import('./pages/admin/admin-page'), 'AdminPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found/not-found-page'), 'NotFoundPage');

function PublicFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <CheckoutReturn />
      <Suspense fallback={<PublicFallback />}>
        <PlatformGate fallback={<PublicFallback />}>
          <Outlet />
        </PlatformGate>
      </Suspense>
    </>
  );
}

/** The landing page is for visitors; a signed-in user goes straight to work. */
function LandingRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
}
LandingRoute.preload = (signedIn: boolean) => {
  if (!signedIn) return void LandingPage.preload();
  void AppShell.preload();
  void DashboardPage.preload();
};

function SignedInFrame() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
SignedInFrame.preload = () => AppShell.preload();

/**
 * The admin console answers everyone itself: a visitor gets its sign-in card on its own, a
 * signed-in person the app frame around it (Access Denied unless an administrator).
 */
function AdminRoute() {
  const { user } = useAuth();
  if (!user) return <AdminPage />;
  return (
    <AppShell>
      <AdminPage />
    </AppShell>
  );
}

function NotFoundRoute() {
  const { user, isPending } = useAuth();
  if (isPending) return <FullPageSkeleton />;
  if (!user) return <NotFoundPage signedIn={false} />;
  return (
    <AppShell>
      <NotFoundPage signedIn />
    </AppShell>
  );
}

/** Storefronts are public: visitors get the page on its own, signed-in users get the app frame. */
function StorefrontRoute() {
  const { user, isPending } = useAuth();
  const isOn = useFeatureEnabled(FeatureFlag.storefront);
  if (!isOn) return <NotFoundRoute />;
  if (isPending) return <FullPageSkeleton />;
  if (!user) return <StorefrontPage />;
  return (
    <AppShell>
      <StorefrontPage />
    </AppShell>
  );
}
StorefrontRoute.preload = (signedIn: boolean) => {
  void StorefrontPage.preload();
  if (signedIn) void AppShell.preload();
};

/** A route's `handle`: the first reads of its screen (screen-reads.ts). */
interface ScreenHandle {
  reads: Prefetch;
}
const reading = (reads: Prefetch): ScreenHandle => ({ reads });

/** A screen of a feature an administrator can switch off: while off, there is no such page. */
const feature = (
  flag: FeatureFlagName,
  element: RouteObject['element'],
): RouteObject['element'] => (
  <RequireFeature flag={flag} otherwise={<NotFoundPage signedIn />}>
    {element}
  </RequireFeature>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth/redirect', element: <AuthRedirectPage /> },
      // The spec's sign-in address (the admin console's card goes here); the same page.
      { path: '/auth/login', element: <AuthRedirectPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/auth/local', element: <LocalSignInPage /> },
      { path: '/auth/confirm', element: <ConfirmSignUpPage /> },
      { path: '/auth/reset', element: <ResetPasswordPage /> },
      { path: '/logout', element: <LogoutPage /> },
      {
        path: '/storefront/:userId',
        element: <StorefrontRoute />,
        handle: reading(storefrontReads),
      },
      { path: '/admin', element: <AdminRoute /> },
      { path: '/join/confirm', element: <JoinConfirmPage /> },
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      {
        element: <SignedInFrame />,
        handle: reading(frameReads),
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/feed', element: <FeedPage />, handle: reading(feedReads) },
          { path: '/profile/:userId', element: <ProfilePage /> },
          { path: '/profile/:id/edit', element: <ProfileEditPage /> },
          { path: '/settings/security', element: <AccountSecurityPage /> },
          { path: '/purchases', element: <PurchasesPage /> },
          { path: '/writers-block', element: feature(FeatureFlag.dcypher, <DcypherPage />) },
          {
            path: '/monetize',
            element: (
              <RequireSeller screen="Move That Work">
                <MonetizePage />
              </RequireSeller>
            ),
          },
          {
            path: '/team/invite/:token',
            element: feature(FeatureFlag.team, <TeamInvitePage />),
          },
          {
            path: '/crm',
            element: feature(
              FeatureFlag.tribe,
              <RequireSeller screen="Find Your Tribe">
                <CrmPage />
              </RequireSeller>,
            ),
          },
          { path: '/backline', element: feature(FeatureFlag.studio, <BacklinePage />) },
          {
            path: '/social',
            element: feature(
              FeatureFlag.social,
              <RequireSeller screen="Social Media Hub">
                <SocialPage />
              </RequireSeller>,
            ),
          },
          { path: '/post/:id', element: <PostPage /> },
          { path: '/posts/mine', element: <OwnPostsPage /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** Every screen of the app at its address, with the error page in place of one that fails. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

interface Preloadable {
  preload?: (signedIn: boolean) => unknown;
}

/** The lazy screens, frame and wrappers (RequireFeature, RequireSeller) an element renders. */
function preloadElement(element: ReactNode, signedIn: boolean): void {
  if (!isValidElement<{ children?: ReactNode }>(element)) return;
  const type = element.type as Preloadable;
  if (typeof type.preload === 'function') void type.preload(signedIn);
  preloadElement(element.props.children, signedIn);
}

/**
 * Starts loading the chunks of the screen at `pathname` at once, before the first render, and
 * its first reads (screen-reads.ts): otherwise each waits for the one around it (the signed-in
 * frame for the user, the page for the frame's chunk, the reads for the page's render), and on
 * a phone's connection each wait is a round trip.
 */
export function preloadScreen(
  pathname: string,
  signedIn: boolean,
  reads: Omit<ScreenReads, 'params'>,
): void {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    preloadElement(route.element, signedIn);
    const handle: ScreenHandle | undefined = route.handle;
    handle?.reads({ ...reads, params });
  }
}
