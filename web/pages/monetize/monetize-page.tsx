/**
 * /monetize, Move That Work (spec part 1, section 2): the stat cards, then five tabs kept
 * in the address (`?tab=`) so a reload or a shared link opens the same one. Create Posts
 * is open to everyone signed in; the other four sit behind the premium gate of their
 * feature.
 */
import { FileArchive, Package, PenLine, Store, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PremiumGate } from '../../components/premium-gate';
import { cn } from '../../components/ui/cn';
import { useAppSettings } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import type { FeatureFlagName } from '../../lib/feature-flags';
import { ScrollEdgeHints, useScrollEdges } from '../../components/ui/scroll-edges';
import { CreatePostTab } from './create-post-tab';
import { MerchTab } from './merch-tab';
import { StatCards } from './stat-cards';
import { StorefrontTab } from './storefront-tab';
import { TeamTab } from './team-tab';
import { VaultTab } from './vault-tab';
import { PageTitle } from '../../components/page-title';

export const MONETIZE_SUBTITLE = 'Create premium content, manage your vault, and build your team';

export type MonetizeTabId = 'posts' | 'vault' | 'team' | 'merch' | 'storefront';

interface TabDefinition {
  id: MonetizeTabId;
  label: string;
  icon: LucideIcon;
  /** The premium gate's label; none for Create Posts. */
  feature: string | null;
  /** The flag that hides the tab while an administrator has switched the feature off. */
  flag: FeatureFlagName | null;
  render: () => ReactNode;
}

const allTabs: TabDefinition[] = [
  {
    id: 'posts',
    label: 'Create Posts',
    icon: PenLine,
    feature: null,
    flag: null,
    render: () => <CreatePostTab />,
  },
  {
    id: 'vault',
    label: 'Content Vault',
    icon: FileArchive,
    feature: 'Content Vault',
    flag: FeatureFlag.vault,
    render: () => <VaultTab />,
  },
  {
    id: 'team',
    label: 'Team Management',
    icon: UsersRound,
    feature: 'Team Management',
    flag: FeatureFlag.team,
    render: () => <TeamTab />,
  },
  {
    id: 'merch',
    label: 'Merch Store',
    icon: Package,
    feature: 'Merchandise Store Management',
    flag: FeatureFlag.merch,
    render: () => <MerchTab />,
  },
  {
    id: 'storefront',
    label: 'Storefront',
    icon: Store,
    feature: 'Storefront Management',
    flag: FeatureFlag.storefront,
    render: () => <StorefrontTab />,
  },
];

export function MonetizePage() {
  const { features } = useAppSettings();
  // A switched-off feature's tab is gone; its address opens Create Posts.
  const tabs = allTabs.filter(({ flag }) => !flag || (features[flag] ?? true));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeId: MonetizeTabId = tabs.find((tab) => tab.id === requested)?.id ?? 'posts';
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const tabRefs = useRef(new Map<MonetizeTabId, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const tabEdges = useScrollEdges(scroller);

  // On a phone the tab bar scrolls sideways: keep the chosen tab in view (only sideways,
  // so opening /monetize?tab=storefront does not move the page).
  useEffect(() => {
    const tab = tabRefs.current.get(activeId);
    const bar = scroller.current;
    if (!tab || !bar) return;
    const left = tab.offsetLeft; // the bar is the tab's offset parent (relative)
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollTo?.({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [activeId]);

  function select(id: MonetizeTabId, focus = false) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'posts') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabRefs.current.get(id)?.focus();
  }

  // Arrow keys, Home and End move between tabs (the ARIA tabs pattern).
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === activeId);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].id, true);
  }

  return (
    <PageContainer>
      <PageTitle>Move That Work</PageTitle>
      <PageHeader eyebrow="Monetize" title="Move That Work" subtitle={MONETIZE_SUBTITLE} />
      <StatCards />

      <div className="flex flex-col gap-6">
        <div className="relative -mx-4 sm:mx-0">
          <ScrollEdgeHints scroller={scroller} edges={tabEdges} label="tabs" />
          <div
            ref={scroller}
            data-testid="monetize-tab-scroller"
            className="relative [scrollbar-width:none] overflow-x-auto px-4 sm:px-0 [&::-webkit-scrollbar]:hidden"
          >
            <div
              role="tablist"
              aria-label="Move That Work"
              onKeyDown={handleKeyDown}
              className="inline-flex min-w-full gap-1 rounded-2xl border border-white/[0.08] bg-ink-900/70 p-1"
            >
              {tabs.map(({ id, label, icon: Icon }) => {
                const selected = id === activeId;
                return (
                  <button
                    key={id}
                    ref={(element) => {
                      if (element) tabRefs.current.set(id, element);
                      else tabRefs.current.delete(id);
                    }}
                    type="button"
                    role="tab"
                    id={`monetize-tab-${id}`}
                    aria-selected={selected}
                    aria-controls={`monetize-panel-${id}`}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => select(id)}
                    className={cn(
                      'inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition',
                      selected
                        ? 'bg-ink-700 text-fg shadow-[inset_0_-2px_0_0_var(--color-accent-400)]'
                        : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
                    )}
                  >
                    <Icon
                      className={cn('size-4.5', selected ? 'text-accent-300' : 'text-fg-subtle')}
                      aria-hidden="true"
                    />
                    {label}
                  </button>
                );
              })}
            </div>
          </div>
        </div>

        <div
          role="tabpanel"
          id={`monetize-panel-${active.id}`}
          aria-labelledby={`monetize-tab-${active.id}`}
          tabIndex={0}
          className="focus:outline-none"
        >
          {active.feature ? (
            <PremiumGate key={active.id} featureName={active.feature}>
              {active.render()}
            </PremiumGate>
          ) : (
            active.render()
          )}
        </div>
      </div>
    </PageContainer>
  );
}
