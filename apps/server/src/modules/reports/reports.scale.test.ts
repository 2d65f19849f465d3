import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEventScope, reportScope } from '../../authz';
import type { SqlParams } from '../../lib/sql';
import {
  expectNoSeqScanOn,
  pagePicks,
  plan as planOf,
  planTree as planTreeOf,
  scansOf,
} from '../../test/query-plans';
import { fillAtScale } from '../../test/scale-world';
import { testDbKind } from '../../test/test-db';
import { startTestServer, type TestServer } from '../../test/test-server';
import { countsSql, eventsSql } from '../dashboard/dashboard.repo';
import { REPORT_PAGE_SQL } from './report-page.repo';
import { buildListSql, LIST_PHOTOS, type ReportSortKey, sortColumns } from './reports.list.repo';
import { REPORT_BY_ID_SQL } from './reports.read.repo';

/**
 * 200,000 reports across 200 organisations, then EXPLAIN of the hot queries
 * exactly as the API builds them: none may read the reports table sequentially.
 * PostgreSQL only (PGlite plans the same, but filling it takes too long for a test).
 */
const REPORTS = 200_000;
let server: TestServer;
let db: TestServer['db'];

const plan = (sql: string, params: unknown[]) => planOf(db, sql, params);
const planTree = (sql: string, params: unknown[]) => planTreeOf(db, sql, params);
const expectNoSeqScanOnReports = (nodes: string[]) => expectNoSeqScanOn('reports', nodes);
/** The list's statements for `scope` and `filters`, newest first, page `page` of 25. */
const newestFirst = (
  scope: (p: SqlParams) => string,
  filters: Parameters<typeof buildListSql>[1],
  page: number,
  extra?: Parameters<typeof buildListSql>[4],
) => buildListSql(scope, filters, { key: 'created', desc: true }, { page, pageSize: 25 }, extra);

describe.runIf(testDbKind === 'postgres')('report queries at scale', () => {
  let orgId: string;
  let contractorId: string;
  let reportId: string;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.db;
    ({ orgId, contractorId, reportId } = await fillAtScale(db, REPORTS));
  }, 120_000);
  afterAll(() => server?.close());
  const manager = () => ({
    id: randomUUID(),
    role: 'PropertyManager' as const,
    organisationId: orgId,
    contractorId: null,
  });
  const plumber = () => ({
    id: randomUUID(),
    role: 'Contractor' as const,
    organisationId: null,
    contractorId,
  });

  it('filled the table', async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
    expect(row!.n).toBe(REPORTS);
  });

  it('lists an organisation’s reports of one status by newest first through an index', async () => {
    const built = newestFirst((p) => reportScope(manager(), p), { status: ['Open'] }, 1, LIST_PHOTOS);
    const rows = await plan(built.sql, built.params);
    expectNoSeqScanOnReports(rows);
    // The photo count and cover: per shown row, through report_files' index by report.
    expectNoSeqScanOn('report_files', rows);
    expectNoSeqScanOnReports(await plan(built.countSql, built.countParams));
    const all = newestFirst((p) => reportScope(manager(), p), {}, 3);
    expectNoSeqScanOnReports(await plan(all.sql, all.params));
  });

  it('plans a page of the list once per connection, not on every request', async () => {
    const page = newestFirst(
      (p) => reportScope(manager(), p),
      { status: ['Open', 'InProgress'] },
      2,
      LIST_PHOTOS,
    );
    // One transaction holds one connection, whose prepared statements pg_prepared_statements shows.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await tx.query(page.sql, page.params);
      const [plans] = await tx.query<{ genericPlans: number; customPlans: number }>(
        'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
        [page.sql],
      );
      // PostgreSQL plans a prepared statement five times for its parameters, then settles on the
      // generic plan if that is no dearer: with the LIMIT as a parameter it never was.
      expect(plans).toEqual({ customPlans: 5, genericPlans: 3 });
    });
  });

  it('reads a page in every sort order of the list off an index, without sorting the organisation', async () => {
    for (const key of Object.keys(sortColumns) as ReportSortKey[])
      for (const desc of [true, false]) {
        const built = buildListSql(
          (p) => reportScope(manager(), p),
          {},
          { key, desc },
          { page: 2, pageSize: 25 },
          LIST_PHOTOS,
        );
        const tree = await planTree(built.sql, built.params);
        expectNoSeqScanOnReports(scansOf(tree));
        const picks = pagePicks(tree);
        expect(picks, `${key} ${desc}`).toHaveLength(1);
        const pick = scansOf(picks[0]!);
        // A Sort over the organisation's errands is what made a page cost grow with it. An
        // Incremental Sort (ties of the index's order, by id: the unique number's) stays, and so
        // does the Sort of the page's own 25 rows after their names are joined.
        expect(
          pick.filter((n) => n === 'Sort'),
          `${key} ${desc}: ${pick.join(' > ')}`,
        ).toEqual([]);
        // The page is picked from the errands alone; the names are joined to its rows only.
        expect(
          pick.filter((n) => /on (properties|premises|contractors|users)$/.test(n)),
          `${key} ${desc}: ${pick.join(' > ')}`,
        ).toEqual([]);
      }
  });

  it('searches an organisation without reading the table whole', async () => {
    // With 1,000 errands an organisation is cheapest walked down its index and filtered; the
    // trigram index is the planner's choice in an organisation of 100,000 (bench/list-scale.ts)
    // and shown to fit the query in reports.search.test.ts.
    const built = newestFirst((p) => reportScope(manager(), p), { q: 'nummer 4711' }, 1, LIST_PHOTOS);
    expectNoSeqScanOnReports(await plan(built.sql, built.params));
    expectNoSeqScanOnReports(await plan(built.countSql, built.countParams));
  });

  it('reads one report by id through its key', async () => {
    expectNoSeqScanOnReports(await plan(REPORT_BY_ID_SQL, [reportId]));
  });

  it('reads one errand’s page (with its rating, visit and close-out) through keys', async () => {
    const page = await plan(REPORT_PAGE_SQL, [reportId]);
    for (const table of ['reports', 'report_ratings', 'report_visits', 'report_closeouts'])
      expectNoSeqScanOn(table, page);
  });

  it('lists the contractor marketplace and the contractor’s own reports through indexes', async () => {
    const market = newestFirst(
      (p) => reportScope(plumber(), p, 'r', 'market', 'plumber'),
      {},
      1,
      LIST_PHOTOS,
    );
    const marketPlan = await plan(market.sql, market.params);
    expectNoSeqScanOnReports(marketPlan);
    expectNoSeqScanOn('report_files', marketPlan);
    expectNoSeqScanOnReports(await plan(market.countSql, market.countParams));
    const mine = newestFirst((p) => reportScope(plumber(), p, 'r', 'mine', 'plumber'), {}, 1);
    expectNoSeqScanOnReports(await plan(mine.sql, mine.params));
    const both = newestFirst((p) => reportScope(plumber(), p, 'r', 'all', 'plumber'), {}, 1);
    expectNoSeqScanOnReports(await plan(both.sql, both.params));
  });

  it('pages an organisation’s and a contractor’s events feed through indexes', async () => {
    for (const actor of [manager(), plumber()]) {
      const scope = { where: (p: SqlParams) => reportEventScope(actor, p), readsReports: false };
      const built = eventsSql(scope, { limit: 10, offset: 0 });
      expectNoSeqScanOn('report_actions', await plan(built.sql, built.params));
      expectNoSeqScanOn('report_actions', await plan(built.countSql, built.countParams));
    }
  });

  it('counts an organisation’s dashboard through an index', async () => {
    const { sql, params } = countsSql((p) => reportScope(manager(), p));
    expectNoSeqScanOnReports(await plan(sql, params));
    const contractor = countsSql((p) => reportScope(plumber(), p, 'r', 'all', 'plumber'));
    expectNoSeqScanOnReports(await plan(contractor.sql, contractor.params));
  });
});
