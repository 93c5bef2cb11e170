/**
 * What an API reply means, without the client that made the call: its data, or an `ApiError`
 * that keeps the status and the server's own `{ error }` words. api-client.ts re-exports it.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The server's `{ error }` words, or the status when the reply is not ours. */
function messageFrom(payload: unknown, status: number): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload as { error: unknown };
    if (typeof error === 'string' && error.trim()) return error;
  }
  return `The server answered with HTTP status ${status}`;
}

/** The `ApiError` of a refused request: its status and the reply's body as read. */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  return new ApiError(status, messageFrom(payload, status));
}

/**
 * The data of a call, or `ApiError` for any non-2xx reply; network failures reject with the
 * browser's error.
 */
export async function unwrap<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error);
  return data as Data;
}

/** The human message of anything thrown, for toasts and inline errors. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
