import type { AccountingSettings } from '@app/contract';
import type { Queryable } from '../../db';
import { ORGANISATION_TIME_ZONE } from '../../lib/org-time';

const DEFAULTS: AccountingSettings = { costAccount: '5170', payableAccount: '2440', voucherSeries: 'A' };

export async function findAccountingSettings(
  q: Queryable,
  organisationId: string,
): Promise<AccountingSettings> {
  const [row] = await q.query<AccountingSettings>(
    'SELECT cost_account, payable_account, voucher_series FROM accounting_settings WHERE organisation_id = $1',
    [organisationId],
  );
  return row ?? DEFAULTS;
}

export async function saveAccountingSettings(
  q: Queryable,
  organisationId: string,
  s: AccountingSettings,
): Promise<void> {
  await q.query(
    `INSERT INTO accounting_settings (organisation_id, cost_account, payable_account, voucher_series)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (organisation_id) DO UPDATE SET cost_account = $2, payable_account = $3, voucher_series = $4`,
    [organisationId, s.costAccount, s.payableAccount, s.voucherSeries],
  );
}

export interface CostLine {
  contractor: string;
  property: string;
  errands: number;
  /** In öre: sums stay exact. */
  costOre: number;
}

/**
 * Close-out costs of the organisation's errands marked done in the period (Swedish days), per
 * contractor and property; close-outs without a cost are left out.
 */
export async function costLines(
  q: Queryable,
  organisationId: string,
  from: string,
  to: string,
): Promise<CostLine[]> {
  const rows = await q.query<{
    contractor: string | null;
    property: string;
    errands: number;
    costOre: string;
  }>(
    `SELECT c.name AS contractor, concat_ws(', ', p.address, p.city) AS property,
            count(*)::int AS errands, sum(round(co.cost_sek * 100))::bigint AS cost_ore
       FROM report_closeouts co
       JOIN reports r ON r.id = co.report_id
       JOIN properties p ON p.id = r.property_id
       LEFT JOIN contractors c ON c.id = co.contractor_id
      WHERE co.organisation_id = $1 AND co.cost_sek IS NOT NULL
        AND (co.done_at AT TIME ZONE '${ORGANISATION_TIME_ZONE}')::date BETWEEN $2::date AND $3::date
      GROUP BY c.name, p.address, p.city
      ORDER BY c.name NULLS LAST, p.address, p.city`,
    [organisationId, from, to],
  );
  return rows.map((r) => ({ ...r, contractor: r.contractor ?? '', costOre: Number(r.costOre) }));
}
