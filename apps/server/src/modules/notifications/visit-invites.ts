import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import { senderAddress, VISIT_SEQUENCE_SQL, visitInvite } from '../calendar';
import type { ReportRow } from '../reports';
import { errandPath } from './notification-text';
import type { Recipient } from './recipients';

/** Each recipient's copy of a visit's calendar invite (in their language, linking their errand page). */
export type InviteFor = (r: Recipient) => string;

/** Timeline kinds that change a visit in people's calendars (reports/visits.ts). */
export const visitKinds: readonly string[] = ['visit_planned', 'visit_moved', 'visit_cancelled'];

/**
 * The invite of a report's visit as it stands after the timeline entry `actionId` (or now, for
 * a reminder): its SEQUENCE counts the visit entries up to then, so each move or cancel outranks
 * what calendars hold, and a job run late still sends the version it tells of.
 */
export async function visitInviteFor(
  q: Queryable,
  deps: Pick<Deps, 'config'>,
  report: ReportRow,
  visit: { startsAt: string; endsAt: string; cancelled?: boolean },
  actionId: string | null,
): Promise<InviteFor> {
  const upTo = actionId
    ? VISIT_SEQUENCE_SQL('$1', 'a.created_at <= (SELECT created_at FROM report_actions WHERE id = $2)')
    : VISIT_SEQUENCE_SQL('$1');
  const [row] = await q.query<{ n: number }>(
    `SELECT ${upTo} AS n`,
    actionId ? [report.id, actionId] : [report.id],
  );
  const { publicUrl, MAIL_FROM } = deps.config;
  const event = {
    reportId: report.id,
    number: report.number,
    whatBroke: report.whatBroke,
    address: report.address,
    city: report.city,
    startsAt: new Date(visit.startsAt).toISOString(),
    endsAt: new Date(visit.endsAt).toISOString(),
    sequence: Math.max(0, (row?.n ?? 1) - 1),
  };
  return (r) =>
    visitInvite(
      { ...event, link: `${publicUrl}${errandPath(r.role, report.id)}` },
      { locale: r.locale, publicUrl, organizer: senderAddress(MAIL_FROM), cancelled: visit.cancelled },
    );
}
