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

const avatar = () => ({ file: new File(['x'], 'a.png', { type: 'image/png' }) });

describe('uploadWithProgress', () => {
  it('posts the form to its path, reports progress and resolves with the reply', async () => {
    const onProgress = vi.fn();
    const file = new File(['bytes'], 'stems.zip');
    const upload = uploadWithProgress(
      '/api/vault/upload',
      { file, description: 'Stems', access_level: 'team' },
      { onProgress },
    );
    const request = FakeRequest.last;
    expect([request.method, request.url]).toEqual(['POST', '/api/vault/upload']);
    expect(request.headers).toEqual({ Accept: 'application/json' });
    // The text fields go before the file: the server reads them first.
    const sent = request.sent as FormData;
    expect([...sent.keys()]).toEqual(['description', 'access_level', 'file']);
    expect(sent.get('description')).toBe('Stems');
    expect((sent.get('file') as File).name).toBe('stems.zip');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.answer(201, '{"file":{"id":3}}');
    await expect(upload).resolves.toEqual({ file: { id: 3 } });
    expect(onProgress).toHaveBeenCalledWith(0.25);
  });

  it("rejects with the server's words and status", async () => {
    const upload = uploadWithProgress('/api/users/me/avatar', avatar());
    FakeRequest.last.answer(413, '{"error":"File is larger than 100 MB"}');
    await expect(upload).rejects.toEqual(new ApiError(413, 'File is larger than 100 MB'));
  });

  it('names the status when the reply is not our JSON', async () => {
    const upload = uploadWithProgress('/api/users/me/avatar', avatar());
    FakeRequest.last.answer(502, '<html>Bad gateway</html>');
    await expect(upload).rejects.toMatchObject({
      status: 502,
      message: 'The server answered with HTTP status 502',
    });
  });

  it('says when the connection failed, and when the upload was canceled', async () => {
    const failed = uploadWithProgress('/api/users/me/avatar', avatar());
    FakeRequest.last.onerror?.();
    await expect(failed).rejects.toThrow('The upload failed. Check your connection.');

    const controller = new AbortController();
    const canceled = uploadWithProgress('/api/users/me/avatar', avatar(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(canceled).rejects.toBeInstanceOf(UploadCanceledError);
  });

  it('takes only the paths that accept an upload, with their form', () => {
    // Checked by the type checker; the calls are never made.
    const typeChecks = () => {
      // @ts-expect-error not an upload route
      void uploadWithProgress('/api/posts', avatar());
      // @ts-expect-error the avatar form has no description
      void uploadWithProgress('/api/users/me/avatar', { ...avatar(), description: 'x' });
      // @ts-expect-error the vault form needs its file
      void uploadWithProgress('/api/vault/upload', { description: 'x' });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
