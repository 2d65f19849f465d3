import type { HubEventName } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories';
import { client } from '../test/http-client';
import { connectHub, type TestHubClient } from '../test/hub-kit';
import { createReportWorld, type ReportWorld, reportBody } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Each listener hears exactly the reports they may read, driven by real API
 * calls. Delivery on one socket keeps publishing order, so once a listener has
 * heard its own final "sentinel" report, everything before it has arrived too.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let a: ReportWorld;
let b: ReportWorld;
let people: Record<string, TestUser>;
let hubs: Record<string, TestHubClient>;

beforeAll(async () => {
  server = await startTestServer({ bus: 'db' });
  api = client(server.url);
  a = await createReportWorld(server.db);
  b = await createReportWorld(server.db);
  people = {
    admin: await createUser(server.db, { role: 'Admin' }),
    managerA: a.manager,
    tenantA: a.tenant,
    neighbourA: a.otherTenant,
    managerB: b.manager,
    tenantB: b.tenant,
    plumber: await createUser(server.db, { role: 'Contractor', trade: 'plumber' }),
    plumber2: await createUser(server.db, { role: 'Contractor', trade: 'plumber' }),
    electrician: await createUser(server.db, { role: 'Contractor', trade: 'electrician' }),
  };
  hubs = {};
  for (const [name, user] of Object.entries(people))
    hubs[name] = await connectHub(server.url, { token: user.token });
});

afterAll(async () => {
  for (const hub of Object.values(hubs ?? {})) await hub.stop();
  await server?.close();
});

async function createReport(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/reports', body, { token: user.token });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function ok(res: Promise<{ status: number }>, status = 200) {
  expect((await res).status).toBe(status);
}

/** What one listener heard, as "Target kind-or-status label" strings per report label. */
function heard(name: string, labels: Record<string, string>): string[] {
  // Notifications follow from the queue at their own pace; notifications tests cover them.
  return hubs[name]!.received.flatMap((r) => {
    if ('recipientId' in r.payload || 'count' in r.payload) return [];
    const label = labels[r.payload.reportId] ?? 'unknown';
    const detail = 'kind' in r.payload ? r.payload.kind : r.payload.status;
    return `${r.target} ${label} ${detail}`;
  });
}

describe('who hears what', () => {
  it('delivers each event only to the users who may read the report', async () => {
    // The tenant reports a leak; the plumber takes it, closes it, the manager deletes it.
    const leak = await createReport(a.tenant, reportBody(a));
    await ok(api.post(`/api/reports/${leak}/accept`, {}, { token: people.plumber!.token }));
    await ok(
      api.post(
        `/api/reports/${leak}/actions`,
        { note: 'Kommer 10:00', visibility: 'message' },
        { token: a.manager.token },
      ),
    );
    await ok(
      api.post(`/api/reports/${leak}/transition`, { status: 'Closed' }, { token: people.plumber!.token }),
    );
    // The hub looks a tenant's link to the report up when it delivers; a deletion committed
    // before that lookup would (rightly) leave the tenant out, so the close is heard first.
    await hubs.tenantA!.waitFor('EventAdded', (p) => p.reportId === leak && p.kind === 'status_changed');
    await ok(api.del(`/api/reports/${leak}`, { token: a.manager.token }));

    // Sentinels: a report each remaining listener may read, made last.
    const wiring = await createReport(
      a.otherTenant,
      reportBody({ propertyId: a.propertyId, premisesId: a.otherPremisesId }, { trade: 'electrician' }),
    );
    const drainB = await createReport(b.manager, reportBody(b));
    const doorA = await createReport(a.tenant, reportBody(a, { trade: 'locksmith' }));

    const last: Record<string, [HubEventName, string]> = {
      admin: ['EventAdded', doorA],
      managerA: ['EventAdded', doorA],
      tenantA: ['EventAdded', doorA],
      neighbourA: ['EventAdded', wiring],
      managerB: ['EventAdded', drainB],
      plumber: ['EventAdded', drainB],
      plumber2: ['EventAdded', drainB],
      electrician: ['EventAdded', wiring],
    };
    for (const [name, [target, id]] of Object.entries(last)) {
      await hubs[name]!.waitFor(target, (p) => p.reportId === id);
    }
    const labels = { [leak]: 'leak', [wiring]: 'wiring', [drainB]: 'drainB', [doorA]: 'doorA' };

    const leakLife = [
      'ReportCreated leak Open',
      'EventAdded leak created',
      'ReportUpdated leak InProgress',
      'EventAdded leak accepted',
      'ReportUpdated leak InProgress',
      'EventAdded leak note',
      'ReportUpdated leak Closed',
      'EventAdded leak status_changed',
    ];
    const created = (label: string, status = 'Open') => [
      `ReportCreated ${label} ${status}`,
      `EventAdded ${label} created`,
    ];
    // Staff of the organisation and admins: everything of theirs.
    expect(heard('admin', labels)).toEqual([
      ...leakLife,
      'ReportDeleted leak Closed',
      ...created('wiring'),
      ...created('drainB'),
      ...created('doorA'),
    ]);
    expect(heard('managerA', labels)).toEqual([
      ...leakLife,
      'ReportDeleted leak Closed',
      ...created('wiring'),
      ...created('doorA'),
    ]);
    // The reporter: their own reports, but not the deletion (the report is gone for them).
    expect(heard('tenantA', labels)).toEqual([...leakLife, ...created('doorA')]);
    // A neighbour at other premises: only their own report.
    expect(heard('neighbourA', labels)).toEqual(created('wiring'));
    // Another organisation hears nothing of this one, only its own.
    expect(heard('managerB', labels)).toEqual(created('drainB'));
    // A tenant hears only of reports they wrote (as the API lets them read): not their manager's.
    expect(heard('tenantB', labels)).toEqual([]);
    // The contractor who took the leak: the marketplace, then their own work, including its deletion.
    expect(heard('plumber', labels)).toEqual([
      ...leakLife,
      'ReportDeleted leak Closed',
      ...created('drainB'),
    ]);
    // Another plumber: the leak only while it was open and unassigned.
    expect(heard('plumber2', labels)).toEqual([...created('leak'), ...created('drainB')]);
    expect(heard('electrician', labels)).toEqual(created('wiring'));
  });
});
