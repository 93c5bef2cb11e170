import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestUploadReply } from '@contract/diagnostics';
import type { StorageDiagnostic, StorageStatus } from '@contract/studio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../../components/posts/test-kit';
import { DiagnosticsPanel } from './diagnostics-panel';
import {
  latencyRecommendation,
  makeTestTone,
  overallStatus,
  SUGGESTED_CORS_POLICY,
  urlProblem,
} from './diagnostics-logic';
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
  max_file_size_mb: 100,
  media_tools: { ffprobe: 'ffprobe version 5.1', ffmpeg: 'ffmpeg version 5.1' },
};

const working: StorageStatus = {
  configured: true,
  working: true,
  domain: 'backline.example',
  lastTest: '2026-11-26T10:00:00.000Z',
  issues: [],
  driver: 'local',
};

const routes = {
  'GET /api/admin/diagnostics/storage': setup,
  'GET /api/backline/r2-status': { status: working },
  'GET /api/health': { status: 'ok' },
  'GET /api/backline/upload-audio': { field: 'audio', accepts: ['audio/*'], max_file_size_mb: 100 },
};

const FILE_URL = '/api/admin/diagnostics/test-uploads/abc';

function testReply(overrides: Partial<TestUploadReply> = {}): TestUploadReply {
  return {
    test: true,
    id: 'abc',
    kind: 'audio',
    filename: 'backline-test-tone.wav',
    file_url: FILE_URL,
    content_type: 'audio/wav',
    file_size_bytes: 4,
    thumbnail_url: null,
    duration_seconds: 2,
    codec: 'pcm_s16le',
    probe_error: null,
    expires_at: '2026-11-26T10:10:00.000Z',
    note: 'Test upload: not added to your library and not counted in your storage quota.',
    ...overrides,
  };
}

function tool(name: string) {
  return screen.getByRole('region', { name });
}

describe('DiagnosticsPanel', () => {
  it('stacks the A/V diagnostics and the seven storage tools', async () => {
    serve(routes);
    renderPage(<DiagnosticsPanel />);
    await screen.findByTestId('av-diagnostics');
    const storage = screen.getByRole('region', { name: 'Storage diagnostics' });
    const tools = within(storage)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(tools).toEqual([
      'Connection tester',
      'Upload debugger',
      'Transfer speed',
      'CORS policy diagnostic',
      'Comprehensive storage diagnostic',
      'Storage setup guide',
      'Basic storage diagnostic',
    ]);
  });

  describe('the connection tester', () => {
    async function run() {
      renderPage(<DiagnosticsPanel />);
      const tester = await screen.findByRole('region', { name: 'Connection tester' });
      fireEvent.click(within(tester).getByRole('button', { name: 'Run connection test' }));
      return within(tester).findByTestId('overall-status', {}, { timeout: 3000 });
    }

    it('is healthy when every step succeeds', async () => {
      serve(routes);
      expect((await run()).textContent).toBe('Overall: healthy');
      const steps = within(tool('Connection tester')).getByRole('list', {
        name: 'Connection test steps',
      });
      expect(within(steps).getAllByText('Success')).toHaveLength(4);
      expect(steps.textContent).toContain(
        'Local disk (backline.example): write, read and delete worked',
      );
    });

    it('is degraded when a step warns (ffprobe missing)', async () => {
      serve({
        ...routes,
        'GET /api/admin/diagnostics/storage': {
          ...setup,
          media_tools: { ffprobe: null, ffmpeg: 'ffmpeg version 5.1' },
        },
      });
      expect((await run()).textContent).toBe('Overall: degraded');
      expect(tool('Connection tester').textContent).toContain('ffprobe not found on the server');
    });

    it('is failing when any step fails (the store not accessible), in the spec’s words', async () => {
      serve({
        ...routes,
        'GET /api/backline/r2-status': {
          status: {
            ...working,
            working: false,
            issues: ['Could not write to the store: disk full'],
          },
        },
        'GET /api/admin/diagnostics/storage': {
          ...setup,
          media_tools: { ffprobe: null, ffmpeg: null },
        },
      });
      expect((await run()).textContent).toBe('Overall: failing');
      expect(tool('Connection tester').textContent).toContain(
        'R2 configured but not accessible (check public access settings) · Could not write to the store: disk full',
      );
    });

    it('says No internet connectivity detected when the browser is offline', async () => {
      serve(routes);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      expect((await run()).textContent).toBe('Overall: failing');
      expect(tool('Connection tester').textContent).toContain('No internet connectivity detected');
    });
  });

  it('debugs an upload: a test upload with progress, then HEAD and GET of its URL', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const bytes = () =>
      new Response(new Uint8Array(4), {
        status: 200,
        headers: { 'content-type': 'audio/wav', 'content-length': '4' },
      });
    const api = serve({ ...routes, [`HEAD ${FILE_URL}`]: bytes, [`GET ${FILE_URL}`]: bytes });
    renderPage(<DiagnosticsPanel />);
    const debuggerTool = await screen.findByRole('region', { name: 'Upload debugger' });
    expect(within(debuggerTool).getByTestId('upload-diagnostic-state').textContent).toBe(
      'State: idle',
    );
    fireEvent.click(within(debuggerTool).getByRole('button', { name: 'Run upload test' }));
    await waitFor(() => expect(FakeUpload.last?.sent).toBeTruthy());
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/backline/upload-audio');
    expect(upload.sent!.get('test')).toBe('true');
    expect((upload.sent!.get('audio') as File).name).toBe('backline-test-tone.wav');
    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 }));
    expect(
      within(debuggerTool)
        .getByRole('progressbar', { name: 'Upload debugger progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(within(debuggerTool).getByTestId('upload-diagnostic-state').textContent).toBe(
      'State: uploading',
    );
    act(() => upload.answer(200, testReply()));
    await waitFor(() =>
      expect(within(debuggerTool).getByTestId('upload-diagnostic-state').textContent).toBe(
        'State: done',
      ),
    );
    const steps = within(debuggerTool).getByRole('list', { name: 'Upload debugger steps' });
    expect(within(steps).getAllByText('Success')).toHaveLength(3);
    expect(steps.textContent).toContain('every byte');
    expect(callsTo(api, 'HEAD', FILE_URL)).toHaveLength(1);
    expect(callsTo(api, 'GET', FILE_URL)).toHaveLength(1);
  });

  it('fails the upload debugger in the spec’s words when the file URL is missing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    serve({
      ...routes,
      [`HEAD ${FILE_URL}`]: json(404, { error: 'This test upload has been removed' }),
      [`GET ${FILE_URL}`]: json(404, { error: 'This test upload has been removed' }),
      [`DELETE ${FILE_URL}`]: { success: true },
    });
    renderPage(<DiagnosticsPanel />);
    const debuggerTool = await screen.findByRole('region', { name: 'Upload debugger' });
    fireEvent.click(within(debuggerTool).getByRole('button', { name: 'Run upload test' }));
    await waitFor(() => expect(FakeUpload.last?.sent).toBeTruthy());
    act(() => FakeUpload.last!.answer(200, testReply()));
    await within(debuggerTool).findByText(/State:.*failed/);
    expect(debuggerTool.textContent).toContain('404 Not Found - Domain or file path issue');
  });

  it('tests CORS against a fresh test upload and copies the suggested policy, saying Copied for 2 seconds', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve({
      ...routes,
      [`OPTIONS ${FILE_URL}`]: json(404, { error: 'Not found' }),
      [`GET ${FILE_URL}`]: () => new Response(new Uint8Array(4), { status: 200 }),
    });
    renderPage(<DiagnosticsPanel />);
    const cors = await screen.findByRole('region', { name: 'CORS policy diagnostic' });
    fireEvent.click(within(cors).getByRole('button', { name: 'Test CORS' }));
    await waitFor(() => expect(FakeUpload.last?.sent).toBeTruthy());
    act(() => FakeUpload.last!.answer(200, testReply({ filename: 'backline-cors-test.wav' })));
    expect((await within(cors).findByTestId('overall-status')).textContent).toBe(
      'Overall: healthy',
    );
    expect(cors.textContent).toContain('this app’s own origin: CORS does not apply');
    expect(cors.textContent).toContain('HTTP 404; no preflight is needed on the same origin');

    const clickedAt = Date.now();
    fireEvent.click(within(cors).getByRole('button', { name: 'Copy the CORS policy' }));
    const copied = await within(cors).findByRole('button', { name: 'Copied' });
    expect(copied.textContent).toBe('Copied');
    expect(writeText).toHaveBeenCalledWith(SUGGESTED_CORS_POLICY);
    await waitFor(() => expect(within(cors).queryByRole('button', { name: 'Copied' })).toBeNull(), {
      timeout: 3000,
    });
    expect(within(cors).getByRole('button', { name: 'Copy the CORS policy' }).textContent).toBe(
      'Copy',
    );
    // Timers never fire early: the confirmation stayed at least its 2 seconds.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
  });

  it('runs the comprehensive storage diagnostic and shows what it found', async () => {
    const diagnostic: StorageDiagnostic = {
      bucket_accessible: true,
      upload_successful: true,
      public_access_working: false,
      r2_domain: 'backline.example',
      test_file_url: '/api/backline/storage-probe/0123',
      url_test_results: [{ url: '/api/backline/media/audio/4/file', ok: false, status: 404 }],
      errors: ['404 Not Found - Domain or file path issue'],
    };
    serve({ ...routes, 'POST /api/backline/r2-diagnostic': diagnostic });
    renderPage(<DiagnosticsPanel />);
    const comprehensive = await screen.findByRole('region', {
      name: 'Comprehensive storage diagnostic',
    });
    fireEvent.click(within(comprehensive).getByRole('button', { name: 'Run storage diagnostic' }));
    const facts = await within(comprehensive).findByLabelText('Storage diagnostic', {
      exact: true,
    });
    expect(within(facts).getAllByText('Yes')).toHaveLength(2);
    expect(within(facts).getAllByText('No')).toHaveLength(1);
    expect(
      within(comprehensive).getByRole('list', { name: 'Upload URL checks' }).textContent,
    ).toContain('HTTP 404');
    expect(within(comprehensive).getByRole('list', { name: 'Storage errors' }).textContent).toBe(
      '404 Not Found - Domain or file path issue',
    );
  });

  it('says Diagnostic failed when the storage diagnostic cannot run', async () => {
    serve({ ...routes, 'POST /api/backline/r2-diagnostic': json(403, { error: 'Start a trial' }) });
    renderPage(<DiagnosticsPanel />);
    const comprehensive = await screen.findByRole('region', {
      name: 'Comprehensive storage diagnostic',
    });
    fireEvent.click(within(comprehensive).getByRole('button', { name: 'Run storage diagnostic' }));
    expect((await within(comprehensive).findByRole('alert')).textContent).toBe(
      'Diagnostic failed: Start a trial',
    );
  });

  it('shows the basic storage diagnostic’s three states', async () => {
    serve({
      ...routes,
      'GET /api/backline/r2-status': {
        status: { ...working, working: false, issues: ['R2 configured but not accessible'] },
      },
    });
    renderPage(<DiagnosticsPanel />);
    const basic = await screen.findByRole('region', { name: 'Basic storage diagnostic' });
    expect((await within(basic).findByTestId('storage-verdict')).textContent).toBe(
      'R2 configured but not accessible (check public access settings)',
    );
    expect(within(basic).getByRole('list', { name: 'Storage issues' }).textContent).toBe(
      'R2 configured but not accessible',
    );
    cleanup();

    serve({
      ...routes,
      'GET /api/backline/r2-status': { status: { ...working, configured: false } },
    });
    renderPage(<DiagnosticsPanel />);
    const unconfigured = await screen.findByRole('region', { name: 'Basic storage diagnostic' });
    expect((await within(unconfigured).findByTestId('storage-verdict')).textContent).toBe(
      'R2 storage not configured',
    );
    cleanup();

    serve(routes);
    renderPage(<DiagnosticsPanel />);
    const fine = await screen.findByRole('region', { name: 'Basic storage diagnostic' });
    expect((await within(fine).findByTestId('storage-verdict')).textContent).toBe('Working');
  });

  it('guides storage setup with the configuration in use', async () => {
    serve({
      ...routes,
      'GET /api/admin/diagnostics/storage': {
        ...setup,
        driver: 's3',
        location: 'https://r2.example/backline-media',
        bucket: 'backline-media',
        endpoint: 'https://r2.example',
        region: 'auto',
        force_path_style: true,
        access_keys_set: true,
      },
    });
    renderPage(<DiagnosticsPanel />);
    const guide = await screen.findByRole('region', { name: 'Storage setup guide' });
    const inUse = await within(guide).findByLabelText('Storage in use');
    expect(inUse.textContent).toContain('S3-compatible bucket');
    expect(inUse.textContent).toContain('backline-media');
    expect(guide.textContent).toContain('AbortIncompleteMultipartUpload');
    expect(guide.textContent).toContain('S3_FORCE_PATH_STYLE');
  });
});

describe('the diagnostics rules', () => {
  it('rate a connection test failing, degraded or healthy', () => {
    expect(overallStatus(['success', 'success'])).toBe('healthy');
    expect(overallStatus([])).toBe('healthy');
    expect(overallStatus(['success', 'warning'])).toBe('degraded');
    expect(overallStatus(['warning', 'error'])).toBe('failing');
    expect(overallStatus(['success', 'cors_blocked'])).toBe('failing');
  });

  it('recommend looking at latency when the average is over 3000 ms', () => {
    expect(latencyRecommendation([3000, 3000])).toBeNull();
    expect(latencyRecommendation([2500, 3600])).toMatch(
      /^High latency: the average response took 3050 ms/,
    );
    expect(latencyRecommendation([])).toBeNull();
  });

  it('word URL problems as the spec does', () => {
    expect(urlProblem(200)).toBeNull();
    expect(urlProblem(403)).toBe('403 Forbidden - R2 public access not enabled');
    expect(urlProblem(404)).toBe('404 Not Found - Domain or file path issue');
    expect(urlProblem(0)).toBe('CORS or network error');
    expect(urlProblem(502)).toBe('URL not accessible (Status: 502)');
  });

  it('suggest a wildcard CORS policy for GET and HEAD with an hour’s cache', () => {
    expect(JSON.parse(SUGGESTED_CORS_POLICY)).toEqual([
      expect.objectContaining({
        AllowedOrigins: ['*'],
        AllowedMethods: ['GET', 'HEAD'],
        MaxAgeSeconds: 3600,
      }),
    ]);
  });

  it('make a real WAV test tone', async () => {
    const tone = makeTestTone(1);
    expect(tone.type).toBe('audio/wav');
    expect(tone.size).toBe(44 + 22_050 * 2);
    const header = new TextDecoder().decode(new Uint8Array(await tone.arrayBuffer()).slice(0, 12));
    expect(header).toBe('RIFF' + header.slice(4, 8) + 'WAVE');
  });
});
