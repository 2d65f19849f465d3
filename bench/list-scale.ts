/**
 * The errand list and its search at any organisation size: one organisation of 100,000 errands
 * among organisations of 5,000, the list's first page and searches measured at the same fixed
 * rate for a manager of the large one and of a small one. The two should cost the same.
 *
 *   npx tsx bench/list-scale.ts [--others 400000] [--big 100000] [--seconds 10]
 *                               [--list-rate 100] [--search-rate 20] [--json]
 */
import { openDb } from '../apps/server/src/db';
import { migrate } from '../apps/server/src/db/migrate';
import { appServer, arg, ensureDatabase, type LoadResult, load, machine, report, signIn } from './lib';
import { BENCH_PASSWORD, seed } from './seed';

const others = Number(arg('others', '400000'));
const big = Number(arg('big', '100000'));
const seconds = Number(arg('seconds', '10'));
const listRate = Number(arg('list-rate', '100'));
const searchRate = Number(arg('search-rate', '20'));
const BIG_MANAGER = 'bench-manager-1@example.test';
const SMALL_MANAGER = 'bench-manager-2@example.test';
/** Seeded as 5,000 per organisation (seed.ts); the first organisation is then topped up. */
const perOrg = 5000;

const databaseUrl = await ensureDatabase(`bench_list_${others / 1000}k_${big / 1000}k`);

/**
 * Two organisations of 5,000 errands from the seed of the API benches (bench/seed.ts: managers,
 * tenants, contractors, timelines), then errands of the same kind written in bulk: more
 * organisations of 5,000 until `others` errands, and the first manager's organisation topped up
 * to `big`. The bulk rows are numbered here and the reports table's secondary indexes are dropped
 * for the load and rebuilt from their own definitions after it (bulk-load practice): row by row
 * through the numbering trigger and every index, 400,000 errands took over half an hour on a
 * busy 2-core machine. The bulk errands have no timeline entries; the list does not read them.
 */
async function prepare() {
  const db = await openDb({ databaseUrl, dataDir: '' });
  try {
    await migrate(db);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
    const want = others + big - perOrg;
    if (n === want) return;
    const started = Date.now();
    await seed(db, 2 * perOrg, (line) => console.error(line));
    const [org] = await db.query<{ id: string }>('SELECT organisation_id AS id FROM users WHERE email = $1', [
      BIG_MANAGER,
    ]);
    const extraOrgs = Math.max(0, Math.round((others - 2 * perOrg) / perOrg));
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO organisations (name) SELECT 'Bostads AB ' || g FROM generate_series(1, $1::int) g`,
        [extraOrgs],
      );
      await tx.query(
        `INSERT INTO properties (organisation_id, address, type, city)
         SELECT o.id, 'Storgatan ' || g, 'Apartment', 'Uppsala'
           FROM organisations o, generate_series(1, 50) g WHERE o.name LIKE 'Bostads AB %'`,
      );
      await tx.query(
        `INSERT INTO premises (organisation_id, property_id, designation, floor)
         SELECT p.organisation_id, p.id, 'Lgh ' || (1000 + g), g % 8
           FROM properties p JOIN organisations o ON o.id = p.organisation_id, generate_series(1, 4) g
          WHERE o.name LIKE 'Bostads AB %'`,
      );
      const indexes = await tx.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'reports' AND indexname <> 'reports_pkey'
           AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'reports'::regclass)`,
      );
      for (const i of indexes) await tx.query(`DROP INDEX ${i.indexname}`);
      // The errands of every organisation but the two seeded ones, 5,000 each, then the top-up of
      // the first: text, statuses and dates as seed.ts writes them (the texts' numbers start
      // at textFrom, so no bulk errand shares a text with a seeded one), numbered per organisation.
      const insert = (orgs: string, count: string, number: string, textFrom: number) => `
        WITH o AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM organisations WHERE ${orgs}),
             pr AS (SELECT pm.id, pm.organisation_id, pm.property_id,
                           row_number() OVER (PARTITION BY pm.organisation_id ORDER BY pm.id) - 1 AS n,
                           count(*) OVER (PARTITION BY pm.organisation_id) AS of
                      FROM premises pm JOIN o ON o.id = pm.organisation_id),
             c AS (SELECT id, trade, row_number() OVER (ORDER BY id) - 1 AS n FROM contractors),
             cn AS (SELECT count(*) AS n FROM contractors)
        INSERT INTO reports (organisation_id, property_id, premises_id, what_broke, description, trade, priority,
                             status, contractor_id, language, created_at, updated_at, accepted_at, closed_at, number)
        SELECT o.id, p.property_id, p.id, 'Fel nr ' || g, 'Beskrivning av felet ' || g, c.trade,
               (ARRAY['Low','Normal','Normal','High','Urgent'])[1 + g % 5], s.status,
               CASE WHEN s.status = 'Open' THEN NULL ELSE c.id END, 'sv',
               s.created, s.created, CASE WHEN s.status = 'Open' THEN NULL ELSE s.created + interval '3 hours' END,
               CASE WHEN s.status = 'Closed' THEN s.created + interval '2 days' ELSE NULL END,
               ${number}
          FROM generate_series(0, ${count} - 1) k
          CROSS JOIN LATERAL (SELECT k + 1 + ${textFrom} AS g) gg
          CROSS JOIN cn
          JOIN o ON o.n = k % (SELECT count(*) FROM o)
          JOIN pr p ON p.organisation_id = o.id AND p.n = (g::bigint * 7919) % p.of
          JOIN c ON c.n = g % cn.n
          CROSS JOIN LATERAL (SELECT
               (ARRAY['Open','Open','InProgress','InProgress','FollowingUp','Closed','Closed','Closed','Closed','Closed'])[1 + g % 10] AS status,
               now() - make_interval(mins => (g * 37) % (2 * 365 * 24 * 60)) AS created) s`;
      // k takes the organisations in turn, so the j-th errand of each is k / organisations.
      await tx.query(
        insert(`name LIKE 'Bostads AB %'`, '$1::int', `1 + k / (SELECT count(*) FROM o)`, 20_000_000),
        [extraOrgs * perOrg],
      );
      await tx.query(insert('id = $2', '$1::int', `$3::int + k`, 30_000_000), [
        big - perOrg,
        org!.id,
        perOrg + 1,
      ]);
      for (const i of indexes) await tx.query(i.indexdef);
      await tx.query(
        `INSERT INTO report_numbers (organisation_id, last)
         SELECT organisation_id, max(number) FROM reports GROUP BY organisation_id
         ON CONFLICT (organisation_id) DO UPDATE SET last = excluded.last`,
      );
    });
    await db.exec('VACUUM ANALYZE');
    console.error(`seeded ${want} errands in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
}

await prepare();

/** What a manager asks for: the first page, and searches of each kind the list offers. */
const REQUESTS: { name: string; path: string; rate: number }[] = [
  { name: 'list', path: '/api/reports', rate: listRate },
  { name: 'list open', path: '/api/reports?status=Open,InProgress,FollowingUp', rate: listRate },
  { name: 'list last modified', path: '/api/reports?sort=-lastModified', rate: listRate },
  // A word of one errand's text: few matches, found through the trigram index.
  { name: 'search rare word', path: `/api/reports?q=${encodeURIComponent('felet 4711')}`, rate: searchRate },
  // A street and number: one property of 50, about 2% of the organisation's errands.
  { name: 'search address', path: `/api/reports?q=${encodeURIComponent('storgatan 17')}`, rate: searchRate },
  // A word in every errand: the page is found at once, the count stops at the cap.
  { name: 'search common word', path: '/api/reports?q=beskrivning', rate: searchRate },
  { name: 'search number', path: `/api/reports?q=${encodeURIComponent('#1234')}`, rate: searchRate },
  { name: 'search no match', path: '/api/reports?q=vattenskada', rate: searchRate },
];

const server = await appServer(3231, { databaseUrl });
type Point = LoadResult & { rate: number; total: number; totalIsCapped: boolean };
const results: Record<string, { big: Point; small: Point; p50Ratio: number; p99Ratio: number }> = {};
try {
  const cookies = {
    big: await signIn(server.url, BIG_MANAGER, BENCH_PASSWORD),
    small: await signIn(server.url, SMALL_MANAGER, BENCH_PASSWORD),
  };
  for (const r of REQUESTS) {
    const point = {} as Record<'big' | 'small', Point>;
    // Alternating big and small per request, so drifting load on the machine hits both alike.
    for (const who of ['big', 'small'] as const) {
      const headers = { cookie: cookies[who] };
      const res = await fetch(server.url + r.path, { headers });
      if (res.status !== 200) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { total: number; totalIsCapped?: boolean };
      // Warm-up at the rate, then the measured point.
      await load({ url: server.url + r.path, headers, rate: r.rate, seconds: 2, connections: 16 });
      const measured = await load({
        url: server.url + r.path,
        headers,
        rate: r.rate,
        seconds,
        connections: 16,
      });
      point[who] = {
        ...measured,
        rate: r.rate,
        total: body.total,
        totalIsCapped: body.totalIsCapped ?? false,
      };
    }
    results[r.name] = {
      ...point,
      p50Ratio: +(point.big.p50 / point.small.p50).toFixed(2),
      p99Ratio: +(point.big.p99 / point.small.p99).toFixed(2),
    };
  }
} finally {
  await server.stop();
}

const fmt = (p: Point) =>
  `${String(p.p50.toFixed(1)).padStart(6)} ${String(p.p99.toFixed(1)).padStart(6)} ${String(p.errors).padStart(4)}`;
report(
  `Errand list at scale, PostgreSQL: one organisation of ${big.toLocaleString('en')} errands among ${others.toLocaleString('en')} in organisations of ${perOrg.toLocaleString('en')} (${seconds} s per point, ms)`,
  [
    `${'request'.padEnd(20)} ${'rate'.padStart(5)}   ${'big p50    p99  err'.padEnd(20)}   ${'small p50  p99  err'.padEnd(20)}  big/small p50  p99  totals`,
    ...Object.entries(results).map(
      ([name, r]) =>
        `${name.padEnd(20)} ${String(r.big.rate).padStart(5)}   ${fmt(r.big)}   ${fmt(r.small)}  ${String(r.p50Ratio).padStart(13)} ${String(r.p99Ratio).padStart(4)}  ${r.big.total}${r.big.totalIsCapped ? '+' : ''} / ${r.small.total}${r.small.totalIsCapped ? '+' : ''}`,
    ),
  ],
  { machine: machine(), others, big, seconds, results },
);
