import { translate } from '@app/i18n';
import type { Deps } from '../../deps';
import type { DomainEvent } from '../../events/bus';
import { jobKind, noPayload } from '../../jobs/job-kind';
import { enqueueHourly } from '../../jobs/jobs.repo';
import type { JobWorker } from '../../jobs/worker';
import { enqueueNotify } from '../notifications/notify.jobs';
import { insertAction } from '../reports/actions.repo';
import { eventsFor, publishAll } from '../reports/report-context';
import { findReport } from '../reports/reports.repo';
import {
  assignMaintenanceReport,
  type DueEquipment,
  findDueEquipment,
  insertMaintenanceReport,
} from './maintenance.repo';

export const MAINTENANCE_JOB = jobKind('maintenance-scan', noPayload);

type ScanDeps = Pick<Deps, 'db' | 'bus' | 'log'>;

/** The scan of one hour: its dedupe key makes every instance's offer of it one job. */
export async function enqueueMaintenanceScan(deps: Pick<Deps, 'db'>, at: Date): Promise<void> {
  await enqueueHourly(deps.db, MAINTENANCE_JOB, at);
}

/**
 * One equipment item's planned-maintenance errand, in one transaction: the errand, its
 * `created` entry (and `assigned` when a contractor is preferred) saying why it was made,
 * and their notifications. Returns the hub events, or none when another instance made it.
 */
async function createFor(deps: ScanDeps, e: DueEquipment): Promise<DomainEvent[]> {
  const lang = e.reportLanguage;
  return deps.db.transaction(async (q) => {
    const id = await insertMaintenanceReport(q, e, {
      whatBroke: translate(lang, 'maintenance.errandTitle', { name: e.name }),
      description: translate(lang, 'maintenance.errandDescription', { name: e.name, date: e.dueDate }),
    });
    if (!id) return [];
    const system = { actorId: null, actorRole: null, actorName: translate(lang, 'maintenance.actor') };
    const base = { reportId: id, organisationId: e.organisationId, ...system };
    const actions = [
      await insertAction(q, {
        ...base,
        kind: 'created',
        contractorId: null,
        fromStatus: null,
        toStatus: 'Open',
        note: translate(lang, 'maintenance.createdNote', { date: e.dueDate }),
      }),
    ];
    if (e.preferredContractorId) {
      await assignMaintenanceReport(q, id, e.preferredContractorId);
      actions.push(
        await insertAction(q, {
          ...base,
          kind: 'assigned',
          contractorId: e.preferredContractorId,
          fromStatus: 'Open',
          toStatus: 'InProgress',
          note: translate(lang, 'maintenance.assignedNote'),
        }),
      );
    }
    for (const a of actions) await enqueueNotify(q, a.id);
    const row = (await findReport(q, id))!;
    return eventsFor('ReportCreated', row, actions);
  });
}

/**
 * Makes the planned-maintenance errands due by `now` (service date minus the organisation's
 * lead days). Safe to run anywhere, any number of times at once: the unique index on
 * (equipment, due date) lets one errand per due date through. Returns how many it made.
 */
export async function runMaintenanceScan(deps: ScanDeps, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let made = 0;
  for (const e of await findDueEquipment(deps.db, today)) {
    try {
      const events = await createFor(deps, e);
      if (events.length) made++;
      await publishAll(deps, events);
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
