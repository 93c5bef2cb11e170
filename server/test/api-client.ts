import type { FastifyInstance } from 'fastify';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

type Injectable = Pick<FastifyInstance, 'inject'>;

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
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
