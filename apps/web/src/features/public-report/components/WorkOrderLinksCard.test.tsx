import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifierProvider } from '../../../components/Notifier';
import { ApiError } from '../../../lib/api';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { WorkOrderLinksCard } from './WorkOrderLinksCard';

const send = vi.hoisted(() => vi.fn());
vi.mock('../work-order-api', () => {
  const idle = { mutateAsync: vi.fn(), isPending: false };
  return {
    workOrderLinks: (reportId: string) => ({
      queryKey: ['work-order-links', reportId],
      queryFn: async () => ({ items: [] }),
    }),
    useWorkOrderLinkCalls: () => ({
      send: { mutateAsync: send, isPending: false },
      resend: idle,
      withdraw: idle,
    }),
  };
});

const l = (key: string) => i18n.t(`publicReport.links.${key}`);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('sending a work-order link', () => {
  it("puts the server's problem with the address under the address", async () => {
    await i18n.changeLanguage('sv');
    send.mockRejectedValue(
      new ApiError(400, 'validation_failed', i18n.t('errors.validation_failed'), [
        { field: 'email', problem: 'invalid_format', message: 'Felaktigt format.' },
      ]),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotifierProvider>
          <WorkOrderLinksCard report={sampleReport({ status: 'Open' }, { workOrders: true })} />
        </NotifierProvider>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('region', { name: l('heading') });
    const email = within(card).getByLabelText(l('email'), { exact: false });
    fireEvent.change(email, { target: { value: 'ror@exempel' } });
    fireEvent.click(within(card).getByRole('button', { name: l('send') }));
    // Under the field, as the text a screen reader reads with it.
    const problem = await within(card).findByText(i18n.t('fieldErrors.invalidEmail'));
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(send).toHaveBeenCalledWith({ email: 'ror@exempel', name: undefined, language: 'sv' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByLabelText(l('name')).getAttribute('aria-invalid')).toBe('false');
    // Writing in the field again takes the problem away.
    fireEvent.change(email, { target: { value: 'ror@exempel.se' } });
    expect(within(card).queryByText(i18n.t('fieldErrors.invalidEmail'))).toBeNull();
  });
});
