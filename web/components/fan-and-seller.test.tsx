import { cleanup, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonetizePage } from '../pages/monetize/monetize-page';
import { premiumRoutes, sam } from '../pages/monetize/monetize-test-kit';
import { RoleBadge } from './posts/role-badge';
import { nova, renderPage, serve } from './posts/test-kit';
import { RequireSeller } from './require-seller';
import { Sidebar } from './sidebar';
import { Select } from './ui/input';
import { ScrollEdgeHints, useScrollEdges } from './ui/scroll-edges';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mainNav() {
  const [nav] = await screen.findAllByRole('navigation', { name: 'Main' });
  return nav;
}

describe('the sidebar', () => {
  it('gives a fan no Move That Work and no My Storefront, with a Fan badge', async () => {
    serve({ 'GET /api/users/me': sam });
    renderPage(<Sidebar />, { path: '/dashboard' });
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Feed' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Move That Work' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Storefront' })).toBeNull();
    expect(screen.getAllByText('Fan').length).toBeGreaterThan(0);
  });

  it.each(['artist', 'creator', 'producer'] as const)('gives a %s both', async (role) => {
    serve({ 'GET /api/users/me': { ...nova, role } });
    renderPage(<Sidebar />, { path: '/dashboard' });
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Move That Work' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'My Storefront' }).length).toBeGreaterThan(0);
  });

  it('gives an administrator both, whatever their role', async () => {
    serve({ 'GET /api/users/me': { ...sam, is_admin: true } });
    renderPage(<Sidebar />, { path: '/dashboard' });
    expect(within(await mainNav()).getByRole('link', { name: 'Move That Work' })).toBeTruthy();
  });
});

describe('Move That Work opened by a fan', () => {
  it('explains it is for creators and offers to start creating, without calling its API', async () => {
    const api = serve({ 'GET /api/users/me': sam, ...premiumRoutes });
    renderPage(
      <RequireSeller screen="Move That Work">
        <MonetizePage />
      </RequireSeller>,
      { path: '/monetize' },
    );
    expect(
      await screen.findByRole('heading', { name: 'For artists, creators and producers' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start creating/ })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.calls.some((call) => call.url.pathname === '/api/monetize/stats')).toBe(false);
  });
});

describe('role badges', () => {
  it('give every role its own colour and icon', () => {
    const roles = ['artist', 'creator', 'producer', 'fan', 'admin'];
    render(
      <div>
        {roles.map((role) => (
          <RoleBadge key={role} role={role} />
        ))}
      </div>,
    );
    const badges = roles.map((role) => screen.getByText(role[0].toUpperCase() + role.slice(1)));
    const colours = badges.map((badge) => badge.className);
    expect(new Set(colours).size).toBe(roles.length);
    const icons = badges.map((badge) => badge.querySelector('svg')?.getAttribute('class'));
    expect(new Set(icons).size).toBe(roles.length);
    // Producers and fans used to share the blue.
    expect(screen.getByText('Producer').className).not.toContain('sky');
  });
});

describe('Select', () => {
  it('draws its arrow as part of the box, so a narrow select keeps it inside', () => {
    render(
      <Select aria-label="Storefront category" className="max-w-64">
        <option>Music</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Storefront category' });
    expect(select.className).toContain('select-chevron');
    expect(select.className).toContain('max-w-64');
    // No separate icon beside the box that could drift outside it.
    expect(select.parentElement?.querySelector('svg')).toBeNull();
  });
});

function Row({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <div>
      <ScrollEdgeHints scroller={ref} edges={edges} label="tabs" />
      <div
        ref={(element) => {
          ref.current = element;
          if (!element) return;
          Object.defineProperty(element, 'scrollWidth', { value: scrollWidth, configurable: true });
          Object.defineProperty(element, 'clientWidth', { value: clientWidth, configurable: true });
        }}
      />
    </div>
  );
}

describe('scroll hints', () => {
  it('show an arrow toward the tabs that are cut off', () => {
    render(<Row scrollWidth={700} clientWidth={390} />);
    expect(screen.getByRole('button', { name: 'Show more tabs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();
  });

  it('show nothing when everything fits', () => {
    render(<Row scrollWidth={600} clientWidth={600} />);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });
});
