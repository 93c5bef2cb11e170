/**
 * /posts/mine, where the dashboard's "View all posts" leads: every post of the creator's,
 * newest first and paged as they scroll, with edit, delete and who sees it. Hidden posts are
 * seen by nobody else; the Hidden tab gathers them to show again. The tab is in the address
 * (`?show=hidden`) so reloading and going back keep it.
 */
import type { OwnPostsFilter } from '@contract/posts';
import { EyeOff, PenLine, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PageTitle } from '../../components/page-title';
import { LoadMore } from '../../components/posts/load-more';
import { PageTabs, tabPanelProps } from '../../components/posts/page-tabs';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useOwnPosts } from '../../lib/api/posts.api';
import { OwnPostRow } from './own-post-row';

const TABS_ID = 'own-posts';
const filters: { key: OwnPostsFilter; label: string }[] = [
  { key: 'all', label: 'All posts' },
  { key: 'visible', label: 'Visible' },
  { key: 'hidden', label: 'Hidden' },
];

function filterOf(value: string | null): OwnPostsFilter {
  return value === 'visible' || value === 'hidden' ? value : 'all';
}

const writeLink = (
  <Link to="/monetize" className={buttonClasses({ size: 'sm' })}>
    <Plus aria-hidden="true" />
    Write a post
  </Link>
);

function Empty({ show }: { show: OwnPostsFilter }) {
  if (show === 'hidden') {
    return (
      <EmptyState
        icon={<EyeOff aria-hidden="true" />}
        title="No hidden posts"
        text="A post you hide disappears for everyone else and waits here until you show it again."
      />
    );
  }
  return (
    <EmptyState
      icon={<PenLine aria-hidden="true" />}
      title={show === 'visible' ? 'No visible posts' : 'No posts yet'}
      text={
        show === 'visible'
          ? 'Every post of yours is hidden right now. Show one again from the Hidden tab.'
          : 'Write your first post and share it with your fans.'
      }
      action={show === 'all' ? writeLink : undefined}
    />
  );
}

function OwnPostsList({ show }: { show: OwnPostsFilter }) {
  const query = useOwnPosts(show);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your posts" className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="Could not load your posts"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <Empty show={show} />;
  return (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <ul aria-label="Your posts" className="divide-y divide-white/[0.06]">
          {posts.map((post) => (
            <OwnPostRow key={post.id} post={post} />
          ))}
        </ul>
      </Card>
      <LoadMore query={query} />
    </div>
  );
}

export function OwnPostsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = filterOf(searchParams.get('show'));

  function selectFilter(next: OwnPostsFilter) {
    setSearchParams(next === 'all' ? {} : { show: next }, { replace: true });
  }

  return (
    <PageContainer className="max-w-4xl">
      <PageTitle>Your posts</PageTitle>
      <PageHeader
        eyebrow="Move That Work"
        title="Your posts"
        subtitle="Everything you have posted. Edit it, choose who sees it, or hide it for a while."
        actions={writeLink}
      />
      <PageTabs
        id={TABS_ID}
        label="Your posts"
        selected={show}
        onSelect={selectFilter}
        tabs={filters}
      />
      <div {...tabPanelProps(TABS_ID, show)}>
        <OwnPostsList show={show} />
      </div>
    </PageContainer>
  );
}
