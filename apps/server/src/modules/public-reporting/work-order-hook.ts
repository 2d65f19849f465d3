import type { Queryable } from '../../db';
import { onReportClosed } from '../reports';
import { revokeWorkOrdersOf } from './work-orders.repo';

/**
 * A work-order link ends with its errand (docs/decisions/0047-work-order-links.md): closing
 * revokes every live one in the closing transaction, so a reopened errand does not revive them.
 */
const endWorkOrders = (q: Queryable, report: { id: string }) => revokeWorkOrdersOf(q, report.id, 'closed');

/** At start-up (app.ts); one function, so registering again adds nothing. */
export function registerWorkOrderHooks(): void {
  onReportClosed(endWorkOrders);
}
