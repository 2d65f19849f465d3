import type { Role } from '@app/contract';
import type { Queryable } from '../db';

export interface InviteRow {
  id: string;
  email: string;
  role: Role;
  organisationId: string | null;
  premisesId: string | null;
  contractorId: string | null;
}

export async function insertInvite(
  q: Queryable,
  i: Omit<InviteRow, 'id'> & { tokenHash: string; invitedBy: string; ttlDays: number },
): Promise<{ id: string; expiresAt: string }> {
  const [row] = await q.query<{ id: string; expiresAt: string }>(
    `INSERT INTO invite_tokens (token_hash, email, role, organisation_id, premises_id, contractor_id, invited_by,
                                expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8)) RETURNING id, expires_at`,
    [i.tokenHash, i.email, i.role, i.organisationId, i.premisesId, i.contractorId, i.invitedBy, i.ttlDays],
  );
  return row!;
}

/** Spends an unused, unexpired invite (atomically: a second use finds nothing). */
export async function consumeInvite(q: Queryable, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await q.query<InviteRow>(
    `UPDATE invite_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING id, email, role, organisation_id, premises_id, contractor_id`,
    [tokenHash],
  );
  return row;
}
