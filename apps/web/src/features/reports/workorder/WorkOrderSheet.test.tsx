import type { ReportAction } from '@app/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { WorkOrderSheet } from './WorkOrderSheet';

afterEach(cleanup);

const note = (text: string, visibility: ReportAction['visibility']): ReportAction => ({
  id: `00000000-0000-4000-8000-00000000${visibility === 'internal' ? '0f01' : '0f02'}`,
  reportId: '00000000-0000-4000-8000-0000000000a1',
  kind: 'note',
  actorId: null,
  actorRole: 'PropertyManager',
  actorName: 'Mona',
  contractorId: null,
  fromStatus: null,
  toStatus: null,
  note: text,
  visit: null,
  visibility,
  files: null,
  created: '2026-01-02T10:00:00.000Z',
});

const report = sampleReport({
  access: 'Nyckel hos grannen',
  actions: [note('Fakturera inte hyresgästen', 'internal'), note('Vi kommer på tisdag', 'message')],
});

function renderSheet(timeline: boolean, internal: boolean) {
  render(
    <WorkOrderSheet r={report} link="https://example.test/e/1" files={[]} options={{ timeline, internal }} />,
  );
}

/** One page of essentials: the timeline only on request, internal notes only when asked for too. */
describe('work order sheet', () => {
  it('prints what, where, access and a box for notes and signature, without the timeline', async () => {
    await i18n.changeLanguage('sv');
    renderSheet(false, false);
    expect(screen.getByText('Nyckel hos grannen')).toBeTruthy();
    expect(screen.getByText(i18n.t('workOrder.notes'))).toBeTruthy();
    expect(screen.getByText(i18n.t('workOrder.signature'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('workOrder.timeline'))).toBeNull();
    expect(screen.queryByText(/Vi kommer på tisdag/)).toBeNull();
  });

  it('adds the timeline on request, still without internal notes', async () => {
    await i18n.changeLanguage('sv');
    renderSheet(true, false);
    expect(screen.getByText(/Vi kommer på tisdag/)).toBeTruthy();
    expect(screen.queryByText(/Fakturera inte hyresgästen/)).toBeNull();
  });

  it('shows internal notes only when the staff member asks for them', async () => {
    await i18n.changeLanguage('sv');
    renderSheet(true, true);
    expect(screen.getByText(/Fakturera inte hyresgästen/)).toBeTruthy();
  });
});
