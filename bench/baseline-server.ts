/**
 * The baseline: a bare node:http server running the same SQL as the API (the
 * repository functions themselves) through the same database layer, with no
 * framework, no sign-in, no validation and no response schema. The API's
 * numbers divided by these show the cost of everything we add on top.
 *
 * Env: PORT, DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), BENCH_USER (the
 * manager whose organisation the requests read, as the API's signed-in caller).
 */
import { createServer, type IncomingMessage } from 'node:http';
import {
  eventScopeReadsReports,
  type ReportActor,
  reportEventScope,
  reportScope,
} from '../apps/server/src/authz/reports.policy';
import { openDb } from '../apps/server/src/db';
import type { SqlParams } from '../apps/server/src/lib/sql';
import {
  counts,
  listEvents,
  perContractor,
  perProperty,
  perTrade,
} from '../apps/server/src/modules/dashboard/dashboard.repo';
import { findOrganisation } from '../apps/server/src/modules/organisations/organisations.repo';
import { findProperty } from '../apps/server/src/modules/properties/properties.repo';
import { insertAction } from '../apps/server/src/modules/reports/actions.repo';
import { findReportPage } from '../apps/server/src/modules/reports/report-page.repo';
import { buildListSql, listReports } from '../apps/server/src/modules/reports/reports.list.repo';
import { insertReport } from '../apps/server/src/modules/reports/reports.write.repo';

const db = await openDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
});
const [user] = await db.query<{ id: string; organisationId: string; name: string }>(
  'SELECT id, organisation_id, name FROM users WHERE email = $1',
  [process.env.BENCH_USER ?? 'bench-manager-1@example.test'],
);
if (!user) throw new Error('seed the database first');
const actor = {
  id: user.id,
  role: 'PropertyManager',
  organisationId: user.organisationId,
  contractorId: null,
  name: user.name,
} as ReportActor;
// The same scopes the API builds for this manager.
const scope = (p: SqlParams) => reportScope(actor, p);
const eventScope = {
  where: (p: SqlParams) => reportEventScope(actor, p),
  readsReports: eventScopeReadsReports(actor),
};

async function bodyOf(
  req: IncomingMessage,
): Promise<{ propertyId: string; whatBroke: string; trade: string }> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

async function handle(req: IncomingMessage): Promise<[number, unknown]> {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/health') return [200, { ok: true }];
  if (path === '/api/reports' && req.method === 'GET') {
    const built = buildListSql(scope, {}, { key: 'created', desc: true }, { page: 1, pageSize: 25 });
    const { rows, total } = await listReports(db, built);
    return [200, { items: rows, total, page: 1, pageSize: 25 }];
  }
  if (path === '/api/reports' && req.method === 'POST') {
    const input = await bodyOf(req);
    const detail = await db.transaction(async (q) => {
      const property = await findProperty(q, actor, input.propertyId);
      if (!property) throw new Error('no property');
      const id = await insertReport(q, {
        organisationId: property.organisationId,
        propertyId: property.id,
        premisesId: null,
        equipmentId: null,
        whatBroke: input.whatBroke,
        description: '',
        access: null,
        customerNumber: null,
        trade: input.trade as 'plumber',
        priority: 'Normal',
        reporterId: actor.id,
        chatSessionId: null,
        language: (await findOrganisation(q, actor, property.organisationId))?.reportLanguage ?? 'sv',
      });
      await insertAction(q, {
        reportId: id,
        organisationId: property.organisationId,
        kind: 'created',
        actorId: actor.id,
        actorRole: 'PropertyManager',
        actorName: actor.name ?? null,
        contractorId: null,
        fromStatus: null,
        toStatus: 'Open',
        note: null,
      });
      return await findReportPage(q, id);
    });
    return [201, detail];
  }
  if (path.startsWith('/api/reports/')) {
    const id = path.slice('/api/reports/'.length);
    const page = await findReportPage(db, id);
    return page ? [200, page] : [404, { error: 'not_found' }];
  }
  if (path === '/api/dashboard') {
    const [c, trades, contractors, properties, events] = await Promise.all([
      counts(db, scope),
      perTrade(db, scope),
      perContractor(db, scope),
      perProperty(db, scope),
      listEvents(db, eventScope, { limit: 10, offset: 0 }, { total: false }),
    ]);
    return [
      200,
      {
        counts: c,
        latestEvents: events.rows,
        perTrade: trades,
        perContractor: contractors,
        perProperty: properties,
      },
    ];
  }
  return [404, { error: 'not_found' }];
}

const server = createServer((req, res) => {
  handle(req).then(
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
