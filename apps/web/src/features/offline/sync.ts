import { ReportDetail } from '@app/contract';
import i18next from 'i18next';
import { ApiError, api, currentLocale } from '../../lib/api';
import { errorMessage } from '../../lib/error-text';
import { inOneTab } from '../../lib/one-tab';
import { queryKeys } from '../../lib/queries';
import { queryClient } from '../../lib/query-client';
import { getStoredUser } from '../../lib/user-store';
import { uploadFiles } from '../attachments';
import { flushNowAndWhenOnline } from './online';
import { enqueue, forget, type QueuedAction, type QueuedWork, queued, refuse } from './store';

/** No answer came: the device is without signal (or the server out of reach). */
export const isNetworkError = (e: unknown) => e instanceof ApiError && e.code === 'network';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function send(a: QueuedAction): Promise<unknown> {
  switch (a.kind) {
    case 'accept':
      return api.post(`/api/reports/${a.reportId}/accept`, {}, ReportDetail);
    case 'visit':
      return api.put(`/api/reports/${a.reportId}/visit`, a.body, ReportDetail);
    case 'note':
      return api.post(`/api/reports/${a.reportId}/actions`, a.body);
    case 'photos':
      return uploadFiles({
        reportId: a.reportId,
        purpose: 'completion',
        files: a.files.map((f) => new File([f.blob], f.name, { type: f.type })),
      });
    case 'done':
      return api.post(`/api/reports/${a.reportId}/done`, a.body, ReportDetail);
  }
}

let running: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 5_000;
function retryLater() {
  clearTimeout(retry);
  retry = setTimeout(() => void flushQueue(), RETRY_MS);
}

/**
 * Sends the signed-in user's waiting actions, oldest first, in one tab of the browser at a time. A network failure stops the round
 * (the rest wait for the next); any other refusal (409 taken or closed, 404, 403) is kept beside
 * the errand with the server's words, and the round goes on.
 */
export function flushQueue(): Promise<void> {
  if (running) return running;
  const me = getStoredUser()?.id;
  if (!me || offline()) return Promise.resolve();
  running = inOneTab('offline-actions', async () => {
    try {
      let sent = false;
      // Read again after each action: one kept while this round was sending goes with it.
      const tried = new Set<number>();
      for (;;) {
        const a = (await queued()).find(
          (x) => x.userId === me && x.state === 'waiting' && !tried.has(x.seq!),
        );
        if (!a) break;
        tried.add(a.seq!);
        try {
          await send(a);
          await forget(a.seq!);
          sent = true;
        } catch (e) {
          if (isNetworkError(e)) {
            // The browser says online but no answer came (the signal is back only in part): try
            // again shortly rather than wait for the next change of signal.
            retryLater();
            break;
          }
          await refuse(a, {
            reason: errorMessage(i18next.t, e),
            reasonCode: e instanceof ApiError ? e.code : undefined,
            reasonLocale: currentLocale(),
          });
        }
      }
      if (sent) await queryClient.invalidateQueries({ queryKey: queryKeys.reports });
    } finally {
      running = null;
    }
  });
  return running;
}

/**
 * Runs `online` now, or keeps `work` on the device when there is no signal (before the call, or
 * when the call found none). Answers whether it was kept for later.
 */
export async function sendOrKeep(
  reportId: string,
  work: readonly QueuedWork[],
  online: () => Promise<unknown>,
): Promise<boolean> {
  if (await keepIfOffline(reportId, work)) return true;
  try {
    await online();
    return false;
  } catch (e) {
    if (isNetworkError(e) && (await keep(reportId, work))) return true;
    throw e;
  }
}

/** Keeps `work` on the device when the browser knows it has no network; answers whether it did. */
export function keepIfOffline(reportId: string, work: readonly QueuedWork[]): Promise<boolean> {
  return offline() ? keep(reportId, work) : Promise.resolve(false);
}

async function keep(reportId: string, work: readonly QueuedWork[]): Promise<boolean> {
  const me = getStoredUser()?.id;
  if (!me) return false;
  for (const w of work) await enqueue(w, { reportId, userId: me });
  return true;
}

/** Sends the queued work now and whenever the signal returns. */
export const startQueueSync = () => flushNowAndWhenOnline(() => void flushQueue());
