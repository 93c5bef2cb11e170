import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { UploadCanceledError, uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest for the helper; each test plays the server's part. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseType = '';
  responseText = '';
  status = 0;
  sent: unknown = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const body = () => {
  const form = new FormData();
  form.append('file', new Blob(['x']), 'a.txt');
  return form;
};

describe('uploadWithProgress', () => {
  it('posts the form, reports progress and resolves with the reply', async () => {
    const onProgress = vi.fn();
    const form = body();
    const upload = uploadWithProgress<{ ok: boolean }>('/api/upload', form, { onProgress });
    const request = FakeRequest.last;
    expect([request.method, request.url, request.sent]).toEqual(['POST', '/api/upload', form]);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.answer(201, '{"ok":true}');
    await expect(upload).resolves.toEqual({ ok: true });
    expect(onProgress).toHaveBeenCalledWith(0.25);
  });

  it("rejects with the server's words and status", async () => {
    const upload = uploadWithProgress('/api/upload', body());
    FakeRequest.last.answer(413, '{"error":"File is larger than 100 MB"}');
    await expect(upload).rejects.toEqual(new ApiError(413, 'File is larger than 100 MB'));
  });

  it('names the status when the reply is not our JSON', async () => {
    const upload = uploadWithProgress('/api/upload', body());
    FakeRequest.last.answer(502, '<html>Bad gateway</html>');
    await expect(upload).rejects.toMatchObject({
      status: 502,
      message: 'The server answered with HTTP status 502',
    });
  });

  it('says when the connection failed, and when the upload was canceled', async () => {
    const failed = uploadWithProgress('/api/upload', body());
    FakeRequest.last.onerror?.();
    await expect(failed).rejects.toThrow('The upload failed. Check your connection.');

    const controller = new AbortController();
    const canceled = uploadWithProgress('/api/upload', body(), { signal: controller.signal });
    controller.abort();
    await expect(canceled).rejects.toBeInstanceOf(UploadCanceledError);
  });
});
