import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { RouteGroupContext } from '../../../lib/route-group';
import { sampleReport } from '../../../test/reports';
import { reportDetail } from '../api';
import ReportDetailPage from './ReportDetailPage';

const t = (key: string) => i18n.t(key);

/** Pretends the window is at least `md` wide (true) or phone-sized (false). */
function widthIsDesktop(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function renderDetail(patch: Parameters<typeof sampleReport>[0] = {}) {
  const report = sampleReport(
    { status: 'InProgress', ...patch },
    { edit: true, delete: true, moves: [{ to: 'Closed', reasonRequired: false }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(reportDetail(report.id).queryKey, report);
  render(
    <QueryClientProvider client={client}>
      <RouteGroupContext.Provider value={{ base: '/panel', has: () => false }}>
        <MemoryRouter initialEntries={[`/panel/errands/${report.id}`]}>
          <Routes>
            <Route path="/panel/errands/:id" element={<ReportDetailPage />} />
          </Routes>
        </MemoryRouter>
      </RouteGroupContext.Provider>
    </QueryClientProvider>,
  );
}

/** Whether `a` comes before `b` in the document (and so in reading and tab order). */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The elements stand in the document in the order given, each before the next. */
function expectInOrder(...elements: Element[]) {
  for (const [i, element] of elements.slice(1).entries())
    expect(before(elements[i]!, element), `element ${i} before element ${i + 1}`).toBe(true);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('errand detail layout', () => {
  it('on a phone, shows the status and its moves before edit, delete and the details', () => {
    widthIsDesktop(false);
    renderDetail();
    const status = screen.getByText(t('enums.status.InProgress'));
    const moves = screen.getByRole('heading', { name: t('errandsPages.statusActions') });
    const edit = screen.getByRole('button', { name: t('adminPages.shared.edit') });
    const remove = screen.getByRole('button', { name: t('adminPages.shared.delete') });
    const details = screen.getByRole('heading', { name: t('errandsPages.details') });
    expectInOrder(status, moves, edit, remove, details);
  });

  it('on a wide screen, keeps edit and delete in the header and the moves at the top of the side column', () => {
    widthIsDesktop(true);
    renderDetail();
    const title = screen.getByRole('heading', { level: 1 });
    const edit = screen.getByRole('button', { name: t('adminPages.shared.edit') });
    const moves = screen.getByRole('heading', { name: t('errandsPages.statusActions') });
    const details = screen.getByRole('heading', { name: t('errandsPages.details') });
    const timeline = screen.getByRole('heading', { name: t('errandsPages.timeline.title') });
    expectInOrder(title, edit, moves, details, timeline);
    expect(screen.getAllByRole('heading', { name: t('errandsPages.statusActions') })).toHaveLength(1);
  });
});

describe('errand detail: access', () => {
  it('shows how to get in, labelled, when the server sends it', () => {
    widthIsDesktop(true);
    renderDetail({ access: 'Portkod 1234' });
    expect(screen.getByText(t('errandsPages.fields.accessInfo'))).toBeTruthy();
    expect(screen.getByText('Portkod 1234')).toBeTruthy();
  });

  it('shows no access row when the caller may not read it (null)', () => {
    widthIsDesktop(true);
    renderDetail({ access: null });
    expect(screen.queryByText(t('errandsPages.fields.accessInfo'))).toBeNull();
  });
});
