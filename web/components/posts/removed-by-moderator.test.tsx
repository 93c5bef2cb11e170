/**
 * What an author sees where a moderator removed something of theirs: the post page, their own
 * posts, the dashboard, a post's comments, their D-Cypher and Studio history. It says
 * "Removed by a moderator" instead of vanishing without a word.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DcypherGeneration } from '../../lib/api/dcypher.api';
import type { StudioGeneration } from '../../lib/api/studio.api';
import { RecentActivity } from '../../pages/dashboard/recent-activity';
import { DcypherResultCard } from '../../pages/dcypher/dcypher-result';
import { RecentGenerations } from '../../pages/dcypher/recent-generations';
import { GenerationHistory } from '../../pages/backline/generation-history';
import { OwnPostRow } from '../../pages/own-posts/own-post-row';
import { PostPage } from '../../pages/post/post-page';
import { CommentList } from './comment-list';
import { REMOVED_BY_MODERATOR } from './removed-by-moderator';
import { callsTo, makePost, nova, renderPage, serve } from './test-kit';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const removedPost = makePost({
  id: 21,
  creator_id: nova.id,
  title: null,
  content: null,
  removed: true,
  can: { edit: false, delete: true },
});

function launchpad(overrides: Partial<DcypherGeneration> = {}): DcypherGeneration {
  return {
    id: 31,
    type: 'LP1',
    theme: 'rain',
    items: [{ kind: 'word', word: 'stain', matches: ['rain'] }],
    content: 'stain: rain',
    engine: 'builtin',
    replaced: 0,
    created_at: new Date().toISOString(),
    saved_to_vault: false,
    removed: false,
    ...overrides,
  };
}

function studioGeneration(overrides: Partial<StudioGeneration> = {}): StudioGeneration {
  return {
    id: 41,
    generated_content: 'Okay, I have to talk about Neon Rain.',
    posts: ['Okay, I have to talk about Neon Rain.'],
    hashtags: [],
    performance_score: 70,
    score_factors: [],
    platform: 'instagram',
    content_type: 'caption',
    tone: 'engaging',
    prompt: 'Neon Rain',
    engine: 'builtin',
    saved: false,
    timestamp: new Date().toISOString(),
    removed: false,
    ...overrides,
  };
}

describe('a post a moderator removed, as its creator sees it', () => {
  it('says so on the post’s page, without comments or a view counted', async () => {
    const api = serve({ 'GET /api/posts/21': { post: removedPost } });
    renderPage(<PostPage />, { path: '/post/21', pattern: '/post/:id' });
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Only you can see that this post');
    expect(screen.queryByRole('heading', { name: /Comments/ })).toBeNull();
    expect(callsTo(api, 'GET', '/api/posts/21/comments')).toHaveLength(0);
    expect(callsTo(api, 'POST', '/api/posts/21/view')).toHaveLength(0);
  });

  it('says so in their own posts, offering only to delete it', async () => {
    serve({});
    renderPage(
      <ul>
        <OwnPostRow post={removedPost} />
      </ul>,
    );
    const row = await screen.findByRole('article');
    expect(within(row).getByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /Untitled/ })).toBeNull();
    const actions = screen.getByRole('group', { name: 'Actions for the removed post' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete']);
  });

  it('says so in the dashboard’s recent activity', async () => {
    serve({ 'GET /api/posts': { posts: [removedPost, makePost({ id: 22 })], nextCursor: null } });
    renderPage(<RecentActivity />);
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.getByText('Post number 22')).toBeTruthy();
  });
});

describe('comments', () => {
  const author = {
    id: nova.id,
    display_name: 'Nova Reyes',
    role: 'artist' as const,
    is_verified: true,
    avatar_url: null,
  };
  const other = {
    id: 8,
    display_name: 'Kai Loud',
    role: 'fan' as const,
    is_verified: false,
    avatar_url: null,
  };
  const comments = [
    {
      id: 1,
      post_id: 10,
      author,
      content: '',
      created_at: new Date().toISOString(),
      removed: true,
      can: { delete: true },
    },
    {
      id: 2,
      post_id: 10,
      author: other,
      content: 'you are all terrible',
      created_at: new Date().toISOString(),
      removed: false,
      can: { delete: false },
    },
  ];

  it('shows its author their removed comment as removed, and lets them report someone else’s', async () => {
    const api = serve({
      'GET /api/posts/10/comments': { comments, nextCursor: null },
      'POST /api/posts/10/comments/2/report': { success: true },
    });
    renderPage(<CommentList postId={10} />);
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report comment by Nova Reyes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Report comment by Kai Loud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Harassment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/api/posts/10/comments/2/report')).toHaveLength(1),
    );
    expect(callsTo(api, 'POST', '/api/posts/10/comments/2/report')[0].body).toEqual({
      reason: 'Harassment',
    });
  });
});

describe('generations a moderator removed', () => {
  it('say so in the D-Cypher history and in the result, with nothing to copy or save', async () => {
    serve({
      'GET /api/writers-block/generations': {
        generations: [
          launchpad({ id: 32, removed: true, theme: null, items: [], content: '' }),
          launchpad(),
        ],
        nextCursor: null,
      },
    });
    renderPage(<RecentGenerations currentId={null} onOpen={() => undefined} />);
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.getByText('“rain”')).toBeTruthy();
    cleanup();

    serve({});
    renderPage(
      <DcypherResultCard
        result={launchpad({ removed: true, theme: null, items: [], content: '' })}
        isRegenerating={false}
        onRegenerate={() => undefined}
      />,
    );
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to Vault' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
  });

  it('say so in the Studio history', async () => {
    serve({
      'GET /api/backline/generations': {
        generations: [
          studioGeneration({ id: 42, removed: true, generated_content: '', posts: [], prompt: '' }),
          studioGeneration({ saved: true }),
        ],
        nextCursor: null,
      },
    });
    renderPage(<GenerationHistory />);
    expect(await screen.findByText(REMOVED_BY_MODERATOR)).toBeTruthy();
    expect(screen.getByText('Okay, I have to talk about Neon Rain.')).toBeTruthy();
    expect(screen.getAllByText('Caption for Instagram')).toHaveLength(2);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
