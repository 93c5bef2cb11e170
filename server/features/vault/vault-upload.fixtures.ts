/** Test helpers: multipart bodies for vault uploads, built the way a browser's FormData sends them. */
import type { ApiClient } from '../../test/api-client';

export interface UploadForm {
  fields?: Record<string, string>;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

export function multipartBody(form: UploadForm) {
  const boundary = `----backline${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields ?? {})) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="${form.filename ?? 'notes.txt'}"\r\n` +
        `Content-Type: ${form.contentType ?? 'text/plain'}\r\n\r\n`,
    ),
    form.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadToVault<T = Record<string, unknown>>(client: ApiClient, form: UploadForm) {
  return client.request<T>('POST', '/api/vault/upload', multipartBody(form));
}
