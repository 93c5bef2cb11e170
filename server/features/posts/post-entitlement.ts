import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Who may read a post's content, decided in SQL so lists and single reads share one rule
 * and withheld content never leaves the database:
 * - public posts: everyone;
 * - the creator: always;
 * - `subscribers` and `ppv` posts: extended by the storefront (tier subscriptions and
 *   purchases) — until then, only the creator.
 */
export function canReadPost(
  eb: ExpressionBuilder<Database, 'posts'>,
  viewerId: number | null,
): Expression<SqlBool> {
  const grants: Expression<SqlBool>[] = [eb('posts.visibility', '=', 'public')];
  if (viewerId !== null) grants.push(eb('posts.creator_id', '=', viewerId));
  return eb.or(grants);
}
