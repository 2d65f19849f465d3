import { type LinkHolder, linkReportScope } from '../../authz';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';

export interface NewSubmission {
  id: string;
  placeCode: string;
  organisationId: string;
  email: string;
  phone: string | null;
  description: string;
  language: 'sv' | 'en';
  codeHash: string;
  ttlMinutes: number;
}

export async function insertSubmission(q: Queryable, s: NewSubmission): Promise<string> {
  const [row] = await q.query<{ expiresAt: string }>(
    `INSERT INTO public_submissions
       (id, place_code, organisation_id, email, phone, description, language, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9::int))
     RETURNING expires_at`,
    [
      s.id,
      s.placeCode,
      s.organisationId,
      s.email,
      s.phone,
      s.description,
      s.language,
      s.codeHash,
      s.ttlMinutes,
    ],
  );
  return new Date(row!.expiresAt).toISOString();
}

export interface SubmissionRow {
  id: string;
  placeCode: string;
  email: string;
  phone: string | null;
  description: string;
  language: 'sv' | 'en';
  codeHash: string;
}

/**
 * Counts one attempt at a submission's code and answers it while it may still be confirmed
 * (not filed, not expired, fewer than `maxAttempts` tries, its property still public).
 */
export async function takeAttempt(
  q: Queryable,
  id: string,
  maxAttempts: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await q.query<SubmissionRow>(
    `UPDATE public_submissions s SET attempts = s.attempts + 1
       FROM place_codes c JOIN properties pr ON pr.id = c.property_id
      WHERE s.id = $1 AND c.code = s.place_code AND pr.public_reporting
        AND s.report_id IS NULL AND s.expires_at > now() AND s.attempts < $2
      RETURNING s.id, s.place_code, s.email, s.phone, s.description, s.language, s.code_hash`,
    [id, maxAttempts],
  );
  return row;
}

/** Marks the submission filed; false when another request filed it first. */
export async function markFiled(q: Queryable, id: string, reportId: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE public_submissions SET report_id = $2 WHERE id = $1 AND report_id IS NULL RETURNING id',
    [id, reportId],
  );
  return rows.length === 1;
}

export async function insertLink(
  q: Queryable,
  link: LinkHolder & { tokenHash: string; email: string; createdBy: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO errand_links (token_hash, purpose, report_id, organisation_id, email, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [link.tokenHash, link.purpose, link.reportId, link.organisationId, link.email, link.createdBy],
  );
}

/** The holder of a live link of `purpose` by its token's hash. */
export async function findLinkHolder(
  q: Queryable,
  tokenHash: string,
  purpose: LinkHolder['purpose'],
): Promise<(LinkHolder & { email: string }) | undefined> {
  const [row] = await q.query<LinkHolder & { email: string }>(
    `SELECT purpose, report_id, organisation_id, email FROM errand_links
      WHERE token_hash = $1 AND purpose = $2 AND revoked_at IS NULL`,
    [tokenHash, purpose],
  );
  return row;
}

export interface LinkedErrandRow {
  id: string;
  number: number;
  whatBroke: string;
  description: string;
  status: 'Open' | 'InProgress' | 'FollowingUp' | 'Closed';
  language: 'sv' | 'en';
  createdAt: string;
  address: string;
  placeName: string | null;
  visitStartsAt: string | null;
  visitEndsAt: string | null;
}

/** The holder's one errand, found within the link's scope (else undefined: 404). */
export async function findLinkedErrand(
  q: Queryable,
  holder: LinkHolder,
): Promise<LinkedErrandRow | undefined> {
  const p = new SqlParams();
  const [row] = await q.query<LinkedErrandRow>(
    `SELECT r.id, r.number, r.what_broke, r.description, r.status, r.language, r.created_at,
            concat_ws(', ', pr.address, nullif(pr.city, '')) AS address,
            coalesce(pm.designation, e.name) AS place_name,
            v.starts_at AS visit_starts_at, v.ends_at AS visit_ends_at
       FROM reports r
       JOIN properties pr ON pr.id = r.property_id
       LEFT JOIN premises pm ON pm.id = r.premises_id
       LEFT JOIN equipment e ON e.id = r.equipment_id
       LEFT JOIN report_visits v ON v.report_id = r.id
      WHERE ${linkReportScope(holder, p)}`,
    p.values,
  );
  return row;
}

/** The errand's messages (timeline notes everyone on the errand reads), oldest first. */
export async function listMessages(q: Queryable, reportId: string) {
  return q.query<{ createdAt: string; actorRole: string | null; note: string }>(
    `SELECT created_at, actor_role, note FROM report_actions
      WHERE report_id = $1 AND kind = 'note' AND visibility = 'message' AND note IS NOT NULL
      ORDER BY created_at`,
    [reportId],
  );
}
