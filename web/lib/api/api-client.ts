/**
 * The one HTTP client of the web app: openapi-fetch over the types generated from the
 * server's OpenAPI document (`openapi.gen.ts`, `npm run api:types`). Every call names its
 * method and path (`api.GET('/api/users/{userId}/profile', { params: { path: { userId } } })`)
 * and gets its params, body and reply checked against the routes' contract schemas, so a path
 * or a field renamed on the server fails the type check here.
 *
 * `unwrap` (api-reply.ts) turns a call into its data, or an `ApiError` that keeps the status
 * and the server's own `{ error }` words.
 */
import createClient from 'openapi-fetch';
import type { ClientPathsWithMethod, MethodResponse } from 'openapi-fetch';
import type { paths } from './openapi.gen';

export { ApiError, apiErrorOf, errorMessage, unwrap } from './api-reply';

export const api = createClient<paths>({
  // Absolute: a Request is built for every call, and outside a browser (tests) it needs one.
  baseUrl: window.location.origin,
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  // Looked up at each call rather than captured once, so a test's stub is the one used.
  fetch: (request) => globalThis.fetch(request),
});

export type ApiMethod = 'get' | 'put' | 'post' | 'delete';
export type ApiPath<Method extends ApiMethod> = ClientPathsWithMethod<typeof api, Method>;

/** The success reply of `method path`, as the document declares it. */
export type ApiReply<Method extends ApiMethod, Path extends ApiPath<Method>> = MethodResponse<
  typeof api,
  Method,
  Path
>;

/** The request body of `method path` in the media type it is sent as. */
export type ApiBody<
  Method extends ApiMethod,
  Path extends ApiPath<Method>,
  Media extends string = 'application/json',
> = paths[Path][Method] extends { requestBody?: { content: infer Content } }
  ? Content extends Record<Media, infer Body>
    ? Body
    : never
  : never;

/**
 * A multipart/form-data body from a typed form: the text fields first, then the files, because
 * the server reads the fields that come before the file part.
 */
export function toFormData(form: Record<string, string | Blob | undefined>): FormData {
  const body = new FormData();
  const entries = Object.entries(form).filter(
    (entry): entry is [string, string | Blob] => entry[1] !== undefined,
  );
  for (const [name, value] of entries) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of entries) if (typeof value !== 'string') body.append(name, value);
  return body;
}
