/**
 * /crm, Find Your Tribe (spec part 2, section 2): four stat cards and two tabs, Campaigns and
 * Email Management, behind the premium gate "Fan Engagement & CRM" (the server refuses the
 * same calls without it).
 */
import { Mail, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { PremiumGate } from '../../components/premium-gate';
import { cn } from '../../components/ui/cn';
import { CampaignsTab } from './campaigns-tab';
import { EmailTab } from './email-tab';
import { CrmStatCards } from './stat-cards';

export const CRM_FEATURE = 'Fan Engagement & CRM';

const tabs = [
  { id: 'campaigns', label: 'Campaigns', icon: Megaphone },
  { id: 'email', label: 'Email Management', icon: Mail },
] as const;

export function CrmPage() {
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('campaigns');
  return (
    <PageContainer>
      <PageTitle>Find Your Tribe</PageTitle>
      <PageHeader
        eyebrow="Fan Engagement"
        title="Find Your Tribe"
        subtitle="Grow your list with consent and reach your fans by email, text and push"
      />
      <PremiumGate featureName={CRM_FEATURE}>
        <div className="flex flex-col gap-6">
          <CrmStatCards />
          <div
            role="tablist"
            aria-label="Find Your Tribe"
            className="inline-flex w-full gap-1 rounded-2xl border border-white/[0.08] bg-ink-900/70 p-1"
          >
            {tabs.map(({ id, label, icon: Icon }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`crm-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`crm-panel-${id}`}
                onClick={() => setTab(id)}
                className={cn(
                  'inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition',
                  tab === id
                    ? 'bg-ink-700 text-fg shadow-[inset_0_-2px_0_0_var(--color-accent-400)]'
                    : 'text-fg-muted hover:bg-white/[0.05] hover:text-fg',
                )}
              >
                <Icon className="size-4.5" aria-hidden="true" />
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`crm-panel-${tab}`} aria-labelledby={`crm-tab-${tab}`}>
            {tab === 'campaigns' ? <CampaignsTab /> : <EmailTab />}
          </div>
        </div>
      </PremiumGate>
    </PageContainer>
  );
}
