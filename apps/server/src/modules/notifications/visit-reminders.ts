import { z } from 'zod';
import type { Queryable } from '../../db';
import { jobKind, type NewJob } from '../../jobs/job-kind';
import { findVisit } from '../reports';

const HOUR = 3_600_000;
/** How long before a visit its reminders go out (docs/PRODUCT.md "Visits"). */
export const reminderLeads = [24, 1] as const;

/**
 * Reminds the reporter and the contractor of a visit `hoursBefore` it starts. The visit's start is
 * part of the payload and of the job's key: a moved visit books new jobs, and the old ones find the
 * visit no longer starting then and tell no one; a cancelled visit leaves them nothing to tell.
 */
export const VISIT_REMINDER_JOB = jobKind(
  'visit_reminder',
  z.object({
    reportId: z.guid(),
    startsAt: z.iso.datetime(),
    hoursBefore: z.union([z.literal(24), z.literal(1)]),
  }),
);

/** Timeline kinds that set a visit's time (reports/visits.ts). */
export const setsVisitTime: readonly string[] = ['visit_planned', 'visit_moved'];

/**
 * The reminders of a visit starting at `startsAt`, booked when its planning is told. A reminder
 * whose time has already passed (a visit booked for this afternoon) is left out: the planning's
 * own notification is news enough.
 */
export function visitReminderJobs(reportId: string, startsAt: string | Date, now: Date): NewJob[] {
  const start = new Date(startsAt);
  const iso = start.toISOString();
  return reminderLeads
    .map((hoursBefore) => ({ hoursBefore, runAt: new Date(start.getTime() - hoursBefore * HOUR) }))
    .filter(({ runAt }) => runAt.getTime() > now.getTime())
    .map(({ hoursBefore, runAt }) =>
      VISIT_REMINDER_JOB.of(
        { reportId, startsAt: iso, hoursBefore },
        // One job per visit time and lead, however many instances tell the planning.
        { runAt, dedupeKey: `visit-reminder:${reportId}:${iso}:${hoursBefore}` },
      ),
    );
}

/** Whether the visit a reminder was booked for is still planned then, and still ahead at `now`. */
export async function visitStillDue(
  q: Queryable,
  reportId: string,
  startsAt: string,
  now: Date,
): Promise<boolean> {
  const visit = await findVisit(q, reportId);
  if (!visit) return false;
  const start = new Date(visit.startsAt).getTime();
  return start === Date.parse(startsAt) && start > now.getTime();
}
