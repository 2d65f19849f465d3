import { describe, expect, it } from 'vitest';
import { localTime } from '../../lib/org-time';
import { apiSuite, createUsers } from '../../test/api-suite';
import { freshIp } from '../../test/auth-helpers';
import { createOrgWithUsers } from '../../test/factories';

const s = apiSuite(async (db) => {
  const staff = await createUsers(db, {
    admin: { role: 'Admin', name: 'Ada Admin' },
    contractor: { role: 'Contractor' },
  });
  return { ...staff, a: await createOrgWithUsers(db), b: await createOrgWithUsers(db) };
});

const HOUR = 60;
const targets = [
  { priority: 'Urgent', acceptMinutes: HOUR, finishMinutes: 24 * HOUR },
  { priority: 'High', acceptMinutes: 4 * HOUR, finishMinutes: 72 * HOUR },
  { priority: 'Normal', acceptMinutes: 24 * HOUR, finishMinutes: 240 * HOUR },
  { priority: 'Low', acceptMinutes: 72 * HOUR, finishMinutes: 720 * HOUR },
];

type Entry = {
  action: string;
  organisationId: string | null;
  actorId: string | null;
  targetId: string | null;
};
const actions = (body: { items: Entry[] }) => body.items.map((e) => e.action);

/** The manager of A invites, renames and disables; the admin changes A's settings and deadlines. */
async function actInA() {
  const inv = await s.api.post(
    '/api/auth/generate-invite-token',
    { email: `new-${Date.now()}@example.test`, role: 'PropertyTenant' },
    { token: s.a.manager.token, headers: freshIp() },
  );
  expect(inv.status).toBe(201);
  const tenant = s.a.tenant.id;
  expect(
    (await s.api.put(`/api/users/${tenant}`, { name: 'Tove' }, { token: s.a.manager.token })).status,
  ).toBe(200);
  expect(
    (await s.api.put(`/api/users/${tenant}`, { disabled: true }, { token: s.a.manager.token })).status,
  ).toBe(200);
  // Nothing changes: no entry.
  expect(
    (await s.api.put(`/api/users/${tenant}`, { disabled: true }, { token: s.a.manager.token })).status,
  ).toBe(200);
  expect(
    (await s.api.put(`/api/users/${tenant}`, { disabled: false }, { token: s.admin.token })).status,
  ).toBe(200);
  const org = await s.api.put(
    `/api/organisations/${s.a.org.id}`,
    { reportLanguage: 'en' },
    { token: s.admin.token },
  );
  expect(org.status).toBe(200);
  const dl = await s.api.put(
    `/api/organisations/${s.a.org.id}/deadlines`,
    { targets },
    { token: s.a.manager.token },
  );
  expect(dl.status).toBe(200);
}

describe('the audit log', () => {
  it('records administrative actions, newest first, with who did them and on what', async () => {
    await actInA();
    const res = await s.api.get(`/api/audit-log?organisationId=${s.a.org.id}`, { token: s.admin.token });
    expect(res.status).toBe(200);
    expect(actions(res.body)).toEqual([
      'deadlines.updated',
      'organisation.updated',
      'user.enabled',
      'user.disabled',
      'user.renamed',
      'user.invited',
    ]);
    const [deadlines, org, enabled, disabled] = res.body.items;
    expect(deadlines).toMatchObject({ actorId: s.a.manager.id, organisationId: s.a.org.id });
    expect(deadlines.details.targets).toHaveLength(4);
    expect(org).toMatchObject({ actorName: 'Ada Admin', details: { fields: ['reportLanguage'] } });
    expect(org.targetName).toBe(org.organisationName);
    expect(enabled).toMatchObject({ actorId: s.admin.id, targetId: s.a.tenant.id, targetName: 'Tove' });
    expect(disabled).toMatchObject({ actorId: s.a.manager.id, targetType: 'user' });
    expect(res.body.items.find((e: Entry) => e.action === 'user.invited').details).toEqual({
      role: 'PropertyTenant',
    });
  });

  it('records organisations created and deleted', async () => {
    const created = await s.api.post('/api/organisations', { name: 'Gamma AB' }, { token: s.admin.token });
    expect(created.status).toBe(201);
    expect((await s.api.del(`/api/organisations/${created.body.id}`, { token: s.admin.token })).status).toBe(
      200,
    );
    const res = await s.api.get(`/api/audit-log?organisationId=${created.body.id}`, { token: s.admin.token });
    expect(actions(res.body)).toEqual(['organisation.deleted', 'organisation.created']);
  });

  it('shows a manager only their own organisation’s entries, whatever they ask for', async () => {
    await s.api.put(
      `/api/organisations/${s.b.org.id}`,
      { reportLanguage: 'en' },
      { token: s.b.manager.token },
    );
    const own = await s.api.get('/api/audit-log?pageSize=100', { token: s.a.manager.token });
    expect(own.status).toBe(200);
    expect(own.body.total).toBeGreaterThan(0);
    expect(own.body.items.every((e: Entry) => e.organisationId === s.a.org.id)).toBe(true);
    const other = await s.api.get(`/api/audit-log?organisationId=${s.b.org.id}`, {
      token: s.a.manager.token,
    });
    expect(other.body.items.every((e: Entry) => e.organisationId === s.a.org.id)).toBe(true);
    const all = await s.api.get('/api/audit-log?pageSize=100', { token: s.admin.token });
    expect(new Set(all.body.items.map((e: Entry) => e.organisationId))).toContain(s.b.org.id);
  });

  it('filters by action, actor and day, and pages', async () => {
    const q = `organisationId=${s.a.org.id}`;
    const renamed = await s.api.get(`/api/audit-log?${q}&action=user.renamed`, { token: s.admin.token });
    expect(actions(renamed.body)).toEqual(['user.renamed']);
    const byAdmin = await s.api.get(`/api/audit-log?${q}&actorId=${s.admin.id}`, { token: s.admin.token });
    expect(byAdmin.body.items.every((e: Entry) => e.actorId === s.admin.id)).toBe(true);
    const today = localTime(new Date())!.slice(0, 10);
    const day = await s.api.get(`/api/audit-log?${q}&from=${today}&to=${today}`, { token: s.admin.token });
    expect(day.body.total).toBeGreaterThanOrEqual(6);
    const past = await s.api.get(`/api/audit-log?${q}&to=2020-01-01`, { token: s.admin.token });
    expect(past.body.total).toBe(0);
    const paged = await s.api.get(`/api/audit-log?${q}&pageSize=2&page=2`, { token: s.admin.token });
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2 });
    expect(actions(paged.body)).toEqual(['user.enabled', 'user.disabled']);
  });

  it("counts a day's filter on the organisations' clock, as the file writes its times", async () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Stockholm. A year long past, so that
    // nothing the other tests do today falls on the day asked for.
    await s.server.db.query(
      `INSERT INTO audit_log (organisation_id, action, target_type, occurred_at)
       VALUES ($1, 'organisation.updated', 'organisation', '2020-11-30T23:30:00Z')`,
      [s.b.org.id],
    );
    const q = `organisationId=${s.b.org.id}&action=organisation.updated`;
    const onDay = async (day: string) =>
      (await s.api.get(`/api/audit-log?${q}&from=${day}&to=${day}`, { token: s.admin.token })).body.total;
    expect(await onDay('2020-11-30')).toBe(0);
    expect(await onDay('2020-12-01')).toBe(1);
    const file = await s.api.get(`/api/audit-log/export?${q}&from=2020-12-01&to=2020-12-01`, {
      token: s.admin.token,
    });
    expect(file.body as string).toMatch(/\n2020-12-01 00:30[,;]/);
  });

  it('refuses tenants and contractors (403), anonymous callers (401) and bad filters (400)', async () => {
    expect((await s.api.get('/api/audit-log', { token: s.b.tenant.token })).status).toBe(403);
    expect((await s.api.get('/api/audit-log', { token: s.contractor.token })).status).toBe(403);
    expect((await s.api.get('/api/audit-log/export', { token: s.contractor.token })).status).toBe(403);
    expect((await s.api.get('/api/audit-log')).status).toBe(401);
    const bad = await s.api.get('/api/audit-log?action=user.hacked&from=yesterday', { token: s.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['action', 'from']);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const db = s.server.db;
    await expect(db.query(`UPDATE audit_log SET action = 'user.enabled'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe('GET /api/audit-log/export', () => {
  it('answers the filtered entries as CSV with safe cells, a manager only their own', async () => {
    await s.api.put(
      `/api/organisations/${s.a.org.id}`,
      { name: '=HYPERLINK("x")' },
      { token: s.admin.token },
    );
    const res = await s.api.get('/api/audit-log/export?delimiter=comma', {
      token: s.a.manager.token,
      headers: { 'accept-language': 'sv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="handelselogg-\d{4}-\d\d-\d\d\.csv"/,
    );
    const text = res.body as string;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tidpunkt,Händelse,Utförd av,Organisation,Gäller,Namn,Detaljer');
    // Times as read in Stockholm, as the errand export writes them (a spreadsheet has no time zones).
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,/);
    expect(text).toContain('Organisationens inställningar ändrade');
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/,=HYPERLINK/);
    expect(lines.length - 1).toBe(
      (await s.api.get('/api/audit-log?pageSize=100', { token: s.a.manager.token })).body.total,
    );
    const en = await s.api.get(`/api/audit-log/export?action=user.renamed`, {
      token: s.admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).toContain('Name changed');
    expect(en.body).not.toContain('Account disabled');
  });
});
