import { describe, expect, it } from 'vitest';
import { type DomainEvent, type EventBus, publishHandlers } from '../../events/bus';
import { type DashboardData, startDashboardCache } from './dashboard-cache';

const ORG_A = '11111111-1111-4111-8111-111111111111';
const ORG_B = '22222222-2222-4222-8222-222222222222';
const REPORT = '33333333-3333-4333-8333-333333333333';

/** A bus whose other instances are silent: only this instance's own publishing is heard. */
function quietBus() {
  const published = publishHandlers();
  const state = new Set<(listening: boolean) => void>();
  const bus: EventBus = {
    async publish(...events) {
      published.emit(events);
    },
    subscribe: () => () => {},
    onPublish: published.add,
    onState(handler) {
      state.add(handler);
      return () => {
        state.delete(handler);
      };
    },
    async close() {},
  };
  const setListening = (listening: boolean) => {
    for (const h of state) h(listening);
  };
  return { bus, setListening };
}

const data = (organisationId: string | null) => ({ organisationId }) as DashboardData;
const created = (organisationId: string): DomainEvent => ({
  type: 'ReportCreated',
  payload: { reportId: REPORT, organisationId },
});

function filled() {
  const quiet = quietBus();
  const { cache } = startDashboardCache(quiet.bus);
  const g = cache.generation();
  cache.set('a', data(ORG_A), g);
  cache.set('b', data(ORG_B), g);
  cache.set('all', data(null), g);
  return { ...quiet, cache };
}

describe('the dashboard cache', () => {
  it('drops the scopes of a change this server publishes at once, before any notification', async () => {
    const { bus, cache } = filled();
    await bus.publish(created(ORG_A));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('all')).toBeUndefined();
    expect(cache.get('b')).toEqual(data(ORG_B));
  });

  it('ignores events that change no figures', async () => {
    const { bus, cache } = filled();
    await bus.publish({
      type: 'NotificationAdded',
      payload: { recipientId: REPORT, notificationId: REPORT, reportId: null },
    });
    expect(cache.size).toBe(3);
  });

  it('forgets everything while the bus is not heard, and keeps nothing until it is again', () => {
    const { cache, setListening } = filled();
    setListening(false);
    expect(cache.size).toBe(0);
    cache.set('a', data(ORG_A), cache.generation());
    expect(cache.get('a')).toBeUndefined();
    setListening(true);
    cache.set('a', data(ORG_A), cache.generation());
    expect(cache.get('a')).toEqual(data(ORG_A));
  });
});
