/**
 * /social, the Social Media Hub (spec part 2, section 2): Overview, Manage Connections (the
 * social connections panel: Connections and Content Library) and Analytics, behind the
 * feature gate Social Media Management. Tabs are kept in the address (`?tab=`, `?view=`).
 */
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { PremiumGate } from '../../components/premium-gate';
import { AnalyticsTab } from './analytics-tab';
import { ConnectionsTab } from './connections-tab';
import { ContentLibraryTab } from './content-library-tab';
import { OverviewTab } from './overview-tab';
import { TabBar } from './tab-bar';
import { useConnectPopup } from './use-connect-popup';
import { useSocialSync } from './sync-watch';

export const SOCIAL_FEATURE = 'Social Media Management';

const hubTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'connections', label: 'Manage Connections' },
  { id: 'analytics', label: 'Analytics' },
] as const;
type HubTab = (typeof hubTabs)[number]['id'];

const panelTabs = [
  { id: 'connections', label: 'Connections' },
  { id: 'library', label: 'Content Library' },
] as const;
type PanelTab = (typeof panelTabs)[number]['id'];

export function SocialPage() {
  return (
    <PageContainer>
      <PageTitle>Social Media Hub</PageTitle>
      <PageHeader
        eyebrow="Social"
        title="Social Media Hub"
        subtitle="Connect your accounts, sync your content and manage your presence in one place"
      />
      <PremiumGate featureName={SOCIAL_FEATURE}>
        <SocialHub />
      </PremiumGate>
    </PageContainer>
  );
}

function SocialHub() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: HubTab = hubTabs.find((t) => t.id === searchParams.get('tab'))?.id ?? 'overview';
  const view: PanelTab = searchParams.get('view') === 'library' ? 'library' : 'connections';
  const sync = useSocialSync();
  const { connect, connecting } = useConnectPopup();

  function show(next: { tab?: HubTab; view?: PanelTab }) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const nextTab = next.tab ?? tab;
        if (nextTab === 'overview') params.delete('tab');
        else params.set('tab', nextTab);
        const nextView = next.view ?? (next.tab ? 'connections' : view);
        if (nextTab === 'connections' && nextView === 'library') params.set('view', 'library');
        else params.delete('view');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  const manageConnections = () => show({ tab: 'connections', view: 'connections' });

  return (
    <div className="flex flex-col gap-6">
      {sync.watchers}
      <TabBar
        label="Social Media Hub"
        idPrefix="social"
        tabs={hubTabs}
        active={tab}
        onSelect={(id) => show({ tab: id })}
      />
      <div
        role="tabpanel"
        id={`social-panel-${tab}`}
        aria-labelledby={`social-tab-${tab}`}
        className="focus:outline-none"
      >
        {tab === 'overview' && (
          <OverviewTab
            onManageConnections={manageConnections}
            onAnalytics={() => show({ tab: 'analytics' })}
          />
        )}
        {tab === 'analytics' && <AnalyticsTab onManageConnections={manageConnections} />}
        {tab === 'connections' && (
          <div className="flex flex-col gap-5">
            <TabBar
              label="Social connections"
              idPrefix="social-connections"
              tabs={panelTabs}
              active={view}
              onSelect={(id) => show({ tab: 'connections', view: id })}
            />
            <div
              role="tabpanel"
              id={`social-connections-panel-${view}`}
              aria-labelledby={`social-connections-tab-${view}`}
            >
              {view === 'connections' ? (
                <ConnectionsTab sync={sync} connect={connect} connecting={connecting} />
              ) : (
                <ContentLibraryTab onManageConnections={manageConnections} />
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
