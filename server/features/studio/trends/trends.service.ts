/**
 * Trending topics over this instance's own content: posts on Backline, what its creators
 * posted on their connected platforms (synced social content) and Studio generations. The
 * catalog's topics (curated or added by administrators) and the hashtags and keywords that
 * several accounts use on their own are each ranked by Mastodon's trend score and carry the
 * views, shares and engagement of the content behind them. A curated topic nobody wrote about
 * carries zeros, never a figure of its own.
 */
import type { TrendCategory, TrendingQuery, TrendingTopic } from '../../../../contract/studio';
import { TREND_CATEGORIES } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import { syncedPostsSince } from '../../social/synced-content-feed';
import { hashtagsIn, isAbout, keywordsIn, topicTerms } from './topic-match';
import { TREND_OPTIONS, trendScore } from './trend-score';
import type { TopicUse } from './trend-score';
import { selectRecentPosts, selectRecentStudioGenerations, selectTopics } from './trends.queries';

const DAY_MS = 86_400_000;
/** Views and shares are summed over a week; the score itself looks at the last three days. */
const WINDOW_DAYS = 7;
/** Keywords are noisier than hashtags: only rising ones show, and only the strongest few. */
const MAX_KEYWORD_TOPICS = 10;

interface ContentItem {
  account: string;
  at: Date;
  text: string;
  tags: string[];
  keywords: string[];
  /** The social platform of synced content and generations; `backline` for posts. */
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
  const [posts, generations, synced] = await Promise.all([
    selectRecentPosts(ctx.db, since),
    selectRecentStudioGenerations(ctx.db, since),
    syncedPostsSince(ctx, new Date(since)),
  ]);
  const items: ContentItem[] = posts.map((post) => {
    const text = `${post.title ?? ''}\n${post.content}`;
    return {
      account: `u${post.creator_id}`,
      at: new Date(post.created_at),
      text,
      tags: hashtagsIn(text),
      keywords: keywordsIn(text),
      platform: 'backline',
      category: post.content_type,
      views: post.view_count,
      shares: post.share_count,
      interactions: post.like_count + post.comment_count + post.share_count,
    };
  });
  for (const post of synced) {
    items.push({
      // The same account as the creator's posts here: one person counts once per topic.
      account: `u${post.userId}`,
      at: post.postedAt,
      text: post.text,
      tags: hashtagsIn(post.text),
      keywords: keywordsIn(post.text),
      platform: post.platform,
      category: null,
      views: post.views,
      shares: post.shares,
      interactions: post.likes + post.comments + post.shares,
    });
  }
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
      keywords: [],
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

function accountsOf(items: readonly ContentItem[]): number {
  return new Set(items.map((item) => item.account)).size;
}

function instanceTopic(
  term: string,
  tagged: readonly ContentItem[],
  now: Date,
  asHashtag: boolean,
): TrendingTopic {
  const platform = mostCommon(tagged.map((item) => item.platform)) ?? 'backline';
  const synced = tagged.some((item) => item.platform !== 'backline');
  const accounts = accountsOf(tagged);
  return {
    id: `${asHashtag ? 'tag' : 'word'}:${term}`,
    topic: asHashtag ? `#${term}` : term,
    // Backline is a music platform: a topic whose posts carry no trend category is Music.
    category: asCategory(mostCommon(tagged.map((item) => item.category))) ?? 'Music',
    platform: platform as TrendingTopic['platform'],
    description: `${asHashtag ? 'Used' : 'Written about'} by ${accounts} ${accounts === 1 ? 'account' : 'accounts'} on Backline${synced ? ' and their connected platforms' : ''} this week`,
    hashtags: `#${term}`,
    discovered_at: new Date(Math.min(...tagged.map((item) => item.at.getTime()))).toISOString(),
    source: 'instance',
    ...figures(tagged, now),
  };
}

function group(items: readonly ContentItem[], termsOf: (item: ContentItem) => string[]) {
  const byTerm = new Map<string, ContentItem[]>();
  for (const item of items) {
    for (const term of termsOf(item)) byTerm.set(term, [...(byTerm.get(term) ?? []), item]);
  }
  return byTerm;
}

/**
 * Hashtags and keywords no catalog topic covers, used by at least the trend threshold of
 * accounts. A word also used as a hashtag is one topic, the hashtag, with both uses behind it.
 */
function instanceTopics(items: readonly ContentItem[], covered: Set<string>, now: Date) {
  const byTag = group(items, (item) => item.tags.filter((tag) => !covered.has(tag)));
  const byWord = group(items, (item) => item.keywords.filter((word) => !covered.has(word)));
  const topics: TrendingTopic[] = [];
  for (const [tag, tagged] of byTag) {
    const behind = [...new Set([...tagged, ...(byWord.get(tag) ?? [])])];
    if (accountsOf(behind) < TREND_OPTIONS.threshold) continue;
    topics.push(instanceTopic(tag, behind, now, true));
  }
  const keywordTopics = [...byWord]
    .filter(([word, about]) => !byTag.has(word) && accountsOf(about) >= TREND_OPTIONS.threshold)
    .map(([word, about]) => instanceTopic(word, about, now, false))
    .filter((topic) => topic.trend_score > 0)
    .sort((a, b) => b.trend_score - a.trend_score)
    .slice(0, MAX_KEYWORD_TOPICS);
  return [...topics, ...keywordTopics];
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
