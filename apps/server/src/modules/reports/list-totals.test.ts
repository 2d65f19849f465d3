import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { testDbKind } from '../../test/test-db';
import { twoServers } from '../../test/two-servers';

/** The list's total as `token` sees it on `url`, with `query` (e.g. "?status=Open"). */
async function total(url: string, token: string, query = ''): Promise<number> {
  const res = await client(url).get(`/api/reports${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.total as number;
}

/**
 * Every change made through `writer` shows in the list's total on the very next read on
 * `reader` (the same instance or another), for the organisation's manager and an admin.
 */
async function totalsFollowChanges(writer: string, reader: string, w: ReportWorld, admin: TestUser) {
  const readers = [w.manager.token, admin.token];
  const before = await Promise.all(readers.map((t) => total(reader, t)));
  const openBefore = await total(reader, w.manager.token, '?status=Open');
  // Read twice, so the next reads would come from memory if nothing dropped them.
  await Promise.all(readers.map((t) => total(reader, t)));
  await total(reader, w.manager.token, '?status=Open');

  const created = await client(writer).post('/api/reports', reportBody(w), { token: w.tenant.token });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (const [i, t] of readers.entries()) expect(await total(reader, t)).toBe(before[i]! + 1);
  expect(await total(reader, w.manager.token, '?status=Open')).toBe(openBefore + 1);

  const closed = await client(writer).post(
    `/api/reports/${id}/transition`,
    { status: 'Closed', note: 'Dubblett.' },
    { token: w.manager.token },
  );
  expect(closed.status).toBe(200);
  expect(await total(reader, w.manager.token, '?status=Open')).toBe(openBefore);

  const deleted = await client(writer).del(`/api/reports/${id}`, { token: w.manager.token });
  expect(deleted.status).toBeLessThan(300);
  for (const [i, t] of readers.entries()) expect(await total(reader, t)).toBe(before[i]!);
}

describe('the list’s totals on one server', () => {
  const s = apiSuite(async (db) => ({
    w: await createReportWorld(db),
    other: await createReportWorld(db),
    admin: await createUser(db, { role: 'Admin' }),
  }));

  it('shows a create, a close and a delete in the total on the next read', async () => {
    await totalsFollowChanges(s.server.url, s.server.url, s.w, s.admin);
  });

  it('answers a manager’s total from memory until a report event of the organisation', async () => {
    const created = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
    expect(created.status).toBe(201);
    const before = await total(s.server.url, s.w.manager.token);
    // Straight in the database: no event, so the remembered total stands (at most 30 s).
    await s.server.db.query('DELETE FROM reports WHERE organisation_id = $1', [s.w.org.id]);
    expect(await total(s.server.url, s.w.manager.token)).toBe(before);
    // Another organisation's change leaves it too.
    expect(
      (await s.api.post('/api/reports', reportBody(s.other), { token: s.other.tenant.token })).status,
    ).toBe(201);
    expect(await total(s.server.url, s.w.manager.token)).toBe(before);
    // The organisation's own change drops it.
    expect((await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token })).status).toBe(201);
    expect(await total(s.server.url, s.w.manager.token)).toBe(1);
  });

  it('counts a search, an overdue filter and a tenant’s list afresh every time', async () => {
    const created = await s.api.post('/api/reports', reportBody(s.other), {
      token: s.other.tenant.token,
    });
    expect(created.status).toBe(201);
    const search = `?q=${encodeURIComponent(reportBody(s.other).whatBroke)}`;
    const counts = async () => ({
      search: await total(s.server.url, s.other.manager.token, search),
      overdue: await total(s.server.url, s.other.manager.token, '?overdue=true'),
      tenant: await total(s.server.url, s.other.tenant.token),
    });
    const before = await counts();
    expect(before.search).toBeGreaterThan(0);
    expect(before.tenant).toBeGreaterThan(0);
    // Made overdue and then removed without an event: each of these sees it at once.
    await s.server.db.query(
      `UPDATE reports SET created_at = now() - interval '30 days' WHERE organisation_id = $1`,
      [s.other.org.id],
    );
    expect((await counts()).overdue).toBeGreaterThan(before.overdue);
    await s.server.db.query('DELETE FROM reports WHERE organisation_id = $1', [s.other.org.id]);
    expect(await counts()).toEqual({ search: 0, overdue: 0, tenant: 0 });
  });
});

/** Two servers on one PostgreSQL database, events between them over LISTEN/NOTIFY. */
describe.runIf(testDbKind === 'postgres')('the list’s totals on two servers', () => {
  const two = twoServers({ bus: 'db' }, async (db) => ({
    w: await createReportWorld(db),
    admin: await createUser(db, { role: 'Admin' }),
  }));

  it('shows on B a create, a close and a delete made through A, on the next read', async () => {
    await totalsFollowChanges(two.a.url, two.b.url, two.w, two.admin);
  });

  it('shows them on A too, the server that made them', async () => {
    await totalsFollowChanges(two.a.url, two.a.url, two.w, two.admin);
  });
});
