import type { ReportCapabilities, WorkOrderView } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
