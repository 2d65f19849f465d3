/**
 * The floor: a bare node:http server answering the API's read requests with the
 * cheapest SQL that returns the same data, through the same database layer.
 * Where the baseline (baseline-server.ts) shows what our framework adds to our
 * SQL, this shows what our SQL costs over the least the database must do.
 *
 * - list: the 25 newest errands of the organisation by index, with the names the
 *   list shows (address, flat, reporter, contractor) and its photo column (count
 *   and cover, by report_files' index) joined to those 25 rows only, and no total
 *   count.
 * - one errand: one indexed query with the rating, visit and close-out the page
 *   shows joined by their report id, the timeline folded in as JSON.
 * - dashboard and create have no floor here: the dashboard's aggregates cannot be
 *   had cheaper per request than by not running them (the API keeps them, see
 *   docs/decisions/0033-dashboard-and-list-totals-cache.md), and create's writes (the errand, its
 *   number, its first timeline entry) are already the baseline's.
 *
 * Env: PORT, DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), BENCH_USER.
 */
import { createServer } from 'node:http';
import { openDb } from '../apps/server/src/db';

const db = await openDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
});
const [user] = await db.query<{ organisationId: string }>(
  'SELECT organisation_id FROM users WHERE email = $1',
  [process.env.BENCH_USER ?? 'bench-manager-1@example.test'],
);
if (!user) throw new Error('seed the database first');
const org = user.organisationId;

const OVERDUE = `((r.status = 'Open' AND r.accept_due_at < now()) OR (r.status <> 'Closed' AND r.finish_due_at < now()))`;

const PHOTOS = `FROM report_files f WHERE f.report_id = r.id AND f.kind = 'image' AND f.thumb_key IS NOT NULL`;

/** The errand's hazards (gas, water…) by report_hazards' primary key, as the API reads them. */
const HAZARDS = `COALESCE((SELECT h.hazards FROM report_hazards h WHERE h.report_id = r.id), '{}'::text[]) AS hazards`;

const LIST = `
  SELECT r.id, r.number, r.property_id, r.premises_id, r.what_broke, r.trade, r.priority, r.status, r.kind,
         r.reporter_id, COALESCE(u.name, u.email) AS reporter_name, r.contractor_id, c.name AS contractor_name,
         p.address, p.city, pr.designation AS premises_designation, r.created_at, r.updated_at,
         r.accept_due_at, r.finish_due_at, COALESCE(${OVERDUE}, false) AS overdue, ${HAZARDS},
         (SELECT count(*)::int ${PHOTOS}) AS photo_count, (SELECT f.id ${PHOTOS} ORDER BY f.seq LIMIT 1) AS cover_file_id
    FROM (SELECT * FROM reports WHERE organisation_id = $1 ORDER BY created_at DESC, id DESC LIMIT 25) r
    JOIN properties p ON p.id = r.property_id
    LEFT JOIN premises pr ON pr.id = r.premises_id
    LEFT JOIN contractors c ON c.id = r.contractor_id
    LEFT JOIN users u ON u.id = r.reporter_id
   ORDER BY r.created_at DESC, r.id DESC`;

const ONE = `
  SELECT r.id, r.number, r.organisation_id, r.property_id, r.premises_id, r.equipment_id, r.what_broke, r.description,
         r.customer_number, r.trade, r.priority, r.status, r.kind, r.reporter_id, COALESCE(u.name, u.email) AS reporter_name,
         r.contractor_id, c.name AS contractor_name, r.language, p.address, p.city, pr.designation AS premises_designation,
         r.accepted_at, r.closed_at, r.created_at, r.updated_at, r.accept_due_at, r.finish_due_at,
         COALESCE(${OVERDUE}, false) AS overdue, ${HAZARDS},
         rt.score AS rating_score, rt.comment AS rating_comment, rt.rated_by, rt.created_at AS rated_at,
         v.starts_at AS visit_starts_at, v.ends_at AS visit_ends_at, v.note AS visit_note,
         co.resolution, co.minutes_spent, co.cost_sek, co.invoice_reference, co.done_by, co.done_at,
         (SELECT COALESCE(json_agg(a ORDER BY a.created_at, a.id), '[]'::json) FROM (
            SELECT id, kind, actor_id, actor_role, actor_name, contractor_id, from_status, to_status, note,
                   visit_starts_at, visit_ends_at, visibility, file_count, file_kind, created_at
              FROM report_actions WHERE report_id = r.id) a) AS actions
    FROM reports r
    JOIN properties p ON p.id = r.property_id
    LEFT JOIN premises pr ON pr.id = r.premises_id
    LEFT JOIN contractors c ON c.id = r.contractor_id
    LEFT JOIN users u ON u.id = r.reporter_id
    LEFT JOIN report_ratings rt ON rt.report_id = r.id
    LEFT JOIN report_visits v ON v.report_id = r.id
    LEFT JOIN report_closeouts co ON co.report_id = r.id
   WHERE r.id = $1 AND r.organisation_id = $2`;

async function handle(method: string, path: string): Promise<[number, unknown]> {
  if (path === '/health') return [200, { ok: true }];
  if (path === '/api/reports' && method === 'GET') {
    return [200, { items: await db.query(LIST, [org]), page: 1, pageSize: 25 }];
  }
  if (path.startsWith('/api/reports/') && method === 'GET') {
    const [row] = await db.query(ONE, [path.slice('/api/reports/'.length), org]);
    return row ? [200, row] : [404, { error: 'not_found' }];
  }
  return [404, { error: 'not_found' }];
}

const server = createServer((req, res) => {
  handle(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!).then(
    ([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    },
    (err) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(err) }));
    },
  );
});
server.listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
