import type { ReportPage, Role } from '@app/contract';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../../components/format';
import { i18next as i18n } from '../../../lib/i18n';
import { renderCachedAs, signOutAfterEach } from '../../../test/cached-page';
import { reportList } from '../api';
import ReportsPage from './ReportsPage';

function renderAs(role: Role, page?: ReportPage) {
  // The first page's answer, as the list would have fetched it (queries are off in these tests).
  const cached = page ? ([[reportList('page=1&pageSize=25&sort=-created').queryKey, page]] as const) : [];
  renderCachedAs(role, <ReportsPage />, cached, { queriesOff: true });
}

const reportButton = () => screen.queryByRole('button', { name: i18n.t('errandsPages.reportFault') });
const scopeTabs = () => screen.queryByRole('tablist', { name: i18n.t('errandsPages.scope.label') });

signOutAfterEach();

/** Filing follows `can.createReport`; those who may not file (contractors) get their own and the open market's. */
describe('reports list', () => {
  it('lets those who may file a report do so, without the scope tabs', () => {
    renderAs('PropertyTenant');
    expect(reportButton()).not.toBeNull();
    expect(scopeTabs()).toBeNull();
  });

  it('gives contractors the mine/market tabs and no report button', () => {
    renderAs('Contractor');
    expect(reportButton()).toBeNull();
    expect(scopeTabs()).not.toBeNull();
    expect(screen.getByRole('tab', { name: i18n.t('errandsPages.scope.market') })).not.toBeNull();
  });

  it('heads the list with its total, "10 000+" where the server stopped counting', () => {
    const n = (value: number) =>
      // Testing Library compares with whitespace collapsed; Swedish groups digits with a no-break space.
      new Intl.NumberFormat(intlLocale(i18n.language)).format(value).replace(/\s/g, ' ');
    renderAs('PropertyManager', { items: [], total: 10_000, totalIsCapped: true, page: 1, pageSize: 25 });
    expect(screen.getByText(i18n.t('errandsPages.listTotal.capped', { shown: n(10_000) }))).not.toBeNull();
    cleanup();
    renderAs('PropertyManager', { items: [], total: 1234, totalIsCapped: false, page: 1, pageSize: 25 });
    expect(
      screen.getByText(i18n.t('errandsPages.listTotal.count', { count: 1234, shown: n(1234) })),
    ).not.toBeNull();
  });
});
