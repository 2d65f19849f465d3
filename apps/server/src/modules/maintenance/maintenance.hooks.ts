import type { Queryable } from '../../db';
import { onReportClosed, type ReportRow } from '../reports';
import { recordServiceDone } from './maintenance.repo';

/** Closing planned maintenance is the equipment's service: its dates move on, in the closing's transaction. */
async function serviceDoneOnClose(q: Queryable, report: ReportRow): Promise<void> {
  if (report.kind === 'planned_maintenance') await recordServiceDone(q, report.id);
}

/** At start-up (app.ts): planned maintenance hears of every errand that closes. */
export function registerMaintenanceHooks(): void {
  onReportClosed(serviceDoneOnClose);
}
