import type { Statistics, StatisticsExportQuery, StatisticsQuery } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { mayReadStatistics, statisticsOrganisation } from '../../authz/reporting.policy';
import { type ReportActor, reportScope } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { forbidden } from '../../http/errors';
import { BOM, csvLine, delimiterChar } from '../../lib/csv';
import type { SqlParams } from '../../lib/sql';
import { statistics } from './statistics.repo';

/** Statistics over time: managers (their organisation) and admins (all, or one); 403 for others. */
export function createStatisticsService(deps: { db: Queryable }) {
  async function get(actor: ReportActor, query: StatisticsQuery, now = new Date()): Promise<Statistics> {
    if (!mayReadStatistics(actor)) throw forbidden();
    const org = statisticsOrganisation(actor, query.organisationId);
    const scope = (p: SqlParams) =>
      org ? `${reportScope(actor, p)} AND r.organisation_id = ${p.add(org)}` : reportScope(actor, p);
    return statistics(deps.db, scope, now);
  }

  /**
   * The same figures as one CSV table: a row per month and group (all, each trade, each
   * property), so a spreadsheet can pivot it any way.
   */
  async function csv(actor: ReportActor, locale: Locale, query: StatisticsExportQuery): Promise<string> {
    const s = await get(actor, query);
    const sep = delimiterChar(query.delimiter);
    const t = (key: string) => translate(locale, `statistics.${key}`);
    const head = ['month', 'group', 'name', 'created', 'closed', 'medianHoursToClose'].map((k) =>
      t(`csv.${k}`),
    );
    let out = BOM + csvLine(head, sep);
    for (const m of s.months)
      out += csvLine([m.month, t('csv.all'), '', m.created, m.closed, m.medianHoursToClose], sep);
    for (const r of s.perTrade)
      out += csvLine(
        [r.month, t('csv.trade'), translate(locale, `enums.trade.${r.trade}`), r.created, r.closed, null],
        sep,
      );
    for (const r of s.perProperty)
      out += csvLine([r.month, t('csv.property'), r.address, r.created, r.closed, null], sep);
    return out;
  }

  return { get, csv };
}
