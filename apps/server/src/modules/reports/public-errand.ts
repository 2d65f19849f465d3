import type { Queryable } from '../../db';
import { recordHazards } from './hazards.repo';
import { appendChange, type ChangeBy, eventsFor, publishAll, type ReportServiceDeps } from './report-context';
import { newReportText } from './report-create';
import { findReport } from './reports.read.repo';
import { insertReport, type NewReport, touchReport } from './reports.write.repo';

/** An errand filed through a place's public code: no account files it, so no reporter is kept. */
export interface PublicErrand {
  report: Pick<NewReport, 'organisationId' | 'propertyId' | 'premisesId' | 'equipmentId' | 'language'> & {
    whatBroke: string;
    description: string;
    /** How to reach the reporter on site (their phone): read as the access is, never by the marketplace. */
    access: string | null;
  };
  /** The name its `created` entry carries ("Anmälan utan konto"). */
  by: string;
  /** More work in the same transaction, given the new errand's id (the submission spent, the follow link). */
  alongside: (q: Queryable, reportId: string) => Promise<void>;
}

/**
 * Public reports take the steps every new errand takes: trade, priority and hazards judged from
 * the text as for the report form, the `created` entry through `appendChange` (so the managers
 * are told as of any new errand), the hub's `ReportCreated` after the commit. A message added
 * through a follow link is a timeline note like a tenant's, signed with the name it is given.
 */
export function createPublicErrands(deps: ReportServiceDeps) {
  const byName = (name: string): ChangeBy => ({ actorId: null, actorRole: null, actorName: name });

  async function createPublic(e: PublicErrand): Promise<{ id: string; number: number }> {
    const { hazards, ...text } = newReportText(e.report);
    const made = await deps.db.transaction(async (q) => {
      const id = await insertReport(q, {
        ...e.report,
        ...text,
        customerNumber: null,
        chatSessionId: null,
        reporterId: null,
      });
      await recordHazards(q, id, hazards);
      const report = { id, organisationId: e.report.organisationId };
      const created = { kind: 'created', contractorId: null, fromStatus: null, toStatus: 'Open' } as const;
      const action = await appendChange(q, byName(e.by), report, { ...created, note: null });
      await e.alongside(q, id);
      const row = (await findReport(q, id))!;
      return { id, number: row.number, events: eventsFor('ReportCreated', row, [action]) };
    });
    await publishAll(deps, made.events);
    return { id: made.id, number: made.number };
  }

  /** A message on the errand's timeline from someone without an account, under `name`. */
  async function addPublicMessage(reportId: string, name: string, note: string): Promise<void> {
    const events = await deps.db.transaction(async (q) => {
      const row = await findReport(q, reportId);
      if (!row) return [];
      const message = { kind: 'note', contractorId: null, fromStatus: null, toStatus: null, note } as const;
      const action = await appendChange(q, byName(name), row, message);
      await touchReport(q, reportId);
      return eventsFor('ReportUpdated', row, [action]);
    });
    await publishAll(deps, events);
  }

  return { createPublic, addPublicMessage };
}
