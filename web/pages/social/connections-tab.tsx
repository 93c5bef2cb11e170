/**
 * The Connections tab of the social connections panel (spec part 2, section 2): one card per
 * platform, Sync All, and the Connection Summary. A platform this server has no credentials
 * for says how an administrator configures it, instead of a button that cannot work.
 */
import { formatRelativeTime } from '@contract/format';
import type { SocialPlatform } from '@contract/social';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS } from '@contract/social';
import { Link2, RefreshCw, Settings2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import type { SocialConnection, SocialPlatformSetup } from '../../lib/api/social.api';
import { useDisconnect, useSocialConnections } from '../../lib/api/social.api';
import { PlatformMark } from './platform-mark';
import { compactCount, connectionStatus } from './social-format';
import type { SocialSync } from './sync-watch';

interface ConnectionsTabProps {
  sync: SocialSync;
  connect: (platform: SocialPlatform) => void;
  connecting: SocialPlatform | null;
}

export function ConnectionsTab({ sync, connect, connecting }: ConnectionsTabProps) {
  const connections = useSocialConnections();

  if (connections.isPending) return <SkeletonList rows={4} />;
  if (connections.isError) {
    return (
      <ErrorState
        title="Failed to load social media connections"
        message={errorMessage(connections.error)}
        onRetry={() => void connections.refetch()}
        isRetrying={connections.isFetching}
      />
    );
  }

  const { connections: connected, platforms } = connections.data;
  const byPlatform = new Map(connected.map((connection) => [connection.platform, connection]));
  const setups = new Map(platforms.map((setup) => [setup.platform, setup]));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          Connect your accounts to sync your posts and their figures into Backline.
        </p>
        <Button
          variant="secondary"
          onClick={() => sync.start('all')}
          disabled={sync.syncing !== null || connected.length === 0}
        >
          <RefreshCw aria-hidden="true" className={sync.syncing === 'all' ? 'animate-spin' : ''} />
          {sync.syncing === 'all' ? 'Syncing...' : 'Sync All'}
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {SOCIAL_PLATFORMS.map((platform) => (
          <PlatformCard
            key={platform}
            platform={platform}
            connection={byPlatform.get(platform) ?? null}
            setup={setups.get(platform) ?? null}
            sync={sync}
            connect={connect}
            connecting={connecting}
          />
        ))}
      </div>

      {connected.length > 0 && <ConnectionSummary connections={connected} />}
    </div>
  );
}

function PlatformCard({
  platform,
  connection,
  setup,
  sync,
  connect,
  connecting,
}: {
  platform: SocialPlatform;
  connection: SocialConnection | null;
  setup: SocialPlatformSetup | null;
} & ConnectionsTabProps) {
  const label = PLATFORM_LABELS[platform];
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnect();
  const isConnecting = connecting === platform;

  async function handleDisconnect() {
    try {
      await disconnect.mutateAsync(platform);
      toast.success(`${label} disconnected successfully`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to disconnect account'));
      throw error;
    }
  }

  if (!connection) {
    return (
      <Card className="flex flex-col gap-4 p-5" aria-label={label}>
        <div className="flex items-center gap-3">
          <PlatformMark platform={platform} />
          <div>
            <h3 className="font-display text-lg font-bold text-fg">{label}</h3>
            <p className="text-sm text-fg-subtle">Not connected</p>
          </div>
        </div>
        {setup?.configured === false ? (
          <div className="flex gap-2 rounded-xl border border-white/10 bg-white/[0.03] p-3 text-sm text-fg-muted">
            <Settings2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
            <p>
              {label} is not set up on this server yet. An administrator sets{' '}
              {setup.settings.map((name, index) => (
                <span key={name}>
                  {index > 0 && ' and '}
                  <code className="rounded bg-white/[0.06] px-1 text-fg">{name}</code>
                </span>
              ))}{' '}
              and registers <code className="break-all text-fg">{setup.redirect_uri}</code> as the
              redirect address with {label}.
            </p>
          </div>
        ) : (
          <Button onClick={() => connect(platform)} disabled={connecting !== null}>
            <Link2 aria-hidden="true" />
            {isConnecting ? 'Connecting...' : `Connect ${label}`}
          </Button>
        )}
      </Card>
    );
  }

  const status = connectionStatus(connection);
  const isSyncing = sync.syncing === platform || sync.syncing === 'all';
  return (
    <Card className="flex flex-col gap-4 p-5" aria-label={label}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <PlatformMark platform={platform} />
          <div className="min-w-0">
            <h3 className="font-display text-lg font-bold text-fg">{label}</h3>
            <p className="truncate text-sm text-fg-muted">@{connection.platform_username}</p>
          </div>
        </div>
        <Badge
          tone={
            status === 'Connected' ? 'success' : status === 'Needs Reauth' ? 'warning' : 'neutral'
          }
        >
          {status}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-fg-subtle">Connected</dt>
          <dd className="text-fg">{formatRelativeTime(connection.created_at)}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Last Sync</dt>
          <dd className="text-fg">{connection.last_synced_display}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Followers</dt>
          <dd className="text-fg tabular-nums">{compactCount(connection.followers)}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">Synced items</dt>
          <dd className="text-fg tabular-nums">{connection.synced_items}</dd>
        </div>
      </dl>
      {connection.last_error && (
        <p role="note" className="rounded-xl bg-warning-400/10 px-3 py-2 text-sm text-warning-300">
          {connection.last_error}
          {connection.sync_resumes_at &&
            ` (from ${new Date(connection.sync_resumes_at).toLocaleString(undefined, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })})`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {status === 'Needs Reauth' ? (
          <Button onClick={() => connect(platform)} disabled={connecting !== null}>
            <Link2 aria-hidden="true" />
            {isConnecting ? 'Connecting...' : 'Reconnect'}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => sync.start(platform)}
            disabled={sync.syncing !== null}
          >
            <RefreshCw aria-hidden="true" className={isSyncing ? 'animate-spin' : ''} />
            {isSyncing ? 'Syncing...' : 'Sync Content'}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${label}?`}
        text={`Are you sure you want to disconnect ${label}? Its synced content is removed from Backline.`}
        confirmLabel="Disconnect"
        destructive
        onConfirm={handleDisconnect}
      />
    </Card>
  );
}

function ConnectionSummary({ connections }: { connections: SocialConnection[] }) {
  const needReauth = connections.filter((c) => connectionStatus(c) === 'Needs Reauth').length;
  const active = connections.filter((c) => connectionStatus(c) === 'Connected').length;
  const everSynced = connections.some((c) => c.last_synced_at !== null);
  const figures = [
    { label: 'Total Connected', value: String(connections.length) },
    { label: 'Active', value: String(active) },
    { label: 'Need Reauth', value: String(needReauth) },
    { label: 'Last Synced', value: everSynced ? 'Recently' : 'Never' },
  ];
  return (
    <Card className="p-5" aria-label="Connection Summary">
      <h3 className="mb-3 font-display text-base font-bold text-fg">Connection Summary</h3>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-fg-subtle">{figure.label}</dt>
            <dd className="font-display text-xl font-bold text-fg tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
