import { ApiError } from './api-client';

export class UploadCanceledError extends Error {
  constructor() {
    super('Upload canceled');
    this.name = 'UploadCanceledError';
  }
}

/**
 * Sends multipart `body` with XMLHttpRequest, the only browser API that reports upload
 * progress. Rejects with `ApiError` (the server's words) on a refusal and with
 * `UploadCanceledError` when `signal` aborts.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
        return;
      }
      const message =
        payload && typeof payload === 'object' && 'error' in payload
          ? String((payload as { error: unknown }).error)
          : `The server answered with HTTP status ${request.status}`;
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new Error('The upload failed. Check your connection.'));
    request.onabort = () => reject(new UploadCanceledError());
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new UploadCanceledError());
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
