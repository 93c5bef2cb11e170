import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstOpen } from './on-first-open';

function Box({ open }: { open: boolean }) {
  return <p>{open ? 'box open' : 'box closed'}</p>;
}

afterEach(cleanup);

describe('onFirstOpen', () => {
  it('fetches nothing and renders nothing while the dialog has never been opened', async () => {
    const load = vi.fn(async () => Box);
    const LazyBox = onFirstOpen(load);
    const { container } = render(<LazyBox open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
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
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('onFirstOpen preload', () => {
  it('fetches the module ahead of the first open without showing it', async () => {
    const load = vi.fn(async () => Box);
    const LazyBox = onFirstOpen(load);
    const { container } = render(<LazyBox open={false} />);
    LazyBox.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
