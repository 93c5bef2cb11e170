import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, serve } from '../../components/posts/test-kit';
import { FakeJobStream } from '../social/fake-job-stream';
import { MediaPanel } from './media-panel';

/** The upload's XMLHttpRequest: the server takes the file and queues the job that reads it. */
class UploadAccepted {
  /** The page's job stream outlives a test: each test's upload gets a job of its own. */
  static jobId = 77;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = 200;
    this.responseText = JSON.stringify({
      kind: 'audio',
      id: 5,
      filename: 'broken.mp3',
      file_url: '/api/backline/media/audio/5/file',
      content_type: 'audio/mpeg',
      duration_seconds: null,
      file_size_bytes: 2048,
      thumbnail_url: null,
      codec: null,
      width: null,
      height: null,
      status: 'processing',
      created_at: '2026-11-26T12:00:00.000Z',
      job_id: UploadAccepted.jobId,
    });
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeJobStream.instances = [];
  vi.stubGlobal('EventSource', FakeJobStream);
  vi.stubGlobal('XMLHttpRequest', UploadAccepted);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function panel() {
  serve({ 'GET /api/backline/media': { media: [] } });
  renderPage(
    <MediaPanel
      library={{ data: [], isPending: false, error: null, refetch: () => {} }}
      selected={null}
      onSelect={() => {}}
    />,
  );
}

async function uploadBrokenFile() {
  const input = await screen.findByLabelText('Upload audio, video or GIF files');
  fireEvent.change(input, {
    target: { files: [new File(['not really audio'], 'broken.mp3', { type: 'audio/mpeg' })] },
  });
  expect(await screen.findByText('reading…')).toBeTruthy();
  await waitFor(() => expect(FakeJobStream.instances.length).toBeGreaterThan(0));
}

describe('the media panel’s uploads', () => {
  it('shows a file ffprobe could not read as failed, with why, until dismissed', async () => {
    panel();
    await uploadBrokenFile();
    const reason =
      '“broken.mp3” could not be read as audio and was removed: Invalid data found when processing input';
    FakeJobStream.send({ id: 77, kind: 'studio.probe-media', status: 'dead', error: reason });
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.getByText('failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('broken.mp3')).toBeNull());
  });

  it('says completed only once the file was read', async () => {
    UploadAccepted.jobId = 78;
    panel();
    await uploadBrokenFile();
    FakeJobStream.send({ id: 78, kind: 'studio.probe-media', status: 'done', done: 2, total: 2 });
    expect(await screen.findByText('completed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
