import type { HubEventMap, HubEventName, ReportDetail, Role } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifierProvider } from '../components/Notifier';
import { ResponsiveList } from '../components/ResponsiveList';
import { sampleReport } from '../test/reports';
import { storedUser } from '../test/users';
import { i18next as i18n, setLocale } from './i18n';
import { LiveCues } from './live-cues';
import { FRESH_MS, markFresh, noteOwnChange, resetLiveCues, useFreshReports } from './live-cues-store';
import { PageTitle } from './page-title';
import { setStoredUser } from './user-store';

/** The hub as the tests drive it: handlers subscribe through `onHubEvent`, `emit` calls them. */
const hub = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    emit(name: string, payload: unknown) {
      for (const handler of handlers.get(name) ?? []) handler(payload);
    },
  };
});
vi.mock('./hub', () => ({
  onHubEvent(name: string, handler: (payload: unknown) => void) {
    if (!hub.handlers.has(name)) hub.handlers.set(name, new Set());
    hub.handlers.get(name)!.add(handler);
    return () => hub.handlers.get(name)!.delete(handler);
  },
}));
const emit = <K extends HubEventName>(name: K, payload: HubEventMap[K]) => act(() => hub.emit(name, payload));

const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(key, vars);
const other = '00000000-0000-4000-8000-0000000000ff';
const ORG = '00000000-0000-4000-8000-000000000002';
const newOne = sampleReport({
  id: '00000000-0000-4000-8000-0000000000a2',
  number: 12,
  whatBroke: 'Droppande kran i köket',
  reporter: other,
});
let detail: ReportDetail = newOne;
/** The notice of `newOne`'s arrival (read when asked: the locale is set before each test). */
const newErrandCue = () => t('live.cues.newErrand', { title: 'Droppande kran i köket' });
let hidden = false;

beforeEach(async () => {
  await setLocale('sv');
  resetLiveCues();
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(detail), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setStoredUser(null);
  detail = newOne;
});

/** A list as the errand lists use it: highlighted while fresh. */
function List({ items }: { items: ReportDetail[] }) {
  const fresh = useFreshReports();
  return (
    <ResponsiveList
      rows={items}
      columns={[{ key: 'title', label: 'Title', primary: true, render: (r) => r.whatBroke }]}
      rowKey={(r) => r.id}
      caption="Errands"
      highlighted={(r) => fresh.has(r.id)}
    />
  );
}

function Fresh() {
  return <div data-testid="fresh">{[...useFreshReports()].join(',')}</div>;
}

/** The signed-in frame's parts the cues touch: the message area, the tab title, a list. */
function show(role: Role, listed: ReportDetail[] = []) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(['reports', 'list', ''], {
    items: listed,
    total: listed.length,
    page: 1,
    pageSize: 25,
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotifierProvider>
          <PageTitle titleKey="nav.errands">
            <List items={listed} />
            <Fresh />
          </PageTitle>
          <LiveCues />
        </NotifierProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const created = { reportId: newOne.id, organisationId: ORG, status: 'Open' as const };

describe('live cues', () => {
  it('tell a manager of a new errand by its title, highlight it and say so for screen readers', async () => {
    show('PropertyManager');
    emit('ReportCreated', created);
    expect(await screen.findByText(newErrandCue())).toBeTruthy();
    expect(screen.getByTestId('fresh').textContent).toBe(newOne.id);
    const errand = t('errandWork.errand', { number: 12, title: 'Droppande kran i köket' });
    expect(screen.getByRole('status').textContent).toBe(t('live.cues.arrived', { errand }));
  });

  it('tell a contractor too, but not a tenant (the highlight is for everyone)', async () => {
    show('Contractor');
    emit('ReportCreated', created);
    expect(await screen.findByText(newErrandCue())).toBeTruthy();
    cleanup();
    show('PropertyTenant');
    emit('ReportCreated', created);
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(screen.queryByText(newErrandCue())).toBeNull();
    expect(screen.getByTestId('fresh').textContent).toBe(newOne.id);
  });

  it('say nothing of the user’s own errand or own change', async () => {
    detail = { ...newOne, reporter: storedUser('PropertyManager').id };
    show('PropertyManager', [newOne]);
    emit('ReportCreated', created);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    noteOwnChange(newOne.id);
    emit('ReportUpdated', { ...created, status: 'Closed' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tell a status someone else changed, naming the errand as the list knew it', async () => {
    show('PropertyManager', [newOne]);
    emit('ReportUpdated', { ...created, status: 'InProgress' });
    const errand = t('errandWork.errand', { number: 12, title: 'Droppande kran i köket' });
    expect(
      await screen.findByText(t('live.cues.statusChanged', { errand, status: t('enums.status.InProgress') })),
    ).toBeTruthy();
    // The row lights up, and says so in words.
    expect(screen.getAllByText(`(${t('live.cues.fresh')})`, { exact: false }).length).toBeGreaterThan(0);
  });

  it('count changes in the tab title while the tab is hidden, and start again when it is shown', async () => {
    show('PropertyManager', [newOne]);
    expect(document.title).toBe('Ärenden – Felanmälan');
    emit('ReportUpdated', { ...created, status: 'InProgress' });
    expect(document.title).toBe('Ärenden – Felanmälan');
    hidden = true;
    emit('ReportUpdated', { ...created, status: 'FollowingUp' });
    emit('ReportCreated', { ...created, reportId: '00000000-0000-4000-8000-0000000000a3' });
    expect(document.title).toBe('(2) Ärenden – Felanmälan');
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(document.title).toBe('Ärenden – Felanmälan');
  });
});

describe('highlight', () => {
  it('lasts a few seconds, and starts again when the errand changes again', () => {
    vi.useFakeTimers();
    render(<Fresh />);
    act(() => markFresh('a'));
    expect(screen.getByTestId('fresh').textContent).toBe('a');
    act(() => vi.advanceTimersByTime(FRESH_MS - 1000));
    act(() => markFresh('a'));
    act(() => vi.advanceTimersByTime(FRESH_MS - 1000));
    expect(screen.getByTestId('fresh').textContent).toBe('a');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('fresh').textContent).toBe('');
  });
});
