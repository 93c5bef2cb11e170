/**
 * For other features (Backline Studio's trends): what creators on this instance posted on
 * their connected platforms lately, with the figures as last synced. Only the words and
 * counts: never tokens, addresses or thumbnails.
 */
import type { ServiceContext } from '../../context';
import { selectSyncedContentSince } from './synced-content-feed.queries';

export interface SyncedPost {
  userId: number;
  platform: string;
  text: string;
  postedAt: Date;
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

export async function syncedPostsSince(ctx: ServiceContext, since: Date): Promise<SyncedPost[]> {
  const rows = await selectSyncedContentSince(ctx.db, since.toISOString());
  return rows.flatMap((row) =>
    row.posted_at === null
      ? []
      : [
          {
            userId: row.user_id,
            platform: row.platform,
            text: [row.title, row.description].filter(Boolean).join('\n'),
            postedAt: new Date(row.posted_at),
            views: row.views ?? 0,
            likes: row.likes ?? 0,
            comments: row.comments ?? 0,
            shares: row.shares ?? 0,
          },
        ],
  );
}
