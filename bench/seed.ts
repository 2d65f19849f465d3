/**
 * Fills a database with a realistic spread of organisations, properties,
 * premises, contractors, users and reports for the benchmarks.
 *
 *   npx tsx bench/seed.ts --reports 100000 [--database-url postgres://…] [--data-dir ./bench/data]
 *
 * Everything is generated inside the database with generate_series, so 1M
 * reports take seconds on PostgreSQL. Every seeded user signs in with the
 * password BENCH_PASSWORD; the first manager is bench-manager-1@example.test.
 */
import { parseArgs } from 'node:util';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { type Db, openDb } from '../apps/server/src/db';
import { migrate } from '../apps/server/src/db/migrate';

export const BENCH_PASSWORD = 'Bench-Password-2026';
const TRADES = [
  'electrician',
  'plumber',
  'locksmith',
  'heating',
  'ventilation',
  'carpentry',
  'appliance',
  'elevator',
];

export async function seed(db: Db, reports: number, log = console.log) {
  const orgs = Math.max(2, Math.min(200, Math.round(reports / 5000)));
  const propsPerOrg = 50;
  const premisesPerProp = 20;
  const hash = await hashPassword(BENCH_PASSWORD);
  const t0 = Date.now();
  await db.exec(`TRUNCATE organisations, users, contractors CASCADE`);
  await db.query(
    `INSERT INTO organisations (name, report_language)
     SELECT 'Fastighets AB ' || g, CASE WHEN g % 5 = 0 THEN 'en' ELSE 'sv' END FROM generate_series(1, $1) g`,
    [orgs],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, role, organisation_id, name)
     SELECT 'bench-manager-' || row_number() OVER (ORDER BY created_at, id) || '@example.test', $1,
            'PropertyManager', id, 'Förvaltare ' || row_number() OVER (ORDER BY created_at, id)
       FROM organisations`,
    [hash],
  );
  await db.query(
    `INSERT INTO properties (organisation_id, address, type, city, postal_code, county)
     SELECT o.id, 'Storgatan ' || g, (ARRAY['Apartment','Commercial','Industrial'])[1 + g % 3],
            (ARRAY['Stockholm','Göteborg','Malmö','Uppsala','Umeå'])[1 + g % 5], '1' || lpad((g % 9999)::text, 4, '0'),
            'Län ' || (g % 21)
       FROM organisations o, generate_series(1, $1) g`,
    [propsPerOrg],
  );
  await db.query(
    `INSERT INTO premises (organisation_id, property_id, designation, floor)
     SELECT p.organisation_id, p.id, 'Lgh ' || (1000 + g), g % 8 FROM properties p, generate_series(1, $1) g`,
    [premisesPerProp],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, role, organisation_id, name)
     SELECT 'bench-tenant-' || md5(pr.id::text) || '@example.test', $1, 'PropertyTenant', pr.organisation_id, 'Hyresgäst'
       FROM premises pr`,
    [hash],
  );
  await db.query(
    `INSERT INTO premises_tenants (premises_id, user_id)
     SELECT pr.id, u.id FROM premises pr JOIN users u ON u.email = 'bench-tenant-' || md5(pr.id::text) || '@example.test'`,
  );
  await db.query(
    `INSERT INTO users (email, password_hash, role, name)
     SELECT 'bench-contractor-' || g || '@example.test', $1, 'Contractor', 'Hantverkare ' || g FROM generate_series(1, 100) g`,
    [hash],
  );
  await db.query(
    `INSERT INTO contractors (name, email, trade, user_id)
     SELECT u.name, u.email, ($1::text[])[1 + (substring(u.email from 'contractor-(\\d+)')::int % $2)], u.id
       FROM users u WHERE u.role = 'Contractor'`,
    [TRADES, TRADES.length],
  );
  // Reports: spread over premises, 20% Open, 30% in progress, 50% closed, two years back.
  await db.query(
    // Premises and contractors are numbered and joined by number: carrying their id arrays
    // on every generated row made PostgreSQL spill tens of GB to disk at 1M reports.
    `WITH pr AS (SELECT p.id, p.organisation_id, p.property_id, row_number() OVER (ORDER BY p.id) - 1 AS n FROM premises p),
          prn AS (SELECT count(*) AS n FROM premises),
          c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM contractors),
          cn AS (SELECT count(*) AS n FROM contractors)
     INSERT INTO reports (organisation_id, property_id, premises_id, what_broke, description, trade, priority,
                          status, reporter_id, contractor_id, language, created_at, updated_at, accepted_at, closed_at)
     SELECT p.organisation_id, p.property_id, p.id, 'Fel nr ' || g, 'Beskrivning av felet ' || g,
            ($2::text[])[1 + g % 8], (ARRAY['Low','Normal','Normal','High','Urgent'])[1 + g % 5],
            s.status, t.user_id, CASE WHEN s.status = 'Open' THEN NULL ELSE c.id END, 'sv',
            s.created, s.created, CASE WHEN s.status = 'Open' THEN NULL ELSE s.created + interval '3 hours' END,
            CASE WHEN s.status = 'Closed' THEN s.created + interval '2 days' ELSE NULL END
       FROM generate_series(1, $1) g
       CROSS JOIN prn CROSS JOIN cn
       JOIN pr p ON p.n = (g::bigint * 7919) % prn.n
       JOIN c ON c.n = g % cn.n
       LEFT JOIN premises_tenants t ON t.premises_id = p.id
       CROSS JOIN LATERAL (SELECT
            (ARRAY['Open','Open','InProgress','InProgress','FollowingUp','Closed','Closed','Closed','Closed','Closed'])[1 + g % 10] AS status,
            now() - make_interval(mins => (g * 37) % (2 * 365 * 24 * 60)) AS created) s`,
    [reports, TRADES],
  );
  await db.query(
    `INSERT INTO report_actions (report_id, organisation_id, kind, actor_id, actor_role, to_status, created_at)
     SELECT id, organisation_id, 'created', reporter_id, 'PropertyTenant', 'Open', created_at FROM reports`,
  );
  await db.query(
    `INSERT INTO report_actions (report_id, organisation_id, kind, contractor_id, actor_role, from_status, to_status, created_at)
     SELECT id, organisation_id, 'accepted', contractor_id, 'Contractor', 'Open', 'InProgress', accepted_at
       FROM reports WHERE accepted_at IS NOT NULL`,
  );
  // VACUUM sets the visibility map, as autovacuum would have long since on a live system:
  // without it every count reads the heap instead of the index alone.
  await db.exec('VACUUM ANALYZE');
  log(`seeded ${reports} reports in ${orgs} organisations in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { orgs };
}

async function main() {
  const { values } = parseArgs({
    options: {
      reports: { type: 'string', default: '100000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string', default: './bench/data/pglite' },
    },
  });
  const db = await openDb({ databaseUrl: values['database-url'], dataDir: values['data-dir']! });
  await migrate(db);
  await seed(db, Number(values.reports));
  await db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
