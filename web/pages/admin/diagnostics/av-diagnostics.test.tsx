import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestUploadReply } from '@contract/diagnostics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../../components/posts/test-kit';
import { AvDiagnostics } from './av-diagnostics';
import { runHealthChecks } from './diagnostics-logic';
import { FakeUpload } from '../../../lib/fake-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = {
  driver: 'local',
  location: '/data/objects',
  bucket: null,
  endpoint: null,
  region: null,
  force_path_style: null,
  access_keys_set: null,
  public_url: 'https://backline.example',
  max_file_size_mb: 250,
  media_tools: { ffprobe: 'ffprobe version 5.1', ffmpeg: 'ffmpeg version 5.1' },
};

const routes = {
  'GET /api/admin/diagnostics/storage': setup,
  'GET /api/backline/upload-audio': { field: 'audio', accepts: ['audio/*'], max_file_size_mb: 250 },
  'GET /api/backline/upload-video': { field: 'video', accepts: ['video/*'], max_file_size_mb: 250 },
  'GET /api/health': { status: 'ok' },
};

function logPanel() {
  return screen.getByRole('log');
}

function logLines() {
  return within(logPanel())
    .getAllByRole('listitem')
    .map((line) => line.textContent ?? '');
}

describe('AvDiagnostics', () => {
  it('shows the guide and quick actions, and checks this browser on opening', async () => {
    serve(routes);
    renderPage(<AvDiagnostics />);
    const guide = await screen.findByRole('list', { name: 'Diagnostic guide' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Check system health'),
      expect.stringContaining('Test file upload'),
      expect.stringContaining('Test API endpoints'),
      expect.stringContaining('Review logs'),
    ]);
    for (const action of [
      'Run Full Diagnostic',
      'Select Test File',
      'Test Audio API',
      'Test Video API',
    ]) {
      expect(screen.getByRole('button', { name: action })).toBeTruthy();
    }
    const checks = screen.getByRole('list', { name: 'System health checks' });
    await waitFor(() => expect(within(checks).getAllByText('good')).toHaveLength(4));
    expect(logPanel().getAttribute('aria-live')).toBe('polite');
    expect(logLines()).toContainEqual(expect.stringContaining('[SUCCESS] File API'));
  });

  it('says Please enter an endpoint URL for an empty URL, and tests the audio endpoint by default', async () => {
    const api = serve({ ...routes, 'GET /api/broken': json(500, { error: 'boom' }) });
    renderPage(<AvDiagnostics />);
    const url = await screen.findByLabelText('Endpoint URL');
    expect((url as HTMLInputElement).value).toBe('/api/backline/upload-audio');

    fireEvent.click(screen.getByRole('button', { name: 'Test Endpoint' }));
    const results = await screen.findByRole('list', { name: 'Endpoint results' });
    await within(results).findByText('Endpoint OK');
    expect(callsTo(api, 'GET', '/api/backline/upload-audio')).toHaveLength(1);

    fireEvent.change(url, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test Endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter an endpoint URL');
    expect(logLines()).toContainEqual(
      expect.stringContaining('[ERROR] Please enter an endpoint URL'),
    );

    fireEvent.change(url, { target: { value: '/api/broken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test Endpoint' }));
    await within(results).findByText('Endpoint Error');
    expect(
      screen.queryByText('Please enter an endpoint URL', { selector: '[role="alert"]' }),
    ).toBeNull();
  });

  it('calls an endpoint that gives no answer Endpoint Unreachable', async () => {
    serve(routes);
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('upload-video')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : stubbed(input, init),
      ),
    );
    renderPage(<AvDiagnostics />);
    fireEvent.click(await screen.findByRole('button', { name: 'Test Video API' }));
    const results = await screen.findByRole('list', { name: 'Endpoint results' });
    await within(results).findByText('Endpoint Unreachable');
    expect(within(results).getByText(/No answer/).textContent).toContain('Failed to fetch');
    expect(logLines()).toContainEqual(expect.stringContaining('[ERROR] Endpoint Unreachable'));
  });

  it('logs at every level, and Clear Log empties the log', async () => {
    serve(routes);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    renderPage(<AvDiagnostics />);
    await waitFor(() =>
      expect(logLines()).toContainEqual(
        expect.stringContaining('[WARNING] Local storage: Local storage has limitations'),
      ),
    );
    expect(logLines()).toContainEqual(expect.stringContaining('[INFO] Checking system health'));
    expect(logLines()).toContainEqual(expect.stringContaining('[SUCCESS] Browser'));
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test Endpoint' }));
    await waitFor(() => expect(logLines()).toContainEqual(expect.stringContaining('[ERROR]')));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Log' }));
    expect(logLines()).toEqual([expect.stringContaining('No entries yet')]);
    expect((screen.getByRole('button', { name: 'Clear Log' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('runs the full diagnostic: a fresh log, the checks, and three endpoints one second apart', async () => {
    const startedAt: number[] = [];
    const timed = (body: unknown) => () => {
      startedAt.push(Date.now());
      return json(200, body);
    };
    const api = serve({
      ...routes,
      'GET /api/backline/upload-audio': timed(routes['GET /api/backline/upload-audio']),
      'GET /api/backline/upload-video': timed(routes['GET /api/backline/upload-video']),
      'GET /api/health': timed(routes['GET /api/health']),
    });
    renderPage(<AvDiagnostics />);
    fireEvent.change(await screen.findByLabelText('Endpoint URL'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test Endpoint' }));
    await waitFor(() => expect(logLines()).toContainEqual(expect.stringContaining('[ERROR]')));

    startedAt.length = 0;
    const clickedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Run Full Diagnostic' }));
    await waitFor(
      () =>
        expect(logLines()).toContainEqual(
          expect.stringContaining('[SUCCESS] Full diagnostic finished: every endpoint answered'),
        ),
      { timeout: 15_000 },
    );
    const lines = logLines();
    expect(lines[0]).toContain('[INFO] Full diagnostic started');
    expect(lines.some((line) => line.includes('[ERROR]'))).toBe(false);
    const starts = ['/api/backline/upload-audio', '/api/backline/upload-video', '/api/health'].map(
      (path) => api.calls.findIndex((call) => call.url.pathname === path),
    );
    expect(starts.every((index) => index >= 0)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const results = screen.getByRole('list', { name: 'Endpoint results' });
    expect(within(results).getAllByText('Endpoint OK')).toHaveLength(3);
    // Started a second apart: timers never fire early, so these are lower bounds.
    expect(startedAt).toHaveLength(3);
    expect(startedAt[1] - clickedAt).toBeGreaterThanOrEqual(1000);
    expect(startedAt[2] - clickedAt).toBeGreaterThanOrEqual(2000);
  }, 20_000);

  it('uploads the chosen file as a test with real progress, then removes it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const api = serve({
      ...routes,
      'DELETE /api/admin/diagnostics/test-uploads/abc': { success: true },
    });
    renderPage(<AvDiagnostics />);
    const picker = (await screen.findByLabelText('Test file (audio or video)')) as HTMLInputElement;
    expect(picker.accept).toBe('audio/*,video/*');
    const song = new File([new Uint8Array(3 * 1024)], 'night-drive.mp3', {
      type: 'audio/mpeg',
      lastModified: Date.UTC(2026, 10, 1),
    });
    fireEvent.change(picker, { target: { files: [song] } });
    const info = screen.getByLabelText('File info');
    expect(info.textContent).toContain('night-drive.mp3');
    expect(info.textContent).toContain('3 KB');
    expect(info.textContent).toContain('audio/mpeg');

    fireEvent.click(screen.getByRole('button', { name: 'Test Upload' }));
    await waitFor(() => expect(FakeUpload.last?.sent).toBeTruthy());
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/backline/upload-audio');
    expect(upload.sent!.get('test')).toBe('true');
    expect((upload.sent!.get('audio') as File).name).toBe('night-drive.mp3');
    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');

    const reply: TestUploadReply = {
      test: true,
      id: 'abc',
      kind: 'audio',
      filename: 'night-drive.mp3',
      file_url: '/api/admin/diagnostics/test-uploads/abc',
      content_type: 'audio/mpeg',
      file_size_bytes: 3072,
      thumbnail_url: null,
      duration_seconds: 1.2,
      codec: 'mp3',
      probe_error: null,
      expires_at: new Date().toISOString(),
      note: 'Test upload: not added to your library and not counted in your storage quota.',
    };
    act(() => upload.answer(200, reply));
    await waitFor(() =>
      expect(logLines()).toContainEqual(
        expect.stringContaining('[INFO] Test file removed from the server'),
      ),
    );
    expect(logLines()).toContainEqual(
      expect.stringContaining('[SUCCESS] Upload successful: night-drive.mp3, 3 KB'),
    );
    expect(logLines()).toContainEqual(
      expect.stringContaining('[INFO] ffprobe read it: mp3, 1.2 s'),
    );
    expect(callsTo(api, 'DELETE', '/api/admin/diagnostics/test-uploads/abc')).toHaveLength(1);
  });

  it('says Upload failed with the server’s words', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    serve(routes);
    renderPage(<AvDiagnostics />);
    fireEvent.change(await screen.findByLabelText('Test file (audio or video)'), {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test Upload' }));
    await waitFor(() => expect(FakeUpload.last?.url).toBe('/api/backline/upload-video'));
    act(() =>
      FakeUpload.last!.answer(413, { error: 'The file is larger than the limit of 250 MB' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload failed: The file is larger than the limit of 250 MB',
    );
    expect(logLines()).toContainEqual(
      expect.stringContaining('[ERROR] Upload failed: The file is larger than the limit of 250 MB'),
    );
  });

  it('gives common solutions with this server’s real settings', async () => {
    serve({
      ...routes,
      'GET /api/admin/diagnostics/storage': {
        ...setup,
        media_tools: { ffprobe: null, ffmpeg: null },
      },
    });
    renderPage(<AvDiagnostics />);
    const solutions = await screen.findByRole('region', { name: 'Common Solutions' });
    await within(solutions).findByText(/250 MB now/);
    expect(solutions.textContent).toContain('Not found on this server.');
    expect(solutions.textContent).toContain('S3_SECRET_ACCESS_KEY');
  });
});

describe('the system health checks', () => {
  function scopeWith(overrides: Record<string, unknown>) {
    return new Proxy(globalThis, {
      get: (target, key) =>
        key in overrides ? overrides[key as string] : Reflect.get(target, key),
    });
  }

  it('are good in a browser with what the diagnostics need', () => {
    expect(runHealthChecks(scopeWith({})).map((check) => check.status)).toEqual([
      'good',
      'good',
      'good',
      'good',
    ]);
  });

  it('say what is missing, in the spec’s words', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const checks = runHealthChecks(
      scopeWith({ FileReader: undefined, fetch: undefined, localStorage: broken }),
    );
    expect(checks).toEqual([
      expect.objectContaining({ name: 'Browser', status: 'good' }),
      { name: 'File API', status: 'error', message: 'File API not supported in this browser' },
      { name: 'Network requests', status: 'warning', message: 'Limited network request support' },
      { name: 'Local storage', status: 'warning', message: 'Local storage has limitations' },
    ]);
  });
});
