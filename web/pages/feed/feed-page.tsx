/**
 * /feed, the Community Feed (spec part 1, section 2): Latest Posts and Creators, each tab
 * with its count. Both lists page themselves in as the reader scrolls. The open tab is in
 * the address (`?tab=creators`) so reloading and going back keep it.
 */
import { Rss, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { CreatorCard, CreatorCardSkeleton, CreatorRow } from '../../components/posts/creator-card';
import { LoadMore } from '../../components/posts/load-more';
import { PageTabs, tabPanelProps } from '../../components/posts/page-tabs';
import { PostPages } from '../../components/posts/post-pages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useCreators } from '../../lib/api/people.api';
import { useFeedPosts, useFeedStats } from '../../lib/api/posts.api';
import { PageTitle } from '../../components/page-title';

type FeedTab = 'posts' | 'creators';
const TABS_ID = 'feed';

function LatestPosts() {
  return (
    <PostPages
      query={useFeedPosts()}
      errorTitle="Could not load the feed"
      allowHide
      empty={
        <EmptyState
          icon={<Rss aria-hidden="true" />}
          title="No posts yet"
          text="When artists, creators and producers post, it shows up here."
        />
      }
      end={<p className="py-4 text-center text-sm text-fg-subtle">You are all caught up.</p>}
    />
  );
}

function Creators() {
  const query = useCreators();
  if (query.isPending) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        role="status"
        aria-label="Loading creators"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <CreatorCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="Could not load the creators"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const creators = query.data.pages.flatMap((page) => page.users);
  if (creators.length === 0) {
    return (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        title="No creators yet"
        text="Artists, creators and producers who join Backline appear here."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {creators.map((creator) => (
          <li key={creator.id}>
            <CreatorCard creator={creator} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}

/** Beside the posts on wide screens: the most followed creators, to follow from here. */
function CreatorsToFollow({ onShowAll }: { onShowAll: () => void }) {
  const { data } = useCreators();
  const creators = data?.pages[0]?.users.slice(0, 5) ?? [];
  if (creators.length === 0) return null;
  return (
    <aside aria-labelledby="creators-to-follow" className="hidden lg:sticky lg:top-6 lg:block">
      <Card className="p-5">
        <h2 id="creators-to-follow" className="font-display text-base font-bold text-fg">
          Creators to follow
        </h2>
        <ul className="mt-1 flex flex-col divide-y divide-white/[0.06]">
          {creators.map((creator) => (
            <CreatorRow key={creator.id} creator={creator} />
          ))}
        </ul>
        <Button variant="ghost" size="sm" onClick={onShowAll} className="mt-2 w-full">
          See all creators
        </Button>
      </Card>
    </aside>
  );
}

export function FeedPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: FeedTab = searchParams.get('tab') === 'creators' ? 'creators' : 'posts';
  const { data: stats } = useFeedStats();

  function selectTab(next: FeedTab) {
    setSearchParams(next === 'creators' ? { tab: 'creators' } : {}, { replace: true });
  }

  return (
    <PageContainer>
      <PageTitle>Community Feed</PageTitle>
      <PageHeader
        eyebrow="Community"
        title="Community Feed"
        subtitle="New work from artists, creators and producers, and the people behind it."
      />
      <PageTabs
        id={TABS_ID}
        label="Community Feed"
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { key: 'posts', label: 'Latest Posts', count: stats?.post_count },
          { key: 'creators', label: 'Creators', count: stats?.creator_count },
        ]}
      />
      <div {...tabPanelProps(TABS_ID, tab)}>
        {tab === 'posts' ? (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_19rem]">
            <div className="mx-auto w-full max-w-2xl lg:mx-0">
              <LatestPosts />
            </div>
            <CreatorsToFollow onShowAll={() => selectTab('creators')} />
          </div>
        ) : (
          <Creators />
        )}
      </div>
    </PageContainer>
  );
}
