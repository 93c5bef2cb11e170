import { describe, expect, it } from 'vitest';
import { scoreBand } from '../../../contract/studio';
import { fleschReadingEase, performanceScore } from './performance-score';

const strong =
  'POV: you finally finish the song you started in March?\n\n' +
  'I rewrote the chorus six times. It is short, it is loud, and it is mine.\n\n' +
  'Comment your favourite line and I will reply to every one.';

describe('the performance score', () => {
  it('lists six factors whose points add up to the score', () => {
    const scored = performanceScore({
      text: strong,
      hashtags: ['newmusic', 'bedroompop', 'songwriting'],
      platform: 'tiktok',
      trendingTags: new Set(['newmusic', 'bedroompop']),
    });
    expect(scored.factors.map((factor) => factor.key)).toEqual([
      'length',
      'hook',
      'call_to_action',
      'hashtags',
      'trend_match',
      'readability',
    ]);
    expect(scored.factors.reduce((sum, factor) => sum + factor.max_points, 0)).toBe(100);
    const total = scored.factors.reduce((sum, factor) => sum + factor.points, 0);
    expect(scored.score).toBe(Math.round(total));
    expect(scored.score).toBeGreaterThanOrEqual(80);
    expect(scoreBand(scored.score)).toBe('High Viral Potential');
  });

  it('gives each factor its reason', () => {
    const scored = performanceScore({
      text: strong,
      hashtags: ['newmusic'],
      platform: 'tiktok',
      trendingTags: new Set(['newmusic']),
    });
    const byKey = Object.fromEntries(scored.factors.map((factor) => [factor.key, factor]));
    expect(byKey.call_to_action.points).toBe(15);
    expect(byKey.call_to_action.note).toContain('Comment');
    expect(byKey.hook.points).toBe(20);
    expect(byKey.hashtags.note).toBe('1 hashtag; 3–5 suit tiktok');
    expect(byKey.hashtags.points).toBe(5);
    expect(byKey.trend_match.note).toBe('Trending now: #newmusic');
  });

  it('marks down copy without a hook, a call to action or hashtags', () => {
    const flat = performanceScore({
      text: 'The comprehensive documentation of the methodological considerations underlying the contemporary production environment, accompanied by an exhaustive enumeration of its constituent technological components and their interrelationships, necessitates considerable deliberation regarding implementation.',
      hashtags: [],
      platform: 'twitter',
      trendingTags: new Set(),
    });
    expect(flat.score).toBeLessThan(60);
    expect(scoreBand(flat.score)).toBe('Needs Improvement');
    const byKey = Object.fromEntries(flat.factors.map((factor) => [factor.key, factor]));
    expect(byKey.call_to_action.points).toBe(0);
    expect(byKey.trend_match.points).toBe(0);
    expect(byKey.readability.points).toBe(0);
  });

  it('rewards the platform’s length sweet spot and falls off outside it', () => {
    const score = (text: string) =>
      performanceScore({ text, hashtags: [], platform: 'twitter', trendingTags: new Set() })
        .factors[0].points;
    expect(score('a'.repeat(150))).toBe(25);
    expect(score('a'.repeat(35))).toBe(12.5);
    expect(score('a'.repeat(480))).toBe(12.5);
  });

  it('reads easy sentences as easy', () => {
    expect(fleschReadingEase('The cat sat on the mat. It was warm. We sang.')).toBeGreaterThan(90);
  });

  it('bands scores at 80 and 60', () => {
    expect(scoreBand(80)).toBe('High Viral Potential');
    expect(scoreBand(79)).toBe('Good Engagement');
    expect(scoreBand(60)).toBe('Good Engagement');
    expect(scoreBand(59)).toBe('Needs Improvement');
  });
});
