import { describe, expect, it } from 'vitest';
import { RequestWindow, SLOT_SAMPLES, median } from './request-window';

function windowAt(startMs: number, seconds = 60) {
  const clock = { now: startMs };
  const window = new RequestWindow(seconds, () => clock.now);
  return { window, clock };
}

describe('RequestWindow', () => {
  it('counts requests, server errors and refusals apart, with the median duration', () => {
    const { window } = windowAt(1_000_000);
    window.record(200, 10);
    window.record(200, 30);
    window.record(404, 20);
    window.record(503, 40);
    expect(window.summary()).toEqual({
      requests: 4,
      serverErrors: 1,
      clientErrors: 1,
      medianMs: 25,
    });
  });

  it('answers no median and nothing counted before any request', () => {
    expect(windowAt(5_000).window.summary()).toEqual({
      requests: 0,
      serverErrors: 0,
      clientErrors: 0,
      medianMs: null,
    });
  });

  it('forgets requests older than its window, a second at a time', () => {
    const { window, clock } = windowAt(1_000_000);
    window.record(500, 5);
    clock.now += 30_000;
    window.record(200, 7);
    expect(window.summary().requests).toBe(2);
    clock.now += 30_000; // the first request is now 60 seconds old: out
    expect(window.summary()).toMatchObject({ requests: 1, serverErrors: 0, medianMs: 7 });
    clock.now += 30_000;
    expect(window.summary().requests).toBe(0);
  });

  it('reuses a slot whose second came round again, instead of adding to it', () => {
    const { window, clock } = windowAt(0, 3);
    window.record(200, 1);
    clock.now += 3_000; // the same slot of the ring, three seconds later
    window.record(200, 2);
    expect(window.summary()).toMatchObject({ requests: 1, medianMs: 2 });
  });

  it('keeps counting every request under load, with a bounded sample for the median', () => {
    const { window } = windowAt(42_000);
    for (let index = 0; index < SLOT_SAMPLES * 10; index += 1) window.record(200, 50);
    const summary = window.summary();
    expect(summary.requests).toBe(SLOT_SAMPLES * 10);
    expect(summary.medianMs).toBe(50);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
    expect(median([])).toBeNull();
  });
});
