import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApi } from './api';
import { STORAGE_KEYS } from './storage';

/**
 * The 401 flow (docs/PRODUCT.md, "Accounts and tokens") against a real HTTP server: the protected path answers 401
 * until a refresh succeeded; the refresh path answers per `refreshMode`.
 */
let server: Server;
let refreshMode: 'ok' | 'refuse' | 'fail' = 'ok';
let refreshed = false;
let refreshCalls = 0;
let refreshDelayMs = 50;
const seen: { path: string; authorization?: string; language?: string }[] = [];

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  userName: 'a@example.test',
  email: 'a@example.test',
  name: 'A',
  roles: ['PropertyManager'],
  metadata: {},
  organisationId: '00000000-0000-4000-8000-000000000002',
  contractorId: null,
  locale: 'sv',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      language: req.headers['accept-language'],
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const unauthenticated = { error: { code: 'unauthenticated', message: 'Du behöver logga in.' } };
    if (req.url === '/api/auth/refresh-token') {
      refreshCalls++;
      if (refreshMode === 'fail') return req.socket.destroy();
      if (refreshMode === 'refuse') return json(401, unauthenticated);
      // Answer slowly so concurrent 401s find the refresh in flight.
      return setTimeout(() => {
        refreshed = true;
        json(200, { token: 'fresh' });
      }, refreshDelayMs);
    }
    if (req.url === '/api/auth/login') return json(401, unauthenticated);
    if (req.url === '/api/thing') return refreshed ? json(200, { ok: true }) : json(401, unauthenticated);
    if (req.url === '/api/bad')
      return json(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are invalid.',
          details: [{ field: 'email', problem: 'invalid_format', message: 'Invalid format.' }],
        },
      });
    json(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reloadDelayMs: 500 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  refreshed = false;
  refreshCalls = 0;
  refreshDelayMs = 50;
  seen.length = 0;
  navigate = vi.fn<(path: string) => void>();
  reload = vi.fn<() => void>();
  configureApi({ navigate, reload });
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the token from this cookie.
  document.cookie = 'acst=old-token; path=/';
});

describe('API client', () => {
  it('sends the acst cookie as bearer token and the locale as Accept-Language', async () => {
    refreshed = true;
    await api.get('/api/thing');
    expect(seen[0]).toMatchObject({ authorization: 'Bearer old-token', language: 'sv' });
  });

  it("asks in the visitor's chosen language before that language's texts have loaded", async () => {
    refreshed = true;
    // A page load in English: i18next is still Swedish while the English catalogue downloads.
    localStorage.setItem(STORAGE_KEYS.locale, 'en');
    try {
      await api.get('/api/thing');
      expect(seen[0]?.language).toBe('en');
    } finally {
      localStorage.removeItem(STORAGE_KEYS.locale);
    }
  });

  it('throws ApiError with the envelope fields and field details', async () => {
    const error = await api.post('/api/bad', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((error as ApiError).details[0]?.field).toBe('email');
  });

  it('401 → refresh 200 → retries once, keeps the user, reloads 500 ms later; one refresh for many', async () => {
    refreshMode = 'ok';
    const results = await Promise.all([api.get('/api/thing'), api.get('/api/thing'), api.get('/api/thing')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 1500 });
  });

  it('401 → refresh answers another status → user cleared, goes to sign-in saying why', async () => {
    refreshMode = 'refuse';
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?reason=expired');
    await new Promise((r) => setTimeout(r, 600));
    expect(reload).not.toHaveBeenCalled();
  });

  it('401 → the refresh itself fails → user cleared, goes to sign-in saying why', async () => {
    refreshMode = 'fail';
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?reason=expired');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the reload waits for a refresh still under way, so its new cookie is not lost with its answer', async () => {
    refreshMode = 'ok';
    // The reload is due 400 ms after the first refresh: the second refresh must have started by
    // then, which a loaded machine missed at 20 ms (the reload came first and the test failed).
    configureApi({ reloadDelayMs: 400 });
    try {
      await api.get('/api/thing'); // 401 → refresh → retry; the reload is due 400 ms later
      refreshed = false; // the new token is refused too: a second refresh starts
      // Long enough that the reload (due after 400 ms) surely comes while it is under way, on a busy machine too.
      refreshDelayMs = 3000;
      const second = api.get('/api/thing').catch((e: unknown) => e);
      try {
        await vi.waitFor(() => expect(refreshCalls).toBe(2), { timeout: 1200 });
        // Past the reload's due time, the refresh still under way: the reload waits for it.
        await new Promise((r) => setTimeout(r, 700));
        expect(reload).not.toHaveBeenCalled();
      } finally {
        // Whatever happened above, the refresh ends here, so the next test does not share it.
        await second;
      }
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 4000 });
    } finally {
      configureApi({ reloadDelayMs: 500 });
    }
  }, 15_000);

  it('a refresh cut off by leaving the page keeps the user (the next page carries on)', async () => {
    refreshMode = 'fail';
    window.dispatchEvent(new Event('pagehide'));
    try {
      const error = await api.get('/api/thing').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('a session that ends on a page leads back to it after sign-in', async () => {
    refreshMode = 'refuse';
    window.history.replaceState(null, '', '/panel/errands/7?tab=notes');
    await api.get('/api/thing').catch(() => {});
    window.history.replaceState(null, '', '/');
    expect(navigate).toHaveBeenCalledWith(
      `/auth/login?reason=expired&next=${encodeURIComponent('/panel/errands/7?tab=notes')}`,
    );
  });

  it('a 401 from login is an answer, not a reason to refresh', async () => {
    refreshMode = 'ok';
    const error = await api.post('/api/auth/login', { email: 'a@b.se', password: 'x' }).catch((e) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });
});
