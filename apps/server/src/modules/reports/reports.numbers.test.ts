import { describe, expect, it } from 'vitest';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { reportBody } from '../../test/report-world';

/** Errand numbers (docs/PRODUCT.md "Errand numbers"): per organisation, race-safe, searchable. */
const { s, newReport } = reportWorkflowSuite();

const numberOf = async (id: string) =>
  (await s.api.get(`/api/reports/${id}`, { token: s.w.manager.token })).body.number as number;

describe('errand numbers', () => {
  it('gives parallel creates distinct consecutive numbers', async () => {
    const before = await newReport();
    const first = await numberOf(before.id);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.api.post('/api/reports', reportBody(s.w, { whatBroke: `Parallell ${i}` }), {
          token: s.w.tenant.token,
        }),
      ),
    );
    for (const res of created) expect(res.status).toBe(201);
    const numbers = created.map((res) => res.body.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + 1 + i));
  });

  it('counts each organisation on its own, from 1', async () => {
    const res = await s.api.post('/api/reports', reportBody(s.other), { token: s.other.tenant.token });
    expect(res.status).toBe(201);
    const mine = await newReport();
    expect(res.body.number).toBe(1);
    expect(await numberOf(mine.id)).toBeGreaterThan(1);
  });

  it('never hands a deleted report’s number out again', async () => {
    const last = await newReport();
    const n = await numberOf(last.id);
    expect((await s.api.del(`/api/reports/${last.id}`, { token: s.w.manager.token })).status).toBe(200);
    const next = await newReport();
    expect(await numberOf(next.id)).toBe(n + 1);
  });

  it('finds an errand by 1042 or #1042 besides the text search, in the caller’s scope only', async () => {
    const target = await newReport({ whatBroke: 'Trasig dörrstängare' });
    const n = await numberOf(target.id);
    for (const q of [String(n), `#${n}`, ` # ${n} `]) {
      const res = await s.api.get(`/api/reports?q=${encodeURIComponent(q)}`, { token: s.w.manager.token });
      expect(res.status, q).toBe(200);
      expect(
        res.body.items.map((r: { id: string }) => r.id),
        q,
      ).toContain(target.id);
      expect(res.body.items.find((r: { id: string }) => r.id === target.id).number).toBe(n);
    }
    // Another organisation's manager searching the same number never finds it.
    const other = await s.api.get(`/api/reports?q=${n}`, { token: s.other.manager.token });
    expect(other.body.items.map((r: { id: string }) => r.id)).not.toContain(target.id);
    // Text still matches: a number that is no errand finds the reports that mention it.
    const texty = await newReport({ whatBroke: 'Kod 987654 på displayen' });
    const found = await s.api.get('/api/reports?q=987654', { token: s.w.manager.token });
    expect(found.body.items.map((r: { id: string }) => r.id)).toEqual([texty.id]);
    // `#n` names the errand alone: a text holding the digits is not found by it.
    const mentions = await newReport({ whatBroke: `Se ärende ${n} och #${n}` });
    for (const q of [String(n), `#${n}`]) {
      const res = await s.api.get(`/api/reports?q=${encodeURIComponent(q)}`, { token: s.w.manager.token });
      const ids = res.body.items.map((r: { id: string }) => r.id);
      expect(ids, q).toContain(target.id);
      expect(ids.includes(mentions.id), q).toBe(q === String(n));
    }
    expect((await s.api.get('/api/reports?sort=-number', { token: s.w.manager.token })).status).toBe(200);
  });

  it('shows the number in the list, the detail and the events feed', async () => {
    const r = await newReport();
    const n = await numberOf(r.id);
    const list = await s.api.get('/api/reports', { token: s.w.tenant.token });
    expect(list.body.items.find((x: { id: string }) => x.id === r.id).number).toBe(n);
    const feed = await s.api.get('/api/events', { token: s.w.manager.token });
    const entry = feed.body.items.find((e: { reportId: string }) => e.reportId === r.id);
    expect(entry).toMatchObject({ kind: 'created', reportNumber: n });
    const dashboard = await s.api.get('/api/dashboard', { token: s.w.manager.token });
    expect(dashboard.body.latestEvents[0]).toMatchObject({ reportId: r.id, reportNumber: n });
  });

  it('numbers rows that plain SQL writes after the highest in use', async () => {
    const r = await newReport();
    const n = await numberOf(r.id);
    const [row] = await s.server.db.query<{ number: number }>(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade)
       VALUES ($1, $2, 'Direkt', 'plumber') RETURNING number`,
      [s.w.org.id, s.w.propertyId],
    );
    expect(row!.number).toBe(n + 1);
    expect(await numberOf((await newReport()).id)).toBe(n + 2);
  });
});
