import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db';
import { Hub, SENDS_PER_TURN } from './hub';
import { defaultHubLimits, type HubClient } from './hub-client';

const ORG = '00000000-0000-4000-8000-000000000001';
const log = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
// Staff of the organisation need no lookup: the database is never asked.
const db = {} as Queryable;

/** A manager's socket that records when it was written to. */
function managerSocket(writes: string[], i: number): HubClient {
  return {
    listener: {
      user: { id: `user-${i}`, role: 'PropertyManager', organisationId: ORG, contractorId: null },
      contractorTrade: null,
    },
    send: () => writes.push(`socket ${i}`),
  } as unknown as HubClient;
}

describe('the hub fan-out', () => {
  it('lets the event loop in between chunks of sockets, so a broadcast to thousands blocks nothing', async () => {
    const hub = new Hub(db, log, defaultHubLimits);
    const writes: string[] = [];
    const sockets = 3 * SENDS_PER_TURN;
    for (let i = 0; i < sockets; i++) hub.add(managerSocket(writes, i));
    const delivered = hub.deliver({
      type: 'ReportUpdated',
      payload: {
        reportId: '00000000-0000-4000-8000-000000000002',
        organisationId: ORG,
        status: 'Open',
        trade: 'plumber',
      },
    });
    // Work that arrives while the fan-out runs (an HTTP answer waiting to be written).
    setImmediate(() => writes.push('other work'));
    await delivered;
    expect(writes.filter((w) => w.startsWith('socket'))).toHaveLength(sockets);
    const other = writes.indexOf('other work');
    expect(other).toBeGreaterThanOrEqual(0);
    expect(other).toBeLessThan(writes.length - 1);
  });
});
