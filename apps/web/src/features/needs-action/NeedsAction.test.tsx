import type { NeedsActionGroup as Group, NeedsAction, NeedsActionItem } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { RouteGroupContext } from '../../lib/route-group';
import { needsActionKey } from './api';
import { NeedsActionBadge } from './NeedsActionBadge';
import { NeedsActionGroup } from './NeedsActionGroup';

const item: NeedsActionItem = {
  reportId: '00000000-0000-4000-8000-0000000000a1',
  number: 12,
  title: 'Droppande kran',
  address: 'Storgatan 1',
  premisesDesignation: 'Lgh 1101',
  priority: 'Normal',
  status: 'FollowingUp',
  since: '2026-11-20T10:00:00.000Z',
  score: null,
};

function renderWith(data: NeedsAction, ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(needsActionKey(), data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RouteGroupContext.Provider value={{ base: '/panel', has: () => true }}>
          {ui}
        </RouteGroupContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the to-do list', () => {
  it('shows a group with its count and each errand as a link to it, in Swedish and English', async () => {
    await setLocale('sv');
    const group: Group = { key: 'awaitingConfirmation', count: 3, items: [item] };
    renderWith({ total: 3, groups: [group] }, <NeedsActionGroup group={group} />);
    expect(screen.getByRole('heading', { name: 'Väntar på bekräftelse (3)' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '#12 Droppande kran' });
    expect(link.getAttribute('href')).toBe(`/panel/errands/${item.reportId}`);
    expect(screen.getByText('… och 2 till')).toBeTruthy();
    cleanup();
    await setLocale('en');
    renderWith({ total: 3, groups: [group] }, <NeedsActionGroup group={group} />);
    expect(screen.getByRole('heading', { name: 'Awaiting confirmation (3)' })).toBeTruthy();
    await setLocale('sv');
  });

  it('says a low rating’s score and an empty group’s emptiness', async () => {
    const low: Group = { key: 'lowRating', count: 1, items: [{ ...item, status: 'Closed', score: 2 }] };
    renderWith({ total: 1, groups: [low] }, <NeedsActionGroup group={low} />);
    expect(screen.getByText(/Betyg 2 av 5/)).toBeTruthy();
    cleanup();
    const empty: Group = { key: 'overdue', count: 0, items: [] };
    renderWith({ total: 0, groups: [empty] }, <NeedsActionGroup group={empty} />);
    expect(screen.getByText('Inget här just nu.')).toBeTruthy();
  });

  it('counts in the navigation what waits, and shows nothing when nothing does', () => {
    renderWith({ total: 4, groups: [] }, <NeedsActionBadge />);
    expect(screen.getByLabelText('4 ärenden väntar på dig').textContent).toBe('4');
    cleanup();
    renderWith({ total: 0, groups: [] }, <NeedsActionBadge />);
    expect(screen.queryByLabelText(/väntar på dig/)).toBeNull();
  });
});
