import { describe, expect, it } from 'vitest';
import { apiSuite, twoReportWorlds } from '../../test/api-suite';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { testDbKind } from '../../test/test-db';
import { dropListeners, twoServers } from '../../test/two-servers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figures {
  unhandled: number;
  inProgress: number;
  overdue: number;
  latest: string | undefined;
}

async function figures(url: string, token: string): Promise<Figures> {
  const res = await client(url).get('/api/dashboard', { token });
  expect(res.status).toBe(200);
  return {
    unhandled: res.body.counts.unhandled,
    inProgress: res.body.counts.inProgress,
    overdue: res.body.overdue,
    latest: res.body.latestEvents[0]?.reportId,
  };
}

/**
 * Every change made through instance `writer` shows on the very next dashboard read on
 * `reader` (the same instance or another), for the organisation's manager and for an admin.
 */
async function changesShowOnNextRead(
  writer: string,
  reader: string,
  w: ReportWorld,
  admin: TestUser,
  contractor: TestUser,
) {
  const readers = [w.manager.token, admin.token];
  const before = await Promise.all(readers.map((t) => figures(reader, t)));
  // Read twice, so the next reads would come from the cache if nothing dropped it.
  await Promise.all(readers.map((t) => figures(reader, t)));

  const created = await client(writer).post('/api/reports', reportBody(w), { token: w.tenant.token });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (const [i, t] of readers.entries()) {
    const now = await figures(reader, t);
    expect(now.unhandled).toBe(before[i]!.unhandled + 1);
    expect(now.latest).toBe(id);
  }

  const moved = await client(writer).post(
    `/api/reports/${id}/accept`,
    { contractorId: contractor.contractorId },
    { token: w.manager.token },
  );
  expect(moved.status).toBe(200);
  for (const [i, t] of readers.entries()) {
    const now = await figures(reader, t);
    expect(now.unhandled).toBe(before[i]!.unhandled);
    expect(now.inProgress).toBe(before[i]!.inProgress + 1);
  }

  const deleted = await client(writer).del(`/api/reports/${id}`, { token: w.manager.token });
  expect(deleted.status).toBeLessThan(300);
  for (const [i, t] of readers.entries()) {
    const now = await figures(reader, t);
    expect(now).toMatchObject({ unhandled: before[i]!.unhandled, inProgress: before[i]!.inProgress });
  }
}

describe('the dashboard cache on one server', () => {
  const s = apiSuite(twoReportWorlds);

  it('shows a create, a status change and a delete on the next read', async () => {
    await changesShowOnNextRead(s.server.url, s.server.url, s.w, s.admin, s.plumber);
  });

  it('keeps another organisation’s figures while this one changes, and answers them right', async () => {
    const before = await figures(s.server.url, s.other.manager.token);
    const created = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
    expect(created.status).toBe(201);
    expect(await figures(s.server.url, s.other.manager.token)).toEqual(before);
  });

  it('answers from memory until a report event (a change made past the API waits for its time)', async () => {
    const before = await figures(s.server.url, s.w.manager.token);
    // Straight in the database: no event, so the remembered figures stand (at most 30 s).
    await s.server.db.query(
      `UPDATE reports SET status = 'Closed', closed_at = now() WHERE organisation_id = $1`,
      [s.w.org.id],
    );
    expect(await figures(s.server.url, s.w.manager.token)).toEqual(before);
    const created = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
    expect(created.status).toBe(201);
    expect((await figures(s.server.url, s.w.manager.token)).unhandled).toBe(1);
  });

  it('counts a report overdue as soon as its due time passes, without any event', async () => {
    const created = await s.api.post('/api/reports', reportBody(s.other), {
      token: s.other.tenant.token,
    });
    expect(created.status).toBe(201);
    // Its accept time moves to 1.5 s from now (the due times follow created_at).
    await s.server.db.query(
      `UPDATE reports SET created_at = created_at - (accept_due_at - now()) + interval '1500 milliseconds'
        WHERE id = $1`,
      [created.body.id],
    );
    const before = await figures(s.server.url, s.other.manager.token);
    expect(await figures(s.server.url, s.other.manager.token)).toEqual(before);
    await sleep(1700);
    expect((await figures(s.server.url, s.other.manager.token)).overdue).toBe(before.overdue + 1);
  });
});

/** Two servers on one PostgreSQL database, events between them over LISTEN/NOTIFY. */
describe.runIf(testDbKind === 'postgres')('the dashboard cache on two servers', () => {
  const two = twoServers({ bus: 'db' }, async (db) => ({
    w: await createReportWorld(db),
    admin: await createUser(db, { role: 'Admin' }),
    plumber: await createUser(db, { role: 'Contractor', trade: 'plumber' }),
  }));

  it('shows on B a create, a status change and a delete made through A, on the next read', async () => {
    await changesShowOnNextRead(two.a.url, two.b.url, two.w, two.admin, two.plumber);
  });

  it('shows them on A too, the server that made them', async () => {
    await changesShowOnNextRead(two.a.url, two.a.url, two.w, two.admin, two.plumber);
  });

  it('keeps nothing while the bus is not heard', async () => {
    const created = await client(two.a.url).post('/api/reports', reportBody(two.w), {
      token: two.w.tenant.token,
    });
    expect(created.status).toBe(201);
    await figures(two.b.url, two.w.manager.token);
    const before = await figures(two.b.url, two.w.manager.token);
    expect(before.unhandled).toBeGreaterThan(0);
    await dropListeners(two.testDb.db);
    await sleep(50);
    // Not heard by anyone now; B must read the database rather than answer from memory.
    await two.testDb.db.query(
      `UPDATE reports SET status = 'Closed', closed_at = now() WHERE organisation_id = $1`,
      [two.w.org.id],
    );
    expect((await figures(two.b.url, two.w.manager.token)).unhandled).toBe(0);
  });
});
