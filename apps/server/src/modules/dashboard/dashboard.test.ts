import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { createProperty, createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Hand-counted fixture, organisation A (Kungsgatan 12 = property 1, Sysslomansgatan 3 = property 2):
 *   r1 plumber  Open         tenant  p1
 *   r2 plumber  InProgress   tenant  p1  accepted by P
 *   r3 plumber  Closed       tenant  p1  accepted by P, closed 10 h later
 *   r4 electr.  FollowingUp  manager p1  assigned to E
 *   r5 electr.  Closed       manager p2  assigned to E, closed 4 h later
 *   r6 plumber  Closed       manager p2  accepted by P, closed 2 h later
 *   r7 plumber  InProgress   tenant  p1  accepted by P (the very last event)
 * Organisation B: one Open plumber report (in P's marketplace, never in A's numbers).
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let a: ReportWorld;
let b: ReportWorld;
let admin: TestUser;
let P: TestUser;
let E: TestUser;
let property2: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  a = await createReportWorld(server.db, { address: 'Kungsgatan 12' });
  b = await createReportWorld(server.db, { address: 'Annan väg 1' });
  admin = await createUser(server.db, { role: 'Admin' });
  P = await createUser(server.db, { role: 'Contractor', trade: 'plumber', name: 'Pelle Rör' });
  E = await createUser(server.db, { role: 'Contractor', trade: 'electrician', name: 'Eva El' });
  property2 = await createProperty(server.db, a.org.id, 'Sysslomansgatan 3');

  const make = async (by: TestUser, trade: string, propertyId = a.propertyId) => {
    const body = reportBody({ propertyId, premisesId: a.premisesId }, { trade });
    if (propertyId !== a.propertyId) body.premisesId = null as unknown as string;
    const res = await api.post('/api/reports', body, { token: by.token });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const accept = async (id: string, by: TestUser, body?: unknown) =>
    expect((await api.post(`/api/reports/${id}/accept`, body, { token: by.token })).status).toBe(200);
  const move = async (id: string, by: TestUser, status: string, note?: string) =>
    expect(
      (await api.post(`/api/reports/${id}/transition`, { status, note }, { token: by.token })).status,
    ).toBe(200);
  const closedAfter = (id: string, hours: number) =>
    server.db.query(
      `UPDATE reports SET accepted_at = '2026-01-10T08:00:00Z',
         closed_at = '2026-01-10T08:00:00Z'::timestamptz + make_interval(hours => $2) WHERE id = $1`,
      [id, hours],
    );

  const r1 = await make(a.tenant, 'plumber');
  const r2 = await make(a.tenant, 'plumber');
  await accept(r2, P);
  const r3 = await make(a.tenant, 'plumber');
  await accept(r3, P);
  await move(r3, P, 'Closed');
  await closedAfter(r3, 10);
  const r4 = await make(a.manager, 'electrician');
  await accept(r4, a.manager, { contractorId: E.contractorId });
  await move(r4, E, 'FollowingUp', 'Termostat bytt');
  const r5 = await make(a.manager, 'electrician', property2);
  await accept(r5, a.manager, { contractorId: E.contractorId });
  await move(r5, a.manager, 'Closed');
  await closedAfter(r5, 4);
  const r6 = await make(a.manager, 'plumber', property2);
  await accept(r6, P);
  await move(r6, P, 'Closed');
  await closedAfter(r6, 2);
  // A note is not a feed event.
  await api.post(
    `/api/reports/${r1}/actions`,
    { note: 'Ring innan', visibility: 'message' },
    { token: a.manager.token },
  );
  await api.post('/api/reports', reportBody(b), { token: b.tenant.token });
  const r7 = await make(a.tenant, 'plumber');
  await accept(r7, P);
});
afterAll(() => server.close());

const en = { 'accept-language': 'en' };

describe('GET /api/dashboard', () => {
  it('counts the manager’s organisation by status group, trade, contractor and property', async () => {
    const res = await api.get('/api/dashboard', { token: a.manager.token, headers: en });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.counts).toEqual({ unhandled: 1, inProgress: 3, completed: 3 });
    expect(d.perTrade).toEqual([
      { trade: 'plumber', unhandled: 1, inProgress: 2, completed: 2, total: 5 },
      { trade: 'electrician', unhandled: 0, inProgress: 1, completed: 1, total: 2 },
    ]);
    expect(d.perContractor).toEqual([
      { contractorId: P.contractorId, name: 'Pelle Rör', accepted: 4, closed: 2, medianHoursToClose: 6 },
      { contractorId: E.contractorId, name: 'Eva El', accepted: 2, closed: 1, medianHoursToClose: 4 },
    ]);
    expect(d.perProperty).toEqual([
      {
        propertyId: a.propertyId,
        address: 'Kungsgatan 12',
        unhandled: 1,
        inProgress: 3,
        completed: 1,
        total: 5,
      },
      {
        propertyId: property2,
        address: 'Sysslomansgatan 3',
        unhandled: 0,
        inProgress: 0,
        completed: 2,
        total: 2,
      },
    ]);
    expect(d.latestEvents).toHaveLength(10);
    expect(d.latestEvents[0]).toMatchObject({
      kind: 'accepted',
      address: 'Kungsgatan 12',
      actor: 'Pelle Rör',
      text: 'A contractor accepted an errand at Kungsgatan 12',
      // A line names its errand, not only the address.
      title: 'Kranen droppar',
      reportNumber: expect.any(Number),
    });
    expect(d.latestEvents[1]).toMatchObject({
      kind: 'created',
      text: 'A new errand was reported at Kungsgatan 12',
    });
  });

  it('speaks Swedish by default', async () => {
    const res = await api.get('/api/dashboard', { token: a.manager.token });
    expect(res.body.latestEvents[0].text).toBe('En frilansare accepterade ett ärende på Kungsgatan 12');
    expect(res.body.latestEvents[1].text).toBe('Ett nytt ärende anmäldes på Kungsgatan 12');
  });

  it('gives admins everything, including the other organisation', async () => {
    const res = await api.get('/api/dashboard', { token: admin.token });
    expect(res.body.counts).toEqual({ unhandled: 2, inProgress: 3, completed: 3 });
  });

  it('gives a contractor their own work and the open marketplace of their trade', async () => {
    const res = await api.get('/api/dashboard', { token: P.token });
    expect(res.body.counts).toEqual({ unhandled: 2, inProgress: 2, completed: 2 });
    expect(res.body.perContractor).toEqual([
      { contractorId: P.contractorId, name: 'Pelle Rör', accepted: 4, closed: 2, medianHoursToClose: 6 },
    ]);
    expect(res.body.perTrade).toEqual([
      { trade: 'plumber', unhandled: 0, inProgress: 2, completed: 2, total: 4 },
    ]);
    const el = await api.get('/api/dashboard', { token: E.token });
    expect(el.body.counts).toEqual({ unhandled: 0, inProgress: 1, completed: 1 });
  });

  it('gives a tenant a summary of their own reports', async () => {
    const res = await api.get('/api/dashboard', { token: a.tenant.token });
    expect(res.body.counts).toEqual({ unhandled: 1, inProgress: 2, completed: 1 });
    const other = await api.get('/api/dashboard', { token: b.tenant.token });
    expect(other.body.counts).toEqual({ unhandled: 1, inProgress: 0, completed: 0 });
    expect(other.body.perContractor).toEqual([]);
  });

  it('needs a sign-in', async () => {
    expect((await api.get('/api/dashboard')).status).toBe(401);
    expect((await api.get('/api/events')).status).toBe(401);
  });
});

describe('GET /api/events', () => {
  it('pages the same events, scoped to the caller', async () => {
    const first = await api.get('/api/events?pageSize=5', { token: a.manager.token, headers: en });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 17, page: 1, pageSize: 5 });
    expect(first.body.items[0].text).toBe('A contractor accepted an errand at Kungsgatan 12');
    const last = await api.get('/api/events?pageSize=5&page=4', { token: a.manager.token });
    expect(last.body.items).toHaveLength(2);
    expect(last.body.items.at(-1).kind).toBe('created');
    expect((await api.get('/api/events', { token: admin.token })).body.total).toBe(18);
    expect((await api.get('/api/events', { token: P.token })).body.total).toBe(6);
    expect((await api.get('/api/events', { token: a.tenant.token })).body.total).toBe(8);
    expect((await api.get('/api/events', { token: b.manager.token })).body.total).toBe(1);
    expect((await api.get('/api/events?pageSize=500', { token: admin.token })).status).toBe(400);
  });
});
