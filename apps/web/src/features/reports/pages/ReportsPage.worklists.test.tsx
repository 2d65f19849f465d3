import type { Role } from '@app/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { renderCachedAs, signOutAfterEach } from '../../../test/cached-page';
import ReportsPage from './ReportsPage';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAs(role: Role) {
  renderCachedAs(
    role,
    <>
      <ReportsPage />
      <Where />
    </>,
    [],
    { queriesOff: true },
  );
}

const toggle = (key: string) => screen.queryByRole('button', { name: i18n.t(`worklists.filters.${key}`) });

signOutAfterEach();

/** Quick filters and saved filters follow `can.manageReports`; overdue is for everyone. */
describe('reports list worklists', () => {
  it('gives managers the overdue, unassigned and mine toggles and saved filters', () => {
    renderAs('PropertyManager');
    for (const key of ['overdue', 'unassigned', 'mine']) expect(toggle(key)).not.toBeNull();
    expect(screen.getByRole('button', { name: i18n.t('worklists.saved.save') })).toBeTruthy();
    fireEvent.click(toggle('unassigned')!);
    expect(screen.getByTestId('where').textContent).toBe('?unassigned=true');
    expect(toggle('unassigned')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives tenants and contractors only the overdue toggle, no saved filters', () => {
    for (const role of ['PropertyTenant', 'Contractor'] as const) {
      renderAs(role);
      expect(toggle('overdue')).not.toBeNull();
      expect(toggle('unassigned')).toBeNull();
      expect(toggle('mine')).toBeNull();
      expect(screen.queryByRole('button', { name: i18n.t('worklists.saved.save') })).toBeNull();
      cleanup();
    }
  });
});
