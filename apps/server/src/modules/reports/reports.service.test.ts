import type { ReportCreate } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { createUser, type TestUser } from '../../test/factories';
import { createReportWorld, type ReportWorld } from '../../test/report-world';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createReportService, type ReportService } from './reports.service';

/** The service as the chat assistant calls it: same rules as HTTP, plus the internal options. */
let server: TestServer;
let reports: ReportService;
let w: ReportWorld;
let other: ReportWorld;
let plumber: TestUser;

const actor = (u: TestUser) => ({ ...u, name: `Name of ${u.role}`, email: u.email });
const input = (world: ReportWorld, extra: Partial<ReportCreate> = {}): ReportCreate => ({
  propertyId: world.propertyId,
  premisesId: world.premisesId,
  whatBroke: 'Element kallt',
  description: 'Kallt sedan i går.',
  trade: 'heating',
  priority: 'Normal',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  reports = createReportService(server.deps);
  w = await createReportWorld(server.db, { reportLanguage: 'en' });
  other = await createReportWorld(server.db);
  plumber = await createUser(server.db, { role: 'Contractor', trade: 'heating' });
});
afterAll(() => server.close());

describe('createReportService', () => {
  it('links a report to the caller’s chat session and refuses someone else’s', async () => {
    const [session] = await server.db.query<{ id: string }>(
      'INSERT INTO chat_sessions (user_id, organisation_id) VALUES ($1, $2) RETURNING id',
      [w.tenant.id, w.org.id],
    );
    const r = await reports.create(actor(w.tenant), input(w), { chatSessionId: session!.id });
    expect(r).toMatchObject({ chatSessionId: session!.id, language: 'en', status: 'Open' });
    await expect(
      reports.create(actor(w.otherTenant), input(w, { premisesId: w.otherPremisesId }), {
        chatSessionId: session!.id,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('runs inside the caller’s transaction and hands the events over instead of publishing', async () => {
    const published: DomainEvent[] = [];
    // Notifications of earlier reports come from the job queue, not from this call.
    const off = server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') published.push(e);
    });
    const events: DomainEvent[] = [];
    const r = await server.db.transaction((q) => reports.create(actor(w.tenant), input(w), { q, events }));
    off();
    expect(published).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['ReportCreated', 'EventAdded']);
    expect((await reports.get(actor(w.manager), r.id)).id).toBe(r.id);
    // A rolled-back transaction leaves nothing behind.
    const failing = server.db.transaction(async (q) => {
      const made = await reports.create(actor(w.tenant), input(w), { q, events: [] });
      throw Object.assign(new Error('rollback'), { made });
    });
    const err = (await failing.catch((e) => e)) as { made: { id: string } };
    await expect(reports.get(actor(w.manager), err.made.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('finds open duplicates the caller may see, at the same place and trade', async () => {
    const world = await createReportWorld(server.db);
    const first = await reports.create(actor(world.tenant), input(world, { trade: 'locksmith' }));
    await reports.create(actor(world.tenant), input(world, { trade: 'painting' }));
    const dupes = await reports.findOpenDuplicates(actor(world.tenant), {
      propertyId: world.propertyId,
      premisesId: world.premisesId,
      trade: 'locksmith',
    });
    expect(dupes.map((d) => d.id)).toEqual([first.id]);
    const byNeighbour = await reports.findOpenDuplicates(actor(world.otherTenant), {
      propertyId: world.propertyId,
      premisesId: world.premisesId,
      trade: 'locksmith',
    });
    expect(byNeighbour).toEqual([]);
    const byManager = await reports.findOpenDuplicates(actor(world.manager), {
      propertyId: world.propertyId,
      trade: 'locksmith',
    });
    expect(byManager.map((d) => d.id)).toEqual([first.id]);
    expect(
      await reports.findOpenDuplicates(actor(other.manager), {
        propertyId: world.propertyId,
        trade: 'locksmith',
      }),
    ).toEqual([]);
  });

  it('applies the HTTP rules to notes and lists', async () => {
    const r = await reports.create(actor(w.tenant), input(w));
    const noted = await reports.addNote(actor(w.tenant), r.id, {
      note: 'Porten är öppen 8–16.',
      visibility: 'message',
    });
    expect(noted.actions.at(-1)).toMatchObject({ kind: 'note', note: 'Porten är öppen 8–16.' });
    await expect(
      reports.addNote(actor(other.manager), r.id, { note: 'x', visibility: 'message' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      reports.addNote(actor(plumber), r.id, { note: 'x', visibility: 'message' }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const market = await reports.list(actor(plumber), { scope: 'market' });
    expect(market.items.find((x) => x.id === r.id)).toMatchObject({ reporter: null, reporterName: null });
  });
});
