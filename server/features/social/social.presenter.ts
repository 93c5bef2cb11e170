import type { SocialActivity, SocialConnection, SocialContentItem } from '../../../contract/social';
import { SocialActivityKind, SocialPlatform } from '../../../contract/social';
import { formatRelativeTime } from '../../../contract/format';
import type { SocialConnectionRow, SocialContentRow } from '../../db/schema';
import type { Selectable } from 'kysely';
import type { SocialActivityTable } from '../../db/schema';

export function presentConnection(
  row: SocialConnectionRow,
  syncedItems: number,
  now: Date,
  syncResumesAt: string | null = null,
): SocialConnection {
  return {
    platform: SocialPlatform.parse(row.platform),
    platform_username: row.platform_username,
    is_active: row.is_active === 1,
    needs_reauth: row.needs_reauth === 1,
    token_expired:
      row.token_expires_at !== null && new Date(row.token_expires_at).getTime() <= now.getTime(),
    created_at: row.created_at,
    last_synced_at: row.last_synced_at,
    last_synced_display: row.last_synced_at ? formatRelativeTime(row.last_synced_at, now) : 'Never',
    followers: row.followers,
    synced_items: syncedItems,
    total_synced: row.last_sync_total,
    sync_resumes_at: syncResumesAt,
    last_error: row.last_error,
  };
}

/** (likes + comments + shares) / views; null without views to divide by. */
export function engagementRate(
  row: Pick<SocialContentRow, 'views' | 'likes' | 'comments' | 'shares'>,
) {
  if (!row.views) return null;
  return ((row.likes ?? 0) + (row.comments ?? 0) + (row.shares ?? 0)) / row.views;
}

export function presentContentItem(
  row: SocialContentRow & { platform_username: string },
  now: Date,
): SocialContentItem {
  return {
    id: row.id,
    platform: SocialPlatform.parse(row.platform),
    platform_username: row.platform_username,
    title: row.title,
    description: row.description,
    // The platform's own address may carry a signature or token: the page gets ours.
    thumbnail_url: row.thumbnail_source ? `/api/social/content/${row.id}/thumbnail` : null,
    media_url: row.media_url,
    is_video: row.is_video === 1,
    posted_at: row.posted_at,
    posted_display: row.posted_at ? formatRelativeTime(row.posted_at, now) : 'Date unknown',
    engagement_display: {
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      shares: row.shares,
    },
    engagement_rate: engagementRate(row),
  };
}

export function presentActivity(row: Selectable<SocialActivityTable>): SocialActivity {
  return {
    id: row.id,
    platform: SocialPlatform.parse(row.platform),
    kind: SocialActivityKind.parse(row.kind),
    items: row.items,
    detail: row.detail,
    created_at: row.created_at,
  };
}
