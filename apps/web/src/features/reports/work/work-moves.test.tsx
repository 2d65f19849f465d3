import type { ReportDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isOwn, resetLiveCues } from '../../../lib/live-cues-store';
import {
  answers,
  button,
  calls,
  dialog,
  fakeErrandServer,
  show,
  t,
  working,
} from '../../../test/errand-work';
import { sampleReport } from '../../../test/reports';
import { ReportActions } from '../components/ReportActions';

fakeErrandServer();

/** A move's message: it names the errand and the status it is in now. */
const said = (key: string, r: ReportDetail) =>
  t(`errandWork.moveDone.${key}`, {
    errand: t('errandWork.errand', { number: r.number, title: r.whatBroke }),
    status: t(`enums.status.${r.status}`),
  });

/** The server answers the next call with `next`; pressing `press` then says the move `key` made, with it. */
async function answerAndSee(next: ReportDetail, press: HTMLElement, key: string) {
  answers.push(next);
  fireEvent.click(press);
  expect(await screen.findByText(said(key, next))).toBeTruthy();
}

// Several dialogs and form fills each: slow on a loaded machine, so more than the default 5 s.
describe('moves that end or hand back work', { timeout: 20_000 }, () => {
  it('mark done through a dialog that requires the resolution, then offer Undo', async () => {
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
    await answerAndSee(doneNow, form.getByRole('button', { name: t('errandWork.done.submit') }), 'markDone');
    expect(said('markDone', doneNow)).toContain(`#${doneNow.number}`);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/\/api\/reports\/.+\/done$/),
      body: { resolution: 'Bytte packning', cost: 1249.5, minutesSpent: 45 },
    });

    const undone = sampleReport({ status: 'InProgress' });
    // The undo says what it did, naming the status the errand is back in.
    await answerAndSee(undone, await screen.findByRole('button', { name: t('errandWork.undo') }), 'undone');
    expect(calls[1]).toMatchObject({
      path: expect.stringMatching(/\/transition$/),
      body: { status: 'InProgress' },
    });
  });

  it('hand back with a required reason; Undo accepts again while the errand is still open', async () => {
    show(<ReportActions report={working()} />);
    fireEvent.click(button(t('errandWork.actions.handBack')));
    const form = within(dialog());
    const reason = form.getByLabelText(new RegExp(t('errandWork.notes.handBack')));
    fireEvent.click(form.getByRole('button', { name: t('errandWork.actions.handBack') }));
    expect(await form.findByText(t('errandsPages.reasonRequired'))).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Fel yrke' } });
    const handedBack = sampleReport({ status: 'Open' }, { accept: true });
    await answerAndSee(
      handedBack,
      form.getByRole('button', { name: t('errandWork.actions.handBack') }),
      'handBack',
    );
    expect(calls[0]).toMatchObject({ body: { status: 'Open', note: 'Fel yrke' } });
    answers.push(working());
    fireEvent.click(await screen.findByRole('button', { name: t('errandWork.undo') }));
    await waitFor(() => expect(calls[1]?.path).toMatch(/\/accept$/));
  });

  it('close only after a confirmation naming the errand, with an optional note, and no Undo when there is no way straight back', async () => {
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
    await answerAndSee(
      closed,
      within(dialog()).getByRole('button', { name: t('errandsPages.actions.close') }),
      'close',
    );
    expect(calls[0]).toMatchObject({ body: { status: 'Closed', note: 'Klart på plats' } });
    // The hub's news of this change is not news to this tab (lib/live-cues.tsx).
    expect(isOwn(report.id)).toBe(true);
    expect(screen.queryByRole('button', { name: t('errandWork.undo') })).toBeNull();
  });

  it('confirm done work before closing it', async () => {
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
    await answerAndSee(
      closed,
      within(dialog()).getByRole('button', { name: t('errandWork.actions.confirmClose') }),
      'confirmClose',
    );
    expect(calls[0]).toMatchObject({ body: { status: 'Closed' } });
  });

  it('say so when an errand is accepted; no Undo, since accepting has no way straight back', async () => {
    const open = sampleReport({ status: 'Open' }, { accept: true });
    show(<ReportActions report={open} />);
    answers.push(sampleReport({ status: 'InProgress' }));
    fireEvent.click(button(t('errandsPages.actions.accept')));
    expect(await screen.findByText(said('accept', { ...open, status: 'InProgress' }))).toBeTruthy();
    expect(calls[0]?.path).toMatch(/\/accept$/);
    expect(screen.queryByRole('button', { name: t('errandWork.undo') })).toBeNull();
  });

  it('show the translated error when the Undo fails', async () => {
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
  });
});
