import type { ApiScope, ApiToken } from '@app/contract';
import type { Actor } from '../../authz';
import { scope } from '../../authz';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';

const COLUMNS = `t.id, t.name, t.hint, t.scopes, u.name AS created_by, t.created_at AS created,
                 t.last_used_at AS last_used, t.revoked_at AS revoked`;

/** Whether the caller can see the organisation at all (else 404). */
export async function organisationVisible(q: Queryable, actor: Actor, id: string): Promise<boolean> {
  const p = new SqlParams();
  const rows = await q.query(
    `SELECT o.id FROM organisations o WHERE o.id = ${p.add(id)} AND ${scope(actor, 'organisation', p, 'o')}`,
    p.values,
  );
  return rows.length === 1;
}

/** The organisation's tokens, live ones first, newest first. */
export async function listApiTokens(q: Queryable, organisationId: string): Promise<ApiToken[]> {
  return q.query<ApiToken>(
    `SELECT ${COLUMNS} FROM api_tokens t LEFT JOIN users u ON u.id = t.created_by
      WHERE t.organisation_id = $1 ORDER BY t.revoked_at IS NOT NULL, t.created_at DESC, t.id`,
    [organisationId],
  );
}

/** Locks the organisation's row so that two parallel creations cannot pass the limit together. */
export async function countLiveApiTokensForUpdate(q: Queryable, organisationId: string): Promise<number> {
  await q.query('SELECT id FROM organisations WHERE id = $1 FOR UPDATE', [organisationId]);
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_tokens WHERE organisation_id = $1 AND revoked_at IS NULL',
    [organisationId],
  );
  return row?.n ?? 0;
}

export async function insertApiToken(
  q: Queryable,
  t: {
    organisationId: string;
    createdBy: string;
    name: string;
    hash: string;
    hint: string;
    scopes: ApiScope[];
  },
): Promise<ApiToken> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO api_tokens (organisation_id, created_by, name, token_hash, hint, scopes)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [t.organisationId, t.createdBy, t.name, t.hash, t.hint, t.scopes],
  );
  const [token] = await q.query<ApiToken>(
    `SELECT ${COLUMNS} FROM api_tokens t LEFT JOIN users u ON u.id = t.created_by WHERE t.id = $1`,
    [row!.id],
  );
  return token!;
}

/** Revokes a live token of the organisation; false when there is none by that id. */
export async function revokeApiToken(q: Queryable, organisationId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE api_tokens SET revoked_at = now()
      WHERE id = $1 AND organisation_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, organisationId],
  );
  return rows.length === 1;
}
