import type { ErrorCode, FieldIssue } from '@app/contract';
import type { Locale } from '@app/i18n';
import i18next from 'i18next';
import type { z } from 'zod';
import { isLocale } from './locale';
import { STORAGE_KEYS } from './storage';
import { setStoredUser } from './user-store';

/**
 * The API client (docs/PRODUCT.md, "API conventions"): every call goes to the configured base address,
 * carries credentials, speaks JSON, and sends the `acst` cookie as a bearer
 * token plus the current locale as Accept-Language. A 401 runs the refresh
 * flow ("Accounts and tokens"; see `handleUnauthenticated`).
 */

/**
 * A failed call: the server's error envelope, or `network` when no answer came.
 * `fromServer` says whether `message` is the server's translated text (from its
 * envelope) or only the code; what the user sees comes from lib/error-text.ts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly details: FieldIssue[];
  readonly fromServer: boolean;
  /** Seconds the server asked to wait before trying again (Retry-After), when it said. */
  readonly retryAfter: number | undefined;
  constructor(
    status: number,
    code: ErrorCode | 'network',
    message: string,
    details: FieldIssue[] = [],
    fromServer = true,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.fromServer = fromServer;
    this.retryAfter = retryAfter;
  }
}

export interface ApiEnvironment {
  /** API base address; '' = the origin that served the page. */
  baseUrl: string;
  /** Full page navigation (the flow leaves the app's state behind on purpose). */
  navigate: (path: string) => void;
  reload: () => void;
  /** The delay before the reload that follows a successful refresh (docs/PRODUCT.md, "Constants and limits": 500 ms). */
  reloadDelayMs: number;
}

const env: ApiEnvironment = {
  baseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  navigate: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
  reloadDelayMs: 500,
};

/** Replaces parts of the environment (tests inject navigation, reload and the base address). */
export function configureApi(overrides: Partial<ApiEnvironment>) {
  Object.assign(env, overrides);
  if (overrides.baseUrl !== undefined) env.baseUrl = overrides.baseUrl.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return env.baseUrl + path;
}

/** The access token the server put in the readable `acst` cookie (docs/PRODUCT.md, "Accounts and tokens"). */
export function readAccessToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'acst') return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The language the server answers in: the visitor's stored choice first, as i18next switches only
 * once that language's catalogue has loaded and the first calls of a page load go out before it.
 */
export function currentLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const lng = i18next.language;
  return isLocale(lng) ? lng : 'sv';
}

/** Calls whose 401 means "wrong credentials" or "refresh refused", never "refresh and retry". */
const NO_REFRESH_PATHS = ['/api/auth/login', '/api/auth/refresh-token', '/api/auth/logout'];
export const REFRESH_PATH = '/api/auth/refresh-token';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Skip the 401 refresh flow for this call (its 401 is an answer, not an expired token). */
  skipAuthRefresh?: boolean;
  headers?: Record<string, string>;
}

function send(method: string, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...opts.headers,
  };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: opts.signal,
  });
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed answer as an ApiError (also for calls that do not go through `api`, e.g. the CSV download). */
export async function toApiError(res: Response): Promise<ApiError> {
  const body = await readJson(res);
  // The contract (and zod) load on the first error only, keeping the sign-in page's first load lean.
  const { ErrorEnvelope } = await import('@app/contract');
  const parsed = ErrorEnvelope.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    const wait = Number(res.headers.get('retry-after'));
    return new ApiError(res.status, code, message, details ?? [], true, wait > 0 ? wait : undefined);
  }
  return apiErrorForStatus(res.status);
}

/**
 * An answer without the error envelope (a proxy's HTML page, a bare status): only its
 * status is known. Its status text ("Internal Server Error") is English and technical,
 * so it is not kept as the message.
 */
export function apiErrorForStatus(status: number): ApiError {
  const code: ErrorCode =
    status === 401
      ? 'unauthenticated'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'not_found'
          : status === 429
            ? 'rate_limited'
            : status === 503
              ? 'unavailable'
              : 'internal';
  return new ApiError(status, code, code, [], false);
}

/** No answer came; the browser's own text ("Failed to fetch") stays out of the message, kept as the cause. */
export function networkError(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  const apiError = new ApiError(0, 'network', 'network', [], false);
  (apiError as { cause?: unknown }).cause = error;
  return apiError;
}

/** The sign-in page's `reason` when a session ended by itself (it then says why). */
export const SESSION_EXPIRED_REASON = 'expired';

/**
 * Where a session that ended goes: the sign-in page, which says why (`reason`) and leads
 * back to this page afterwards (`next`, checked there before it is followed).
 */
export function sessionEndedPath(): string {
  const params = new URLSearchParams({ reason: SESSION_EXPIRED_REASON });
  const here = window.location.pathname + window.location.search;
  if (here !== '/' && !here.startsWith('/auth/')) params.set('next', here);
  return `/auth/login?${params}`;
}

export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * True while the page is being left (the reload below, a full navigation). A refresh cut off by
 * that has not failed: the next page carries on with the cookies, so the user is kept.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * GET /api/auth/refresh-token, one at a time: every request that got a 401
 * meanwhile (and the hub, when the access cookie has run out) shares it, so a
 * page firing ten queries with an expired token refreshes once; parallel uses
 * of the rotating refresh token would look like token theft to the server.
 * A refusal or a failure ends the session as docs/PRODUCT.md, "Accounts and tokens", says, on
 * the sign-in page with the reason and the way back, not silently
 * (docs/decisions/0032-errors-ended-sessions-and-drafts.md).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    try {
      const res = await send('GET', REFRESH_PATH, undefined, {});
      await res.body?.cancel().catch(() => {});
      if (res.status === 200) return 'refreshed';
      // Another status → forget the user; the root path would send them to sign-in, so go there directly.
      const next = sessionEndedPath();
      setStoredUser(null);
      env.navigate(next);
      return 'refused';
    } catch {
      if (leavingPage) return 'failed';
      // The refresh itself failed → forget the user and go to sign-in.
      const next = sessionEndedPath();
      setStoredUser(null);
      env.navigate(next);
      return 'failed';
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

let reloadScheduled = false;
/** docs/PRODUCT.md, "Accounts and tokens": the page reloads 500 ms after a refresh that followed a 401 (once for many). */
function scheduleReload() {
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(async () => {
    // A refresh under way (a late 401 started another) finishes first: cut off by the reload,
    // its answer with the new refresh cookie could be lost after the server spent the old one,
    // and presenting the spent one again ends the session (a reuse revokes the family).
    while (refreshInFlight) await refreshInFlight;
    reloadScheduled = false;
    env.reload();
  }, env.reloadDelayMs);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  schema: z.ZodType<T> | undefined,
  opts: RequestOptions = {},
): Promise<T> {
  let res: Response;
  try {
    res = await send(method, path, body, opts);
  } catch (error) {
    throw networkError(error);
  }
  const mayRefresh = !opts.skipAuthRefresh && !NO_REFRESH_PATHS.includes(path.split('?')[0] ?? path);
  if (res.status === 401 && mayRefresh) {
    const outcome = await refreshSession();
    if (outcome !== 'refreshed') throw await toApiError(res);
    // Retry once (a second 401 is an answer), then reload 500 ms later.
    scheduleReload();
    try {
      res = await send(method, path, body, opts);
    } catch (error) {
      throw networkError(error);
    }
  }
  if (!res.ok) throw await toApiError(res);
  const data = await readJson(res);
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get<T = unknown>(path: string, schema?: z.ZodType<T>, opts?: RequestOptions): Promise<T> {
    return request('GET', path, undefined, schema, opts);
  },
  post<T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>, opts?: RequestOptions): Promise<T> {
    return request('POST', path, body ?? {}, schema, opts);
  },
  put<T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>, opts?: RequestOptions): Promise<T> {
    return request('PUT', path, body ?? {}, schema, opts);
  },
  del<T = unknown>(path: string, schema?: z.ZodType<T>, opts?: RequestOptions): Promise<T> {
    return request('DELETE', path, undefined, schema, opts);
  },
};
