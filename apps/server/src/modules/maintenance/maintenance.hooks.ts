import type { Queryable } from '../../db';
import { type EquipmentSavedHook, onEquipmentSaved } from '../equipment';
import { onReportClosed, type ReportRow } from '../reports';
import { recordServiceDone } from './maintenance.repo';
import { runMaintenanceScan } from './maintenance.scan';

/** Closing planned maintenance is the equipment's service: its dates move on, in the closing's transaction. */
async function serviceDoneOnClose(q: Queryable, report: ReportRow): Promise<void> {
  if (report.kind === 'planned_maintenance') await recordServiceDone(q, report.id);
}

/** An item saved with its service already within the lead time gets its errand now, not at the hour. */
const errandIfDue: EquipmentSavedHook = async (deps, equipmentId) => {
  await runMaintenanceScan(deps, new Date(), equipmentId);
};

/** At start-up (app.ts): planned maintenance hears of every errand that closes and every item saved. */
export function registerMaintenanceHooks(): void {
  onReportClosed(serviceDoneOnClose);
  onEquipmentSaved(errandIfDue);
}
