import type { WorkOrderLink } from '@app/contract';
import type { WorkOrderHolder } from '../../authz';
import { contractorReadableByOrganisation } from '../../authz/contractors.policy';
import type { Queryable } from '../../db';

/** Why a link stops working (migration 0037's `revoked_why`). */
export type RevokedWhy = 'withdrawn' | 'resent' | 'declined' | 'closed';

/**
 * The contractor record a work order to `email` acts for: the one with that address, else one
 * made for it (no sign-in) with the errand's trade, so the errand can be held as any other, and
 * known to the sending organisation alone. Only its id is answered: the record may be another
 * organisation's, whose name for it the sender does not read (the link keeps the sender's).
 */
export async function contractorForAddress(
  q: Queryable,
  c: { email: string; name: string; trade: string; organisationId: string },
): Promise<{ id: string }> {
  const find = () =>
    q.query<{ id: string }>('SELECT id FROM contractors WHERE lower(email) = lower($1)', [c.email]);
  const [known] = await find();
  if (known) return known;
  // Two managers sending to a new address at once: the second finds the first one's record.
  // Known to the sending organisation only (migration 0039): its managers read it, others' do not.
  await q.query(
    `INSERT INTO contractors (name, email, trade, known_to_organisation_id, made_for_work_order)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (lower(email)) WHERE email IS NOT NULL DO NOTHING`,
    [c.name, c.email, c.trade, c.organisationId],
  );
  return (await find())[0]!;
}

export interface NewWorkOrderLink {
  tokenHash: string;
  reportId: string;
  organisationId: string;
  email: string;
  contractorId: string;
  /** The name the sender typed for the address (or the address), shown instead of the record's. */
  contractorName: string;
  language: 'sv' | 'en';
  createdBy: string | null;
}

export async function insertWorkOrderLink(q: Queryable, l: NewWorkOrderLink): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO errand_links
       (token_hash, purpose, report_id, organisation_id, email, contractor_id, contractor_name, language, created_by)
     VALUES ($1, 'work_order', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      l.tokenHash,
      l.reportId,
      l.organisationId,
      l.email,
      l.contractorId,
      l.contractorName,
      l.language,
      l.createdBy,
    ],
  );
  return row!.id;
}

/**
 * The contractor's name on a link (`l`, its record `c`): the one its sender typed (migration 0040).
 * A link made before that column shows the record's name only where the sending organisation's
 * managers may read the record, else the address: another organisation's name for the same
 * record is that organisation's data.
 */
const NAME_SQL = `COALESCE(l.contractor_name,
  CASE WHEN ${contractorReadableByOrganisation('c', 'l.organisation_id')} THEN c.name END,
  l.email)`;

/**
 * A link's state for staff (contract `WorkOrderLinkState`): how it stopped, else whether its
 * contractor holds the errand, someone else does, or it waits for an answer.
 */
const STATE_SQL = `CASE
  WHEN l.revoked_why = 'declined' THEN 'declined'
  WHEN l.revoked_why IN ('withdrawn', 'resent') THEN 'withdrawn'
  WHEN l.revoked_at IS NOT NULL OR r.status = 'Closed' THEN 'ended'
  WHEN r.contractor_id = l.contractor_id THEN 'accepted'
  WHEN r.contractor_id IS NOT NULL THEN 'ended'
  ELSE 'sent' END`;

/** The errand's work-order links, newest first (or the one `linkId`). */
export async function listWorkOrderLinks(
  q: Queryable,
  reportId: string,
  linkId?: string,
): Promise<(WorkOrderLink & { live: boolean; contractorId: string; language: 'sv' | 'en' })[]> {
  const rows = await q.query<
    Omit<WorkOrderLink, 'sentAt'> & {
      sentAt: string;
      live: boolean;
      contractorId: string;
      language: 'sv' | 'en';
    }
  >(
    `SELECT l.id, l.email, ${NAME_SQL} AS contractor_name, l.created_at AS sent_at,
            COALESCE(u.name, u.email) AS sent_by, ${STATE_SQL} AS state, l.decline_reason,
            l.revoked_at IS NULL AS live, l.contractor_id, COALESCE(l.language, r.language) AS language
       FROM errand_links l
       JOIN reports r ON r.id = l.report_id
       JOIN contractors c ON c.id = l.contractor_id
       LEFT JOIN users u ON u.id = l.created_by
      WHERE l.report_id = $1 AND l.purpose = 'work_order' AND ($2::uuid IS NULL OR l.id = $2::uuid)
      ORDER BY l.created_at DESC, l.id`,
    [reportId, linkId ?? null],
  );
  return rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() }));
}

/** Revokes a live link of the errand; false when it is not live (already revoked) or not the errand's. */
export async function revokeWorkOrderLink(
  q: Queryable,
  reportId: string,
  linkId: string,
  why: RevokedWhy,
  reason: string | null = null,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE errand_links
        SET revoked_at = now(), revoked_why = $3, decline_reason = $4,
            declined_at = CASE WHEN $3 = 'declined' THEN now() END
      WHERE id = $1 AND report_id = $2 AND purpose = 'work_order' AND revoked_at IS NULL
      RETURNING id`,
    [linkId, reportId, why, reason],
  );
  return rows.length === 1;
}

/** Every live work-order link of the errand stops (the errand closed). */
export async function revokeWorkOrdersOf(q: Queryable, reportId: string, why: RevokedWhy): Promise<void> {
  await q.query(
    `UPDATE errand_links SET revoked_at = now(), revoked_why = $2
      WHERE report_id = $1 AND purpose = 'work_order' AND revoked_at IS NULL`,
    [reportId, why],
  );
}

/** The holder of a live work-order link by its token's hash, with the contractor it acts for. */
export async function findWorkOrderHolder(
  q: Queryable,
  tokenHash: string,
): Promise<(WorkOrderHolder & { linkId: string; language: 'sv' | 'en' }) | undefined> {
  const [row] = await q.query<WorkOrderHolder & { linkId: string; language: 'sv' | 'en' }>(
    `SELECT l.id AS link_id, l.purpose, l.report_id, l.organisation_id, l.email, l.contractor_id,
            ${NAME_SQL} AS contractor_name, COALESCE(l.language, r.language) AS language
       FROM errand_links l
       JOIN contractors c ON c.id = l.contractor_id
       JOIN reports r ON r.id = l.report_id AND r.organisation_id = l.organisation_id
      WHERE l.token_hash = $1 AND l.purpose = 'work_order' AND l.revoked_at IS NULL
        AND r.status <> 'Closed'`,
    [tokenHash],
  );
  return row;
}
