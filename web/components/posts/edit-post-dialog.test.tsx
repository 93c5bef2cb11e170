import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditPostDialog } from './edit-post-dialog';
import { callsTo, json, makePost, renderPage, serve } from './test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post = makePost({
  id: 10,
  title: 'Stem pack',
  content: 'Twelve stems',
  visibility: 'ppv',
  price_cents: 499,
  can: { edit: true, delete: true },
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderPage(<EditPostDialog post={post} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EditPostDialog', () => {
  it('starts from the post, its price in dollars', async () => {
    serve({});
    renderDialog();
    await screen.findByLabelText('Title (optional)');
    expect(field('Title (optional)').value).toBe('Stem pack');
    expect(field('Content').value).toBe('Twelve stems');
    expect(field('Who can see it').value).toBe('ppv');
    expect(field('Price (USD)').value).toBe('4.99');
  });

  it('checks with the server’s rules, focuses the first problem and sends nothing', async () => {
    const api = serve({});
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Content'), { target: { value: '   ' } });
    fireEvent.change(field('Price (USD)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Content is required')).toBeTruthy();
    expect(screen.getByText('A pay-per-view post needs a price above $0')).toBeTruthy();
    expect(document.activeElement).toBe(field('Content'));
    expect(callsTo(api, 'PUT', '/api/posts/10')).toHaveLength(0);
  });

  it('sends the price as rounded cents and closes when saved', async () => {
    const api = serve({ 'PUT /api/posts/10': { post: { ...post, price_cents: 250 } } });
    const onOpenChange = renderDialog();
    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '2.499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsTo(api, 'PUT', '/api/posts/10')[0].body).toEqual({
      title: 'Stem pack',
      content: 'Twelve stems',
      visibility: 'ppv',
      price_cents: 250,
    });
    expect(await screen.findByText('Post updated')).toBeTruthy();
  });

  it("puts the server's refusal of a field under it and keeps what was typed", async () => {
    serve({
      'PUT /api/posts/10': json(400, { error: 'price_cents: Price must be at most $1000' }),
    });
    const onOpenChange = renderDialog();
    fireEvent.change(await screen.findByLabelText('Title (optional)'), {
      target: { value: 'Stem pack, remastered' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Price must be at most $1000')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Price (USD)')));
    expect(field('Title (optional)').value).toBe('Stem pack, remastered');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows any other failure above the form', async () => {
    serve({ 'PUT /api/posts/10': json(500, { error: 'Something went wrong on our side' }) });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong on our side',
    );
    expect(field('Content').value).toBe('Twelve stems');
  });
});
