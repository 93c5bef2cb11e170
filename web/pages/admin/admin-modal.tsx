/**
 * The full-screen modal the Quick Actions open (spec: export, users, content, diagnostics or
 * settings, plus the audit log). Each panel takes no props and fetches its own data; the
 * panels of the other parts of the console load only when opened.
 */
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { LoadingState } from '../../components/ui/states';
import { AuditLogPanel } from './audit/audit-log-panel';
import { ExportPanel } from './export/export-panel';
import { UsersPanel } from './users/users-panel';

export type AdminPanel = 'export' | 'users' | 'content' | 'diagnostics' | 'settings' | 'audit';

function panel(load: () => Promise<Record<string, unknown>>, name: string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const ContentReviewPanel = panel(
  () => import('./content/content-review-panel'),
  'ContentReviewPanel',
);
const DiagnosticsPanel = panel(() => import('./diagnostics/diagnostics-panel'), 'DiagnosticsPanel');
const SettingsPanel = panel(() => import('./settings/settings-panel'), 'SettingsPanel');

/** The spec's modal titles, and what each panel is for. */
export const adminPanels: Record<
  AdminPanel,
  { title: string; description: string; Panel: ComponentType }
> = {
  export: {
    title: 'Export Data',
    description: 'Download the platform’s data for a time range as one JSON file.',
    Panel: ExportPanel,
  },
  users: {
    title: 'User Management',
    description: 'Find people, change their role, suspend or activate their account.',
    Panel: UsersPanel,
  },
  content: {
    title: 'Content Review',
    description: 'Flag or delete generated content.',
    Panel: ContentReviewPanel,
  },
  diagnostics: {
    title: 'Audio/Visual Diagnostics',
    description: 'Check uploads, playback and the object store.',
    Panel: DiagnosticsPanel,
  },
  settings: {
    title: 'Platform Settings',
    description: 'General settings, features, limits, integrations and system status.',
    Panel: SettingsPanel,
  },
  audit: {
    title: 'Audit Log',
    description: 'Every admin action and money movement, newest first.',
    Panel: AuditLogPanel,
  },
};

export function AdminModal({
  panel: open,
  onClose,
}: {
  panel: AdminPanel | null;
  onClose: () => void;
}) {
  const shown = open ? adminPanels[open] : null;
  return (
    <Dialog open={shown !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {shown && (
        <DialogContent fullScreen title={shown.title} description={shown.description}>
          <Suspense fallback={<LoadingState label={`Loading ${shown.title}…`} />}>
            <shown.Panel />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
