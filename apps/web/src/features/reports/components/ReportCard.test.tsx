import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { ReportCard } from './ReportCard';

afterEach(cleanup);

const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(key, vars);
const report = sampleReport({
  number: 12,
  whatBroke: 'Droppande kran i köket',
  status: 'InProgress',
  priority: 'High',
  place: { address: 'Kungsgatan 48', city: 'Uppsala', premisesDesignation: 'Lgh 1102' },
});

const show = (props: Partial<Parameters<typeof ReportCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ReportCard report={report} to="/panel/errands/x" fresh={false} {...props} />
    </MemoryRouter>,
  );

describe('errand card on a phone', () => {
  it('is one link holding number and title, status and priority, place and date', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = within(links[0]!);
    expect(links[0]!.getAttribute('href')).toBe('/panel/errands/x');
    expect(link.getByText('Droppande kran i köket', { exact: false })).toBeTruthy();
    expect(link.getByText('#12')).toBeTruthy();
    expect(link.getByText(t('enums.status.InProgress'))).toBeTruthy();
    expect(link.getByText(t('enums.priority.High'))).toBeTruthy();
    expect(link.getByText('Kungsgatan 48, Lgh 1102', { exact: false })).toBeTruthy();
    expect(links[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(report.created);
  });

  it('keeps the bulk checkbox beside the link, and says in words when it just changed', () => {
    const toggle = vi.fn();
    show({ fresh: true, selection: { selected: new Set(), toggle } });
    const box = screen.getByRole('checkbox', {
      name: t('worklists.bulk.select', { name: report.whatBroke }),
    });
    expect(screen.getByRole('link').contains(box)).toBe(false);
    fireEvent.click(box);
    expect(toggle).toHaveBeenCalledWith(report.id);
    expect(screen.getByRole('link').textContent).toContain(t('live.cues.fresh'));
  });
});
