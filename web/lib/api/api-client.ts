/**
 * The one HTTP client of the web app. Every call goes through `apiFetch`, which sends the
 * session cookie, encodes JSON bodies and turns the server's `{ error }` replies into an
 * `ApiError` that keeps the status and the server's own words.
 */

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
}

function messageFrom(payload: unknown, status: number): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload as { error: unknown };
    if (typeof error === 'string' && error.trim()) return error;
  }
  return `The server answered with HTTP status ${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Fetches `path` from the API and returns its JSON body typed as `T`.
 * Throws `ApiError` for any non-2xx reply; network failures reject with the browser's error.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  const response = await fetch(path, {
    ...rest,
    body,
    headers: requestHeaders,
    credentials: 'same-origin',
  });
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageFrom(payload, response.status));
  return payload as T;
}

/** The human message of anything thrown, for toasts and inline errors. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
