/**
 * Trending topics over this instance's own content: the catalog's topics (curated or added by
 * administrators) and hashtags that several accounts use on their own, each ranked by
 * Mastodon's trend score and carrying the views, shares and engagement of the posts behind it.
 * Social content synced from connected platforms joins as another source when it exists.
 */
import type { TrendCategory, TrendingQuery, TrendingTopic } from '../../../../contract/studio';
import { TREND_CATEGORIES } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { hashtagsIn, isAbout, topicTerms } from './topic-match';
import { TREND_OPTIONS, trendScore } from './trend-score';
import type { TopicUse } from './trend-score';
import { selectRecentPosts, selectRecentStudioGenerations, selectTopics } from './trends.queries';

const DAY_MS = 86_400_000;
/** Views and shares are summed over a week; the score itself looks at the last three days. */
const WINDOW_DAYS = 7;

interface ContentItem {
  account: string;
  at: Date;
  text: string;
  tags: string[];
  /** A social platform for generations; `backline` for posts. */
  platform: string;
  category: string | null;
  views: number;
  shares: number;
  interactions: number;
}

function asCategory(value: string | null): TrendCategory | null {
  return TREND_CATEGORIES.find((category) => category === value) ?? null;
}

async function recentContent(ctx: ServiceContext, now: Date): Promise<ContentItem[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString();
  const [posts, generations] = await Promise.all([
    selectRecentPosts(ctx.db, since),
    selectRecentStudioGenerations(ctx.db, since),
  ]);
  const items: ContentItem[] = posts.map((post) => {
    const text = `${post.title ?? ''}\n${post.content}`;
    return {
      account: `u${post.creator_id}`,
      at: new Date(post.created_at),
      text,
      tags: hashtagsIn(text),
      platform: 'backline',
      category: post.content_type,
      views: post.view_count,
      shares: post.share_count,
      interactions: post.like_count + post.comment_count + post.share_count,
    };
  });
  for (const generation of generations) {
    const stored = JSON.parse(generation.items ?? '{}') as {
      hashtags?: string[];
      platform?: string;
    };
    const tags = (stored.hashtags ?? []).map((tag) => tag.toLowerCase());
    items.push({
      account: `u${generation.user_id}`,
      at: new Date(generation.created_at),
      text: tags.map((tag) => `#${tag}`).join(' '),
      tags,
      platform: stored.platform ?? 'backline',
      category: null,
      views: 0,
      shares: 0,
      interactions: 0,
    });
  }
  return items;
}

function figures(items: readonly ContentItem[], now: Date) {
  const uses: TopicUse[] = items.map((item) => ({ account: item.account, at: item.at }));
  const { score, accountsToday } = trendScore(uses, now, TREND_OPTIONS);
  const views = items.reduce((sum, item) => sum + item.views, 0);
  const interactions = items.reduce((sum, item) => sum + item.interactions, 0);
  return {
    trend_score: score,
    accounts_today: accountsToday,
    view_count: views,
    share_count: items.reduce((sum, item) => sum + item.shares, 0),
    engagement_rate: views > 0 ? Math.round((interactions / views) * 10_000) / 10_000 : 0,
  };
}

function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Hashtags no catalog topic covers, used by at least the trend threshold of accounts. */
function instanceTopics(items: readonly ContentItem[], covered: Set<string>, now: Date) {
  const byTag = new Map<string, ContentItem[]>();
  for (const item of items) {
    for (const tag of item.tags) {
      if (covered.has(tag)) continue;
      byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
  }
  const topics: TrendingTopic[] = [];
  for (const [tag, tagged] of byTag) {
    if (new Set(tagged.map((item) => item.account)).size < TREND_OPTIONS.threshold) continue;
    const platform = mostCommon(tagged.map((item) => item.platform)) ?? 'backline';
    topics.push({
      id: `tag:${tag}`,
      topic: `#${tag}`,
      // Backline is a music platform: a tag whose posts carry no trend category is Music.
      category: asCategory(mostCommon(tagged.map((item) => item.category))) ?? 'Music',
      platform: platform as TrendingTopic['platform'],
      description: `Used by ${new Set(tagged.map((item) => item.account)).size} accounts on Backline this week`,
      hashtags: `#${tag}`,
      discovered_at: new Date(Math.min(...tagged.map((item) => item.at.getTime()))).toISOString(),
      source: 'instance',
      ...figures(tagged, now),
    });
  }
  return topics;
}

export async function trendingTopics(
  ctx: ServiceContext,
  query: TrendingQuery,
): Promise<TrendingTopic[]> {
  const now = ctx.now();
  const [catalog, items] = await Promise.all([
    selectTopics(ctx.db, { includeHidden: true }),
    recentContent(ctx, now),
  ]);
  // Hidden catalog topics still cover their tags, so hiding one does not bring it back as a tag.
  const covered = new Set(catalog.flatMap((row) => topicTerms(row.topic, row.hashtags).hashtags));
  const topics: TrendingTopic[] = catalog
    .filter((row) => row.hidden === 0)
    .map((row) => {
      const terms = topicTerms(row.topic, row.hashtags);
      const about = items.filter((item) => isAbout(item, terms));
      return {
        id: String(row.id),
        topic: row.topic,
        category: asCategory(row.category) ?? 'Music',
        platform: row.platform as TrendingTopic['platform'],
        description: row.description,
        hashtags: row.hashtags,
        discovered_at: new Date(row.created_at).toISOString(),
        source: row.source === 'admin' ? 'admin' : 'curated',
        ...figures(about, now),
      };
    });
  const all = [...topics, ...instanceTopics(items, covered, now)];
  return all
    .filter((topic) => !query.category || topic.category === query.category)
    .filter((topic) => !query.platform || topic.platform === query.platform)
    .sort(
      (a, b) =>
        b.trend_score - a.trend_score ||
        b.accounts_today - a.accounts_today ||
        b.view_count - a.view_count,
    );
}

/** The hashtags of what is trending now (score above zero), for the performance score. */
export async function trendingTags(ctx: ServiceContext): Promise<Set<string>> {
  const tags = new Set<string>();
  for (const topic of await trendingTopics(ctx, {})) {
    if (topic.trend_score <= 0) continue;
    for (const tag of topic.hashtags.split(/\s+/)) tags.add(tag.replace(/^#/, '').toLowerCase());
  }
  return tags;
}

export async function findTopicForWriter(ctx: ServiceContext, topicId: string) {
  const topics = await trendingTopics(ctx, {});
  return topics.find((topic) => topic.id === topicId) ?? null;
}
