/** Trending topics (spec part 2, section 2): category and platform filters on the server, a search here. */
import { TREND_CATEGORIES, compactCount, topicHashtags } from '@contract/studio';
import type { StudioPlatform, TrendCategory } from '@contract/studio';
import { Flame, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Input, Select } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useTrending } from '../../lib/api/studio.api';
import type { TrendingTopic } from '../../lib/api/studio.api';

const PLATFORMS: StudioPlatform[] = ['tiktok', 'instagram', 'youtube', 'twitter'];

/** Client-side, case-insensitive, over topic, hashtags and description (spec, section 5). */
export function matchesSearch(topic: TrendingTopic, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [topic.topic, topic.hashtags, topic.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const SOURCE_LABEL: Record<TrendingTopic['source'], string> = {
  curated: 'Curated',
  admin: 'Curated by your admins',
  instance: 'Live on Backline',
};

/** A catalog topic nobody here has used this week: a suggestion, with no figures to show. */
export function isQuietSuggestion(topic: TrendingTopic): boolean {
  return (
    topic.source !== 'instance' &&
    topic.trend_score === 0 &&
    topic.view_count === 0 &&
    topic.share_count === 0 &&
    topic.accounts_today === 0
  );
}

function TopicFigures({ topic }: { topic: TrendingTopic }) {
  if (isQuietSuggestion(topic)) {
    return (
      <span className="text-xs text-fg-subtle">
        A suggestion: nobody on this Backline has posted about it this week
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-subtle">
      <span>Trend score {topic.trend_score}</span>
      <span>{compactCount(topic.view_count)} views</span>
      <span>{compactCount(topic.share_count)} shares</span>
      <span>{(topic.engagement_rate * 100).toFixed(1)}% engagement</span>
    </span>
  );
}

export function TrendsPanel({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (topic: TrendingTopic) => void;
}) {
  const ids = useId();
  const [category, setCategory] = useState<TrendCategory | null>(null);
  const [platform, setPlatform] = useState<StudioPlatform | null>(null);
  const [search, setSearch] = useState('');
  const trending = useTrending(category, platform);
  const topics = (trending.data?.trending_topics ?? []).filter((topic) =>
    matchesSearch(topic, search),
  );

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`} className="flex items-center gap-2">
          <Flame className="size-5 text-accent-300" aria-hidden="true" /> Trending topics
        </CardTitle>
        <p className="text-sm text-fg-muted">
          Ranked by how many accounts on this Backline, on their posts here and on their connected
          platforms, use a topic today against yesterday. Curated topics are suggestions that ship
          with Backline; their figures only ever come from posts here.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Category
            <Select
              value={category ?? 'all'}
              onChange={(event) =>
                setCategory(
                  event.target.value === 'all' ? null : (event.target.value as TrendCategory),
                )
              }
            >
              <option value="all">All categories</option>
              {TREND_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Platform
            <Select
              value={platform ?? 'all'}
              onChange={(event) =>
                setPlatform(
                  event.target.value === 'all' ? null : (event.target.value as StudioPlatform),
                )
              }
            >
              <option value="all">All platforms</option>
              {PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search topics"
            placeholder="Search topics, hashtags, descriptions"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {trending.isPending ? (
          <SkeletonList rows={4} />
        ) : trending.isError ? (
          <ErrorState
            title="Trends could not be loaded"
            message={errorMessage(trending.error)}
            onRetry={() => void trending.refetch()}
            isRetrying={trending.isFetching}
          />
        ) : topics.length === 0 ? (
          <EmptyState title="No topics match" text="Try another category, platform or search." />
        ) : (
          <ul
            className="flex max-h-[26rem] flex-col gap-2 overflow-y-auto pr-1"
            aria-label="Topics"
          >
            {topics.map((topic) => (
              <li key={topic.id}>
                <button
                  type="button"
                  aria-pressed={selectedId === topic.id}
                  onClick={() => onSelect(topic)}
                  className={cn(
                    'flex w-full flex-col gap-1.5 rounded-2xl border p-3 text-left transition',
                    selectedId === topic.id
                      ? 'border-accent-400/60 bg-accent-500/10'
                      : 'border-white/10 hover:border-white/25',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-fg">{topic.topic}</span>
                    <Badge tone={topic.source === 'instance' ? 'glow' : 'neutral'}>
                      {SOURCE_LABEL[topic.source]}
                    </Badge>
                    <span className="text-xs text-fg-subtle">
                      {topic.category} ·{' '}
                      {topic.source === 'instance'
                        ? topic.platform
                        : `suggested for ${topic.platform}`}
                    </span>
                  </span>
                  {topic.description && (
                    <span className="text-sm text-fg-muted">{topic.description}</span>
                  )}
                  <span className="flex flex-wrap gap-1.5 text-xs text-accent-200">
                    {topicHashtags(topic.hashtags).map((tag) => (
                      <span key={tag}>{tag}</span>
                    ))}
                  </span>
                  <TopicFigures topic={topic} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
