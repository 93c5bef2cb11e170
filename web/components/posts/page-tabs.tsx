/**
 * Tabs of a screen (the feed's Latest Posts / Creators, a profile's Posts / About), with
 * the WAI-ARIA tabs keyboard: arrows move and select, Home and End jump. Panels use
 * `tabPanelProps` so the tab and its panel name each other (panels hold links, so they
 * need no tab stop of their own).
 */
import { formatCount } from '@contract/format';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '../ui/cn';

export interface PageTab<Key extends string> {
  key: Key;
  label: string;
  /** Shown in a pill after the label; undefined while it is not known yet. */
  count?: number;
}

interface PageTabsProps<Key extends string> {
  /** Prefix of the tab and panel ids; unique on the page. */
  id: string;
  label: string;
  tabs: PageTab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  className?: string;
}

export function tabPanelProps(id: string, key: string) {
  return {
    id: `${id}-panel-${key}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${id}-tab-${key}`,
  };
}

export function PageTabs<Key extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  className,
}: PageTabsProps<Key>) {
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current[key]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-2xl border border-white/[0.08] bg-ink-900/70 p-1 sm:w-auto sm:self-start',
        className,
      )}
    >
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={handleKeyDown}
            className={cn(
              'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition sm:flex-none',
              isSelected
                ? 'bg-ink-700 text-fg shadow-[0_1px_0_0_rgb(255_255_255/0.08)_inset]'
                : 'text-fg-muted hover:text-fg',
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  isSelected
                    ? 'bg-accent-500/20 text-accent-200'
                    : 'bg-white/[0.06] text-fg-subtle',
                )}
              >
                {formatCount(tab.count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
