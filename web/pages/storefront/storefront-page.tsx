/**
 * /storefront/{userId}, an artist's public storefront (spec part 1, section 2). Open to
 * visitors too: signed out it draws in a minimal frame and Subscribe / Buy send the
 * visitor to sign in and back; signed in it sits in the app shell.
 */
import { Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-layout';
import { buttonClasses } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useProfile } from '../../lib/api/people.api';
import {
  useCanSell,
  usePublicStorefrontSettings,
  usePublicTiers,
  useStorefrontContent,
  useViewerSubscription,
} from '../../lib/api/storefront.api';
import { storefrontCreatorId } from '../../lib/api/storefront.queries';
import { useAppSettings } from '../../lib/api/settings.api';
import { useAuth } from '../../lib/auth/auth-context';
import { FeatureFlag } from '../../lib/feature-flags';
import { lazyNamed } from '../../lib/lazy-named';
import { AfterFirstPaint } from '../../lib/after-first-paint';
import { ContentSection } from './content-section';
import { PublicFrame } from './public-frame';
import { StorefrontHeader, storefrontIdentity } from './storefront-header';
import { SubscriptionBanner } from './subscription-banner';
import { TeamVaultSection } from './team-vault-section';
import { TiersSection } from './tiers-section';
import { PageTitle } from '../../components/page-title';

// The last sections, with the forms behind them (react-hook-form and zod, 39 KiB gzip), come
// once the page above them has painted (`AfterFirstPaint`): a phone on a slow link shows the artist
// sooner (bench/README.md).
const JoinListSection = lazyNamed(() => import('../crm/join-list-section'), 'JoinListSection');
const MerchSection = lazyNamed(() => import('./merch-section'), 'MerchSection');

export const STOREFRONT_LOADING = 'Loading storefront...';

export function ArtistNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-20 text-center">
      <PageTitle>Artist not found</PageTitle>
      <span className="flex size-16 items-center justify-center rounded-3xl bg-white/[0.05] text-accent-300">
        <Store className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-extrabold tracking-tight text-fg">
        Artist not found
      </h1>
      <p className="text-fg-muted">The storefront you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/feed" className={buttonClasses()}>
        Browse Artists
      </Link>
    </div>
  );
}

/** With Stripe, an artist without a payout account cannot take payments: say so before anyone tries. */
function CannotSellNotice({ isOwner }: { isOwner: boolean }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-3xl border border-warning-400/35 bg-warning-400/10 p-4 text-sm text-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">This artist cannot take payments yet.</strong>{' '}
        {isOwner
          ? 'Set up payouts so fans can subscribe and buy.'
          : 'Subscriptions, posts and merch go on sale once they set up payouts.'}
      </p>
      {isOwner && (
        <Link
          to="/monetize?tab=storefront"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          Set up payouts
        </Link>
      )}
    </div>
  );
}

function Storefront({ creatorId }: { creatorId: number }) {
  const { user } = useAuth();
  const profile = useProfile(creatorId);
  const settings = usePublicStorefrontSettings(creatorId);
  const canSell = useCanSell(creatorId);
  const tiers = usePublicTiers(creatorId);
  const content = useStorefrontContent(creatorId);
  const subscription = useViewerSubscription(creatorId);
  const viewer = !user ? 'visitor' : user.id === creatorId ? 'owner' : 'member';
  const { features } = useAppSettings();
  const isOn = (flag: string) => features[flag] ?? true;

  if (profile.isPending) return <LoadingState label={STOREFRONT_LOADING} className="py-24" />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404)
      return <ArtistNotFound />;
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this storefront"
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      </PageContainer>
    );
  }

  const artist = profile.data;
  const { name } = storefrontIdentity(artist, settings.data);
  const firstPage = content.data?.pages[0];
  const releaseCount = content.data
    ? {
        count: content.data.pages.reduce((sum, page) => sum + page.content.length, 0),
        more: Boolean(content.hasNextPage),
      }
    : null;
  const openTiers = tiers.data ?? [];
  const viewerSubscription = subscription.data ?? null;

  return (
    <PageContainer className="gap-10">
      <PageTitle>{`${name} · Storefront`}</PageTitle>
      <StorefrontHeader
        artist={artist}
        settings={settings.data}
        releaseCount={firstPage || content.isError ? releaseCount : null}
        viewer={viewer}
      />

      {canSell.data === false && <CannotSellNotice isOwner={viewer === 'owner'} />}

      {viewerSubscription && (
        <SubscriptionBanner creatorId={creatorId} subscription={viewerSubscription} />
      )}

      {isOn(FeatureFlag.vault) && isOn(FeatureFlag.team) && (
        <TeamVaultSection creatorId={creatorId} enabled={viewer === 'member'} />
      )}

      {tiers.isError ? (
        <ErrorState
          title="We couldn't load the subscription tiers"
          message={errorMessage(tiers.error)}
          onRetry={() => void tiers.refetch()}
          isRetrying={tiers.isFetching}
        />
      ) : (
        openTiers.length > 0 && (
          <TiersSection
            creatorId={creatorId}
            artistName={name}
            tiers={openTiers}
            viewer={viewer}
            subscription={viewerSubscription}
            isStatusKnown={viewer !== 'member' || subscription.isSuccess}
          />
        )
      )}

      <ContentSection creatorId={creatorId} isOwner={viewer === 'owner'} content={content} />

      <AfterFirstPaint>
        {isOn(FeatureFlag.tribe) && viewer !== 'owner' && (
          <JoinListSection creatorId={creatorId} artistName={name} />
        )}

        {isOn(FeatureFlag.merch) && (
          <MerchSection creatorId={creatorId} isOwner={viewer === 'owner'} />
        )}
      </AfterFirstPaint>
    </PageContainer>
  );
}

function StorefrontBody() {
  const creatorId = storefrontCreatorId(useParams().userId);
  if (creatorId === null) return <ArtistNotFound />;
  return <Storefront key={creatorId} creatorId={creatorId} />;
}

/** In the app shell when signed in (the route gives it), in the public frame otherwise. */
export function StorefrontPage() {
  const { user } = useAuth();
  if (!user) {
    return (
      <PublicFrame>
        <StorefrontBody />
      </PublicFrame>
    );
  }
  return <StorefrontBody />;
}
