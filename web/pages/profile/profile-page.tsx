/**
 * /profile/:userId (spec part 1, section 2): the header, then Posts and About. The viewer's
 * own profile is found by comparing the route id, as a number, with the signed-in user's id.
 */
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-layout';
import { MissingPage } from '../../components/posts/missing-page';
import { PageTabs, tabPanelProps } from '../../components/posts/page-tabs';
import { PostListSkeleton } from '../../components/posts/post-card';
import { PostPages } from '../../components/posts/post-pages';
import { RoleBadge } from '../../components/posts/role-badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useProfile } from '../../lib/api/people.api';
import { useUserPosts } from '../../lib/api/posts.api';
import { useAuth } from '../../lib/auth/auth-context';
import { formatLongDate } from '../../lib/format-date';
import { ProfileHeader, ProfileHeaderSkeleton, websiteLabel } from './profile-header';
import { PageTitle } from '../../components/page-title';
import type { PublicUser } from '../../lib/api/people.api';
import { isSellingRole } from '@contract/selling-roles';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import { JoinListSection } from '../crm/join-list-section';

export const USER_NOT_FOUND = 'User not found';
export const USER_NOT_FOUND_TEXT = "The profile you're looking for doesn't exist.";

type ProfileTab = 'posts' | 'about';
const TABS_ID = 'profile';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProfilePosts({ person, isOwner }: { person: PublicUser; isOwner: boolean }) {
  return (
    <PostPages
      query={useUserPosts(person.id)}
      errorTitle="Could not load the posts"
      skeletonCount={2}
      empty={
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title="No posts yet"
          text={
            isOwner
              ? 'Your posts show up here once you publish one.'
              : `${person.display_name} has not posted anything yet.`
          }
          action={
            isOwner ? (
              <Link to="/monetize" className={buttonClasses({ size: 'sm' })}>
                Create a post
              </Link>
            ) : undefined
          }
        />
      }
    />
  );
}

function AboutRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
      <dt className="w-32 shrink-0 text-sm font-semibold text-fg-subtle">{label}</dt>
      <dd className="min-w-0 text-fg break-words">{children}</dd>
    </div>
  );
}

function ProfileAbout({ person }: { person: PublicUser }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-lg font-bold text-fg">About {person.display_name}</h2>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-fg-muted">
        {person.bio || 'No bio yet.'}
      </p>
      <dl className="mt-4 divide-y divide-white/[0.06] border-t border-white/[0.06]">
        <AboutRow label="Role">
          <RoleBadge role={person.role} />
        </AboutRow>
        {person.location && <AboutRow label="Location">{person.location}</AboutRow>}
        {person.website && (
          <AboutRow label="Website">
            <a
              href={person.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent-300 hover:text-accent-200 hover:underline"
            >
              {websiteLabel(person.website)}
            </a>
          </AboutRow>
        )}
        <AboutRow label="Joined">{formatLongDate(person.created_at)}</AboutRow>
        <AboutRow label="Verified">{person.is_verified ? 'Yes' : 'Not yet'}</AboutRow>
      </dl>
    </Card>
  );
}

export function ProfilePage() {
  const params = useParams();
  const userId = parseId(params.userId);
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProfileTab = searchParams.get('tab') === 'about' ? 'about' : 'posts';
  const query = useProfile(userId ?? 0, userId !== null);
  const tribeOn = useFeatureEnabled(FeatureFlag.tribe);

  if (userId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <MissingPage title={USER_NOT_FOUND} text={USER_NOT_FOUND_TEXT} />;
  }
  if (query.isPending) {
    return (
      <PageContainer>
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <ProfileHeaderSkeleton />
          <PostListSkeleton count={2} />
        </div>
      </PageContainer>
    );
  }
  if (!query.data) {
    return (
      <PageContainer>
        <ErrorState
          title="Could not load the profile"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </PageContainer>
    );
  }

  const person = query.data;
  const isOwner = user !== null && Number(params.userId) === user.id;
  const viewer = isOwner ? 'owner' : user ? 'member' : 'visitor';

  function selectTab(next: ProfileTab) {
    setSearchParams(next === 'about' ? { tab: 'about' } : {}, { replace: true });
  }

  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <PageTitle>{person.display_name}</PageTitle>
        <ProfileHeader person={person} viewer={viewer} />
        {!isOwner && tribeOn && isSellingRole(person.role) && (
          <JoinListSection creatorId={person.id} artistName={person.display_name} />
        )}
        <PageTabs
          id={TABS_ID}
          label={`${person.display_name}'s profile`}
          selected={tab}
          onSelect={selectTab}
          tabs={[
            { key: 'posts', label: 'Posts', count: person.post_count },
            { key: 'about', label: 'About' },
          ]}
        />
        <div {...tabPanelProps(TABS_ID, tab)}>
          {tab === 'posts' ? (
            <ProfilePosts person={person} isOwner={isOwner} />
          ) : (
            <ProfileAbout person={person} />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
