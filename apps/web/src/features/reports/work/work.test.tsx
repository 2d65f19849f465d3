import type { ReportDetail } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifierProvider } from '../../../components/Notifier';
import { i18next as i18n } from '../../../lib/i18n';
import { isOwn, resetLiveCues } from '../../../lib/live-cues-store';
import { sampleReport } from '../../../test/reports';
import { ReportActions } from '../components/ReportActions';
import { CloseOutCard } from './CloseOutCard';
import { VisitCard } from './VisitCard';
import { toWindow } from './visit-window';

/** Each call the page makes, and the errand the fake server answers next. */
let calls: { method: string; path: string; body: unknown }[] = [];
let answers: ReportDetail[] = [];

beforeEach(() => {
  // jsdom has no CSS.escape, which the forms use to focus the first field with a problem.
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value });
  calls = [];
  answers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    calls.push({
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answers.shift() ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotifierProvider>{node}</NotifierProvider>
    </QueryClientProvider>,
  );
}

const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(key, vars);
/** A move's message: it names the errand and the status it is in now. */
const said = (key: string, r: ReportDetail) =>
  t(`errandWork.moveDone.${key}`, {
    errand: t('errandWork.errand', { number: r.number, title: r.whatBroke }),
    status: t(`enums.status.${r.status}`),
  });
const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');

const working = (can = {}) =>
  sampleReport(
    { status: 'InProgress', contractorId: '00000000-0000-4000-8000-0000000000c1' },
    {
      moves: [
        { to: 'FollowingUp', reasonRequired: true },
        { to: 'Open', reasonRequired: true },
        { to: 'Closed', reasonRequired: false },
      ],
      ...can,
    },
  );

// Several dialogs and form fills each: slow on a loaded machine, so more than the default 5 s.
const SLOW = 20_000;

describe('moves that end or hand back work', () => {
  it(
    'mark done through a dialog that requires the resolution, then offer Undo',
    async () => {
      show(<ReportActions report={working()} />);
      fireEvent.click(button(t('errandWork.actions.markDone')));
      const form = within(dialog());
      fireEvent.click(form.getByRole('button', { name: t('errandWork.done.submit') }));
      expect(await form.findByText(t('errandWork.done.resolutionRequired'))).toBeTruthy();
      expect(calls).toEqual([]);

      fireEvent.change(form.getByLabelText(new RegExp(t('errandWork.done.resolution'))), {
        target: { value: 'Bytte packning' },
      });
      fireEvent.change(form.getByLabelText(t('errandWork.done.cost')), { target: { value: '1 249,50' } });
      fireEvent.change(form.getByLabelText(t('errandWork.done.minutesSpent')), { target: { value: '45' } });
      const doneNow = sampleReport(
        { status: 'FollowingUp' },
        { moves: [{ to: 'InProgress', reasonRequired: false }] },
      );
      answers.push(doneNow);
      fireEvent.click(form.getByRole('button', { name: t('errandWork.done.submit') }));
      expect(await screen.findByText(said('markDone', doneNow))).toBeTruthy();
      expect(said('markDone', doneNow)).toContain(`#${doneNow.number}`);
      expect(calls[0]).toMatchObject({
        method: 'POST',
        path: expect.stringMatching(/\/api\/reports\/.+\/done$/),
        body: { resolution: 'Bytte packning', cost: 1249.5, minutesSpent: 45 },
      });

      const undone = sampleReport({ status: 'InProgress' });
      answers.push(undone);
      fireEvent.click(await screen.findByRole('button', { name: t('errandWork.undo') }));
      // The undo says what it did, naming the status the errand is back in.
      expect(await screen.findByText(said('undone', undone))).toBeTruthy();
      expect(calls[1]).toMatchObject({
        path: expect.stringMatching(/\/transition$/),
        body: { status: 'InProgress' },
      });
    },
    SLOW,
  );

  it(
    'hand back with a required reason; Undo accepts again while the errand is still open',
    async () => {
      show(<ReportActions report={working()} />);
      fireEvent.click(button(t('errandWork.actions.handBack')));
      const form = within(dialog());
      const reason = form.getByLabelText(new RegExp(t('errandWork.notes.handBack')));
      fireEvent.click(form.getByRole('button', { name: t('errandWork.actions.handBack') }));
      expect(await form.findByText(t('errandsPages.reasonRequired'))).toBeTruthy();
      fireEvent.change(reason, { target: { value: 'Fel yrke' } });
      const handedBack = sampleReport({ status: 'Open' }, { accept: true });
      answers.push(handedBack);
      fireEvent.click(form.getByRole('button', { name: t('errandWork.actions.handBack') }));
      expect(await screen.findByText(said('handBack', handedBack))).toBeTruthy();
      expect(calls[0]).toMatchObject({ body: { status: 'Open', note: 'Fel yrke' } });
      answers.push(working());
      fireEvent.click(await screen.findByRole('button', { name: t('errandWork.undo') }));
      await waitFor(() => expect(calls[1]?.path).toMatch(/\/accept$/));
    },
    SLOW,
  );

  it(
    'close only after a confirmation naming the errand, with an optional note, and no Undo when there is no way straight back',
    async () => {
      const report = working();
      resetLiveCues();
      show(<ReportActions report={report} />);
      fireEvent.click(button(t('errandsPages.actions.close')));
      const errand = t('errandWork.errand', { number: report.number, title: report.whatBroke });
      expect(within(dialog()).getByText(t('errandWork.confirm.close', { errand }))).toBeTruthy();
      // Cancelling changes nothing.
      fireEvent.click(within(dialog()).getByRole('button', { name: t('adminPages.shared.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls).toEqual([]);

      fireEvent.click(button(t('errandsPages.actions.close')));
      fireEvent.change(within(dialog()).getByLabelText(t('errandWork.confirm.note')), {
        target: { value: 'Klart på plats' },
      });
      const closed = sampleReport({ status: 'Closed' }, { moves: [{ to: 'Open', reasonRequired: true }] });
      answers.push(closed);
      fireEvent.click(within(dialog()).getByRole('button', { name: t('errandsPages.actions.close') }));
      expect(await screen.findByText(said('close', closed))).toBeTruthy();
      expect(calls[0]).toMatchObject({ body: { status: 'Closed', note: 'Klart på plats' } });
      // The hub's news of this change is not news to this tab (lib/live-cues.tsx).
      expect(isOwn(report.id)).toBe(true);
      expect(screen.queryByRole('button', { name: t('errandWork.undo') })).toBeNull();
    },
    SLOW,
  );

  it(
    'confirm done work before closing it',
    async () => {
      const report = sampleReport(
        { status: 'FollowingUp' },
        {
          moves: [
            { to: 'InProgress', reasonRequired: true },
            { to: 'Closed', reasonRequired: false },
          ],
        },
      );
      show(<ReportActions report={report} />);
      fireEvent.click(button(t('errandWork.actions.confirmClose')));
      const errand = t('errandWork.errand', { number: report.number, title: report.whatBroke });
      expect(within(dialog()).getByText(t('errandWork.confirm.confirmClose', { errand }))).toBeTruthy();
      const closed = sampleReport({ status: 'Closed' });
      answers.push(closed);
      fireEvent.click(within(dialog()).getByRole('button', { name: t('errandWork.actions.confirmClose') }));
      expect(await screen.findByText(said('confirmClose', closed))).toBeTruthy();
      expect(calls[0]).toMatchObject({ body: { status: 'Closed' } });
    },
    SLOW,
  );

  it(
    'say so when an errand is accepted; no Undo, since accepting has no way straight back',
    async () => {
      const open = sampleReport({ status: 'Open' }, { accept: true });
      show(<ReportActions report={open} />);
      answers.push(sampleReport({ status: 'InProgress' }));
      fireEvent.click(button(t('errandsPages.actions.accept')));
      expect(await screen.findByText(said('accept', { ...open, status: 'InProgress' }))).toBeTruthy();
      expect(calls[0]?.path).toMatch(/\/accept$/);
      expect(screen.queryByRole('button', { name: t('errandWork.undo') })).toBeNull();
    },
    SLOW,
  );

  it(
    'show the translated error when the Undo fails',
    async () => {
      show(<ReportActions report={working()} />);
      fireEvent.click(button(t('errandWork.actions.markDone')));
      const form = within(dialog());
      fireEvent.change(form.getByLabelText(new RegExp(t('errandWork.done.resolution'))), {
        target: { value: 'Bytte packning' },
      });
      answers.push(
        sampleReport({ status: 'FollowingUp' }, { moves: [{ to: 'InProgress', reasonRequired: false }] }),
      );
      fireEvent.click(form.getByRole('button', { name: t('errandWork.done.submit') }));
      const undo = await screen.findByRole('button', { name: t('errandWork.undo') });
      // Someone closed it meanwhile: the server refuses the move back.
      vi.mocked(fetch).mockResolvedValueOnce(
        new Response(
          JSON.stringify({ error: { code: 'invalid_transition', message: t('errors.invalid_transition') } }),
          {
            status: 409,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
      fireEvent.click(undo);
      expect(await screen.findByText(t('errors.invalid_transition'))).toBeTruthy();
    },
    SLOW,
  );
});

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

  it('plans a visit from a date and two times, sent as instants', { timeout: 30_000 }, async () => {
    show(<VisitCard report={working({ planVisit: true })} />);
    expect(screen.getByText(t('errandWork.visit.none'))).toBeTruthy();
    fireEvent.click(button(t('errandWork.visit.plan')));
    const form = within(dialog());
    // The pickers load on demand; each keeps its whole value in a named input (as autofill fills it).
    const input = (name: string) =>
      waitFor(
        () => {
          const found = dialog().querySelector<HTMLInputElement>(`input[name="${name}"]`);
          if (!found) throw new Error(`no ${name} yet`);
          return found;
        },
        { timeout: 20_000 },
      );
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
