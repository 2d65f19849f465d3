import type { HazardKind } from '@app/contract';
import type { Queryable } from '../../db';

/** Keeps the hazards the assistant recognised when the report was filed (migration 0017). */
export async function recordHazards(q: Queryable, reportId: string, hazards: readonly HazardKind[]) {
  if (hazards.length === 0) return;
  await q.query('INSERT INTO report_hazards (report_id, hazards) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    reportId,
    [...new Set(hazards)],
  ]);
}

/** Whether the report was filed with a hazard. */
export async function hasHazards(q: Queryable, reportId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM report_hazards WHERE report_id = $1', [reportId])).length > 0;
}
