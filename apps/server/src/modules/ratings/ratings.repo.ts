import type { Queryable } from '../../db';
import type { RatingRow } from '../reports';

const COLUMNS = 'report_id, organisation_id, contractor_id, rated_by, score, comment, created_at';

export async function findRating(q: Queryable, reportId: string): Promise<RatingRow | null> {
  const [row] = await q.query<RatingRow>(`SELECT ${COLUMNS} FROM report_ratings WHERE report_id = $1`, [
    reportId,
  ]);
  return row ?? null;
}

/**
 * Stores the rating unless the report already has one; null then (the primary key
 * decides between two parallel ratings, so exactly one of them wins).
 */
export async function insertRating(q: Queryable, r: Omit<RatingRow, 'createdAt'>): Promise<RatingRow | null> {
  const [row] = await q.query<RatingRow>(
    `INSERT INTO report_ratings (report_id, organisation_id, contractor_id, rated_by, score, comment)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (report_id) DO NOTHING RETURNING ${COLUMNS}`,
    [r.reportId, r.organisationId, r.contractorId, r.ratedBy, r.score, r.comment],
  );
  return row ?? null;
}
