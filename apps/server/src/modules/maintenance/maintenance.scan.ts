import type { Trade } from '@app/contract';
import { translate } from '@app/i18n';
import type { Deps } from '../../deps';
import { jobKind, noPayload } from '../../jobs/job-kind';
import { enqueueHourly } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { createReportService, type PlannedErrand } from '../reports';
import { type DueEquipment, findDueEquipment } from './maintenance.repo';

export const MAINTENANCE_JOB = jobKind('maintenance-scan', noPayload);

type ScanDeps = Pick<Deps, 'db' | 'bus' | 'log'>;

/** The scan of one hour: its dedupe key makes every instance's offer of it one job. */
export async function enqueueMaintenanceScan(deps: Pick<Deps, 'db'>, at: Date): Promise<void> {
  await enqueueHourly(deps.db, MAINTENANCE_JOB, at);
}

/**
 * One equipment item's planned-maintenance errand, in the organisation's language: its
 * `created` entry (and `assigned` when a contractor is preferred) say why it was made, and the
 * plan is named as who made it. In the trade chosen for the service, else the preferred
 * contractor's: the choice on the item is what the manager asked for.
 */
function errandFor(e: DueEquipment): PlannedErrand {
  const lang = e.reportLanguage;
  const trade: Trade = e.serviceTrade ?? e.contractorTrade ?? 'other';
  return {
    report: {
      organisationId: e.organisationId,
      propertyId: e.propertyId,
      premisesId: e.premisesId,
      equipmentId: e.id,
      maintenanceDueDate: e.dueDate,
      whatBroke: translate(lang, 'maintenance.errandTitle', { name: e.name }),
      description: translate(lang, 'maintenance.errandDescription', { name: e.name, date: e.dueDate }),
      access: null,
      customerNumber: null,
      trade,
      priority: 'Normal',
      chatSessionId: null,
      language: lang,
    },
    by: translate(lang, 'maintenance.actor'),
    createdNote: translate(lang, 'maintenance.createdNote', { date: e.dueDate }),
    assign: e.preferredContractorId
      ? { contractorId: e.preferredContractorId, note: translate(lang, 'maintenance.assignedNote') }
      : undefined,
  };
}

/**
 * Makes the planned-maintenance errands due by `now` (service date minus the organisation's
 * lead days). Safe to run anywhere, any number of times at once: the unique index on
 * (equipment, due date) lets one errand per due date through. Returns how many it made.
 * With `equipmentId`, only that item (just saved: its errand need not wait for the hour).
 */
export async function runMaintenanceScan(deps: ScanDeps, now: Date, equipmentId?: string): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  // Errands are filed and assigned through the report service, as every other errand is.
  const reports = createReportService(deps);
  let made = 0;
  for (const e of await findDueEquipment(deps.db, today, equipmentId)) {
    try {
      if (await reports.createPlanned(errandFor(e))) made++;
    } catch (err) {
      // One item's failure (a deleted contractor, say) must not hold up the others'.
      deps.log.warn({ err, equipmentId: e.id }, 'planned maintenance errand failed');
    }
  }
  return made;
}

/** Every hour: the scan, then the next hour's scan booked (whichever instance runs it). */
export function registerMaintenanceJobs(worker: JobWorker, deps: ScanDeps): void {
  worker.register(MAINTENANCE_JOB, async (_payload, { now }) => {
    await runMaintenanceScan(deps, now);
    await enqueueMaintenanceScan(deps, new Date(now.getTime() + 3_600_000));
  });
}
