import type { ActionRow } from './actions.repo';
import { appendChange, type ChangeBy, eventsFor, publishAll, type ReportServiceDeps } from './report-context';
import { findReport } from './reports.read.repo';
import { acceptReport, insertPlannedReport, type NewPlannedReport } from './reports.write.repo';

/** An errand the maintenance plan makes: no user files it, so no policy is asked. */
export interface PlannedErrand {
  report: NewPlannedReport;
  /** The name its timeline entries carry (the plan, in the organisation's language). */
  by: string;
  /** The `created` entry's note: why the errand was made. */
  createdNote: string;
  /** The equipment's preferred contractor, who gets it at once, and the `assigned` entry's note. */
  assign?: { contractorId: string; note: string };
}

/**
 * Planned maintenance files and assigns its errands through the steps every errand takes: the
 * `created` entry and, with a preferred contractor, the first-accept-wins update and the
 * `assigned` entry, each appended by `appendChange`, so each books its notifications as any
 * create and assignment do. A property manager is told of the new errand (report_new) as of
 * one a tenant filed, though nobody filed it, and the contractor of the assignment: the plan's
 * errand is work they answer for like any other. Creating and assigning commit
 * together, so the hub hears one `ReportCreated` of the errand as it ends up (held by the
 * contractor, never on the market in between) and an `EventAdded` per entry.
 */
export function createPlannedErrands(deps: ReportServiceDeps) {
  /** Returns the new errand's id, or null when another instance made this due date's errand first. */
  async function createPlanned(e: PlannedErrand): Promise<string | null> {
    const made = await deps.db.transaction(async (q) => {
      const id = await insertPlannedReport(q, e.report);
      if (!id) return null;
      // The plan is no account and has no role: only its name is kept.
      const by: ChangeBy = { actorId: null, actorRole: null, actorName: e.by };
      const report = { id, organisationId: e.report.organisationId };
      const created = { kind: 'created', contractorId: null, fromStatus: null, toStatus: 'Open' } as const;
      const actions: ActionRow[] = [await appendChange(q, by, report, { ...created, note: e.createdNote })];
      if (e.assign) {
        const { contractorId, note } = e.assign;
        // The errand was made in this transaction, so it is still Open and nobody's.
        if (!(await acceptReport(q, id, contractorId))) throw new Error(`planned errand ${id} was taken`);
        const assigned = { kind: 'assigned', fromStatus: 'Open', toStatus: 'InProgress' } as const;
        actions.push(await appendChange(q, by, report, { ...assigned, contractorId, note }));
      }
      return { id, events: eventsFor('ReportCreated', (await findReport(q, id))!, actions) };
    });
    if (!made) return null;
    await publishAll(deps, made.events);
    return made.id;
  }

  return { createPlanned };
}
