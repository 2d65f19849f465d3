import type { AuditAction, AuditEntry, AuditTargetType } from '@app/contract';
import type { Queryable } from '../../db';
import { localDayStartSql } from '../../lib/org-time';
import { SqlParams } from '../../lib/sql';

/**
 * One administrative action as the services record it, in the transaction that does it.
 * `details` holds field names, roles and counts, never a person's name, email or free text.
 */
export interface AuditRecord {
  actorId: string | null;
  organisationId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one entry; the table refuses UPDATE and DELETE (migration 0021). */
export async function recordAudit(q: Queryable, entry: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, organisation_id, action, target_type, target_id, details)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.actorId,
      entry.organisationId,
      entry.action,
      entry.targetType,
      entry.targetId ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

export interface AuditFilter {
  organisationId?: string;
  actorId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

function auditWhere(p: SqlParams, f: AuditFilter): string {
  const where = ['TRUE'];
  if (f.organisationId) where.push(`a.organisation_id = ${p.add(f.organisationId)}`);
  if (f.actorId) where.push(`a.actor_id = ${p.add(f.actorId)}`);
  if (f.action) where.push(`a.action = ${p.add(f.action)}`);
  // Days on the organisations' clock, as the file writes its times.
  if (f.from) where.push(`a.occurred_at >= ${localDayStartSql(p.add(f.from))}`);
  if (f.to) where.push(`a.occurred_at < ${localDayStartSql(p.add(f.to), 1)}`);
  return where.join(' AND ');
}

/** The names are read as they are now: an erased person shows as anonymised, not as they were. */
const COLUMNS = `a.id, a.occurred_at AS at, a.action, a.actor_id, coalesce(actor.name, actor.email) AS actor_name,
  a.organisation_id, o.name AS organisation_name, a.target_type, a.target_id,
  CASE a.target_type
    WHEN 'user' THEN coalesce(tu.name, tu.email)
    WHEN 'organisation' THEN tor.name
    WHEN 'property' THEN tp.address
  END AS target_name,
  a.details`;
const FROM = `audit_log a
  LEFT JOIN users actor ON actor.id = a.actor_id
  LEFT JOIN organisations o ON o.id = a.organisation_id
  LEFT JOIN users tu ON a.target_type = 'user' AND tu.id = a.target_id
  LEFT JOIN organisations tor ON a.target_type = 'organisation' AND tor.id = a.target_id
  LEFT JOIN properties tp ON a.target_type = 'property' AND tp.id = a.target_id`;
const ORDER = 'a.occurred_at DESC, a.id DESC';

export async function listAudit(
  q: Queryable,
  f: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const p = new SqlParams();
  const where = auditWhere(p, f);
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`,
    p.values,
  );
  const items = await q.query<AuditEntry>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${ORDER}
      LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
    p.values,
  );
  return { items, total: count?.total ?? 0 };
}

/** Rows per round trip of the CSV export. */
const EXPORT_BATCH = 1000;

/** Every entry the filter matches, newest first, a batch at a time (keyset paging). */
export async function* auditBatches(q: Queryable, f: AuditFilter): AsyncGenerator<AuditEntry[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const p = new SqlParams();
    const where = [auditWhere(p, f)];
    if (after)
      where.push(`(a.occurred_at, a.id) < (${p.add(after.at)}::timestamptz, ${p.add(after.id)}::uuid)`);
    const rows = await q.query<AuditEntry>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${ORDER} LIMIT ${p.add(EXPORT_BATCH)}`,
      p.values,
    );
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
