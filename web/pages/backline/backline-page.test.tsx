import type { SubscriptionStatus } from '@contract/access';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_PLATFORMS } from '@contract/social';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import type { StudioGeneration, TrendingTopic } from '../../lib/api/studio.api';
import { BacklinePage } from './backline-page';
import { mediaErrorText } from './media-player';

configure({ asyncUtilTimeout: 5000 });
// The whole studio renders in each test: slow on a busy machine, not stuck.
vi.setConfig({ testTimeout: 20_000 });

const onTrial: SubscriptionStatus = {
  isTrialActive: true,
  trialDaysLeft: 5,
  isTrialExpired: false,
  isBetaActive: false,
  isSubscribed: false,
  betaDaysLeft: 0,
  betaEndDate: '2025-09-22',
  plan: null,
  currentPeriodEnd: null,
  trialEndsAt: '2026-11-17T18:00:00.000Z',
};

function topic(patch: Partial<TrendingTopic>): TrendingTopic {
  return {
    id: '1',
    topic: 'Bedroom pop',
    category: 'Music',
    platform: 'tiktok',
    description: 'Lo-fi, home-recorded songs',
    hashtags: '#bedroompop #indiemusic #homestudio #newmusic #lofi #extra',
    trend_score: 4,
    view_count: 12_300,
    share_count: 2_500_000,
    engagement_rate: 0.1,
    discovered_at: '2026-11-20T00:00:00.000Z',
    source: 'curated',
    accounts_today: 3,
    ...patch,
  };
}

const generation: StudioGeneration = {
  id: 7,
  generated_content: 'Okay, I have to talk about Neon Rain.\n\n#bedroompop',
  posts: ['Okay, I have to talk about Neon Rain.\n\n#bedroompop'],
  hashtags: ['bedroompop'],
  performance_score: 72,
  score_factors: [
    {
      key: 'length',
      label: 'Length',
      points: 20,
      max_points: 25,
      note: '90 characters; 125–600 does best',
    },
    {
      key: 'hook',
      label: 'Hook in the first line',
      points: 20,
      max_points: 20,
      note: 'The first line is short',
    },
  ],
  platform: 'tiktok',
  content_type: 'caption',
  tone: 'engaging',
  prompt: 'Neon Rain',
  engine: 'builtin',
  saved: false,
  timestamp: '2026-11-26T12:00:00.000Z',
  removed: false,
};

function studio(extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /api/subscription/status': onTrial,
    'POST /api/features/log-access': { success: true },
    'GET /api/backline/trending': {
      trending_topics: [
        topic({}),
        topic({
          id: '2',
          topic: 'Chiptune',
          hashtags: '#8bit',
          description: 'Game sounds',
          category: 'Gaming',
          trend_score: 0,
          view_count: 0,
          share_count: 0,
          engagement_rate: 0,
          accounts_today: 0,
        }),
      ],
    },
    'GET /api/backline/media': { media: [] },
    'GET /api/backline/generations': { generations: [], nextCursor: null },
    'GET /api/backline/projects': { projects: [] },
    'GET /api/backline/r2-status': {
      status: {
        configured: true,
        working: true,
        domain: 'backline.example',
        lastTest: '2026-11-26T12:00:00.000Z',
        issues: [],
        driver: 'local',
      },
    },
    'POST /api/backline/generate': generation,
    'POST /api/backline/generations/7/save': { ...generation, saved: true },
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Backline Studio page', () => {
  it('lists topics with at most 5 hashtags and compacted counts, and searches them here', async () => {
    const api = studio();
    renderPage(<BacklinePage />, { path: '/backline' });
    const list = await screen.findByRole('list', { name: 'Topics' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('12.3K views')).toBeTruthy();
    expect(within(first).getByText('2.5M shares')).toBeTruthy();
    expect(within(first).queryByText('#extra')).toBeNull();
    expect(within(first).getByText('Curated')).toBeTruthy();
    // A curated topic nobody used carries no figures at all, and says it is a suggestion.
    const quiet = within(list).getAllByRole('listitem')[1];
    expect(within(quiet).getByText('Curated')).toBeTruthy();
    expect(within(quiet).getByText(/A suggestion: nobody on this Backline/)).toBeTruthy();
    expect(within(quiet).queryByText(/views/)).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search topics' }), {
      target: { value: 'GAME' },
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/backline/trending')[0].url.search).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Gaming' },
    });
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/backline/trending').at(-1)?.url.search).toBe(
        '?category=Gaming',
      ),
    );
  });

  it('generates, shows the score band with its factors, saves, and without a connection Post Now says the spec’s words', async () => {
    const api = studio();
    renderPage(<BacklinePage />, { path: '/backline' });
    fireEvent.click(await screen.findByRole('button', { name: /Bedroom pop/ }));
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'Neon Rain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate content' }));
    expect(await screen.findByText('Good Engagement')).toBeTruthy();
    expect(screen.getByText('The first line is short')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/backline/generate')[0].body).toMatchObject({
      prompt: 'Neon Rain',
      topic_id: '1',
      platform: 'tiktok',
      include_hashtags: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved successfully!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText('Social integration is coming soon!')).toBeTruthy();
  });

  it('posts a generated text for real when a platform that takes text posts is connected', async () => {
    const api = studio({
      'GET /api/social/connections': {
        connections: [
          {
            platform: 'twitter',
            platform_username: 'beatmaker_x',
            is_active: true,
            needs_reauth: false,
            token_expired: false,
            created_at: '2026-11-20T10:00:00.000Z',
            last_synced_at: null,
            last_synced_display: 'Never',
            followers: 870,
            synced_items: 0,
            last_error: null,
          },
        ],
        platforms: SOCIAL_PLATFORMS.map((platform) => ({
          platform,
          configured: true,
          settings: [],
          redirect_uri: '',
          publishes_text: platform === 'twitter',
        })),
      },
      'POST /api/social/twitter/publish': () =>
        json(409, { error: 'Reconnect Twitter before posting' }),
    });
    renderPage(<BacklinePage />, { path: '/backline' });
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: 'Neon Rain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate content' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post Now to Twitter' }));
    expect(await screen.findByText('Reconnect Twitter before posting')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/social/twitter/publish')[0].body).toEqual({
      text: generation.generated_content,
    });
  });

  it('shows the writer’s generation history', async () => {
    studio({
      'GET /api/backline/generations': {
        generations: [{ ...generation, saved: true }],
        nextCursor: null,
      },
    });
    renderPage(<BacklinePage />, { path: '/backline' });
    expect(await screen.findByText('Caption for TikTok')).toBeTruthy();
    expect(screen.getByText('Your generations')).toBeTruthy();
  });

  it('refuses a blank prompt in the form', async () => {
    const api = studio();
    renderPage(<BacklinePage />, { path: '/backline' });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate content' }));
    expect(await screen.findByText('Prompt is required')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/backline/generate')).toHaveLength(0);
  });

  it('refuses files that are not audio, video or GIF before uploading', async () => {
    const api = studio();
    renderPage(<BacklinePage />, { path: '/backline' });
    const input = await screen.findByLabelText('Upload audio, video or GIF files');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Invalid file type. Please select audio, video, or GIF files.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname.startsWith('/api/backline/upload'))).toBe(
      false,
    );
  });

  it('shows the media library empty state and the storage status', async () => {
    studio();
    renderPage(<BacklinePage />, { path: '/backline' });
    expect(await screen.findByText('No media yet')).toBeTruthy();
    expect(await screen.findByText('Working')).toBeTruthy();
    expect(
      screen.getByText('Select an audio file in your library to make a video from it.'),
    ).toBeTruthy();
  });

  it('words player errors as the spec does', () => {
    expect(mediaErrorText(3, 'audio')).toBe('decode error (file may be corrupted)');
    expect(mediaErrorText(4, 'video')).toBe('format not supported');
    expect(mediaErrorText(undefined, 'video')).toBe('Video failed to load');
  });
});
