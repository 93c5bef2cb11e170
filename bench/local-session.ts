/**
 * Sessions for benchmarks, made the way a browser makes them: GET redirect_url (the state
 * cookie), the local sign-in (or sign-up and its e-mailed confirmation), then POST
 * /api/sessions with the code.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** One browser's cookie jar against one server. */
export class BenchBrowser {
  private readonly jar = new Map<string, string>();

  constructor(readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (this.jar.size) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

export function failure(step: string, reply: Reply): Error {
  return new Error(`sign-in ${step}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

/** Starts a sign-in: the state the next step must send back. */
export async function beginSignIn(browser: BenchBrowser): Promise<string> {
  const begun = await browser.call('GET', '/api/oauth/local/redirect_url');
  if (begun.status !== 200) throw failure('redirect_url', begun);
  return new URL(String(begun.body.redirectUrl), browser.base).searchParams.get('state') ?? '';
}

/**
 * Exchanges a signed-in reply's code for the session; returns the Cookie header a client
 * sends from then on, and who it is.
 */
export async function finishSignIn(
  browser: BenchBrowser,
  signedIn: Reply,
  state: string,
): Promise<{ cookie: string; userId: number }> {
  if (signedIn.status !== 200) throw failure('local', signedIn);
  const code = new URL(String(signedIn.body.redirectUrl), browser.base).searchParams.get('code');
  const session = await browser.call('POST', '/api/sessions', { code, state });
  if (session.status !== 200) throw failure('session', session);
  const token = browser.cookie('backline_session');
  if (!token) throw new Error('sign-in: no session cookie was set');
  const cookie = `backline_session=${token}`;
  const me = await fetch(`${browser.base}/api/users/me`, { headers: { cookie } });
  const user = (await me.json()) as { id?: number };
  if (me.status !== 200 || typeof user.id !== 'number') {
    throw new Error('sign-in: /api/users/me failed');
  }
  return { cookie, userId: user.id };
}

/** A session of an existing account. */
export async function signIn(
  base: string,
  credentials: Credentials,
): Promise<{ cookie: string; userId: number }> {
  const browser = new BenchBrowser(base);
  const state = await beginSignIn(browser);
  const signedIn = await browser.call('POST', '/api/auth/local/sign-in', { ...credentials, state });
  return finishSignIn(browser, signedIn, state);
}
