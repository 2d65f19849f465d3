import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answers,
  button,
  calls,
  dialog,
  dialogInput,
  fakeErrandServer,
  show,
  t,
  working,
} from '../../../test/errand-work';
import { sampleReport } from '../../../test/reports';
import { CloseOutCard } from './CloseOutCard';
import { VisitCard } from './VisitCard';
import { toWindow } from './visit-window';

fakeErrandServer();

describe('visit card', () => {
  const visit = {
    startsAt: '2026-11-24T07:00:00.000Z',
    endsAt: '2026-11-24T09:00:00.000Z',
    note: 'Ringer på',
    plannedBy: 'Rör-Pelle',
    updated: '2026-11-23T10:00:00.000Z',
  };

  it('shows the visit to the reporter without the buttons, and nothing when none is planned', () => {
    const { container, unmount } = show(<VisitCard report={sampleReport({ status: 'InProgress' })} />);
    expect(container.textContent).toBe('');
    unmount();
    show(<VisitCard report={sampleReport({ status: 'InProgress', visit })} />);
    expect(screen.getByText('Ringer på')).toBeTruthy();
    expect(screen.getByText(t('errandWork.visit.plannedBy', { name: 'Rör-Pelle' }))).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('plans a visit from a date and two times, sent as instants', { timeout: 60_000 }, async () => {
    show(<VisitCard report={working({ planVisit: true })} />);
    expect(screen.getByText(t('errandWork.visit.none'))).toBeTruthy();
    fireEvent.click(button(t('errandWork.visit.plan')));
    const form = within(dialog());
    const input = dialogInput;
    fireEvent.change(await input('date'), { target: { value: '2030-05-02' } });
    fireEvent.change(await input('from'), { target: { value: '08:00' } });
    fireEvent.change(await input('to'), { target: { value: '10:30' } });
    answers.push(working({ planVisit: true }));
    fireEvent.click(form.getByRole('button', { name: t('errandWork.visit.save') }));
    expect(await screen.findByText(t('errandWork.visit.planned'))).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: expect.stringMatching(/\/visit$/),
      body: toWindow({ date: '2030-05-02', from: '08:00', to: '10:30' }),
    });
  });

  it('treats a window ending before it starts as ending the next day', () => {
    const w = toWindow({ date: '2030-05-02', from: '22:00', to: '02:00' });
    expect(Date.parse(w.endsAt) - Date.parse(w.startsAt)).toBe(4 * 3_600_000);
  });
});

describe('close-out card', () => {
  it('shows what was done, the time, the cost in kronor and the invoice reference', () => {
    const closeOut = {
      resolution: 'Bytte packning',
      minutesSpent: 45,
      cost: 1249.5,
      invoiceReference: 'F-118',
      contractorId: null,
      doneBy: 'Rör-Pelle',
      doneAt: '2026-11-23T10:00:00.000Z',
    };
    show(<CloseOutCard report={sampleReport({ status: 'FollowingUp', closeOut })} />);
    expect(screen.getByTestId('closeout-resolution').textContent).toBe('Bytte packning');
    expect(screen.getByText('F-118')).toBeTruthy();
    expect(screen.getByText(/1\s?249,50\s?kr/)).toBeTruthy();
    expect(screen.getByText(t('errandWork.closeOut.minutes', { count: 45 }))).toBeTruthy();
  });
});

describe('close-out card for the tenant', () => {
  it('shows the resolution without a time, cost or invoice row when the server leaves the figures out', () => {
    const closeOut = {
      resolution: 'Bytte packning',
      minutesSpent: null,
      cost: null,
      invoiceReference: null,
      contractorId: null,
      doneBy: 'Rör-Pelle',
      doneAt: '2026-11-23T10:00:00.000Z',
    };
    show(<CloseOutCard report={sampleReport({ status: 'FollowingUp', closeOut })} />);
    expect(screen.getByTestId('closeout-resolution').textContent).toBe('Bytte packning');
    for (const key of ['minutesSpent', 'cost', 'invoiceReference'])
      expect(screen.queryByText(t(`errandWork.closeOut.${key}`))).toBeNull();
  });
});
