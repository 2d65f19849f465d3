import { trades } from '@app/contract';
import type { Db, Queryable } from '../db';

/**
 * Fills a PostgreSQL database for the plans at scale: 200 organisations with five properties
 * each, five contractors of every trade, and `reports` errands spread over them in every status,
 * each with its first timeline entry and every tenth with two photos. Analyzed afterwards, so
 * the planner sees the sizes. Returns an organisation, a plumber and an errand to plan for.
 */
export async function fillAtScale(db: Db, reports: number) {
  await db.exec(`
    INSERT INTO organisations (name) SELECT 'Fastighets AB ' || g FROM generate_series(1, 200) g;
    INSERT INTO properties (organisation_id, address, type, city)
      SELECT o.id, 'Storgatan ' || g, 'Apartment', 'Uppsala' FROM organisations o, generate_series(1, 5) g;
    INSERT INTO contractors (name, trade)
      SELECT 'Hantverkare ' || t || ' ' || g, t
      FROM unnest(ARRAY['${trades.join("','")}']) t, generate_series(1, 5) g;
  `);
  const started = Date.now();
  // The rows are consistent by construction: skip per-row foreign-key triggers (superuser, this transaction only).
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    // Bulk-load practice: drop the secondary indexes, fill, and rebuild them from their own definitions.
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'reports' AND indexname <> 'reports_pkey'
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'reports'::regclass)`,
    );
    for (const i of indexes) await tx.query(`DROP INDEX ${i.indexname}`);
    await fillReports(tx, reports);
    // Every report's first timeline entry, for the events feed.
    await tx.query(
      `INSERT INTO report_actions (report_id, organisation_id, kind, actor_role, to_status, created_at)
       SELECT id, organisation_id, 'created', 'PropertyTenant', 'Open', created_at FROM reports`,
    );
    for (const i of indexes) await tx.query(i.indexdef);
    // Two photos on every tenth errand, for the list's thumbnail column.
    await tx.query(
      `INSERT INTO report_files (report_id, organisation_id, kind, content_type, file_name, size, blob_key, thumb_key)
       SELECT r.id, r.organisation_id, 'image', 'image/jpeg', 'foto-' || k || '.jpg', 1000, 'b', 't'
       FROM reports r, generate_series(1, 2) k WHERE r.number % 10 = 0`,
    );
  });
  console.log(`filled ${reports} reports in ${Date.now() - started} ms`);
  // One statement each: a multi-statement string runs as one implicit transaction, which VACUUM refuses.
  for (const table of [
    'reports',
    'report_actions',
    'report_files',
    'properties',
    'contractors',
    'organisations',
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
  const [{ id: orgId }] = (await db.query<{ id: string }>('SELECT id FROM organisations LIMIT 1')) as [
    { id: string },
  ];
  const [{ id: contractorId }] = (await db.query<{ id: string }>(
    `SELECT id FROM contractors WHERE trade = 'plumber' LIMIT 1`,
  )) as [{ id: string }];
  const [{ id: reportId }] = (await db.query<{ id: string }>('SELECT id FROM reports LIMIT 1')) as [
    { id: string },
  ];
  return { orgId, contractorId, reportId };
}

async function fillReports(q: Queryable, reports: number) {
  await q.query(
    `WITH props AS (SELECT id, organisation_id, (row_number() OVER (ORDER BY id)) - 1 AS n FROM properties),
          cons AS (SELECT id, trade, (row_number() OVER (ORDER BY id)) - 1 AS n FROM contractors),
          gen AS (
            SELECT g, (ARRAY['Open','InProgress','FollowingUp','Closed'])[1 + (g / 7) % 4] AS status,
                   now() - make_interval(mins => g) AS at
            FROM generate_series(0, $1::int - 1) g)
     INSERT INTO reports (organisation_id, property_id, what_broke, trade, priority, status, contractor_id,
                          created_at, updated_at, accepted_at, closed_at, number)
     SELECT p.organisation_id, p.id, 'Fel nummer ' || gen.g, c.trade,
            (ARRAY['Low','Normal','High','Urgent'])[1 + gen.g % 4], gen.status,
            CASE WHEN gen.status = 'Open' THEN NULL ELSE c.id END,
            gen.at, gen.at,
            CASE WHEN gen.status = 'Open' THEN NULL ELSE gen.at + interval '1 hour' END,
            CASE WHEN gen.status = 'Closed' THEN gen.at + interval '5 hours' END,
            -- Numbered here: the replica role of the bulk load skips the numbering trigger.
            row_number() OVER (PARTITION BY p.organisation_id ORDER BY gen.g)
     FROM gen
     JOIN props p ON p.n = gen.g % $2::int
     JOIN cons c ON c.n = gen.g % $3::int`,
    [reports, 1000, trades.length * 5],
  );
}
