import type { Language, NewReportsLevel, NotificationKind, Role } from '@app/contract';
import { hearsAsContractor, hearsAsManager, managersAudienceSql } from '../../authz/notifications.policy';
import { type ReportFacts, reportAccess } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';
import { type ChannelPrefs, channelPrefsSql } from './channels/preferences';
import type { Audience, NotifyRule } from './notify-rules';

/** A user who may be told: what authorization and the channels need. */
export interface Candidate {
  id: string;
  email: string;
  role: Role;
  organisationId: string | null;
  contractorId: string | null;
  contractorTrade: string | null;
  locale: Language;
  newReports: NewReportsLevel;
  /** Which kinds they want by which channel (channels/preferences.ts). */
  prefs: ChannelPrefs;
}

export interface Recipient extends Candidate {
  kind: NotificationKind;
  /** How much of the report the recipient reads: the notification carries only that. */
  access: 'full' | 'market';
}

const SELECT = `SELECT u.id, u.email, u.role, u.organisation_id, u.locale, c.id AS contractor_id,
       c.trade AS contractor_trade, COALESCE(np.new_reports, 'all') AS new_reports,
       ${channelPrefsSql('np')} AS prefs
  FROM users u
  LEFT JOIN contractors c ON c.user_id = u.id
  LEFT JOIN notification_preferences np ON np.user_id = u.id
 WHERE NOT u.disabled`;

/** One user who may be told, by id; none when disabled or gone. */
export async function candidateById(q: Queryable, id: string): Promise<Candidate | undefined> {
  const [c] = await q.query<Candidate>(`${SELECT} AND u.id = $1`, [id]);
  return c;
}

/** The users an audience names for one report (who may read it is decided after). */
export async function audienceOf(q: Queryable, to: Audience, r: ReportFacts): Promise<Candidate[]> {
  // The SQL narrows to the report's people; which of them the audience holds is the policy's call.
  switch (to) {
    case 'reporter': {
      const reporter = r.reporterId ? await candidateById(q, r.reporterId) : undefined;
      return reporter ? [reporter] : [];
    }
    case 'managers': {
      const p = new SqlParams();
      const managers = await q.query<Candidate>(
        `${SELECT} AND ${managersAudienceSql(p, r.organisationId)}`,
        p.values,
      );
      return managers.filter((c) => hearsAsManager(c, r.organisationId));
    }
    case 'contractor':
      return r.contractorId
        ? (await q.query<Candidate>(`${SELECT} AND c.id = $1`, [r.contractorId])).filter(hearsAsContractor)
        : [];
    case 'market':
      return (await q.query<Candidate>(`${SELECT} AND c.trade = $1`, [r.trade])).filter(hearsAsContractor);
  }
}

/** Managers choose which new reports they hear of. */
function wantsNewReport(c: Candidate, priority: string): boolean {
  if (c.newReports === 'none') return false;
  return c.newReports === 'all' || priority === 'Urgent';
}

/**
 * Who is told of one change: the rules' audiences, without the person who made
 * the change, and only those the report policy lets read the report now — the
 * same `reportAccess` the API answers with, so a notification never reveals
 * more than its recipient could open. One notification per person.
 */
export async function recipientsFor(
  q: Queryable,
  rules: readonly NotifyRule[],
  report: ReportFacts & { priority: string },
  actorId: string | null,
): Promise<Recipient[]> {
  const out = new Map<string, Recipient>();
  for (const rule of rules) {
    for (const c of await audienceOf(q, rule.to, report)) {
      if (c.id === actorId || out.has(c.id)) continue;
      if (rule.kind === 'report_new' && !wantsNewReport(c, report.priority)) continue;
      const access = reportAccess(c, report, c.contractorTrade);
      if (access === 'none') continue;
      out.set(c.id, { ...c, kind: rule.kind, access });
    }
  }
  return [...out.values()];
}
