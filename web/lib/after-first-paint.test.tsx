import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's paint timing: the test says when the first contentful paint happens. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | null = null;
  isObserving = false;

  constructor(
    private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.last = this;
  }

  observe() {
    this.isObserving = true;
  }

  disconnect() {
    this.isObserving = false;
  }

  paint(name: string) {
    if (this.isObserving)
      this.report({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  }
}

async function renderAfterFirstPaint() {
  // A fresh module each time: it remembers the page's first paint.
  vi.resetModules();
  const { AfterFirstPaint } = await import('./after-first-paint');
  render(
    <AfterFirstPaint>
      <p>Join the list</p>
    </AfterFirstPaint>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AfterFirstPaint', () => {
  it('renders nothing until the page has painted its first content, then its children', async () => {
    await renderAfterFirstPaint();
    await advance(1000);
    FakePaintObserver.last?.paint('first-paint');
    await advance(1000);
    expect(screen.queryByText('Join the list')).toBeNull();

    FakePaintObserver.last?.paint('first-contentful-paint');
    await advance(250);
    expect(screen.getByText('Join the list')).toBeTruthy();
  });

  it('does not wait for ever for a page that never paints (a background tab)', async () => {
    await renderAfterFirstPaint();
    await advance(2900);
    expect(screen.queryByText('Join the list')).toBeNull();
    await advance(400);
    expect(screen.getByText('Join the list')).toBeTruthy();
  });

  it('shows its children at once when the page painted long ago (a later screen)', async () => {
    await renderAfterFirstPaint();
    FakePaintObserver.last?.paint('first-contentful-paint');
    await advance(250);
    cleanup();
    const { AfterFirstPaint } = await import('./after-first-paint');
    render(
      <AfterFirstPaint>
        <p>Merch</p>
      </AfterFirstPaint>,
    );
    await advance(250);
    expect(screen.getByText('Merch')).toBeTruthy();
  });
});
