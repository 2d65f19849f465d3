import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportScope } from '../../authz';
import { apiSuite, ids } from '../../test/api-suite';
import { createProperty, createReportWorld, type ReportWorld, reportBody } from '../../test/report-world';
import { buildListSql, LIST_PHOTOS, listReports, SEARCH_TOTAL_CAP, TOTAL_CAP } from './reports.list.repo';

/**
 * The errand list at scale (docs/decisions/0018-errand-list-at-scale.md): the search through
 * trigram indexes with the same answers as before, and a total that stops counting at the cap.
 * Runs on PGlite and PostgreSQL alike.
 */
const s = apiSuite(async (db) => {
  const w = await createReportWorld(db, { address: 'Vaksalagatan 30' });
  const other = await createReportWorld(db, { address: 'Gårdsvägen 4' });
  return { w, other };
});

const create = async (world: ReportWorld, extra: Record<string, unknown>, address?: string) => {
  const propertyId = address ? await createProperty(s.server.db, world.org.id, address) : world.propertyId;
  const res = await s.api.post(
    '/api/reports',
    reportBody({ propertyId, premisesId: address ? null : world.premisesId } as ReportWorld, extra),
    { token: world.manager.token },
  );
  expect(res.status).toBe(201);
  return res.body as { id: string; number: number };
};

const search = async (world: ReportWorld, q: string) =>
  ids(
    await s.api.get(`/api/reports?pageSize=100&q=${encodeURIComponent(q)}`, { token: world.manager.token }),
  );

describe('errand search through the trigram indexes', () => {
  it('finds partial words, Swedish letters in any case, addresses and errand numbers', async () => {
    const door = await create(s.w, { whatBroke: 'Ytterdörren kärvar', description: 'Går inte att låsa.' });
    const tap = await create(s.w, { whatBroke: 'Kranen droppar', description: 'ÖVRE BADRUMMET, blandaren' });
    const yard = await create(
      s.w,
      { whatBroke: 'Belysning', description: 'Lampan släckt' },
      'Östra Ågatan 7',
    );
    // The other organisation's errand mentions the same words and is never found.
    await create(s.other, { whatBroke: 'Ytterdörren kärvar', description: 'Övre badrummet' });

    expect(await search(s.w, 'dörr')).toEqual([door.id]);
    expect(await search(s.w, 'YTTERDÖRR')).toEqual([door.id]);
    expect(await search(s.w, 'kärv')).toEqual([door.id]);
    expect(await search(s.w, 'LÅSA')).toEqual([door.id]);
    expect(await search(s.w, 'övre badrum')).toEqual([tap.id]);
    expect(await search(s.w, 'Blandare')).toEqual([tap.id]);
    // The address, partly and in another case; the property's other errands have another one.
    expect(await search(s.w, 'ågatan')).toEqual([yard.id]);
    expect(await search(s.w, 'ÖSTRA Å')).toEqual([yard.id]);
    expect((await search(s.w, 'vaksala')).sort()).toEqual([door.id, tap.id].sort());
    // Short terms (under a trigram) still match as substrings.
    expect(await search(s.w, 'kä')).toEqual([door.id]);
    expect(await search(s.w, 'Ö')).toEqual(expect.arrayContaining([tap.id, yard.id]));
    expect(await search(s.w, 'nothing like it')).toEqual([]);
    // The errand number, bare or with '#'.
    for (const q of [String(yard.number), `#${yard.number}`])
      expect(await search(s.w, q), q).toContain(yard.id);
  });

  it('plans the search through the trigram indexes on both databases', async () => {
    // The administrator's scope (every organisation) leaves the search as the only condition.
    const admin = { id: randomUUID(), role: 'Admin' as const, organisationId: null, contractorId: null };
    const built = buildListSql(
      (p) => reportScope(admin, p),
      { q: 'ytterdörr' },
      { key: 'created', desc: true },
      { page: 1, pageSize: 25 },
      LIST_PHOTOS,
    );
    // A test table of a few rows is cheapest read whole, or walked in order down an index
    // and filtered, so the planner would rightly not choose the trigram indexes here. With
    // both of those ways off, the only plan left that is not penalised goes through indexes
    // matching the search's own expressions: the plan then shows that they fit the query as
    // built (a mismatch would leave a penalised sequential scan). bench/list-scale.ts shows
    // the planner choosing them on its own at 500,000 errands.
    const plans = await s.server.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_indexscan = off');
      const explain = async (sql: string, params: unknown[]) =>
        JSON.stringify(await tx.query(`EXPLAIN (FORMAT JSON) ${sql}`, params));
      return [await explain(built.countSql, built.countParams), await explain(built.sql, built.params)];
    });
    for (const plan of plans) {
      expect(plan).toContain('reports_search_trgm_idx');
      expect(plan).toContain('properties_address_trgm_idx');
      expect(plan).not.toContain('"Seq Scan"');
    }
  });

  it('plans a search with its term on every call, while the plain list stays prepared', async () => {
    const manager = {
      id: s.w.manager.id,
      role: 'PropertyManager' as const,
      organisationId: s.w.org.id,
      contractorId: null,
    };
    const build = (q?: string) =>
      buildListSql(
        (p) => reportScope(manager, p),
        { q },
        { key: 'created', desc: true },
        { page: 1, pageSize: 25 },
        LIST_PHOTOS,
      );
    // One transaction holds one connection, whose prepared statements are then listed.
    const prepared = await s.server.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) {
        await listReports(tx, build('dörr'));
        await listReports(tx, build());
      }
      return tx.query<{ statement: string }>(
        // The EXPLAINs of the test above are prepared statements of their own.
        `SELECT statement FROM pg_prepared_statements
          WHERE statement LIKE '%FROM reports r%' AND statement NOT LIKE 'EXPLAIN%'`,
      );
    });
    const texts = prepared.map((p) => p.statement);
    expect(texts).toEqual(expect.arrayContaining([build().sql, build().countSql]));
    expect(texts.filter((t) => t.includes('ILIKE'))).toEqual([]);
  });

  it('counts exactly up to the cap and says "more" beyond it, also on pages past the cap', async () => {
    const big = await createReportWorld(s.server.db, { address: 'Storgatan 1' });
    const rows = TOTAL_CAP + 30;
    // Straight into the table, numbered here (the organisation is new): through the API, or
    // numbered row by row by the trigger, this would take minutes. A few mention "Hiss" so
    // that a search stays under the cap.
    await s.server.db.query(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, priority, status, number)
       SELECT $1, $2, CASE WHEN g % 1000 = 0 THEN 'Hiss ' ELSE 'Fel ' END || g, 'plumber', 'Normal', 'Open', g
       FROM generate_series(1, $3::int) g`,
      [big.org.id, big.propertyId, rows],
    );
    const list = (qs: string) => s.api.get(`/api/reports?${qs}`, { token: big.manager.token });

    const first = await list('');
    expect(first.body).toMatchObject({ total: TOTAL_CAP, totalIsCapped: true, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    const narrow = await list('q=hiss');
    expect(narrow.body).toMatchObject({ total: 10, totalIsCapped: false });
    // A search counts to a lower cap; its pages beyond the cap still page on.
    const wide = await list('q=fel');
    expect(wide.body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsCapped: true });
    expect(wide.body.items).toHaveLength(25);
    const widePast = await list('q=fel&page=41');
    expect(widePast.body).toMatchObject({ total: 41 * 25, totalIsCapped: true });
    expect(widePast.body.items).toHaveLength(25);
    // Page 401 of 25 starts at row 10,001: the count goes to its end and still finds more.
    const past = await list('page=401');
    expect(past.body).toMatchObject({ total: 401 * 25, totalIsCapped: true });
    expect(past.body.items).toHaveLength(25);
    // The last page: everything counted, exact again.
    const last = await list('page=402');
    expect(last.body).toMatchObject({ total: rows, totalIsCapped: false });
    expect(last.body.items).toHaveLength(rows - 401 * 25);
    // Another organisation's small list stays exact.
    expect((await s.api.get('/api/reports', { token: s.other.manager.token })).body.totalIsCapped).toBe(
      false,
    );
  }, 60_000);
});
