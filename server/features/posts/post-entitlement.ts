import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

export interface Viewer {
  id: number | null;
  /** The current time, ISO: subscriptions grant access until their period ends. */
  now: string;
}

/**
 * Who may read a post's content, decided in SQL so lists and single reads share one rule
 * and withheld content never leaves the database:
 * - public posts: everyone;
 * - the creator: always;
 * - `subscribers` posts: whoever has a subscription to one of the creator's tiers whose
 *   paid period has not ended (a canceled one keeps access until then);
 * - `ppv` posts: whoever bought that post.
 */
export function canReadPost(
  eb: ExpressionBuilder<Database, 'posts'>,
  viewer: Viewer,
): Expression<SqlBool> {
  const grants: Expression<SqlBool>[] = [eb('posts.visibility', '=', 'public')];
  if (viewer.id !== null) {
    const viewerId = viewer.id;
    grants.push(
      eb('posts.creator_id', '=', viewerId),
      eb.and([
        eb('posts.visibility', '=', 'subscribers'),
        eb.exists(
          eb
            .selectFrom('tier_subscriptions')
            .select('tier_subscriptions.id')
            .whereRef('tier_subscriptions.creator_id', '=', 'posts.creator_id')
            .where('tier_subscriptions.subscriber_id', '=', viewerId)
            .where('tier_subscriptions.current_period_end', '>', viewer.now),
        ),
      ]),
      eb.and([
        eb('posts.visibility', '=', 'ppv'),
        eb.exists(
          eb
            .selectFrom('post_purchases')
            .select('post_purchases.id')
            .whereRef('post_purchases.post_id', '=', 'posts.id')
            .where('post_purchases.buyer_id', '=', viewerId),
        ),
      ]),
    );
  }
  return eb.or(grants);
}
