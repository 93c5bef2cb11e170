/**
 * The writer's recent Studio generations, newest first: what each was for, how old it is,
 * its opening words and whether it was kept. One a moderator removed says so in its place.
 */
import { formatRelativeTime } from '@contract/format';
import { PostLimits } from '@contract/limits';
import { CONTENT_TYPES } from '@contract/studio';
import { Check, History } from 'lucide-react';
import { RemovedLabel } from '../../components/posts/removed-by-moderator';
import { truncateText } from '../../components/posts/post-text';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { SkeletonList, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useGenerationHistory } from '../../lib/api/studio.api';
import type { StudioGeneration } from '../../lib/api/studio.api';

const PLATFORM_NAMES: Record<StudioGeneration['platform'], string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'Twitter',
};

function kindLabel(generation: StudioGeneration): string {
  const kind = CONTENT_TYPES.find((type) => type.value === generation.content_type)?.label;
  return `${kind ?? generation.content_type} for ${PLATFORM_NAMES[generation.platform]}`;
}

function HistoryRow({ generation }: { generation: StudioGeneration }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-semibold text-fg">{kindLabel(generation)}</span>
        <time dateTime={generation.timestamp} className="text-xs text-fg-subtle">
          {formatRelativeTime(generation.timestamp)}
        </time>
        {generation.saved && !generation.removed && (
          <Badge tone="success">
            <Check aria-hidden="true" />
            Saved
          </Badge>
        )}
      </div>
      {generation.removed ? (
        <RemovedLabel className="text-sm" />
      ) : (
        <p className="text-sm break-words text-fg-muted">
          {truncateText(generation.generated_content, PostLimits.previewLength).text}
        </p>
      )}
    </li>
  );
}

export function GenerationHistory() {
  const query = useGenerationHistory();
  let body;
  if (query.isPending) {
    body = <SkeletonList rows={2} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Could not load your generations"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (query.data.generations.length === 0) {
    body = (
      <p className="text-sm text-fg-subtle">
        What you generate lands here, so a good draft is never lost.
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-white/[0.06]">
        {query.data.generations.map((generation) => (
          <HistoryRow key={generation.id} generation={generation} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-fg-subtle" aria-hidden="true" />
          Your generations
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
