import type { AccountingExportQuery, AccountingSettings } from '@app/contract';
import type { Actor } from '../../authz';
import type { Db } from '../../db';
import { BOM, csvLine } from '../../lib/csv';
import { costLines, findAccountingSettings, saveAccountingSettings } from './accounting.repo';
import { checkIntegrationAccess } from './api-tokens.service';
import { sieFile } from './sie';

const CSV_HEADER = ['contractor', 'property', 'errands', 'cost_sek'];

/** The accounting export of close-out costs and its account settings, for the organisation's managers. */
export function createAccountingService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async settings(actor: Actor, organisationId: string): Promise<AccountingSettings> {
      await checkIntegrationAccess(db, actor, organisationId);
      return findAccountingSettings(db, organisationId);
    },
    async saveSettings(
      actor: Actor,
      organisationId: string,
      s: AccountingSettings,
    ): Promise<AccountingSettings> {
      await checkIntegrationAccess(db, actor, organisationId);
      await saveAccountingSettings(db, organisationId, s);
      return findAccountingSettings(db, organisationId);
    },
    /** The file's name, type and bytes: CSV in UTF-8 with the safe-cell writer, or SIE 4 in CP437. */
    async export(actor: Actor, organisationId: string, query: AccountingExportQuery) {
      await checkIntegrationAccess(db, actor, organisationId);
      const lines = await costLines(db, organisationId, query.from, query.to);
      const name = `kostnader-${query.from}-${query.to}`;
      if (query.format === 'csv') {
        const rows = lines.map((l) =>
          csvLine([l.contractor, l.property, l.errands, (l.costOre / 100).toFixed(2)], ';'),
        );
        const text = BOM + csvLine(CSV_HEADER, ';') + rows.join('');
        return { name: `${name}.csv`, type: 'text/csv; charset=utf-8', body: Buffer.from(text, 'utf8') };
      }
      const settings = await findAccountingSettings(db, organisationId);
      const [org] = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
        organisationId,
      ]);
      const body = sieFile({
        ...settings,
        organisationName: org!.name,
        from: query.from,
        to: query.to,
        generated: new Date(),
        lines,
      });
      return { name: `${name}.se`, type: 'text/plain; charset=ibm437', body };
    },
  };
}
