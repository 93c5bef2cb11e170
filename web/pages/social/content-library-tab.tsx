/**
 * The Content Library tab (spec part 2, section 2): a platform filter, Videos Only, Refresh,
 * the synced items with their figures, and Previous/Next with the spec's texts. Pictures come
 * through our server (the platforms' addresses are signed and never reach the page).
 */
import type { SocialPlatform } from '@contract/social';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS } from '@contract/social';
import { ExternalLink, Eye, Heart, MessageCircle, Play, RefreshCw, Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import type { ContentFilter, SocialContentItem } from '../../lib/api/social.api';
import { useSocialContent } from '../../lib/api/social.api';
import { compactCount, percent } from './social-format';

export function ContentLibraryTab({ onManageConnections }: { onManageConnections: () => void }) {
  const [filter, setFilter] = useState<ContentFilter>({
    platform: 'all',
    videosOnly: false,
    page: 1,
  });
  const content = useSocialContent(filter);
  const pagination = content.data?.pagination;

  function goTo(page: number) {
    const last = pagination?.total_pages ?? 1;
    setFilter((current) => ({ ...current, page: Math.min(Math.max(page, 1), last) }));
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-fg-muted">
          <span className="sr-only">Platform</span>
          <select
            aria-label="Platform"
            value={filter.platform}
            onChange={(event) =>
              setFilter({
                ...filter,
                platform: event.target.value as SocialPlatform | 'all',
                page: 1,
              })
            }
            className="h-10 rounded-xl border border-white/10 bg-ink-900 px-3 text-sm text-fg"
          >
            <option value="all">All Platforms</option>
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={filter.videosOnly}
            onChange={(event) =>
              setFilter({ ...filter, videosOnly: event.target.checked, page: 1 })
            }
            className="size-4 accent-[var(--color-accent-400)]"
          />
          Videos Only
        </label>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void content.refetch()}
          disabled={content.isFetching}
        >
          <RefreshCw aria-hidden="true" className={content.isFetching ? 'animate-spin' : ''} />
          Refresh
        </Button>
      </div>

      {content.isPending ? (
        <SkeletonList rows={4} />
      ) : content.isError ? (
        <ErrorState
          title="Failed to load social media content"
          message={errorMessage(content.error)}
          onRetry={() => void content.refetch()}
          isRetrying={content.isFetching}
        />
      ) : content.data.content.length === 0 ? (
        <EmptyState
          title="No content found"
          text="Connect a platform and sync it, or change the filters."
          action={<Button onClick={onManageConnections}>Manage Connections</Button>}
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Synced content">
            {content.data.content.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </ul>
          {pagination && (
            <nav
              aria-label="Pages"
              className="flex flex-col items-center justify-between gap-3 sm:flex-row"
            >
              <p className="text-sm text-fg-muted">
                Showing {(pagination.page - 1) * pagination.limit + 1} to{' '}
                {Math.min(pagination.page * pagination.limit, pagination.total)} of{' '}
                {pagination.total} items
              </p>
              {pagination.total_pages > 1 && (
                <div className="flex items-center gap-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => goTo(pagination.page - 1)}
                    disabled={pagination.page <= 1}
                  >
                    Previous
                  </Button>
                  <span className="text-sm text-fg-muted">
                    Page {pagination.page} of {pagination.total_pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => goTo(pagination.page + 1)}
                    disabled={pagination.page >= pagination.total_pages}
                  >
                    Next
                  </Button>
                </div>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function ContentCard({ item }: { item: SocialContentItem }) {
  const figures = [
    { label: 'views', icon: Eye, value: item.engagement_display.views },
    { label: 'likes', icon: Heart, value: item.engagement_display.likes },
    { label: 'comments', icon: MessageCircle, value: item.engagement_display.comments },
    { label: 'shares', icon: Repeat2, value: item.engagement_display.shares },
  ];
  return (
    <li>
      <Card className="flex h-full flex-row overflow-hidden sm:flex-col">
        <div className="relative aspect-square w-28 shrink-0 bg-ink-900 sm:aspect-video sm:w-auto">
          {item.thumbnail_url && (
            // Out of the flow, so the box keeps its shape whatever the picture's own (TikTok's
            // covers are portrait): a loaded card is as tall as one still loading.
            <img
              src={item.thumbnail_url}
              alt=""
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
            />
          )}
          {item.is_video && (
            <span className="absolute right-1.5 bottom-1.5 flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
              <Play aria-hidden="true" className="size-3" />
              <span className="max-sm:sr-only">Video</span>
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
          <h3 className="line-clamp-2 font-semibold text-fg">{item.title ?? 'Untitled'}</h3>
          <p className="line-clamp-1 text-sm text-fg-muted sm:line-clamp-2">
            {item.description ?? 'No description available'}
          </p>
          <p className="text-xs text-fg-subtle">
            {PLATFORM_LABELS[item.platform]} · @{item.platform_username} · {item.posted_display}
          </p>
          <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            {figures.map(({ label, icon: Icon, value }) => (
              <li key={label} className="flex items-center gap-1 tabular-nums">
                <Icon aria-hidden="true" className="size-3.5" />
                <span>{compactCount(value)}</span>
                <span className="sr-only">{label}</span>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2 pt-1 text-sm">
            <span className="text-fg-muted">
              Engagement{' '}
              <span className="font-semibold text-fg">{percent(item.engagement_rate)}</span>
            </span>
            {item.media_url && (
              <a
                href={item.media_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                View
                <ExternalLink aria-hidden="true" />
              </a>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
