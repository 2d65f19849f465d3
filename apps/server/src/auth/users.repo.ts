import type { CurrentUser } from '@app/contract';
import type { Locale } from '@app/i18n';
import { userCapabilities } from '../authz/users.policy';
import type { Queryable } from '../db';
import { SqlParams, setClause } from '../lib/sql';
import type { AuthUser } from './auth-user';

/** A user as stored: the caller's fields without a session, and whether the account is disabled. */
export interface UserRow extends Omit<AuthUser, 'sessionId'> {
  disabled: boolean;
}
export interface UserWithHash extends UserRow {
  passwordHash: string;
}

const COLUMNS = `u.id, u.email, u.name, u.phone, u.role, u.organisation_id, u.locale, u.metadata, u.disabled,
                 u.password_hash, c.id AS contractor_id`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserWithHash | undefined> {
  const [row] = await q.query<UserWithHash>(
    `SELECT ${COLUMNS} FROM users u LEFT JOIN contractors c ON c.user_id = u.id WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserWithHash | undefined> {
  const [row] = await q.query<UserWithHash>(
    `SELECT ${COLUMNS} FROM users u LEFT JOIN contractors c ON c.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return row;
}

export async function emailInUse(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export type NewUser = Pick<
  UserWithHash,
  'email' | 'passwordHash' | 'role' | 'organisationId' | 'name' | 'locale'
>;

export async function insertUser(q: Queryable, u: NewUser): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, role, organisation_id, name, locale)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [u.email, u.passwordHash, u.role, u.organisationId, u.name, u.locale],
  );
  return row!.id;
}

/** New password; access tokens issued before now stop counting. */
export async function setPassword(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.query(
    'UPDATE users SET password_hash = $2, tokens_valid_after = now(), updated_at = now() WHERE id = $1',
    [userId, passwordHash],
  );
}

export async function lockMetadata(q: Queryable, userId: string): Promise<Record<string, unknown>> {
  const [row] = await q.query<{ metadata: Record<string, unknown> }>(
    'SELECT metadata FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return row?.metadata ?? {};
}

export async function setMetadata(
  q: Queryable,
  userId: string,
  metadata: Record<string, unknown>,
  locale: Locale | null,
): Promise<void> {
  await q.query(
    `UPDATE users SET metadata = $2::jsonb, locale = coalesce($3, locale), updated_at = now() WHERE id = $1`,
    [userId, JSON.stringify(metadata), locale],
  );
}

/** The caller's own name and phone: only the keys given change (null clears). */
export async function setProfile(
  q: Queryable,
  userId: string,
  changes: { name?: string | null; phone?: string | null },
): Promise<void> {
  const p = new SqlParams();
  const sets = setClause(p, changes, { name: 'name', phone: 'phone' });
  await q.query(`UPDATE users SET ${sets} WHERE id = ${p.add(userId)}`, p.values);
}

export async function setEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [userId, email]);
}

/** The wire shape of docs/PRODUCT.md "Accounts and tokens": `userName` is the email, `roles` a one-element list. */
export function toCurrentUser(u: Omit<UserRow, 'disabled'>): CurrentUser {
  return {
    id: u.id,
    userName: u.email,
    email: u.email,
    name: u.name,
    phone: u.phone ?? null,
    roles: [u.role],
    metadata: u.metadata,
    organisationId: u.organisationId,
    contractorId: u.contractorId,
    locale: u.locale,
    can: userCapabilities({
      id: u.id,
      role: u.role,
      organisationId: u.organisationId,
      contractorId: u.contractorId,
    }),
  };
}
