/**
 * Platform Settings (spec part 2, section 2: "Settings screen with six tabs"): General,
 * Features, Limits, Integrations, System Status and A/V Diagnostics, as an accessible tab list
 * (arrow keys move between tabs). It renders inside the admin console's full-screen modal and
 * fetches its own data. A tab once opened stays mounted (hidden), so what was typed in one
 * survives a look at another.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { SkeletonList } from '../../../components/ui/states';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import type { AdminSettingsReply } from '../../../lib/api/system.api';
import { useAdminSettings } from '../../../lib/api/system.api';
import { AvDiagnostics } from '../diagnostics/av-diagnostics';
import { SystemStatusPanel } from '../status/system-status-panel';
import { FeaturesTab } from './features-tab';
import { GeneralTab } from './general-tab';
import { IntegrationsTab } from './integrations-tab';
import { LimitsTab } from './limits-tab';

export const SETTINGS_TABS = [
  { id: 'general', label: 'General' },
  { id: 'features', label: 'Features' },
  { id: 'limits', label: 'Limits' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'status', label: 'System Status' },
  { id: 'av', label: 'A/V Diagnostics' },
] as const;

type TabId = (typeof SETTINGS_TABS)[number]['id'];

/** The stored settings, or their loading and error states, for the tabs that edit them. */
function WithSettings({ children }: { children: (reply: AdminSettingsReply) => ReactNode }) {
  const settings = useAdminSettings();
  if (settings.isPending) return <SkeletonList rows={3} />;
  if (settings.isError) {
    return (
      <ErrorState
        title="Could not load the settings"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  return children(settings.data);
}

function panelOf(tab: TabId): ReactNode {
  switch (tab) {
    case 'general':
      return (
        <WithSettings>{(reply) => <GeneralTab general={reply.settings.general} />}</WithSettings>
      );
    case 'features':
      return (
        <WithSettings>
          {(reply) => (
            <FeaturesTab features={reply.settings.features} flags={reply.feature_flags} />
          )}
        </WithSettings>
      );
    case 'limits':
      return <WithSettings>{(reply) => <LimitsTab limits={reply.settings.limits} />}</WithSettings>;
    case 'integrations':
      return <IntegrationsTab />;
    case 'status':
      return <SystemStatusPanel />;
    case 'av':
      return <AvDiagnostics />;
  }
}

export function SettingsPanel() {
  const id = useId();
  const [active, setActive] = useState<TabId>('general');
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['general']));
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  function select(tab: TabId, focus = false) {
    setActive(tab);
    setOpened((previous) => (previous.has(tab) ? previous : new Set([...previous, tab])));
    if (focus) tabRefs.current[tab]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SETTINGS_TABS.findIndex((tab) => tab.id === active);
    const last = SETTINGS_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(SETTINGS_TABS[next[event.key]].id, true);
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="Platform Settings"
        onKeyDown={handleKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto rounded-2xl border border-white/[0.08] bg-ink-900/70 p-1"
      >
        {SETTINGS_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            className={cn(
              'shrink-0 rounded-xl px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition sm:flex-1',
              active === tab.id
                ? 'bg-ink-700 text-fg shadow-[inset_0_-2px_0_0_var(--color-accent-400)]'
                : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {SETTINGS_TABS.filter((tab) => opened.has(tab.id)).map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="focus:outline-none"
        >
          {panelOf(tab.id)}
        </div>
      ))}
    </div>
  );
}
