import type { Invite, Role, UserSummary } from '@app/contract';
import type { Queryable } from '../../db';
import { sortEntry } from '../../lib/sql';

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

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WHERE = `($1::uuid IS NULL OR u.organisation_id = $1)
  AND ($2::text IS NULL OR u.role = $2)
  AND ($3::boolean IS NULL OR u.disabled = $3)
  AND ($4::text IS NULL OR u.email ILIKE $4 OR u.name ILIKE $4)`;

const SUMMARY = `u.id, u.email, u.name, u.role, u.organisation_id, c.id AS contractor_id, u.locale, u.disabled,
                 u.created_at AS created, u.updated_at AS last_modified`;

export async function listUsers(
  q: Queryable,
  f: UserFilter,
  page: { sort: string; limit: number; offset: number },
): Promise<{ items: UserSummary[]; total: number }> {
  const params = [
    f.organisationId ?? null,
    f.role ?? null,
    f.disabled ?? null,
    f.q ? likePattern(f.q) : null,
  ];
  const items = await q.query<UserSummary>(
    `SELECT ${SUMMARY} FROM users u LEFT JOIN contractors c ON c.user_id = u.id
      WHERE ${WHERE} ORDER BY ${sortEntry(ORDER, page.sort)}, u.id LIMIT $5 OFFSET $6`,
    [...params, page.limit, page.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${WHERE}`,
    params,
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
  await q.query(
    `UPDATE users SET
        name = CASE WHEN $2 THEN $3 ELSE name END,
        disabled = coalesce($4, disabled),
        -- Disabling stops every access token at once.
        tokens_valid_after = CASE WHEN $4 AND NOT disabled THEN now() ELSE tokens_valid_after END,
        updated_at = now()
      WHERE id = $1`,
    [id, patch.name !== undefined, patch.name ?? null, patch.disabled ?? null],
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
  const where = `used_at IS NULL AND expires_at > now() AND ($1::uuid IS NULL OR organisation_id = $1)`;
  const items = await q.query<Invite>(
    `SELECT id, email, role, organisation_id, premises_id, contractor_id, invited_by, expires_at,
            created_at AS created
       FROM invite_tokens WHERE ${where} ORDER BY ${sortEntry(INVITE_SORTS, page.sort)} LIMIT $2 OFFSET $3`,
    [organisationId, page.limit, page.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM invite_tokens WHERE ${where}`,
    [organisationId],
  );
  return { items, total: count?.total ?? 0 };
}
