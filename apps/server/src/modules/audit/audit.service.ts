import type { AuditEntry, AuditExportQuery, AuditListQuery } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { type Actor, auditLogOrganisation, mayReadAuditLog } from '../../authz';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import { BOM, csvLine, delimiterChar } from '../../lib/csv';
import { localTime } from '../../lib/org-time';
import { type AuditFilter, auditBatches, listAudit } from './audit.repo';

/** The filter a caller's query becomes: a manager's is always their own organisation. */
function filterFor(actor: Actor, query: AuditFilter): AuditFilter {
  if (!mayReadAuditLog(actor)) throw forbidden();
  return { ...query, organisationId: auditLogOrganisation(actor, query.organisationId) };
}

export async function listAuditFor(db: Db, actor: Actor, query: AuditListQuery) {
  const { page, pageSize, ...filters } = query;
  const { items, total } = await listAudit(db, filterFor(actor, filters), {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, total, page, pageSize };
}

const COLUMNS = ['at', 'action', 'actor', 'organisation', 'targetType', 'target', 'details'] as const;

/** The entries the filters match as CSV text, newest first (the export's safe-cell writer). */
export async function auditCsv(
  db: Db,
  actor: Actor,
  locale: Locale,
  query: AuditExportQuery,
): Promise<string> {
  const { delimiter, ...filters } = query;
  const filter = filterFor(actor, filters);
  const sep = delimiterChar(delimiter);
  const t = (key: string) => translate(locale, `privacy.audit.${key}`);
  let out =
    BOM +
    csvLine(
      COLUMNS.map((c) => t(`columns.${c}`)),
      sep,
    );
  for await (const rows of auditBatches(db, filter)) {
    for (const e of rows) out += csvLine(auditCells(e, t), sep);
  }
  return out;
}

function auditCells(e: AuditEntry, t: (key: string) => string) {
  return [
    localTime(e.at),
    t(`action.${e.action}`),
    e.actorName ?? t('system'),
    e.organisationName,
    t(`target.${e.targetType}`),
    e.targetName ?? e.targetId,
    Object.keys(e.details).length ? JSON.stringify(e.details) : '',
  ];
}
