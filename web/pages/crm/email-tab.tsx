/** Email Management: sub-tabs Subscribers, Templates and Analytics, and the Test Email button. */
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useAuth } from '../../lib/auth/auth-context';
import { AnalyticsPanel } from './analytics-panel';
import { SubscribersPanel } from './subscribers-panel';
import { TemplatesPanel } from './templates-panel';
import { TestEmailDialog } from './test-email-dialog';

const sections = [
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'templates', label: 'Templates' },
  { id: 'analytics', label: 'Analytics' },
] as const;
type SectionId = (typeof sections)[number]['id'];

export function EmailTab() {
  const { user } = useAuth();
  const [section, setSection] = useState<SectionId>('subscribers');
  const [testing, setTesting] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Email Management"
          className="inline-flex gap-1 rounded-xl bg-ink-900/70 p-1"
        >
          {sections.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={section === id}
              onClick={() => setSection(id)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold transition',
                section === id ? 'bg-ink-700 text-fg' : 'text-fg-muted hover:text-fg',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <Button variant="outline" onClick={() => setTesting(true)}>
          <Send aria-hidden="true" />
          Test Email
        </Button>
      </div>
      <div role="tabpanel" aria-label={sections.find(({ id }) => id === section)?.label}>
        {section === 'subscribers' && <SubscribersPanel />}
        {section === 'templates' && <TemplatesPanel />}
        {section === 'analytics' && <AnalyticsPanel />}
      </div>
      <TestEmailDialog open={testing} onOpenChange={setTesting} defaultEmail={user?.email ?? ''} />
    </div>
  );
}
