import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationItem } from '@contract/moderation';
import { callsTo, json, renderPage, serve } from '../../../components/posts/test-kit';
import type { ApiCall } from '../../../components/posts/test-kit';
import { ContentReviewPanel, truncateModerated, typeBadge } from './content-review-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUEUE = '/api/admin/content-review';

function makeItem(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: 1,
    content_type: 'text_generation',
    user_id: 4,
    user_email: 'writer@example.test',
    created_at: '2026-11-20T10:00:00.000Z',
    prompt: 'Rhyme Launchpad · theme “rain”',
    title: null,
    content: 'stain: rain, pain',
    post_id: null,
    queued_at: '2026-11-20T10:00:00.000Z',
    flagged: false,
    flag_reason: null,
    flagged_at: null,
    reports: null,
    ...overrides,
  };
}

const launchpad = makeItem();
const studio = makeItem({
  id: 2,
  content_type: 'backline_caption',
  prompt: 'my single is out',
  content: 'Okay, I have to talk about Neon Rain.',
});
const reportedPost = makeItem({
  id: 3,
  content_type: 'post',
  prompt: null,
  title: 'Shady offer',
  content: 'buy followers here',
  post_id: 3,
  reports: { count: 2, open: 2, reasons: ['Spam', 'Scam link'] },
});
const reportedComment = makeItem({
  id: 9,
  content_type: 'comment',
  prompt: null,
  title: 'New track',
  content: 'rude words',
  post_id: 5,
  reports: { count: 1, open: 1, reasons: [] },
});

const queueOf = (items: ModerationItem[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
});

function lastQueueCall(api: ReturnType<typeof serve>): ApiCall {
  const calls = callsTo(api, 'GET', QUEUE);
  return calls[calls.length - 1];
}

describe('the badge and the cut', () => {
  it('labels text_generation D-Cypher, posts and comments as such, anything else Backline', () => {
    expect(typeBadge('text_generation').label).toBe('D-Cypher');
    expect(typeBadge('post').label).toBe('Post');
    expect(typeBadge('comment').label).toBe('Comment');
    expect(typeBadge('backline_thread')).toMatchObject({ label: 'Backline', detail: 'thread' });
  });

  it('cuts content at 500 characters with an ellipsis, and leaves shorter content alone', () => {
    expect(truncateModerated('x'.repeat(500))).toBe('x'.repeat(500));
    expect(truncateModerated('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`);
  });
});

describe('ContentReviewPanel', () => {
  it('shows each item with its badge, author, date, prompt and content cut at 500 characters', async () => {
    const long = makeItem({
      id: 7,
      content: `${'a'.repeat(500)}THE-END-IS-CUT`,
    });
    serve({ [`GET ${QUEUE}`]: queueOf([launchpad, studio, reportedPost, reportedComment, long]) });
    renderPage(<ContentReviewPanel />);

    const list = await screen.findByRole('list', { name: 'Content to review' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByText('D-Cypher')).toBeTruthy();
    expect(within(items[0]).getByText('writer@example.test')).toBeTruthy();
    expect(within(items[0]).getByText('November 20, 2026')).toBeTruthy();
    expect(within(items[0]).getByText('Rhyme Launchpad · theme “rain”')).toBeTruthy();
    expect(within(items[1]).getByText('Backline')).toBeTruthy();
    expect(within(items[1]).getByText('my single is out')).toBeTruthy();
    expect(within(items[2]).getByText('Post')).toBeTruthy();
    expect(within(items[2]).getByText('Shady offer')).toBeTruthy();
    expect(within(items[2]).getByText('2 reports')).toBeTruthy();
    expect(within(items[2]).getByText('Scam link')).toBeTruthy();
    expect(within(items[3]).getByText('Comment')).toBeTruthy();
    expect(within(items[3]).getByRole('link', { name: 'Open post' }).getAttribute('href')).toBe(
      '/post/5',
    );
    expect(within(items[4]).getByText(`${'a'.repeat(500)}…`)).toBeTruthy();
    expect(screen.queryByText(/THE-END-IS-CUT/)).toBeNull();
    for (const item of items) {
      expect(within(item).getByRole('button', { name: 'Flag Content' })).toBeTruthy();
      expect(within(item).getByRole('button', { name: 'Delete Content' })).toBeTruthy();
    }
  });

  it('filters by type: All Content, D-Cypher Text, Backline Content, Reported', async () => {
    const api = serve({
      [`GET ${QUEUE}`]: (call: ApiCall) => {
        const type = call.url.searchParams.get('type');
        if (type === 'text') return json(200, queueOf([launchpad]));
        if (type === 'reported') return json(200, queueOf([]));
        return json(200, queueOf([launchpad, studio, reportedPost]));
      },
    });
    renderPage(<ContentReviewPanel />);
    await screen.findByText('Shady offer');
    expect(lastQueueCall(api).url.searchParams.get('type')).toBe('all');
    expect(lastQueueCall(api).url.searchParams.get('limit')).toBe('25');

    const filters = screen.getByRole('group', { name: 'Content type' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Content', 'D-Cypher Text', 'Backline Content', 'Reported']);
    fireEvent.click(within(filters).getByRole('button', { name: 'D-Cypher Text' }));
    await waitFor(() => expect(screen.queryByText('Shady offer')).toBeNull());
    expect(lastQueueCall(api).url.searchParams.get('type')).toBe('text');
    expect(
      within(filters).getByRole('button', { name: 'D-Cypher Text' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(filters).getByRole('button', { name: 'Reported' }));
    expect(await screen.findByText('No open reports')).toBeTruthy();
    expect(lastQueueCall(api).url.searchParams.get('type')).toBe('reported');
  });

  it('flags with the spec’s body and reloads the queue; unflags a flagged item', async () => {
    let flagged = false;
    const api = serve({
      [`GET ${QUEUE}`]: () =>
        json(200, queueOf([makeItem({ flagged, flag_reason: flagged ? 'Admin review' : null })])),
      'PUT /api/admin/content/text_generation/1/flag': (call: ApiCall) => {
        flagged = (call.body as { flag: boolean }).flag;
        return json(200, { item: makeItem({ flagged }) });
      },
    });
    renderPage(<ContentReviewPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Flag Content' }));
    expect(await screen.findByText('Content flagged')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/content/text_generation/1/flag')[0].body).toEqual({
      flag: true,
      reason: 'Admin review',
    });
    expect(await screen.findByText('Flag reason: Admin review')).toBeTruthy();
    expect(screen.getByText('Flagged')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unflag Content' }));
    expect(await screen.findByText('Flag removed')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/admin/content/text_generation/1/flag')[1].body).toEqual({
      flag: false,
    });
    expect(await screen.findByRole('button', { name: 'Flag Content' })).toBeTruthy();
  });

  it('deletes only after the confirmation, and says so', async () => {
    let items = [launchpad, reportedPost];
    const api = serve({
      [`GET ${QUEUE}`]: () => json(200, queueOf(items)),
      'DELETE /api/admin/content/post/3': () => {
        items = [launchpad];
        return json(200, { success: true });
      },
    });
    renderPage(<ContentReviewPanel />);
    const post = (await screen.findByText('Shady offer')).closest('article') as HTMLElement;

    fireEvent.click(within(post).getByRole('button', { name: 'Delete Content' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    expect(dialog.textContent).toContain('Removed by a moderator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'DELETE', '/api/admin/content/post/3')).toHaveLength(0);

    fireEvent.click(within(post).getByRole('button', { name: 'Delete Content' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Content' }));
    expect(await screen.findByText('Content deleted')).toBeTruthy();
    expect(callsTo(api, 'DELETE', '/api/admin/content/post/3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Shady offer')).toBeNull());
  });

  it('says when an action fails, with the server’s words, and keeps the item', async () => {
    serve({
      [`GET ${QUEUE}`]: queueOf([reportedComment]),
      'PUT /api/admin/content/comment/9/flag': json(404, { error: 'Content not found' }),
      'DELETE /api/admin/content/comment/9': json(500, { error: 'Database is away' }),
    });
    renderPage(<ContentReviewPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Flag Content' }));
    expect(await screen.findByText('Failed to flag content')).toBeTruthy();
    expect(screen.getByText('Content not found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Content' }));
    expect(await screen.findByText('Failed to delete content')).toBeTruthy();
    expect(screen.getByText('Database is away')).toBeTruthy();
    // The dialog stays for another try; the item is still there.
    expect(screen.getByRole('dialog', { name: 'Delete content' })).toBeTruthy();
    expect(screen.getByText('rude words')).toBeTruthy();
  });

  it('pages with Next and Previous, 25 at a time', async () => {
    const api = serve({
      [`GET ${QUEUE}`]: (call: ApiCall) =>
        call.url.searchParams.get('cursor') === 'page-2'
          ? json(200, queueOf([studio]))
          : json(200, queueOf([launchpad], 'page-2')),
    });
    renderPage(<ContentReviewPanel />);
    await screen.findByText('Rhyme Launchpad · theme “rain”');
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('my single is out')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(lastQueueCall(api).url.searchParams.get('cursor')).toBe('page-2');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Rhyme Launchpad · theme “rain”')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('shows loading, then the error with a retry, then the empty state', async () => {
    let fail = true;
    serve({
      [`GET ${QUEUE}`]: () =>
        fail ? json(500, { error: 'The queue is unavailable' }) : json(200, queueOf([])),
    });
    renderPage(<ContentReviewPanel />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Failed to load content')).toBeTruthy();
    expect(screen.getByText('The queue is unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
