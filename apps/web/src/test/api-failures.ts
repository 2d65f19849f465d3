import { vi } from 'vitest';
import { api } from '../lib/api';

/** Failed calls as the API client throws them, for the tests of what users are shown. */
/** The error `api.get` throws when fetch answers (or fails) as given. */
export async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  return api.get('/api/reports').then(
    () => {
      throw new Error('the call did not fail');
    },
    (error: unknown) => error,
  );
}

export const failures = {
  htmlPage: () =>
    failureOf(
      async () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
    ),
  statusText: () =>
    failureOf(
      async () => new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
    ),
  network: () =>
    failureOf(async () => {
      throw new TypeError('Failed to fetch');
    }),
  envelope: () =>
    failureOf(
      async () =>
        new Response(JSON.stringify({ error: { code: 'conflict', message: 'Ärendet är redan taget.' } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    ),
};
