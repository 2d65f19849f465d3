import type { Invite, Role, UserSummary } from '@app/contract';
import type { Queryable } from '../../db';
import { SqlParams, sortEntry, textSearch } from '../../lib/sql';

export interface UserFilter {
  organisationId?: string;
  role?: Role;
  disabled?: boolean;
  /** Matched against email and name, case-insensitively. */
  q?: string;
}

const ORDER: Record<string, string> = {
  created: 'u.created_at ASC',
  '-created': 'u.created_at DESC',
  email: 'lower(u.email) ASC',
  '-email': 'lower(u.email) DESC',
  name: 'lower(u.name) ASC NULLS LAST',
  '-name': 'lower(u.name) DESC NULLS LAST',
};
/** The sortable fields (own keys only: see sortEntry). */
export const USER_SORTS: Readonly<Record<string, string>> = ORDER;

function userWhere(p: SqlParams, f: UserFilter): string {
  const where = ['TRUE'];
  if (f.organisationId) where.push(`u.organisation_id = ${p.add(f.organisationId)}`);
  if (f.role) where.push(`u.role = ${p.add(f.role)}`);
  if (f.disabled !== undefined) where.push(`u.disabled = ${p.add(f.disabled)}`);
  if (f.q) where.push(textSearch(p, f.q, ['u.email', 'u.name']));
  return where.join(' AND ');
}

const SUMMARY = `u.id, u.email, u.name, u.role, u.organisation_id, c.id AS contractor_id, u.locale, u.disabled,
                 u.erased_at IS NOT NULL AS erased,
                 u.created_at AS created, u.updated_at AS last_modified`;

export async function listUsers(
  q: Queryable,
  f: UserFilter,
  page: { sort: string; limit: number; offset: number },
): Promise<{ items: UserSummary[]; total: number }> {
  const p = new SqlParams();
  const where = userWhere(p, f);
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    p.values,
  );
  const order = sortEntry(ORDER, page.sort);
  const items = await q.query<UserSummary>(
    `SELECT ${SUMMARY} FROM users u LEFT JOIN contractors c ON c.user_id = u.id
      WHERE ${where} ORDER BY ${order}, u.id LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
    p.values,
  );
  return { items, total: count?.total ?? 0 };
}

export async function findUserSummary(q: Queryable, id: string): Promise<UserSummary | undefined> {
  const [row] = await q.query<UserSummary>(
    `SELECT ${SUMMARY} FROM users u LEFT JOIN contractors c ON c.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return row;
}

export async function updateUser(
  q: Queryable,
  id: string,
  patch: { name?: string | null; disabled?: boolean },
): Promise<void> {
  const p = new SqlParams();
  const setName = p.add(patch.name !== undefined);
  const name = p.add(patch.name ?? null);
  const disabled = p.add(patch.disabled ?? null);
  await q.query(
    `UPDATE users SET
        name = CASE WHEN ${setName} THEN ${name} ELSE name END,
        disabled = coalesce(${disabled}, disabled),
        -- Disabling stops every access token at once.
        tokens_valid_after = CASE WHEN ${disabled} AND NOT disabled THEN now() ELSE tokens_valid_after END,
        updated_at = now()
      WHERE id = ${p.add(id)}`,
    p.values,
  );
}

/** The sort keys of the pending-invitation list (own keys only: see sortEntry). */
export const INVITE_SORTS: Readonly<Record<string, string>> = {
  created: 'created_at ASC, id ASC',
  '-created': 'created_at DESC, id DESC',
  email: 'email ASC, id ASC',
  '-email': 'email DESC, id DESC',
};

export async function listPendingInvites(
  q: Queryable,
  organisationId: string | null,
  page: { sort: string; limit: number; offset: number },
): Promise<{ items: Invite[]; total: number }> {
  const p = new SqlParams();
  const where = ['used_at IS NULL AND expires_at > now()'];
  if (organisationId) where.push(`organisation_id = ${p.add(organisationId)}`);
  const whereSql = where.join(' AND ');
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM invite_tokens WHERE ${whereSql}`,
    p.values,
  );
  const items = await q.query<Invite>(
    `SELECT id, email, role, organisation_id, premises_id, contractor_id, invited_by, expires_at,
            created_at AS created
       FROM invite_tokens WHERE ${whereSql} ORDER BY ${sortEntry(INVITE_SORTS, page.sort)}
      LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
    p.values,
  );
  return { items, total: count?.total ?? 0 };
}
