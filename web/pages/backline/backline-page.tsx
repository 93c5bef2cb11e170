/**
 * /backline, Backline Studio (spec part 2, section 2): storage and URL health, trending
 * topics, the AI content generator and the writer's recent generations, media
 * upload/library/player, the optional concurrent player, video projects, the summary strip
 * and pro tips. Behind the "Backline Studio" gate.
 */
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { PremiumGate } from '../../components/premium-gate';
import { Button } from '../../components/ui/button';
import { studioKeys, useMediaLibrary } from '../../lib/api/studio.api';
import type { MediaItem, TrendingTopic } from '../../lib/api/studio.api';
import { ConcurrentPlayer } from './concurrent-player';
import { GenerationHistory } from './generation-history';
import { GeneratorPanel } from './generator-panel';
import { MediaPanel } from './media-panel';
import { ProjectsPanel } from './projects-panel';
import { StoragePanel } from './storage-panel';
import { UrlHealthPanel } from './url-health-panel';
import { SummaryStrip } from './summary-strip';
import { TrendsPanel } from './trends-panel';

const SESSION_KEY = 'backline-studio-session';

function StudioWorkspace({ showConcurrent }: { showConcurrent: boolean }) {
  const [topic, setTopic] = useState<TrendingTopic | null>(null);
  const [prompt, setPrompt] = useState('');
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const library = useMediaLibrary();
  const media = library.data?.media;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <StoragePanel />
        <UrlHealthPanel items={media ?? []} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TrendsPanel selectedId={topic?.id ?? null} onSelect={setTopic} />
        <GeneratorPanel topic={topic} onPromptChange={setPrompt} />
      </div>
      <GenerationHistory />
      <MediaPanel
        library={{
          data: media,
          isPending: library.isPending,
          error: library.error,
          refetch: () => void library.refetch(),
        }}
        selected={selected}
        onSelect={setSelected}
      />
      {showConcurrent && <ConcurrentPlayer items={media ?? []} />}
      <ProjectsPanel
        audio={selected?.kind === 'audio' ? selected : null}
        covers={(media ?? []).filter((item) => item.kind === 'video' && item.thumbnail_url)}
      />
      <SummaryStrip
        topic={topic}
        audioSelected={selected?.kind === 'audio'}
        promptReady={prompt.trim().length > 0}
        mediaCount={media?.length ?? 0}
      />
    </div>
  );
}

export function BacklinePage() {
  const [showConcurrent, setShowConcurrent] = useState(false);
  const queryClient = useQueryClient();

  function handleSaveSession() {
    window.localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ showConcurrent, savedAt: new Date().toISOString() }),
    );
    toast.success('Session saved');
  }

  return (
    <PageContainer>
      <PageTitle>Backline Studio</PageTitle>
      <PageHeader
        eyebrow="Backline Studio"
        title="Backline Studio"
        subtitle="Find what is trending, write the post, and turn your audio into videos."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setShowConcurrent((shown) => !shown)}
            >
              {showConcurrent ? 'Hide Concurrent Player' : 'Show Concurrent Player'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void queryClient.invalidateQueries({ queryKey: studioKeys.all })}
            >
              <RefreshCw aria-hidden="true" /> Refresh Data
            </Button>
            <Button variant="ghost" size="sm" onClick={handleSaveSession}>
              <Save aria-hidden="true" /> Save Session
            </Button>
          </div>
        }
      />
      <PremiumGate featureName="Backline Studio">
        <StudioWorkspace showConcurrent={showConcurrent} />
      </PremiumGate>
    </PageContainer>
  );
}
