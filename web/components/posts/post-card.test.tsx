import { PostLimits } from '@contract/limits';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostCard } from './post-card';
import { makePost, renderPage, serve } from './test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('PostCard', () => {
  it('shows a readable post: creator, role, title, text and counts', async () => {
    serve({});
    renderPage(<PostCard post={makePost({ id: 4, content: 'Stems are up.' })} />);
    const card = await screen.findByRole('article', { name: 'Post number 4' });
    expect(within(card).getByRole('link', { name: 'Dex Okafor' }).getAttribute('href')).toBe(
      '/profile/3',
    );
    expect(within(card).getByText('Producer')).toBeTruthy();
    expect(within(card).getByText('Stems are up.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Like (3 likes)' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Comments (2)' }).getAttribute('href')).toBe(
      '/post/4#comments',
    );
    expect(within(card).queryByText('Read more')).toBeNull();
  });

  it('cuts the text at 500 characters and links "Read more" to the post', async () => {
    serve({});
    const content = `${'a'.repeat(PostLimits.truncateAt)}THE-END`;
    renderPage(<PostCard post={makePost({ id: 5, content })} />);
    const card = await screen.findByRole('article');
    const shown = within(card).getByText(/^a+…$/);
    expect(shown.textContent).toBe(`${'a'.repeat(PostLimits.truncateAt)}…`);
    expect(card.textContent).not.toContain('THE-END');
    expect(
      within(card)
        .getByRole('link', { name: /Read more/ })
        .getAttribute('href'),
    ).toBe('/post/5');
  });

  it('keeps a text of exactly 500 characters whole', async () => {
    serve({});
    const content = 'b'.repeat(PostLimits.truncateAt);
    renderPage(<PostCard post={makePost({ content })} />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText(content)).toBeTruthy();
    expect(within(card).queryByText('Read more')).toBeNull();
  });

  it.each([
    [0.2, 'just now'],
    [5, '5h ago'],
    [50, '2d ago'],
  ])('says a post from %s hours ago is "%s"', async (hours, label) => {
    serve({});
    renderPage(<PostCard post={makePost({ created_at: hoursAgo(hours) })} />);
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('shows the date for posts older than a week', async () => {
    serve({});
    const created = hoursAgo(24 * 10);
    renderPage(<PostCard post={makePost({ created_at: created })} />);
    expect(await screen.findByText(new Date(created).toLocaleDateString())).toBeTruthy();
  });

  it('shows a locked pay-per-view post without its text, with its price and the way to unlock', async () => {
    serve({});
    renderPage(
      <PostCard
        post={makePost({
          id: 8,
          title: 'Unreleased demo',
          content: null,
          locked: true,
          visibility: 'ppv',
          price_cents: 499,
        })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Unreleased demo' });
    expect(within(card).getByText('$4.99')).toBeTruthy();
    // Bought right here (see the post page's test), not on the storefront.
    expect(within(card).getByRole('button', { name: 'Unlock for $4.99' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(within(card).getByText('3 likes')).toBeTruthy();
    expect(within(card).getByText('2 comments')).toBeTruthy();
  });

  it('shows a subscribers-only post as locked with "Subscribe to unlock"', async () => {
    serve({});
    renderPage(
      <PostCard
        post={makePost({
          id: 9,
          title: 'Studio diary',
          content: null,
          locked: true,
          visibility: 'subscribers',
        })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Studio diary' });
    expect(within(card).getByText('Subscribers only')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Subscribe to unlock' }).getAttribute('href'),
    ).toBe('/storefront/3');
  });
});
