import type { ReportDetail, TimeOfferView } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
import { offeredTimes } from './api';
import { TimeProposal } from './TimeProposal';
import { TimesCard } from './TimesCard';
import { toWindow } from './visit-window';

fakeErrandServer();

const early = { startsAt: '2030-05-02T06:00:00.000Z', endsAt: '2030-05-02T08:00:00.000Z' };
const late = { startsAt: '2030-05-03T14:00:00.000Z', endsAt: '2030-05-03T16:00:00.000Z' };
const offer = (patch = {}) => ({
  windows: [early, late],
  note: 'Vardagar efter 16',
  anyTime: false,
  proposal: null,
  updated: '2030-05-01T10:00:00.000Z',
  ...patch,
});
const view = (patch: Partial<TimeOfferView> = {}): TimeOfferView => ({
  offer: offer(),
  canOffer: false,
  canPropose: false,
  canAnswer: false,
  ...patch,
});

/** The card with the times already fetched, as the errand page shows it. */
const showTimes = (report: ReportDetail, times: TimeOfferView) =>
  show(<TimesCard report={report} />, [[offeredTimes(report.id).queryKey, times]]);
const showProposal = (times: TimeOfferView) =>
  show(<TimeProposal reportId={sampleReport().id} view={times} />);

/** Answers the next call with a 400 and the API's field details. */
const refuse = (details: { field: string; problem: string; message: string }[]) =>
  vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
    calls.push({ method: init?.method ?? 'GET', path: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(
      JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid', details } }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
  });

describe('times card', () => {
  it('shows nothing to those who neither read, offer nor propose', () => {
    const { container } = showTimes(sampleReport(), view({ offer: null }));
    expect(container.textContent).toBe('');
  });

  it('shows the contractor the times with a button to book each, the note and the master key', async () => {
    showTimes(working({ planVisit: true }), view({ offer: offer({ anyTime: true }) }));
    expect(screen.getByRole('heading', { name: t('visits.times.title') })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Vardagar efter 16')).toBeTruthy();
    expect(screen.getByText(t('visits.times.anyTimeShown'))).toBeTruthy();
    // Nothing to edit for them.
    expect(screen.queryByRole('checkbox')).toBeNull();
    const books = screen.getAllByRole('button', { name: /^Boka / });
    expect(books).toHaveLength(2);
    answers.push(working({ planVisit: true }));
    fireEvent.click(books[1]!);
    expect(await screen.findByText(t('visits.times.booked'))).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: expect.stringMatching(/\/visit$/), body: late });
  });

  it('lets staff without the planning right read the times, with no booking', () => {
    showTimes(sampleReport({ status: 'InProgress' }), view());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the reporter remove a window, write a note and allow the master key, and sends that', async () => {
    showTimes(sampleReport({ status: 'Open' }), view({ canOffer: true }));
    expect(screen.getByText(t('visits.times.intro'))).toBeTruthy();
    const note = screen.getByRole('textbox', { name: t('visits.times.note') }) as HTMLInputElement;
    expect(note.value).toBe('Vardagar efter 16');
    // Earliest first: the first window is the early one.
    fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(note, { target: { value: '  Efter 17  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: t('visits.times.anyTime') }));
    answers.push(view({ canOffer: true }) as never);
    fireEvent.click(button(t('visits.times.save')));
    expect(await screen.findByText(t('visits.times.saved'))).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: expect.stringMatching(/\/times$/),
      body: { windows: [late], note: 'Efter 17', anyTime: true },
    });
  });

  it('adds a window picked in the dialog, in order, and stops at five', { timeout: 60_000 }, async () => {
    const four = [0, 1, 2, 3].map((d) => ({
      startsAt: `2030-06-0${d + 2}T06:00:00.000Z`,
      endsAt: `2030-06-0${d + 2}T08:00:00.000Z`,
    }));
    showTimes(sampleReport({ status: 'Open' }), view({ canOffer: true, offer: offer({ windows: four }) }));
    expect(screen.queryByText(t('visits.times.max'))).toBeNull();
    fireEvent.click(button(t('visits.times.add')));
    const input = dialogInput;
    fireEvent.change(await input('date'), { target: { value: '2030-06-01' } });
    fireEvent.change(await input('from'), { target: { value: '17:00' } });
    fireEvent.change(await input('to'), { target: { value: '19:00' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: t('visits.times.add') }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    // Full: the button is off and says why.
    expect(screen.getByText(t('visits.times.max'))).toBeTruthy();
    expect((button(t('visits.times.add')) as HTMLButtonElement).disabled).toBe(true);
    answers.push(view({ canOffer: true }) as never);
    fireEvent.click(button(t('visits.times.save')));
    await waitFor(() => expect(calls).toHaveLength(1));
    const added = toWindow({ date: '2030-06-01', from: '17:00', to: '19:00' });
    expect((calls[0]!.body as { windows: unknown[] }).windows).toEqual([added, ...four]);
  });

  it("shows the server's message under the times when a window is refused", async () => {
    showTimes(sampleReport({ status: 'Open' }), view({ canOffer: true }));
    refuse([{ field: 'windows.0.startsAt', problem: 'in_past', message: 'Tiden har redan varit.' }]);
    fireEvent.click(button(t('visits.times.save')));
    const shown = await screen.findByText(t('fieldErrors.in_past'));
    expect(shown.className).toContain('Mui-error');
    expect(screen.queryByText(t('visits.times.saved'))).toBeNull();
  });
});

describe('time proposal', () => {
  const proposed = { startsAt: late.startsAt, endsAt: late.endsAt, proposedBy: 'Rör-Pelle' };

  it('shows the contractor their waiting proposal without answers, and a button to propose', () => {
    showProposal(view({ offer: offer({ proposal: proposed }), canPropose: true }));
    expect(screen.getByTestId('time-proposal').textContent).toContain(
      t('visits.times.proposalBy', { name: 'Rör-Pelle' }),
    );
    expect(screen.queryByRole('button', { name: t('visits.times.accept') })).toBeNull();
    expect(button(t('visits.times.propose'))).toBeTruthy();
  });

  it('shows nothing without a proposal or the right to make one', () => {
    const { container } = showProposal(view());
    expect(container.textContent).toBe('');
  });

  it('lets the reporter accept or decline, and sends the answer', async () => {
    showProposal(view({ offer: offer({ proposal: proposed }), canAnswer: true }));
    expect(screen.getByText(t('visits.times.proposalByAsk', { name: 'Rör-Pelle' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('visits.times.propose') })).toBeNull();
    answers.push(view() as never);
    fireEvent.click(button(t('visits.times.decline')));
    expect(await screen.findByText(t('visits.times.declined'))).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/\/times\/proposal\/answer$/),
      body: { accept: false },
    });
    answers.push(view() as never);
    fireEvent.click(button(t('visits.times.accept')));
    expect(await screen.findByText(t('visits.times.accepted'))).toBeTruthy();
    expect(calls[1]).toMatchObject({ body: { accept: true } });
  });

  it('sends a proposed window picked in the dialog', { timeout: 60_000 }, async () => {
    showProposal(view({ canPropose: true }));
    fireEvent.click(button(t('visits.times.propose')));
    expect(within(dialog()).getByText(t('visits.times.proposeTitle'))).toBeTruthy();
    const date = await dialogInput('date');
    // An empty day is refused in the dialog, before anything is sent.
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: t('visits.times.proposeSend') }));
    expect(await within(dialog()).findByText(t('errandWork.visit.required'))).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(date, { target: { value: '2030-05-06' } });
    answers.push(view() as never);
    fireEvent.click(within(dialog()).getByRole('button', { name: t('visits.times.proposeSend') }));
    expect(await screen.findByText(t('visits.times.proposed'))).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: expect.stringMatching(/\/times\/proposal$/) });
    expect((calls[0]!.body as { startsAt: string }).startsAt.slice(0, 10)).toBe('2030-05-06');
  });
});
