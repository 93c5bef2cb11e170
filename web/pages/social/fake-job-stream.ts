/** Test stand-in for the job stream's EventSource: the test says what the server sends. */
import type { Job } from '@contract/jobs';
import { act } from '@testing-library/react';

export class FakeJobStream {
  static instances: FakeJobStream[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeJobStream.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  static send(job: Partial<Job> & { id: number }) {
    const data = JSON.stringify({
      kind: 'social.sync',
      status: 'running',
      attempts: 1,
      max_attempts: 8,
      done: 0,
      total: null,
      error: null,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: new Date().toISOString(),
      finished_at: null,
      ...job,
    } satisfies Job);
    act(() => {
      for (const source of FakeJobStream.instances.filter((s) => !s.closed)) {
        for (const listener of source.listeners.get('job') ?? []) {
          listener(new MessageEvent('job', { data }));
        }
      }
    });
  }
}
