import { z } from 'zod';
import { jobKind, type NewJob } from '../../jobs/job-kind';
import type { ReportRow } from '../reports';

/**
 * Which deadline passed. Only finishing is told: an errand nobody accepted in time is what the
 * organisation's unaccepted reminder already tells (by default at the same time as the accept
 * deadline), and one notification per fact is enough.
 */
const OverduePhase = z.enum(['finish']);
export type OverduePhase = z.infer<typeof OverduePhase>;

/** The managers are told that the deadline `due` of a report passed (notify.jobs.ts). */
export const OVERDUE_JOB = jobKind(
  'overdue',
  z.object({ reportId: z.guid(), phase: OverduePhase, due: z.iso.datetime() }),
);

const iso = (at: string | Date) => new Date(at).toISOString();

function job(reportId: string, phase: OverduePhase, due: string | Date): NewJob {
  return OVERDUE_JOB.of(
    { reportId, phase, due: iso(due) },
    // Booked again after every change of the report: the same deadline is one job.
    { runAt: new Date(due), dedupeKey: `overdue:${reportId}:${phase}:${iso(due)}` },
  );
}

/** The work is still to be done: marked done (FollowingUp, awaiting confirmation) meets the deadline. */
const workPending = (report: ReportRow) => report.status === 'Open' || report.status === 'InProgress';

/**
 * The job that tells the managers when the report's time to finish passes, booked after each of
 * its changes. A deadline moved since (a change of priority) books a new job; the old one then finds
 * its due time no longer the report's and tells no one.
 */
export function overdueJobs(report: ReportRow): NewJob[] {
  const out: NewJob[] = [];
  if (workPending(report) && report.finishDueAt) out.push(job(report.id, 'finish', report.finishDueAt));
  return out;
}

/** Whether the deadline a job was booked for is still the report's, passed at `now`, and not met. */
export function stillOverdue(report: ReportRow, _phase: OverduePhase, due: string, now: Date): boolean {
  const at = report.finishDueAt;
  if (!at || iso(at) !== due || new Date(at).getTime() > now.getTime()) return false;
  return workPending(report);
}
