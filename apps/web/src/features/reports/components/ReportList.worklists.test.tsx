import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { ReportList } from './ReportList';
import type { Selection } from './use-selection';

const late = sampleReport({
  id: '00000000-0000-4000-8000-0000000000a1',
  whatBroke: 'Late tap',
  overdue: true,
  acceptDueAt: '2026-01-01T11:00:00.000Z',
  finishDueAt: '2026-01-02T10:00:00.000Z',
});
const onTime = sampleReport({
  id: '00000000-0000-4000-8000-0000000000a2',
  whatBroke: 'Fresh tap',
  acceptDueAt: '2030-01-01T11:00:00.000Z',
  finishDueAt: '2030-01-02T10:00:00.000Z',
});
const closed = sampleReport({
  id: '00000000-0000-4000-8000-0000000000a3',
  whatBroke: 'Done tap',
  status: 'Closed',
  finishDueAt: '2026-01-02T10:00:00.000Z',
});

function renderList(selection?: Selection) {
  render(
    <MemoryRouter>
      <ReportList items={[late, onTime, closed]} base="/manager" selection={selection} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('report list deadlines and selection', () => {
  it('marks only overdue reports with the red chip, and shows no due time for closed ones', () => {
    renderList();
    const chips = screen.getAllByText(i18n.t('worklists.overdue'));
    expect(chips).toHaveLength(1);
    expect(chips[0]!.closest('tr')?.textContent).toContain('Late tap');
    const doneRow = screen.getByText('Done tap').closest('tr')!;
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    const dueCell = doneRow.querySelectorAll('td')[headers.indexOf(i18n.t('worklists.due'))];
    expect(dueCell?.textContent).toBe('');
  });

  it('has no checkboxes without a selection (those who may not act in bulk)', () => {
    renderList();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers a labelled checkbox per report that toggles it', () => {
    const toggle = vi.fn();
    renderList({ selected: new Set([onTime.id]), toggle });
    const box = screen.getByRole('checkbox', { name: i18n.t('worklists.bulk.select', { name: 'Late tap' }) });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(toggle).toHaveBeenCalledWith(late.id);
    const fresh = screen.getByRole('checkbox', {
      name: i18n.t('worklists.bulk.select', { name: 'Fresh tap' }),
    });
    expect((fresh as HTMLInputElement).checked).toBe(true);
  });
});
