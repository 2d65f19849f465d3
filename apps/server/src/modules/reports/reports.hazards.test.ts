import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { chatter } from '../../test/chat-client';
import type { TestUser } from '../../test/factories';
import { createReportWorld, reportBody } from '../../test/report-world';

/** The hazards an errand was filed with travel with it, to everyone who may read it. */
const s = apiSuite(async (db) => {
  const w = await createReportWorld(db);
  const other = await createReportWorld(db);
  const { plumber } = await createUsers(db, { plumber: { role: 'Contractor', trade: 'plumber' } });
  return { w, other, plumber };
});

const detail = (user: TestUser, id: string) => s.api.get(`/api/reports/${id}`, { token: user.token });
const listed = async (user: TestUser, id: string, query = '') => {
  const res = await s.api.get(`/api/reports?pageSize=100${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string; hazards: string[] }[]).find((r) => r.id === id);
};

/**
 * A water leak the tenant of `w` tells the chat of, letting in with the master key; the errand
 * filed, checked to carry the water hazard.
 */
async function fileLeakInChat(fault: string, since: string) {
  const c = chatter(s.server.url, s.w.tenant.token);
  await c.open();
  let r = {} as { report?: { id: string; hazards: string[] } };
  for (const m of [fault, since, 'Huvudnyckel går bra']) r = await c.say(m);
  for (let i = 0; !r.report && i < 2; i++) r = await c.say('ja');
  expect(r.report).toBeDefined();
  expect(r.report!.hazards).toEqual(['water']);
  return r.report!;
}

async function fileByForm(user: TestUser, extra: Record<string, unknown> = {}) {
  const res = await s.api.post('/api/reports', reportBody(s.w, extra), { token: user.token });
  expect(res.status).toBe(201);
  return res.body as { id: string; hazards: string[] };
}

describe('an errand’s hazards on the wire', () => {
  it('a chat-filed water leak carries its hazard in the list and the detail; a plain errand carries none', async () => {
    const leak = await fileLeakInChat('Det forsar vatten från taket i badrummet', 'Sedan en timme');
    const plain = await fileByForm(s.w.tenant);
    expect(plain.hazards).toEqual([]);

    for (const user of [s.w.manager, s.w.tenant]) {
      expect((await listed(user, leak.id))?.hazards, user.role).toEqual(['water']);
      expect((await listed(user, plain.id))?.hazards, user.role).toEqual([]);
      expect((await detail(user, leak.id)).body.hazards, user.role).toEqual(['water']);
      expect((await detail(user, plain.id)).body.hazards, user.role).toEqual([]);
    }
  });

  it('the contractor on it (and one browsing the marketplace) reads the hazard; other people get 404', async () => {
    const leak = await fileLeakInChat('Vattenläcka under diskbänken, det sprutar vatten', 'Sedan i morse');
    // Open and of the plumber's trade: the marketplace shows it with its hazard.
    expect((await listed(s.plumber, leak.id, '&scope=market'))?.hazards).toEqual(['water']);
    expect((await detail(s.plumber, leak.id)).body.hazards).toEqual(['water']);
    const assigned = await s.api.post(
      `/api/reports/${leak.id}/accept`,
      { contractorId: s.plumber.contractorId },
      { token: s.w.manager.token },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.hazards).toEqual(['water']);
    expect((await listed(s.plumber, leak.id))?.hazards).toEqual(['water']);
    expect((await detail(s.plumber, leak.id)).body.hazards).toEqual(['water']);
    for (const user of [s.w.otherTenant, s.other.manager, s.other.tenant])
      expect((await detail(user, leak.id)).status, user.role).toBe(404);
    for (const user of [s.w.otherTenant, s.other.manager])
      expect(await listed(user, leak.id)).toBeUndefined();
  });

  it('a report from the form keeps the hazards its text names, whoever chose trade and priority', async () => {
    const gas = await fileByForm(s.w.tenant, {
      whatBroke: 'Det luktar gas i köket',
      trade: undefined,
      priority: undefined,
    });
    expect(gas.hazards).toEqual(['gas']);
    expect((await detail(s.w.manager, gas.id)).body.hazards).toEqual(['gas']);
    const chosen = await fileByForm(s.w.manager, { whatBroke: 'Gaslukt i trapphuset', priority: 'Low' });
    expect((await detail(s.w.manager, chosen.id)).body.hazards).toEqual(['gas']);
  });
});
