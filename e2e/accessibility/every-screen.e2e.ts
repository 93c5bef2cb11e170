/**
 * axe-core on every screen of web/routes.tsx, each as the person it is for (a visitor, the
 * demo fan, the demo artist, the administrator): no violation of serious or critical impact
 * (web/budgets.json). A route of routes.tsx without a screen here fails the first test.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from '../../web/budgets.json';
import { currentUserId } from '../support/api';
import { openPage } from '../support/browser';
import { signInAsAdministrator, signInThroughScreens } from '../support/flows';

const FAN = 'fan@demo.backline.local';
const ARTIST = 'artist@demo.backline.local';

type Person = 'visitor' | 'fan' | 'artist' | 'administrator';

interface Screen {
  /** The route's path in routes.tsx. */
  route: string;
  who: Person;
  /** The address to open, from the ids of the demo data. */
  address: (ids: { artistId: number; postId: number }) => string;
  /** Before opening it (e.g. holding a call so a passing state stays on screen). */
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { route: '/', who: 'visitor', address: () => '/' },
  { route: '/auth/redirect', who: 'visitor', address: () => '/auth/redirect' },
  { route: '/auth/login', who: 'visitor', address: () => '/auth/login?mode=sign-up' },
  {
    route: '/auth/callback',
    who: 'visitor',
    address: () => '/auth/callback?code=held&state=held',
    // The exchange never answers, so "Completing Sign In" is what is checked.
    prepare: async (page) => {
      await page.route('**/api/sessions', () => undefined);
    },
  },
  { route: '/auth/local', who: 'visitor', address: () => '/auth/local' },
  { route: '/auth/confirm', who: 'visitor', address: () => '/auth/confirm?token=not-a-token' },
  { route: '/auth/reset', who: 'visitor', address: () => '/auth/reset' },
  { route: '/logout', who: 'fan', address: () => '/logout' },
  { route: '/storefront/:userId', who: 'visitor', address: (ids) => `/storefront/${ids.artistId}` },
  { route: '/storefront/:userId', who: 'fan', address: (ids) => `/storefront/${ids.artistId}` },
  { route: '/admin', who: 'visitor', address: () => '/admin' },
  { route: '/admin', who: 'fan', address: () => '/admin' },
  { route: '/admin', who: 'administrator', address: () => '/admin' },
  { route: '/join/confirm', who: 'visitor', address: () => '/join/confirm?token=not-a-token' },
  { route: '/unsubscribe/:token', who: 'visitor', address: () => '/unsubscribe/not-a-token' },
  { route: '/dashboard', who: 'fan', address: () => '/dashboard' },
  { route: '/dashboard', who: 'artist', address: () => '/dashboard' },
  { route: '/feed', who: 'fan', address: () => '/feed' },
  { route: '/profile/:userId', who: 'fan', address: (ids) => `/profile/${ids.artistId}` },
  { route: '/profile/:id/edit', who: 'artist', address: (ids) => `/profile/${ids.artistId}/edit` },
  { route: '/settings/security', who: 'fan', address: () => '/settings/security' },
  { route: '/purchases', who: 'fan', address: () => '/purchases' },
  { route: '/writers-block', who: 'artist', address: () => '/writers-block' },
  { route: '/monetize', who: 'artist', address: () => '/monetize' },
  { route: '/monetize', who: 'fan', address: () => '/monetize' },
  { route: '/team/invite/:token', who: 'artist', address: () => '/team/invite/not-a-token' },
  { route: '/crm', who: 'artist', address: () => '/crm' },
  { route: '/backline', who: 'artist', address: () => '/backline' },
  { route: '/social', who: 'artist', address: () => '/social' },
  { route: '/post/:id', who: 'fan', address: (ids) => `/post/${ids.postId}` },
  { route: '/posts/mine', who: 'artist', address: () => '/posts/mine' },
  { route: '*', who: 'visitor', address: () => '/no-such-screen' },
  { route: '*', who: 'fan', address: () => '/no-such-screen' },
];

/** The paths of web/routes.tsx, read from its source (the e2e run has no bundler for it). */
function routePaths(): string[] {
  const source = readFileSync('web/routes.tsx', 'utf8');
  return [...new Set([...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]))];
}

/** The screen is drawn and done loading: something in #root, and no busy or loading part. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const busy = document.querySelector(
        '[aria-busy="true"], [role="status"][aria-label^="Loading"], [data-skeleton]',
      );
      return Boolean(root?.textContent?.trim()) && !busy;
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
  // Transitions (toasts, dialogs fading in) finish before the colours are read.
  await page.waitForTimeout(400);
}

const failing = new Set<string>(budgets.axe.failingImpacts);

describe('accessibility of every screen (axe-core)', () => {
  const pages = new Map<Person, Page>();
  const ids = { artistId: 0, postId: 0 };

  beforeAll(async () => {
    const visitor = await openPage('desktop');
    const fan = await openPage('desktop');
    const artist = await openPage('desktop');
    const administrator = await openPage('desktop');
    await Promise.all([
      signInThroughScreens(fan, FAN),
      signInThroughScreens(artist, ARTIST),
      signInAsAdministrator(administrator),
    ]);
    pages.set('visitor', visitor).set('fan', fan).set('artist', artist);
    pages.set('administrator', administrator);
    ids.artistId = await currentUserId(artist);
    const feed = await fan.request.get('/api/feed/posts');
    const { posts } = (await feed.json()) as { posts: { id: number; visibility: string }[] };
    ids.postId = posts.find((post) => post.visibility === 'public')?.id ?? 0;
    expect(ids.postId).toBeGreaterThan(0);
  }, 180_000);

  afterAll(() => pages.clear());

  it('has a screen here for every route of web/routes.tsx', () => {
    const covered = new Set(screens.map((screen) => screen.route));
    expect(routePaths().filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(screens.map((screen) => [`${screen.route} as ${screen.who}`, screen] as const))(
    '%s: no serious or critical violation',
    async (_name, screen) => {
      // The logout ends its session: it gets a session of its own.
      const page =
        screen.route === '/logout' ? await openPage('desktop') : (pages.get(screen.who) as Page);
      if (screen.route === '/logout') await signInThroughScreens(page, FAN);
      await screen.prepare?.(page);
      try {
        await page.goto(screen.address(ids));
        await settled(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => failing.has(violation.impact ?? ''))
          .map(
            (violation) =>
              `${violation.impact} ${violation.id}: ${violation.help} -> ${violation.nodes
                .slice(0, 5)
                .map((node) => node.target.join(' '))
                .join(' | ')}`,
          );
        expect(serious, `on ${page.url()}`).toEqual([]);
      } finally {
        if (screen.prepare) await page.unrouteAll();
      }
    },
  );
});
