import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, toFormData, unwrap } from './api-client';

function reply(status: number, body: string, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

/** Stubs `fetch` with a server and hands back the requests it was given. */
function answer(server: Response | ((request: Request) => Response)) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return typeof server === 'function' ? server(request) : server;
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unwrap', () => {
  it('resolves with the reply of a 2xx', async () => {
    answer(reply(200, JSON.stringify({ isBetaActive: false, betaDaysLeft: 0 })));
    await expect(unwrap(api.GET('/api/beta/status'))).resolves.toEqual({
      isBetaActive: false,
      betaDaysLeft: 0,
    });
  });

  it("throws ApiError with the status and the server's own words", async () => {
    answer(reply(404, JSON.stringify({ error: 'User not found' })));
    const call = unwrap(
      api.GET('/api/users/{userId}/profile', { params: { path: { userId: 9 } } }),
    );
    await expect(call).rejects.toEqual(new ApiError(404, 'User not found'));
    await call.catch((error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    });
  });

  it('names the status when the reply is not our { error } JSON', async () => {
    for (const response of [
      reply(502, '<html>Bad gateway</html>', 'text/html'),
      reply(500, JSON.stringify({ message: 'not ours' })),
      reply(500, JSON.stringify({ error: '   ' })),
      new Response(null, { status: 503 }),
    ]) {
      answer(response);
      await expect(unwrap(api.GET('/api/feed/stats'))).rejects.toEqual(
        new ApiError(response.status, `The server answered with HTTP status ${response.status}`),
      );
    }
  });

  it("rejects with the browser's error when the network fails", async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(unwrap(api.GET('/api/feed/stats'))).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );
  });
});

describe('api', () => {
  it('sends the session cookie and asks for JSON, at this origin', async () => {
    const request = answer(reply(200, '{}'));
    await api.GET('/api/users/me');
    expect(request[0].url).toBe(`${window.location.origin}/api/users/me`);
    expect(request[0].credentials).toBe('same-origin');
    expect(request[0].headers.get('accept')).toBe('application/json');
  });

  it('fills path parameters, writes the query and sends the body as JSON', async () => {
    const requests = answer((request) =>
      request.method === 'POST'
        ? reply(201, JSON.stringify({ comment: {}, comment_count: 1 }))
        : reply(200, JSON.stringify({ posts: [], nextCursor: null })),
    );
    await api.POST('/api/posts/{id}/comments', {
      params: { path: { id: 7 } },
      body: { content: 'Nice & loud' },
    });
    await api.GET('/api/feed/posts', { params: { query: { cursor: 'next page', limit: 5 } } });
    const [post, page] = requests;
    expect([post.method, new URL(post.url).pathname]).toEqual(['POST', '/api/posts/7/comments']);
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(await post.json()).toEqual({ content: 'Nice & loud' });
    expect(new URL(page.url).search).toBe('?cursor=next%20page&limit=5');
  });

  it('checks paths, parameters and bodies against the document', () => {
    // Checked by the type checker; the calls are never made.
    const typeChecks = () => {
      // @ts-expect-error no such path
      void api.GET('/api/nope');
      // @ts-expect-error the post id is required
      void api.GET('/api/posts/{id}');
      const wrongField = { params: { path: { id: 1 } }, body: { text: 'x' } };
      // @ts-expect-error a comment's field is `content`
      void api.POST('/api/posts/{id}/comments', wrongField);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('toFormData', () => {
  it('puts the text fields before the files and leaves out what is undefined', () => {
    const file = new File(['x'], 'a.txt');
    const form = toFormData({ file, description: 'Stems', note: undefined, access_level: 'team' });
    expect([...form.keys()]).toEqual(['description', 'access_level', 'file']);
    expect((form.get('file') as File).name).toBe('a.txt');
  });
});

describe('errorMessage', () => {
  it("gives an error's message, or the fallback", () => {
    expect(errorMessage(new ApiError(400, 'title: Title is too long'))).toBe(
      'title: Title is too long',
    );
    expect(errorMessage('nope', 'Please try again.')).toBe('Please try again.');
  });
});
