import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';
import { createProperty } from '../../test/org-world';
import { lastTwelveMonths } from './statistics.repo';

const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });

const months = lastTwelveMonths(new Date());
const thisMonth = months[11]!;
const lastMonth = months[10]!;
/** The 10th of a month at noon, `hours` later for a closing time. */
const at = (month: string, hours = 0) => new Date(Date.parse(`${month}-10T12:00:00Z`) + hours * 3_600_000);

async function errand(org: { id: string }, propertyId: string, trade: string, created: Date, closed?: Date) {
  await s.server.db.query(
    `INSERT INTO reports (organisation_id, property_id, what_broke, trade, status, created_at, closed_at)
     VALUES ($1, $2, 'x', $3, $4, $5, $6)`,
    [
      org.id,
      propertyId,
      trade,
      closed ? 'Closed' : 'Open',
      created.toISOString(),
      closed?.toISOString() ?? null,
    ],
  );
}

describe('GET /api/statistics', () => {
  it('counts created and closed per month, trade and property, with the median hours to close', async () => {
    const { a } = s;
    const second = await createProperty(s.server.db, a.org.id, { address: 'Andra 2' });
    await errand(a.org, a.property.id, 'plumber', at(lastMonth), at(lastMonth, 10));
    await errand(a.org, a.property.id, 'plumber', at(lastMonth), at(thisMonth, 0));
    await errand(a.org, second.id, 'electrician', at(lastMonth), at(lastMonth, 30));
    await errand(a.org, a.property.id, 'electrician', at(thisMonth));
    // Older than twelve months, and another organisation's: not counted.
    await errand(
      a.org,
      a.property.id,
      'plumber',
      new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 86_400_000),
    );
    await errand(s.b.org, s.b.property.id, 'plumber', at(thisMonth));

    const res = await s.api.get('/api/statistics', { token: a.manager.token });
    expect(res.status).toBe(200);
    expect(res.body.months.map((m: { month: string }) => m.month)).toEqual(months);
    const last = res.body.months[10];
    expect(last).toMatchObject({ month: lastMonth, created: 3, closed: 2, medianHoursToClose: 20 });
    expect(res.body.months[11]).toMatchObject({ created: 1, closed: 1 });
    expect(res.body.months.slice(0, 10).every((m: { created: number }) => m.created === 0)).toBe(true);
    expect(res.body.perTrade).toEqual(
      expect.arrayContaining([
        { month: lastMonth, trade: 'plumber', created: 2, closed: 1 },
        { month: lastMonth, trade: 'electrician', created: 1, closed: 1 },
        { month: thisMonth, trade: 'plumber', created: 0, closed: 1 },
      ]),
    );
    expect(res.body.perProperty).toEqual(
      expect.arrayContaining([
        { month: lastMonth, propertyId: second.id, address: 'Andra 2', created: 1, closed: 1 },
      ]),
    );

    const admin = await s.api.get('/api/statistics', { token: s.admin.token });
    expect(admin.body.months[11].created).toBe(2);
    const onlyB = await s.api.get(`/api/statistics?organisationId=${s.b.org.id}`, { token: s.admin.token });
    expect(onlyB.body.months[11].created).toBe(1);
    // A manager's organisationId is not theirs to choose: it is ignored, never widened.
    const tried = await s.api.get(`/api/statistics?organisationId=${s.b.org.id}`, { token: a.manager.token });
    expect(tried.body.months[11].created).toBe(1);
    expect(tried.body.months[10].created).toBe(3);
  });

  it('answers the same figures as CSV in the caller’s language', async () => {
    const res = await s.api.get('/api/statistics/export?delimiter=comma', {
      token: s.a.manager.token,
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('Month,Group,Name,Created,Closed,Median time to close (hours)');
    expect(lines).toContain(`${lastMonth},All,,3,2,20`);
    expect(lines).toContain(`${lastMonth},Trade,Plumber,2,1,`);
    expect(lines).toContain(`${lastMonth},Property,Andra 2,1,1,`);
  });

  it('is refused to tenants and contractors (403) and anonymous callers (401)', async () => {
    for (const path of ['/api/statistics', '/api/statistics/export']) {
      expect((await s.api.get(path, { token: s.a.tenant.token })).status).toBe(403);
      expect((await s.api.get(path, { token: s.plumber.token })).status).toBe(403);
      expect((await s.api.get(path)).status).toBe(401);
    }
  });

  it('counts by Stockholm months: 23:30 UTC on the last day of a month is the next month there', async () => {
    const { b } = s;
    const [y, m] = thisMonth.split('-').map(Number) as [number, number];
    // The last day of last month at 23:30 UTC: 00:30 (winter) or 01:30 (summer) on the 1st in Stockholm.
    const lastNight = new Date(Date.UTC(y, m - 1, 0, 23, 30));
    const before = (await s.api.get('/api/statistics', { token: b.manager.token })).body.months;
    await errand(b.org, b.property.id, 'plumber', lastNight, lastNight);
    const after = (await s.api.get('/api/statistics', { token: b.manager.token })).body.months;
    expect(after[11].created - before[11].created).toBe(1);
    expect(after[11].closed - before[11].closed).toBe(1);
    expect(after[10]).toEqual(before[10]);
  });
});
