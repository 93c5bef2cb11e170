import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstOpen } from './on-first-open';

function Box({ open }: { open: boolean }) {
  return <p>{open ? 'box open' : 'box closed'}</p>;
}

afterEach(cleanup);

describe('onFirstOpen', () => {
  it('renders nothing while never opened, and fetches its code only once the page has painted', async () => {
    const load = vi.fn(async () => Box);
    const LazyBox = onFirstOpen(load);
    const { container } = render(<LazyBox open={false} />);
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
  });

  it('loads it when first opened, and keeps it mounted once closed so it can animate', async () => {
    const load = vi.fn(async () => Box);
    const LazyBox = onFirstOpen(load);
    const { rerender } = render(<LazyBox open={false} />);
    rerender(<LazyBox open />);
    expect(await screen.findByText('box open')).toBeTruthy();
    rerender(<LazyBox open={false} />);
    expect(screen.getByText('box closed')).toBeTruthy();
    rerender(<LazyBox open />);
    expect(screen.getByText('box open')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next open when the fetch failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Box>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Box);
    const LazyBox = onFirstOpen(load);
    render(<LazyBox open={false} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    cleanup();
    render(<LazyBox open />);
    expect(await screen.findByText('box open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
