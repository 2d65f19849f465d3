import type { WorkOrderView } from '@app/contract';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import WorkOrderPage from './WorkOrderPage';

/** What the fake server answers for each token; a token it does not know never answers. */
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../work-order-api', () => ({
  workOrder: (token: string) => ({
    queryKey: ['work-order', token],
    queryFn: () => (answers.has(token) ? Promise.resolve(answers.get(token)) : new Promise(() => {})),
    retry: false,
  }),
  workOrderCalls: {},
}));

const visit = {
  startsAt: '2026-12-01T07:00:00.000Z',
  endsAt: '2026-12-01T09:00:00.000Z',
  note: null,
  plannedBy: 'Extern Rör AB',
  updated: '2026-11-28T10:00:00.000Z',
};
const view: WorkOrderView = {
  errand: sampleReport({ status: 'InProgress', access: 'Nyckel hos vaktmästaren', visit }),
  files: [],
  contractorName: 'Extern Rör AB',
  language: 'sv',
  canDecline: false,
};
const open = (token: string) =>
  render(
    <MemoryRouter initialEntries={[`/w/${token}`]}>
      <Routes>
        <Route path="/w/:token" element={<WorkOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
const w = (key: string) => i18n.t(`publicReport.workOrder.${key}`);

// The page follows the language of the mail that carried its link: each test starts in Swedish.
beforeEach(() => i18n.changeLanguage('sv'));
afterEach(() => {
  cleanup();
  answers.clear();
});

describe('the work-order link page', () => {
  it('says what the page is while the work order loads', () => {
    open('loading');
    expect(screen.getByRole('heading', { level: 1, name: w('title') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(i18n.t('common.loading'));
  });

  it('lists the facts as labelled values, the visit as the errand page says it', async () => {
    answers.set('loaded', view);
    open('loaded');
    await screen.findByRole('heading', { level: 1, name: /Dripping tap/ });
    const when = renderHook(() => useVisitWindow()).result.current;
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual([w('where'), w('access'), w('visit')]);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values[1]).toBe('Nyckel hos vaktmästaren');
    expect(values[2]).toBe(when(visit.startsAt, visit.endsAt));
  });
});
