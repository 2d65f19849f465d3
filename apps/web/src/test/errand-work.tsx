import type { ReportDetail } from '@app/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { NotifierProvider } from '../components/Notifier';
import { i18next as i18n } from '../lib/i18n';
import { sampleReport } from './reports';

/** Each call the page makes, and the errand the fake server answers next (emptied before each test). */
export const calls: { method: string; path: string; body: unknown }[] = [];
export const answers: ReportDetail[] = [];

/** Answers the page's calls from `answers` and records them in `calls`; call at the top of a test file. */
export function fakeErrandServer() {
  beforeEach(() => {
    // jsdom has no CSS.escape, which the forms use to focus the first field with a problem.
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value });
    calls.length = 0;
    answers.length = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).replace(/^https?:\/\/[^/]+/, '');
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answers.shift() ?? {}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** The card in the app's providers, over queries already cached (`cached`: each one's key and data); it fetches nothing. */
export function show(node: React.ReactNode, cached: readonly (readonly [QueryKey, unknown])[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  return render(
    <QueryClientProvider client={client}>
      <NotifierProvider>{node}</NotifierProvider>
    </QueryClientProvider>,
  );
}

export const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(key, vars);
export const button = (name: string) => screen.getByRole('button', { name });
export const dialog = () => screen.getByRole('dialog');

/**
 * A date or time field of the open dialog by name, once its picker has loaded (on demand; each
 * keeps its whole value in a named input, as autofill fills it).
 */
export const dialogInput = (name: string) =>
  waitFor(
    () => {
      const found = dialog().querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!found) throw new Error(`no ${name} yet`);
      return found;
    },
    // The pickers' first load is slow on a busy machine (up to 20 s seen).
    { timeout: 45_000 },
  );

/** An errand the contractor works on, with the moves on from there and any other abilities. */
export const working = (can = {}) =>
  sampleReport(
    { status: 'InProgress', contractorId: '00000000-0000-4000-8000-0000000000c1' },
    {
      moves: [
        { to: 'FollowingUp', reasonRequired: true },
        { to: 'Open', reasonRequired: true },
        { to: 'Closed', reasonRequired: false },
      ],
      ...can,
    },
  );
