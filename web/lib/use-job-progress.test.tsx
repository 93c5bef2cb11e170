import type { Job } from '@contract/jobs';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJobProgress } from './use-job-progress';

/** Stands in for the browser's EventSource: the test says what the server sends. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  /** The server sends a `job` event. */
  send(job: Partial<Job> & { id: number }) {
    const data = JSON.stringify({
      kind: 'campaigns.send',
      status: 'running',
      attempts: 1,
      max_attempts: 10,
      done: 0,
      total: null,
      error: null,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
      finished_at: null,
      ...job,
    } satisfies Job);
    act(() => {
      for (const listener of this.listeners.get('job') ?? [])
        listener(new MessageEvent('job', { data }));
    });
  }
}

const open = () => FakeEventSource.instances.filter((source) => !source.closed);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useJobProgress', () => {
  it('shares one stream between every hook on the page, and closes it after the last one', () => {
    const first = renderHook(() => useJobProgress(101));
    const second = renderHook(() => useJobProgress(102));
    expect(open()).toHaveLength(1);
    expect(open()[0].url).toBe('/api/jobs/events');
    first.unmount();
    expect(open()).toHaveLength(1);
    second.unmount();
    expect(open()).toHaveLength(0);
    renderHook(() => useJobProgress(101));
    expect(open()).toHaveLength(1);
  });

  it("follows its own job's status, counts and error, not another job's", () => {
    const { result } = renderHook(() => useJobProgress(201));
    expect(result.current).toEqual({ status: 'unknown', done: 0, total: null, error: null });
    const [source] = open();
    source.send({ id: 201, status: 'queued' });
    expect(result.current).toEqual({ status: 'queued', done: 0, total: null, error: null });
    source.send({ id: 201, done: 1240, total: 5000, updated_at: '2026-11-23T10:00:01.000Z' });
    expect(result.current).toMatchObject({ status: 'running', done: 1240, total: 5000 });
    source.send({ id: 202, done: 9, total: 9, updated_at: '2026-11-23T10:00:02.000Z' });
    expect(result.current).toMatchObject({ done: 1240, total: 5000 });
    source.send({
      id: 201,
      status: 'dead',
      done: 1240,
      total: 5000,
      error: 'The mail server refused the campaign',
      updated_at: '2026-11-23T10:00:03.000Z',
    });
    expect(result.current).toEqual({
      status: 'dead',
      done: 1240,
      total: 5000,
      error: 'The mail server refused the campaign',
    });
  });

  it('keeps the newer state when a reconnect replays an older one', () => {
    const { result } = renderHook(() => useJobProgress(301));
    const [source] = open();
    source.send({
      id: 301,
      status: 'done',
      done: 5,
      total: 5,
      updated_at: '2026-11-23T10:05:00.000Z',
    });
    source.send({
      id: 301,
      status: 'running',
      done: 2,
      total: 5,
      updated_at: '2026-11-23T10:04:00.000Z',
    });
    expect(result.current).toMatchObject({ status: 'done', done: 5 });
  });

  it('opens nothing while there is no job yet', () => {
    const { result } = renderHook(() => useJobProgress(null));
    expect(open()).toHaveLength(0);
    expect(result.current.status).toBe('unknown');
  });
});
