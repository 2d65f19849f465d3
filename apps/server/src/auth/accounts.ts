import { actsForContractor, rentsPremises } from '../authz';
import type { Queryable } from '../db';
import { conflict } from '../http/errors';
import { emailInUse, insertUser, type NewUser } from './users.repo';

export interface NewAccount extends NewUser {
  /** Tenants: premises to link. */
  premisesId?: string | null;
  /** Contractors: the contractor record the account acts for. */
  contractorId?: string | null;
}

/**
 * Creates a user and its links inside the caller's transaction. A Contractor
 * account acts for a contractor record: the invited one, else an unlinked record
 * with the same email, else a new record (trade "other", editable in the profile).
 */
export async function createAccount(tx: Queryable, a: NewAccount): Promise<string> {
  if (await emailInUse(tx, a.email)) throw conflict('auth.errors.emailTaken');
  const userId = await insertUser(tx, a);
  if (actsForContractor(a.role)) await linkContractor(tx, userId, a);
  if (rentsPremises(a.role) && a.premisesId) {
    await tx.query(
      'INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [a.premisesId, userId],
    );
  }
  return userId;
}

async function linkContractor(tx: Queryable, userId: string, a: NewAccount) {
  if (a.contractorId) {
    const rows = await tx.query(
      'UPDATE contractors SET user_id = $2, updated_at = now() WHERE id = $1 AND user_id IS NULL RETURNING id',
      [a.contractorId, userId],
    );
    if (rows.length === 0) throw conflict('auth.errors.contractorTaken');
    return;
  }
  const linked = await tx.query(
    `UPDATE contractors SET user_id = $2, updated_at = now()
      WHERE lower(email) = lower($1) AND user_id IS NULL RETURNING id`,
    [a.email, userId],
  );
  if (linked.length > 0) return;
  await tx.query(`INSERT INTO contractors (name, email, trade, user_id) VALUES ($1, $2, 'other', $3)`, [
    a.name ?? a.email.split('@')[0],
    a.email,
    userId,
  ]);
}
