import http from 'node:http';
import { ReportExportQuery } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';
import { testDbKind } from '../../test/test-db';
import { EXPORT_APPLICATION_NAME } from './export-job';
import { exportWorkerCounts, MAX_EXPORT_WORKERS } from './export-thread';
import { exportReports } from './report-export';

const s = twoOrgSuite({});
const onPostgres = testDbKind === 'postgres';

/**
 * Ten batches of errands of organisation A, with 2,000-character descriptions: about 20 MB of
 * CSV, far more than the sockets' buffers between the server and a client that stops reading.
 */
async function addErrands() {
  await s.server.db.query(
    `INSERT INTO reports (organisation_id, property_id, what_broke, trade, description)
     SELECT $1, $2, 'Kran ' || g, 'plumber', repeat('Droppar ', 250) FROM generate_series(1, 10000) g`,
    [s.a.org.id, s.a.property.id],
  );
}

/** The export worker's connections to this test's database, as PostgreSQL sees them. */
async function workerConnections(): Promise<number> {
  const [row] = await s.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
    [EXPORT_APPLICATION_NAME],
  );
  return row!.n;
}

/** Waits for `check`; the bound is generous because a worker thread starting from the sources
 * compiles its modules first, which on a busy two-core machine took over five seconds. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const query = ReportExportQuery.parse({});

describe('where the export runs', () => {
  it('reads on a worker thread on PostgreSQL, in the server thread on PGlite', async () => {
    const before = exportWorkerCounts().started;
    const chunks: string[] = [];
    const path = await exportReports(s.server.db, s.admin, 'sv', query, async (chunk) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    });
    expect(path).toBe(onPostgres ? 'worker' : 'in-process');
    expect(exportWorkerCounts().started - before).toBe(onPostgres ? 1 : 0);
    expect(chunks.join('')).toMatch(/^\uFEFFNr;Skapat;/);
    // Through the route as well.
    const res = await s.api.get('/api/reports/export', { token: s.admin.token });
    expect(res.status).toBe(200);
    expect(exportWorkerCounts().started - before).toBe(onPostgres ? 2 : 0);
  });
});

describe.runIf(onPostgres)('the export worker (PostgreSQL)', () => {
  // Ten thousand long rows: over a minute on a busy machine.
  beforeAll(addErrands, 180_000);

  it('fetches no further than the receiver takes, and ends the worker and its connection when stopped', async () => {
    let writes = 0;
    const taken = 3; // the header and two batches are taken; the receiver stops at the third
    const stop = new AbortController();
    const running = exportReports(
      s.server.db,
      s.admin,
      'sv',
      query,
      (_chunk) => (++writes <= taken ? Promise.resolve() : new Promise<void>(() => {})),
      stop.signal,
    );
    const outcome = running.then(
      () => 'finished',
      (err: Error) => err.message,
    );
    await eventually(() => writes === taken + 1);
    // Time enough for a worker that did not wait to send the seven other batches.
    await new Promise((r) => setTimeout(r, 1000));
    expect(writes).toBe(taken + 1);
    expect(exportWorkerCounts().running).toBe(1);
    expect(await workerConnections()).toBe(1);
    stop.abort();
    expect(await outcome).toBe('export receiver went away');
    await eventually(() => exportWorkerCounts().running === 0);
    await eventually(async () => (await workerConnections()) === 0);
  });

  it(`runs at most ${MAX_EXPORT_WORKERS} export threads at once; the next waits for a place`, async () => {
    const stops = Array.from({ length: MAX_EXPORT_WORKERS + 1 }, () => new AbortController());
    const writes = stops.map(() => 0);
    const runs = stops.map((stop, i) =>
      exportReports(
        s.server.db,
        s.admin,
        'sv',
        query,
        // Each receiver takes the header and one batch, then stops reading.
        () => (++writes[i]! <= 2 ? Promise.resolve() : new Promise<void>(() => {})),
        stop.signal,
      ).catch((err: Error) => err.message),
    );
    try {
      await eventually(() => writes.slice(0, MAX_EXPORT_WORKERS).every((n) => n === 3));
      await new Promise((r) => setTimeout(r, 500));
      expect(exportWorkerCounts()).toMatchObject({ running: MAX_EXPORT_WORKERS, waiting: 1 });
      expect(writes[MAX_EXPORT_WORKERS]).toBe(1); // its header only
      expect(await workerConnections()).toBe(MAX_EXPORT_WORKERS);
      // One receiver goes away: the waiting export takes its place.
      stops[0]!.abort();
      await eventually(() => writes[MAX_EXPORT_WORKERS] === 3);
      expect(exportWorkerCounts()).toMatchObject({ waiting: 0 });
    } finally {
      // Also when a check above failed: stalled receivers would keep their places from the next tests.
      for (const stop of stops) stop.abort();
    }
    expect(await Promise.all(runs)).toEqual(stops.map(() => 'export receiver went away'));
    await eventually(() => exportWorkerCounts().running === 0);
    await eventually(async () => (await workerConnections()) === 0);
  });

  it('a client that goes away mid-download ends the worker and its connection', async () => {
    const started = exportWorkerCounts().started;
    const req = http.get(`${s.server.url}/api/reports/export`, {
      headers: { authorization: `Bearer ${s.admin.token}` },
    });
    const res = await new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
    expect(res.statusCode).toBe(200);
    // Read a little, then stop reading: the export waits on the client, mid-way.
    await new Promise((resolve) => res.once('data', resolve));
    res.pause();
    try {
      await eventually(async () => (await workerConnections()) === 1);
      expect(exportWorkerCounts()).toMatchObject({ started: started + 1, running: 1 });
    } finally {
      req.destroy();
    }
    await eventually(() => exportWorkerCounts().running === 0);
    await eventually(async () => (await workerConnections()) === 0);
  });

  it("renders a batch of errands with descriptions at their longest within the worker's heap", async () => {
    // 1,000 descriptions of 10,000 characters, with a character outside Latin-1 (two bytes per
    // character in V8): the largest batch the export can meet.
    await s.server.db.query(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, description)
       SELECT $1, $2, 'Kran ' || g, 'plumber', rpad('', 10000, 'Läcker € ') FROM generate_series(1, 1000) g`,
      [s.b.org.id, s.b.property.id],
    );
    let bytes = 0;
    const path = await exportReports(
      s.server.db,
      s.admin,
      'sv',
      ReportExportQuery.parse({ organisationId: s.b.org.id }),
      async (chunk) => {
        bytes += chunk.length;
      },
    );
    expect(path).toBe('worker');
    expect(bytes).toBeGreaterThan(1000 * 10_000);
  });
});
