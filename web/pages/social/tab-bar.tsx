import type { KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';

/** An ARIA tab list: arrows, Home and End move between tabs. */
export function TabBar<Id extends string>({
  label,
  idPrefix,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onSelect: (id: Id) => void;
}) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    document.getElementById(`${idPrefix}-tab-${tabs[next].id}`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="flex gap-1 overflow-x-auto rounded-2xl border border-white/[0.08] bg-ink-900/70 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'flex-1 rounded-xl px-2 py-2.5 text-[13px] font-semibold whitespace-nowrap transition sm:px-3.5 sm:text-sm',
              selected
                ? 'bg-ink-700 text-fg shadow-[inset_0_-2px_0_0_var(--color-accent-400)]'
                : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
