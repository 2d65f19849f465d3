import type { Queryable } from '../../db';
import { onReportAction } from '../reports';
import { enqueueNotify } from './notify.jobs';

const bookTelling = (q: Queryable, action: { id: string }) => enqueueNotify(q, action.id);

/**
 * At start-up (app.ts): every timeline entry of an errand books its notifications as a job in
 * the change's own transaction, so the telling commits with the change (an outbox); who hears
 * of it is worked out when the job runs.
 */
export function registerNotificationHooks(): void {
  onReportAction(bookTelling);
}
