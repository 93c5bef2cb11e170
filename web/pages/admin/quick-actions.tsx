/** Quick Actions: each opens its panel in the full-screen modal. */
import { AudioWaveform, Download, FileSearch, ScrollText, Settings, UserCog } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { AdminPanel } from './admin-modal';
import { adminPanels } from './admin-modal';

const actions: { panel: AdminPanel; icon: LucideIcon }[] = [
  { panel: 'export', icon: Download },
  { panel: 'users', icon: UserCog },
  { panel: 'content', icon: FileSearch },
  { panel: 'diagnostics', icon: AudioWaveform },
  { panel: 'settings', icon: Settings },
  { panel: 'audit', icon: ScrollText },
];

export function QuickActions({ onOpen }: { onOpen: (panel: AdminPanel) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map(({ panel, icon: Icon }) => (
            <li key={panel}>
              <button
                type="button"
                onClick={() => onOpen(panel)}
                className="flex w-full items-start gap-3 rounded-2xl border border-white/[0.08] bg-white/[0.03] p-4 text-left transition hover:border-white/20 hover:bg-white/[0.06] focus-visible:ring-3 focus-visible:ring-accent-400/40 focus-visible:outline-none"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-fg">{adminPanels[panel].title}</span>
                  <span className="text-sm text-fg-muted">{adminPanels[panel].description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
