import type { NotificationPage } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n';
import { NotificationBell } from './NotificationBell';

const reportId = '00000000-0000-4000-8000-0000000000a1';
const page: NotificationPage = {
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'report_accepted',
      reportId,
      data: { title: 'Droppande kran', contractorName: 'Rör & Co', status: 'InProgress' },
      created: '2026-01-01T10:00:00.000Z',
      readAt: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'report_closed',
      reportId,
      data: { title: 'Trasig lampa' },
      created: '2025-12-01T10:00:00.000Z',
      readAt: '2025-12-02T10:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  unread: 1,
};

function renderBell(data: NotificationPage) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['notifications', 'latest'], data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell home="/panel" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the notification bell', () => {
  it('tells the unread count and lists each notification as a link to its errand', async () => {
    renderBell(page);
    const bell = screen.getByRole('button', { name: i18next.t('notifications.bellUnread', { count: 1 }) });
    fireEvent.click(bell);
    const accepted = await screen.findByRole(
      'link',
      { name: /Rör & Co: Droppande kran/ },
      // The list loads with the first opening; a busy machine takes its time.
      { timeout: 5000 },
    );
    expect(accepted.getAttribute('href')).toBe(`/panel/errands/${reportId}`);
    expect(screen.getByRole('link', { name: /Trasig lampa/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18next.t('notifications.markAllRead') })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows no count and an empty list when there is nothing', async () => {
    renderBell({ ...page, items: [], total: 0, unread: 0 });
    fireEvent.click(screen.getByRole('button', { name: i18next.t('notifications.bell') }));
    await screen.findByText(i18next.t('notifications.empty'), undefined, { timeout: 5000 });
    expect(screen.getByRole('button', { name: i18next.t('notifications.markAllRead') })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
