import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makePost, renderPage, serve } from '../../components/posts/test-kit';
import { CreatePostTab } from './create-post-tab';
import { bodyOf } from './monetize-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Create Posts', () => {
  it('shows the price only for pay-per-view', async () => {
    serve({});
    renderPage(<CreatePostTab />);
    await screen.findByRole('button', { name: /Publish post/ });
    expect(screen.queryByLabelText('Price (USD)')).toBeNull();

    fireEvent.click(screen.getByLabelText(/Pay-per-view/));
    const price = screen.getByLabelText('Price (USD)') as HTMLInputElement;
    expect(price.min).toBe('0');
    expect(price.step).toBe('0.01');

    fireEvent.click(screen.getByLabelText(/Subscribers/));
    expect(screen.queryByLabelText('Price (USD)')).toBeNull();
  });

  it('says what is missing with the schema’s words and sends nothing', async () => {
    const fetchMock = serve({});
    renderPage(<CreatePostTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Publish post/ }));
    expect(await screen.findByText('Content is required')).toBeTruthy();

    fill('Content', 'Stems are up');
    fireEvent.click(screen.getByLabelText(/Pay-per-view/));
    fireEvent.click(screen.getByRole('button', { name: /Publish post/ }));
    expect(await screen.findByText('A pay-per-view post needs a price above $0')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toHaveLength(0);
  });

  it('sends dollars as rounded cents and keeps everything typed when publishing fails', async () => {
    const fetchMock = serve({
      'POST /api/posts': () => json(500, { error: 'Something went wrong on our side' }),
    });
    renderPage(<CreatePostTab />);
    await screen.findByLabelText('Content');
    fill('Title (optional)', 'Stem pack');
    fill('Content', 'Twelve stems at 24-bit');
    fireEvent.click(screen.getByLabelText(/Pay-per-view/));
    fill('Price (USD)', '4.995');
    fireEvent.click(screen.getByRole('button', { name: /Publish post/ }));

    expect(await screen.findByText('Failed to publish your post')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/posts')[0])).toEqual({
      title: 'Stem pack',
      content: 'Twelve stems at 24-bit',
      visibility: 'ppv',
      price_cents: 500,
      content_type: null,
    });
    expect((screen.getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('Stem pack');
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe(
      'Twelve stems at 24-bit',
    );
    expect((screen.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('4.995');
  });

  it('publishes a public post with price 0, says so and clears the form', async () => {
    const fetchMock = serve({
      'POST /api/posts': () => json(201, { post: makePost({ id: 44, title: null }) }),
    });
    renderPage(<CreatePostTab />);
    await screen.findByLabelText('Content');
    fill('Content', '  New single Friday  ');
    fireEvent.click(screen.getByRole('button', { name: /Publish post/ }));

    expect(await screen.findByText('Post published')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/posts')[0])).toEqual({
      title: null,
      content: 'New single Friday',
      visibility: 'public',
      price_cents: 0,
      content_type: null,
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(screen.getByRole('button', { name: 'View post' })).toBeTruthy();
  });
});
