import type { ReportCapabilities, WorkOrderView } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { WorkOrderForms } from './WorkOrderForms';

const calls = vi.hoisted(() => ({
  accept: vi.fn(),
  planVisit: vi.fn(),
  addNote: vi.fn(),
  markDone: vi.fn(),
  decline: vi.fn(),
  addPhotos: vi.fn(),
}));
vi.mock('../work-order-api', () => ({
  workOrderCalls: calls,
  workOrder: (token: string) => ({ queryKey: ['work-order', token] }),
}));

const t = (key: string) => i18n.t(`publicReport.workOrder.${key}`);
const view = (can: Partial<ReportCapabilities>, canDecline = true): WorkOrderView => ({
  errand: sampleReport({}, can),
  files: [],
  contractorName: 'Rör AB',
  language: 'sv',
  canDecline,
});
const show = (v: WorkOrderView, onDeclined = () => {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkOrderForms token="t0ken" view={v} onDeclined={onDeclined} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the work-order forms', () => {
  it('offer accept and decline while offered, and nothing of the work', async () => {
    const v = view({ accept: true });
    calls.accept.mockResolvedValue(v);
    show(v);
    expect(screen.getByText(t('offered'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('planVisit') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('markDone') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('accept') }));
    await waitFor(() => expect(calls.accept).toHaveBeenCalledWith('t0ken'));
    await screen.findByText(t('accepted'));
  });

  it('once theirs: plan the visit, notes, photos and done, as the errand’s rules allow', async () => {
    show(view({ planVisit: true, note: true, moves: [{ to: 'FollowingUp', reasonRequired: true }] }, false));
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('declineSend') })).toBeNull();
    expect(screen.getByRole('button', { name: t('addPhoto') })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t('resolution'), { exact: false }), {
      target: { value: 'Bytt packning' },
    });
    calls.markDone.mockResolvedValue(view({}));
    fireEvent.click(screen.getByRole('button', { name: t('markDone') }));
    await waitFor(() =>
      expect(calls.markDone).toHaveBeenCalledWith('t0ken', { resolution: 'Bytt packning' }),
    );

    // The visit's form, named by its heading, sends the two times as instants with an offset.
    const plan = screen.getByRole('form', { name: t('planVisit') });
    fireEvent.change(within(plan).getByLabelText(t('visitStart'), { exact: false }), {
      target: { value: '2026-12-01T08:00' },
    });
    fireEvent.change(within(plan).getByLabelText(t('visitEnd'), { exact: false }), {
      target: { value: '2026-12-01T10:00' },
    });
    calls.planVisit.mockResolvedValue(view({}));
    fireEvent.click(within(plan).getByRole('button', { name: t('planVisit') }));
    await waitFor(() =>
      expect(calls.planVisit).toHaveBeenCalledWith('t0ken', {
        startsAt: new Date('2026-12-01T08:00').toISOString(),
        endsAt: new Date('2026-12-01T10:00').toISOString(),
      }),
    );
    await screen.findByText(t('visitSaved'));

    // The note's form sends the note, and empties itself once it is sent.
    const note = screen.getByRole('form', { name: t('note') });
    fireEvent.change(within(note).getByRole('textbox'), { target: { value: 'Kommer på tisdag' } });
    calls.addNote.mockResolvedValue(view({}));
    fireEvent.click(within(note).getByRole('button', { name: t('sendNote') }));
    await waitFor(() => expect(calls.addNote).toHaveBeenCalledWith('t0ken', 'Kommer på tisdag'));
    await screen.findByText(t('noteSent'));
    expect((within(note).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('name each form by its heading', () => {
    show(view({ planVisit: true, note: true, moves: [{ to: 'FollowingUp', reasonRequired: true }] }));
    for (const title of [t('planVisit'), t('note'), t('markDone'), t('decline')]) {
      const form = screen.getByRole('form', { name: title });
      const heading = within(form).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(title);
      expect(form.getAttribute('aria-labelledby')).toBe(heading.id);
      expect(form.hasAttribute('aria-label')).toBe(false);
    }
  });

  it("put the server's problem with a field under that field", async () => {
    await i18n.changeLanguage('sv');
    show(view({ planVisit: true }, false));
    calls.planVisit.mockRejectedValue(
      new ApiError(400, 'validation_failed', i18n.t('errors.validation_failed'), [
        { field: 'endsAt', problem: 'before_start', message: 'The end must be after the start.' },
      ]),
    );
    const plan = screen.getByRole('form', { name: t('planVisit') });
    fireEvent.click(within(plan).getByRole('button', { name: t('planVisit') }));
    const end = within(plan).getByLabelText(t('visitEnd'), { exact: false });
    // Under the field, as the text a screen reader reads with it.
    const problem = await within(plan).findByText(i18n.t('fieldErrors.before_start'));
    expect(end.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(within(plan).getByLabelText(t('visitStart'), { exact: false }).getAttribute('aria-invalid')).toBe(
      'false',
    );
    // The failure as a whole is still said where the outcome of a call is read out.
    expect(within(screen.getByRole('status')).getByText(i18n.t('errors.validation_failed'))).toBeTruthy();
    // Changing the field takes its problem away.
    fireEvent.change(end, { target: { value: '2026-12-01T12:00' } });
    expect(within(plan).queryByText(i18n.t('fieldErrors.before_start'))).toBeNull();
  });

  it('declines with the reason and tells the page', async () => {
    const declined = vi.fn();
    calls.decline.mockResolvedValue({ ok: true });
    show(view({ accept: true }), declined);
    fireEvent.change(screen.getByLabelText(t('declineReason'), { exact: false }), {
      target: { value: 'Fullbokad' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('declineSend') }));
    await waitFor(() => expect(declined).toHaveBeenCalled());
    expect(calls.decline).toHaveBeenCalledWith('t0ken', 'Fullbokad');
  });
});
