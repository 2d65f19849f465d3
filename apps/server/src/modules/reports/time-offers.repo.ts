import type { OfferedWindow } from '@app/contract';
import type { Queryable } from '../../db';

/** The reporter's offered times (table report_time_offers), written when filing or later. */
export async function saveTimeOffer(
  q: Queryable,
  o: {
    reportId: string;
    organisationId: string;
    windows: OfferedWindow[];
    note: string | null;
    anyTime: boolean;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO report_time_offers (report_id, organisation_id, windows, note, any_time)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (report_id) DO UPDATE SET windows = EXCLUDED.windows, note = EXCLUDED.note,
       any_time = EXCLUDED.any_time, updated_at = now()`,
    [o.reportId, o.organisationId, JSON.stringify(o.windows), o.note, o.anyTime],
  );
}
