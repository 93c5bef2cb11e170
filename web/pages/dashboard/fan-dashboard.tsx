/**
 * The dashboard of a fan (role fan): new posts from the people they follow, a page at a
 * time; who they follow, with their subscriptions; what they bought; and, one click away,
 * the way to start creating. Creators get the creator dashboard (dashboard-page.tsx).
 */
import { Rss } from 'lucide-react';
import { Link } from 'react-router';
import { PostPages } from '../../components/posts/post-pages';
import { StartCreating } from '../../components/start-creating';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';
import { useFollowing, useFollowingPosts } from '../../lib/api/fan-home.api';
import { BoughtPosts, FanSupport } from './fan-support';
import { FollowingList } from './following-list';

function FollowingPosts({ followsSomeone }: { followsSomeone: boolean }) {
  const query = useFollowingPosts();
  return (
    <section aria-labelledby="following-posts-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="following-posts-title" className="font-display text-lg font-bold text-fg">
          New from people you follow
        </h2>
        <Link
          to="/feed"
          className="shrink-0 text-sm font-semibold whitespace-nowrap text-accent-300 hover:text-accent-200"
        >
          Community feed
        </Link>
      </div>
      <PostPages
        query={query}
        errorTitle="Could not load the new posts"
        skeletonCount={2}
        allowHide
        autoLoad={false}
        empty={
          <EmptyState
            icon={<Rss aria-hidden="true" />}
            title={followsSomeone ? 'Nothing new yet' : 'Your feed is waiting'}
            text={
              followsSomeone
                ? 'The people you follow have not posted yet. Their new posts land here first.'
                : 'Follow a few artists and their new posts will land here.'
            }
            action={
              <Link to="/feed?tab=creators" className={buttonClasses({ size: 'sm' })}>
                Find creators to follow
              </Link>
            }
          />
        }
        end={<p className="py-2 text-center text-sm text-fg-subtle">You are all caught up.</p>}
      />
    </section>
  );
}

export function FanDashboard() {
  const following = useFollowing();
  const people = following.data?.pages.flatMap((page) => page.users) ?? [];
  // One column on a phone (who you follow, their posts, then the rest); on a wide screen
  // the posts take the left and the rest stacks on the right.
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
      <div className="lg:col-start-2 lg:row-start-1">
        <FollowingList query={following} />
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <FollowingPosts followsSomeone={people.length > 0} />
      </div>
      <div className="flex flex-col gap-8 lg:col-start-2 lg:row-start-2">
        <FanSupport people={people} isLoading={following.isPending} />
        <BoughtPosts />
        <StartCreating />
      </div>
    </div>
  );
}
