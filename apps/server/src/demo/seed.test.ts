import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEMO_PASSWORD } from './demo-content';
import { type DemoResult, formatSignIns, seedDemo, seedDemoIfEmpty } from './seed';

let server: TestServer;
let first: DemoResult;

beforeAll(async () => {
  server = await startTestServer();
  first = await seedDemo(server.db);
}, 60_000);
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('demo data', () => {
  it('creates an organisation with properties, premises, equipment, people of every role and ~30 reports', async () => {
    expect(first.created).toBe(true);
    expect(await count('organisations')).toBe(1);
    expect(await count('properties')).toBe(4);
    expect(await count('premises')).toBeGreaterThanOrEqual(8);
    expect(await count('equipment')).toBeGreaterThanOrEqual(5);
    expect(await count('contractors')).toBeGreaterThanOrEqual(4);
    const roles = await server.db.query<{ role: string }>('SELECT DISTINCT role FROM users ORDER BY role');
    expect(roles.map((r) => r.role)).toEqual(['Admin', 'Contractor', 'PropertyManager', 'PropertyTenant']);
    const statuses = await server.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM reports GROUP BY status ORDER BY status',
    );
    expect(statuses.map((s) => s.status)).toEqual(['Closed', 'FollowingUp', 'InProgress', 'Open']);
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(28);
    // Work marked done carries its close-out, as through the API.
    const missing = await server.db.query(
      `SELECT r.id FROM reports r LEFT JOIN report_closeouts c ON c.report_id = r.id
       WHERE r.status = 'FollowingUp' AND c.report_id IS NULL`,
    );
    expect(missing).toEqual([]);
    // Some errands say how to get in, so the work order's access shows in the demo.
    expect(await server.db.query('SELECT id FROM reports WHERE access IS NOT NULL')).toHaveLength(3);
  });

  it('gives every report a timeline that starts with its creation and ends in its status', async () => {
    const rows = await server.db.query<{ status: string; first: string; last: string; n: number }>(
      `SELECT r.status,
         (SELECT kind FROM report_actions a WHERE a.report_id = r.id ORDER BY created_at LIMIT 1) AS first,
         (SELECT to_status FROM report_actions a WHERE a.report_id = r.id AND a.kind <> 'note'
            ORDER BY created_at DESC LIMIT 1) AS last,
         (SELECT count(*)::int FROM report_actions a WHERE a.report_id = r.id) AS n
       FROM reports r`,
    );
    for (const r of rows) {
      expect(r.first).toBe('created');
      expect(r.last).toBe(r.status);
    }
    expect(rows.some((r) => r.n >= 5)).toBe(true);
    const future = await server.db.query('SELECT 1 FROM report_actions WHERE created_at > now()');
    expect(future).toHaveLength(0);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await count('reports');
    const second = await seedDemo(server.db);
    expect(second.created).toBe(false);
    expect(await count('reports')).toBe(before);
    expect(await count('organisations')).toBe(1);
    expect(await count('users')).toBe(first.signIns.length);
    // DEMO_DATA=1 at start seeds only a database without organisations.
    expect(await seedDemoIfEmpty(server.db)).toBeNull();
  });

  it('prints sign-ins that work', async () => {
    const text = formatSignIns(first);
    const manager = first.signIns.find((s) => s.role === 'PropertyManager')!;
    expect(text).toContain(manager.email);
    expect(text).toContain(DEMO_PASSWORD);
    const api = client(server.url);
    const login = await api.post('/api/auth/login', { email: manager.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const reports = await api.get('/api/reports?pageSize=100', { cookie });
    expect(reports.status).toBe(200);
    expect(reports.body.total).toBe(await count('reports'));
    const dashboard = await api.get('/api/dashboard', { cookie });
    expect(dashboard.body.latestEvents).toHaveLength(10);
  });
});
