import type { OfferedWindow, TimeOffer } from '@app/contract';
import type { Queryable } from '../../db';

/** The reporter's offered times (table report_time_offers). */

interface OfferRow {
  windows: OfferedWindow[];
  note: string | null;
  anyTime: boolean;
  proposedStartsAt: string | null;
  proposedEndsAt: string | null;
  proposedBy: string | null;
  updated: string;
}

const iso = (t: string | Date) => new Date(t).toISOString();

export async function findTimeOffer(q: Queryable, reportId: string): Promise<TimeOffer | null> {
  const [row] = await q.query<OfferRow>(
    `SELECT windows, note, any_time, proposed_starts_at, proposed_ends_at, proposed_by, updated_at AS updated
       FROM report_time_offers WHERE report_id = $1`,
    [reportId],
  );
  if (!row) return null;
  const { proposedStartsAt, proposedEndsAt, proposedBy, ...offer } = row;
  const proposal =
    proposedStartsAt && proposedEndsAt
      ? { startsAt: iso(proposedStartsAt), endsAt: iso(proposedEndsAt), proposedBy }
      : null;
  return { ...offer, proposal };
}

/** The contractor's proposal (an errand without offered times gets a row of its own), or none. */
export async function saveProposal(
  q: Queryable,
  o: {
    reportId: string;
    organisationId: string;
    proposal: { startsAt: string; endsAt: string; proposedBy: string | null } | null;
  },
): Promise<void> {
  const p = o.proposal;
  await q.query(
    `INSERT INTO report_time_offers (report_id, organisation_id, proposed_starts_at, proposed_ends_at, proposed_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (report_id) DO UPDATE SET proposed_starts_at = EXCLUDED.proposed_starts_at,
       proposed_ends_at = EXCLUDED.proposed_ends_at, proposed_by = EXCLUDED.proposed_by, updated_at = now()`,
    [o.reportId, o.organisationId, p?.startsAt ?? null, p?.endsAt ?? null, p?.proposedBy ?? null],
  );
}
