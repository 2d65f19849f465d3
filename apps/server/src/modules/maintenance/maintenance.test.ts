import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { enqueueJob } from '../../jobs/jobs.repo';
import { twoOrgSuite } from '../../test/api-suite';
import { createEquipment } from '../../test/org-world';
import { startTestServer } from '../../test/test-server';
import { enqueueMaintenanceScan, MAINTENANCE_JOB, runMaintenanceScan } from './maintenance.scan';

const s = twoOrgSuite({
  plumber: { role: 'Contractor', trade: 'plumber', name: 'Rör-Pelle' },
  electrician: { role: 'Contractor', trade: 'electrician' },
});

const DAY = 86_400_000;
const date = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** Equipment of organisation A serviced every 6 months whose next service is `dueInDays` away. */
async function dueIn(dueInDays: number, fields: Record<string, unknown> = {}) {
  const eq = await createEquipment(s.server.db, s.a.property, { name: `Pump ${Math.random()}` });
  const res = await s.api.put(
    `/api/equipment/${eq.id}`,
    { serviceIntervalMonths: 6, nextServiceDate: date(dueInDays), serviceTrade: 'heating', ...fields },
    { token: s.a.manager.token },
  );
  expect(res.status).toBe(200);
  return res.body as { id: string; name: string; nextServiceDate: string };
}

/** The same, written straight to the database: no save hook runs, so only a scan makes its errand. */
async function dueInUnsaved(dueInDays: number) {
  const eq = await createEquipment(s.server.db, s.a.property, { nextServiceDate: date(dueInDays) });
  await s.server.db.query(
    `UPDATE equipment SET service_interval_months = 6, service_trade = 'heating' WHERE id = $1`,
    [eq.id],
  );
  return eq;
}

const errandsOf = async (equipmentId: string) =>
  (await s.api.get(`/api/reports?equipmentId=${equipmentId}`, { token: s.a.manager.token })).body.items;

describe('planned maintenance', () => {
  it('makes one errand, open in its trade, when service falls due within the lead days', async () => {
    const soon = await dueIn(10);
    const later = await dueIn(30);
    await runMaintenanceScan(s.server.deps, new Date());
    await runMaintenanceScan(s.server.deps, new Date());
    const [errand, ...more] = await errandsOf(soon.id);
    expect(more).toEqual([]);
    expect(errand).toMatchObject({
      kind: 'planned_maintenance',
      status: 'Open',
      trade: 'heating',
      contractorId: null,
      whatBroke: `Planerat underhåll: ${soon.name}`,
      equipmentId: soon.id,
    });
    expect(await errandsOf(later.id)).toEqual([]);
    const detail = await s.api.get(`/api/reports/${errand.id}`, { token: s.a.manager.token });
    expect(detail.body.actions).toMatchObject([
      { kind: 'created', actorName: 'Underhållsplanen', note: expect.stringContaining(soon.nextServiceDate) },
    ]);
  });

  it('follows the organisation lead-days setting', async () => {
    const later = await dueIn(30);
    const put = await s.api.put(
      '/api/organisations/current',
      { maintenanceLeadDays: 45 },
      { token: s.a.manager.token },
    );
    expect(put.status).toBe(200);
    expect(put.body.maintenanceLeadDays).toBe(45);
    await runMaintenanceScan(s.server.deps, new Date());
    expect(await errandsOf(later.id)).toHaveLength(1);
    await s.api.put('/api/organisations/current', { maintenanceLeadDays: 14 }, { token: s.a.manager.token });
  });

  it('assigns the preferred contractor as soon as the item is saved, keeping the trade chosen for the service', async () => {
    const heard: DomainEvent[] = [];
    // This instance's own events as they are published (on PostgreSQL `subscribe` hears them later).
    const off = s.server.deps.bus.onPublish!((e) => heard.push(e));
    // Saved within the lead time: the errand is made with the save, not at the next hourly scan.
    const eq = await dueIn(3, { preferredContractorId: s.plumber.contractorId });
    off();
    const [errand] = await errandsOf(eq.id);
    // Made and assigned in one transaction: the hub hears the errand as it ends up, then each entry.
    const ofErrand = heard.filter(
      (e) => e.type !== 'NotificationAdded' && 'reportId' in e.payload && e.payload.reportId === errand.id,
    );
    expect(ofErrand).toMatchObject([
      { type: 'ReportCreated', payload: { status: 'InProgress', contractorId: s.plumber.contractorId } },
      { type: 'EventAdded', payload: { kind: 'created' } },
      { type: 'EventAdded', payload: { kind: 'assigned' } },
    ]);
    expect(errand).toMatchObject({
      status: 'InProgress',
      contractorId: s.plumber.contractorId,
      // The item's service trade (heating), not the preferred contractor's (plumber).
      trade: 'heating',
    });
    const mine = await s.api.get('/api/reports?pageSize=100', { token: s.plumber.token });
    expect(mine.body.items.map((r: { id: string }) => r.id)).toContain(errand.id);
    const detail = await s.api.get(`/api/reports/${errand.id}`, { token: s.a.manager.token });
    expect(detail.body.actions).toMatchObject([
      { kind: 'created', actorName: 'Underhållsplanen', actorId: null },
      { kind: 'assigned', actorName: 'Underhållsplanen', contractorId: s.plumber.contractorId },
    ]);
    // The contractor hears of it like of any assignment, the managers like of any new errand
    // (the notification jobs of the entries).
    await s.server.app.jobs.runDue();
    const told = await s.api.get('/api/notifications', { token: s.plumber.token });
    expect(told.body.items).toContainEqual(
      expect.objectContaining({ reportId: errand.id, kind: 'report_assigned' }),
    );
    const managers = await s.api.get('/api/notifications', { token: s.a.manager.token });
    expect(managers.body.items).toContainEqual(
      expect.objectContaining({ reportId: errand.id, kind: 'report_new' }),
    );
  });

  it('makes exactly one errand per due date with several instances scanning at once', async () => {
    const eqs = [await dueInUnsaved(1), await dueInUnsaved(2), await dueInUnsaved(-5)];
    const other = await startTestServer({ db: s.server.db, jobs: { autoStart: false } });
    try {
      const now = new Date();
      const made = await Promise.all([
        runMaintenanceScan(s.server.deps, now),
        runMaintenanceScan(other.deps, now),
        runMaintenanceScan(s.server.deps, now),
        runMaintenanceScan(other.deps, now),
      ]);
      expect(made.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      await other.close();
    }
    for (const eq of eqs) expect(await errandsOf(eq.id)).toHaveLength(1);
  });

  it('runs from the job queue and books the next hour', async () => {
    const now = new Date();
    const hour = (d: Date) => `${MAINTENANCE_JOB.kind}:${d.toISOString().slice(0, 13)}`;
    // The server booked the scan of the hour it started in (and ran it: nothing was due then).
    const booked = await s.server.db.query('SELECT 1 FROM jobs WHERE dedupe_key LIKE $1', [
      `${MAINTENANCE_JOB.kind}:%`,
    ]);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    await enqueueMaintenanceScan(s.server.deps, now); // another instance's offer: a no-op
    const eq = await dueInUnsaved(5);
    await enqueueJob(s.server.db, MAINTENANCE_JOB, {});
    await s.server.app.jobs.runDue();
    // The server's own worker may have taken the job first (it polls and is nudged): wait for
    // whichever ran it to finish rather than assume this call did.
    await vi.waitFor(async () => expect(await errandsOf(eq.id)).toHaveLength(1), { timeout: 10_000 });
    const next = hour(new Date(now.getTime() + 3_600_000));
    await vi.waitFor(
      async () => {
        const [job] = await s.server.db.query<{ kind: string }>(
          'SELECT kind FROM jobs WHERE dedupe_key = $1',
          [next],
        );
        expect(job?.kind).toBe(MAINTENANCE_JOB.kind);
      },
      { timeout: 10_000 },
    );
  });

  it('sets the last service date when the errand closes, and plans the next one', async () => {
    const eq = await dueIn(2, { preferredContractorId: s.plumber.contractorId });
    await runMaintenanceScan(s.server.deps, new Date());
    const [errand] = await errandsOf(eq.id);
    const closed = await s.api.post(
      `/api/reports/${errand.id}/transition`,
      { status: 'Closed' },
      { token: s.a.manager.token },
    );
    expect(closed.status).toBe(200);
    const after = await s.api.get(`/api/equipment/${eq.id}`, { token: s.a.manager.token });
    const today = new Date().toISOString().slice(0, 10);
    expect(after.body.lastServiceDate).toBe(today);
    const next = new Date(`${today}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 6);
    expect(after.body.nextServiceDate).toBe(next.toISOString().slice(0, 10));
    // The next due date is months away: the scan makes nothing more.
    await runMaintenanceScan(s.server.deps, new Date());
    expect(await errandsOf(eq.id)).toHaveLength(1);
  });

  it('makes the errand when an item is created due within the lead time, and not before', async () => {
    const created = await s.api.post(
      '/api/equipment',
      { propertyId: s.a.property.id, name: 'Fläkt', serviceIntervalMonths: 12, nextServiceDate: date(5) },
      { token: s.a.manager.token },
    );
    expect(created.status).toBe(201);
    expect(await errandsOf(created.body.id)).toHaveLength(1);
    const far = await dueIn(60);
    expect(await errandsOf(far.id)).toEqual([]);
  });

  it('shows one next service: the item says what the 90-day panel says', async () => {
    const last = date(-170);
    const created = await s.api.post(
      '/api/equipment',
      { propertyId: s.a.property.id, name: 'Hiss', serviceIntervalMonths: 6, lastServiceDate: last },
      { token: s.a.manager.token },
    );
    expect(created.status).toBe(201);
    const next = new Date(`${last}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 6);
    expect(created.body.nextServiceDate).toBe(next.toISOString().slice(0, 10));
    const panel = await s.api.get('/api/equipment/service-due', { token: s.a.manager.token });
    const row = panel.body.items.find((i: { equipmentId: string }) => i.equipmentId === created.body.id);
    expect(row.dueDate).toBe(created.body.nextServiceDate);
    const listed = await s.api.get('/api/equipment?q=Hiss', { token: s.a.manager.token });
    expect(listed.body.items[0].nextServiceDate).toBe(created.body.nextServiceDate);
  });

  it('refuses a preferred contractor that does not exist', async () => {
    const res = await s.api.put(
      `/api/equipment/${s.a.equipment.id}`,
      { preferredContractorId: '00000000-0000-4000-8000-000000000000' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('preferredContractorId');
  });
});

describe('GET /api/equipment/service-due', () => {
  it('lists the service due within 90 days in the caller’s organisation, with its errand', async () => {
    const soon = await dueIn(60);
    const far = await dueIn(120);
    const made = await dueIn(4);
    await runMaintenanceScan(s.server.deps, new Date());
    const bEq = await createEquipment(s.server.db, s.b.property, { nextServiceDate: date(20) });
    const res = await s.api.get('/api/equipment/service-due', { token: s.a.manager.token });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i: { equipmentId: string }) => i.equipmentId);
    expect(ids).toEqual(expect.arrayContaining([soon.id, made.id]));
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(bEq.id);
    const item = res.body.items.find((i: { equipmentId: string }) => i.equipmentId === made.id);
    expect(item).toMatchObject({
      reportStatus: 'Open',
      dueDate: made.nextServiceDate,
      serviceIntervalMonths: 6,
    });
    expect(item.reportNumber).toBeGreaterThan(0);
    // Why an item has no errand yet: the day the plan makes it, or none without an interval.
    const waiting = res.body.items.find((i: { equipmentId: string }) => i.equipmentId === soon.id);
    const from = new Date(`${soon.nextServiceDate}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - 14);
    expect(waiting).toMatchObject({ reportId: null, errandFrom: from.toISOString().slice(0, 10) });
    const unplanned = await createEquipment(s.server.db, s.a.property, { nextServiceDate: date(30) });
    const again = await s.api.get('/api/equipment/service-due', { token: s.a.manager.token });
    expect(
      again.body.items.find((i: { equipmentId: string }) => i.equipmentId === unplanned.id),
    ).toMatchObject({ reportId: null, serviceIntervalMonths: null, errandFrom: null });
    const dates = res.body.items.map((i: { dueDate: string }) => i.dueDate);
    expect(dates).toEqual([...dates].sort());
    const admin = await s.api.get('/api/equipment/service-due?days=30', { token: s.admin.token });
    expect(admin.body.items.map((i: { equipmentId: string }) => i.equipmentId)).toContain(bEq.id);
  });

  it('is refused to tenants and contractors (403) and anonymous callers (401)', async () => {
    expect((await s.api.get('/api/equipment/service-due', { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.get('/api/equipment/service-due', { token: s.plumber.token })).status).toBe(403);
    expect((await s.api.get('/api/equipment/service-due')).status).toBe(401);
    expect((await s.api.get('/api/equipment/service-due?days=0', { token: s.a.manager.token })).status).toBe(
      400,
    );
  });
});

describe('equipment history', () => {
  it('lists the errands filed against one item, as far as the caller may see them', async () => {
    const eq = await dueIn(1);
    await runMaintenanceScan(s.server.deps, new Date());
    const filed = await s.api.post(
      '/api/reports',
      { propertyId: s.a.property.id, equipmentId: eq.id, whatBroke: 'Pumpen låter', trade: 'heating' },
      { token: s.a.manager.token },
    );
    expect(filed.status).toBe(201);
    const history = await errandsOf(eq.id);
    expect(history.map((r: { kind: string }) => r.kind).sort()).toEqual(['fault', 'planned_maintenance']);
    // A tenant sees only what they reported (nothing here); another organisation's manager nothing.
    const tenant = await s.api.get(`/api/reports?equipmentId=${eq.id}`, { token: s.a.tenant.token });
    expect(tenant.body.total).toBe(0);
    const foreign = await s.api.get(`/api/reports?equipmentId=${eq.id}`, { token: s.b.manager.token });
    expect(foreign.body.total).toBe(0);
  });
});
