export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** One request as the client sends it, and what it reads of the answer. */
interface InjectRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}
interface InjectedResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; expires?: Date; maxAge?: number }[];
}

/** What the client talks to: a Fastify app (its `inject`), or a real server (`overHttp`). */
export interface Injectable {
  inject(request: InjectRequest): Promise<InjectedResponse>;
}

/**
 * Real HTTP to `baseUrl` in place of Fastify's `inject`, for servers in other processes. The
 * client's address goes as `X-Forwarded-For`, as a proxy in front would send it: it counts
 * only where the server trusts its proxy (TRUST_PROXY=true).
 */
export function overHttp(baseUrl: string): Injectable {
  return {
    async inject({ method, url, headers, payload, remoteAddress }) {
      const response = await fetch(new URL(url, baseUrl), {
        method,
        headers: { ...headers, 'x-forwarded-for': remoteAddress },
        body: typeof payload === 'string' ? payload : payload && new Uint8Array(payload),
        redirect: 'manual',
      });
      return {
        statusCode: response.status,
        body: await response.text(),
        headers: Object.fromEntries(response.headers),
        cookies: response.headers.getSetCookie().map(parseSetCookie),
      };
    },
  };
}

/** `name=value; Max-Age=0; Expires=…; Path=/; HttpOnly`: what the client's jar needs of it. */
function parseSetCookie(header: string): InjectedResponse['cookies'][number] {
  const [pair, ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  const cookie: InjectedResponse['cookies'][number] = {
    name: pair.slice(0, separator).trim(),
    value: decodeURIComponent(pair.slice(separator + 1).trim()),
  };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.trim().toLowerCase();
    if (name === 'max-age') cookie.maxAge = Number(value);
    if (name === 'expires') cookie.expires = new Date(value);
  }
  return cookie;
}

/** Talks to the app like one browser: keeps the cookies the server sets. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  /** Each client comes from its own address, as separate people would. */
  constructor(
    private readonly app: Injectable,
    readonly remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { json?: unknown; headers?: Record<string, string>; payload?: string | Buffer } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload = options.payload;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(options.json);
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: this.remoteAddress,
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (cookie.value === '' || expired || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : null;
    } catch {
      body = null;
    }
    return {
      status: response.statusCode,
      body: body as T,
      headers: response.headers,
      text: response.body,
    };
  }

  get<T = Record<string, unknown>>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, { headers });
  }

  post<T = Record<string, unknown>>(url: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, { json: json ?? {}, headers });
  }

  put<T = Record<string, unknown>>(url: string, json?: unknown) {
    return this.request<T>('PUT', url, { json: json ?? {} });
  }

  delete<T = Record<string, unknown>>(url: string) {
    return this.request<T>('DELETE', url);
  }
}
