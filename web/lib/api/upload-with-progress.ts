import { apiErrorOf, toFormData } from './api-client';
import type { ApiBody, ApiPath, ApiReply } from './api-client';

export class UploadCanceledError extends Error {
  constructor() {
    super('Upload canceled');
    this.name = 'UploadCanceledError';
  }
}

/** The paths that take a multipart/form-data POST (uploads), and what each takes and answers. */
export type UploadPath = {
  [Path in ApiPath<'post'>]: [ApiBody<'post', Path, 'multipart/form-data'>] extends [never]
    ? never
    : Path;
}[ApiPath<'post'>];
export type UploadForm<Path extends UploadPath> = ApiBody<'post', Path, 'multipart/form-data'>;
export type UploadReply<Path extends UploadPath> = ApiReply<'post', Path>;

/**
 * Posts the multipart form of `path` with XMLHttpRequest, the only browser API that reports
 * upload progress. Rejects with `ApiError` (the server's words) on a refusal and with
 * `UploadCanceledError` when `signal` aborts.
 */
export function uploadWithProgress<Path extends UploadPath>(
  path: Path,
  form: UploadForm<Path>,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadReply<Path>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
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
        resolve(payload as UploadReply<Path>);
        return;
      }
      reject(apiErrorOf(request.status, payload));
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
    request.send(toFormData(form));
  });
}
