import type { ReportStatus, Trade } from '@app/contract';
import type { Queryable } from '../db';

export interface ReportAudienceRow {
  organisationId: string;
  status: ReportStatus;
  trade: Trade;
  contractorId: string | null;
  reporterId: string | null;
}

/** What the hub needs to decide who may hear about a report (one query). */
export async function findReportAudience(
  q: Queryable,
  reportId: string,
): Promise<ReportAudienceRow | undefined> {
  const [row] = await q.query<ReportAudienceRow>(
    `SELECT r.organisation_id, r.status, r.trade, r.contractor_id, r.reporter_id
       FROM reports r
      WHERE r.id = $1`,
    [reportId],
  );
  return row;
}

/** The trade a contractor offers (decides which marketplace events they hear). */
export async function findContractorTrade(q: Queryable, contractorId: string): Promise<Trade | null> {
  const [row] = await q.query<{ trade: Trade }>(`SELECT trade FROM contractors WHERE id = $1`, [
    contractorId,
  ]);
  return row?.trade ?? null;
}
