/**
 * Shared by the tests of posts, profiles and the feed: fixtures shaped like the API's
 * replies, a fetch stub that answers by method and path, and a render with the app's
 * providers (query cache, session, router, toasts).
 */
import type { PublicUser } from '@contract/people';
import type { Post } from '@contract/posts';
import type { CurrentUser } from '@contract/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { AuthProvider, useAuth } from '../../lib/auth/auth-context';

export const nova: CurrentUser = {
  id: 1,
  email: 'artist@demo.backline.local',
  display_name: 'Nova Reyes',
  google_user_data: null,
  role: 'artist',
  is_verified: true,
  bio: 'Singer-songwriter from Austin.',
  location: 'Austin, TX',
  website: 'https://novareyes.example',
  avatar_url: null,
  created_at: '2026-01-10T18:00:00.000Z',
  is_admin: false,
  is_new_user: false,
};

export function makePerson(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 3,
    display_name: 'Dex Okafor',
    google_user_data: null,
    role: 'producer',
    is_verified: true,
    bio: 'Beats, stems and mixing notes.',
    location: 'London, UK',
    website: 'https://dexbeats.example',
    avatar_url: null,
    created_at: '2026-01-12T10:00:00.000Z',
    post_count: 4,
    follower_count: 10,
    following_count: 2,
    is_following: false,
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? 10;
  const createdAt = overrides.created_at ?? new Date(Date.now() - 3 * 3_600_000).toISOString();
  return {
    id,
    creator_id: 3,
    creator: {
      id: 3,
      display_name: 'Dex Okafor',
      role: 'producer',
      is_verified: true,
      avatar_url: null,
    },
    creator_name: 'Dex Okafor',
    title: `Post number ${id}`,
    content: 'Stems for the new track are up.',
    visibility: 'public',
    price_cents: 0,
    content_type: null,
    created_at: createdAt,
    updated_at: createdAt,
    like_count: 3,
    comment_count: 2,
    share_count: 1,
    view_count: 7,
    locked: false,
    hidden: false,
    removed: false,
    liked_by_me: false,
    can: { edit: false, delete: false },
    ...overrides,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** One request the app sent, as a test reads it: method, URL and body (JSON parsed). */
export interface ApiCall {
  method: string;
  url: URL;
  /** The JSON body parsed, a FormData for a multipart body, else the text (undefined if none). */
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Reads what `fetch` was given: the API client sends a `Request`, other code a URL and init. */
export async function readCall(input: RequestInfo | URL, init?: RequestInit): Promise<ApiCall> {
  const request =
    input instanceof Request
      ? input
      : new Request(new URL(String(input), window.location.href), init);
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.startsWith('multipart/form-data')) body = await request.formData();
  else {
    const text = request.body ? await request.text() : '';
    body = text && type.includes('json') ? JSON.parse(text) : text || undefined;
  }
  return { method: request.method.toUpperCase(), url, body };
}

/** A stubbed `fetch` and every call it answered, in order. */
export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: ApiCall[];
}

/**
 * Stubs `fetch`: `routes` maps "METHOD /path?query" (or "METHOD /path" for any query) to a
 * reply. The signed-in user is Nova unless `/api/users/me` is given. Unknown calls are 404s.
 */
export function serve(routes: Record<string, Handler | Response | unknown>): FakeApi {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readCall(input, init);
    calls.push(call);
    const { method, url } = call;
    const handler =
      routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (handler === undefined) {
      if (method === 'GET' && url.pathname === '/api/users/me') return json(200, nova);
      return json(404, { error: `No stub for ${method} ${url.pathname}${url.search}` });
    }
    if (typeof handler === 'function') return (handler as Handler)(call);
    if (handler instanceof Response) return handler.clone();
    return json(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

/** The calls made to `METHOD path` (path without the query string). */
export function callsTo(api: FakeApi, method: string, path: string): ApiCall[] {
  return api.calls.filter((call) => call.url.pathname === path && call.method === method);
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Like the app's guard: the page appears once we know who is signed in. */
function SessionKnown({ children }: { children: ReactNode }) {
  const { isPending } = useAuth();
  return isPending ? null : children;
}

/**
 * Renders `element` at `path` (matched by `pattern`, by default the path without its query),
 * once the session is known; every other path shows where the router went.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    pattern = path.split('?')[0],
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: { path?: string; pattern?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <SessionKnown>{element}</SessionKnown> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
      <Toaster />
    </StrictMode>,
  );
  return { ...view, queryClient, router };
}
