/**
 * The server side of bench/hub-fanout.ts: the real server (PGlite, LISTEN/NOTIFY
 * bus, /reportHub) in its own process, so its memory is measured apart from the
 * clients'. Talks to the parent over IPC: sends {url, token, reportId} once
 * ready, answers {cmd: 'rss'} with its resident memory after a full GC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { startServer } from '../apps/server/src/server';
import { createReportWorld, reportBody } from '../apps/server/src/test/report-world';
import { TEST_JWT_SECRET } from '../apps/server/src/test/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
});
const server = await startServer(config, { serveWeb: false });
const world = await createReportWorld(server.deps.db);
const res = await fetch(`${server.url}/api/reports`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${world.manager.token}` },
  body: JSON.stringify(reportBody(world)),
});
const report = (await res.json()) as { id: string };

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'publish') {
    // Straight onto the bus (NOTIFY), as the reports service does after its commit.
    void server.deps.bus.publish({
      type: 'ReportUpdated',
      payload: { reportId: report.id, organisationId: world.org.id, status: 'Open', trade: 'plumber' },
    });
  }
  if (msg.cmd === 'rss') {
    gc?.();
    gc?.();
    process.send?.({ rss: process.memoryUsage().rss });
  }
});
process.on('disconnect', async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
process.send?.({ url: server.url, token: world.manager.token, reportId: report.id });
