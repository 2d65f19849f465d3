/** A tiny fetch wrapper for API tests over real HTTP. */

// biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field; typing each one would only repeat the contract.
export type AnyBody = any;
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw cookie header to send. */
  cookie?: string;
}

export interface CallResult<T = AnyBody> {
  status: number;
  body: T;
  headers: Headers;
  /** Set-Cookie values, one per cookie. */
  cookies: string[];
}

export function client(baseUrl: string) {
  async function call<T = AnyBody>(
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: res.status,
      body: parsed as T,
      headers: res.headers,
      cookies: res.headers.getSetCookie(),
    };
  }
  return {
    call,
    get: <T = AnyBody>(path: string, opts?: CallOptions) => call<T>('GET', path, opts),
    post: <T = AnyBody>(path: string, body?: unknown, opts?: CallOptions) =>
      call<T>('POST', path, { ...opts, body }),
    put: <T = AnyBody>(path: string, body?: unknown, opts?: CallOptions) =>
      call<T>('PUT', path, { ...opts, body }),
    del: <T = AnyBody>(path: string, opts?: CallOptions) => call<T>('DELETE', path, opts),
  };
}
