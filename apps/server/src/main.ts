import { ensureFirstAdmin } from './auth/bootstrap';
import { loadConfigOrExit } from './config';
import { formatSignIns, seedDemoIfEmpty } from './demo/seed';
import { DEFAULT_STOP_GRACE_MS } from './ops/drain';
import { formatSummary } from './ops/summary';
import { startServer } from './server';

async function main() {
  const config = loadConfigOrExit();
  const server = await startServer(config);
  const admin = await ensureFirstAdmin(server.deps.db, config);
  const lines = [`Felanmälan is running at ${config.PUBLIC_URL ?? server.url}`];
  if (admin.created) {
    lines.push(`Admin sign-in: ${admin.email}`);
    if (admin.password) lines.push(`Admin password (shown once): ${admin.password}`);
  }
  if (config.DEMO_DATA) {
    const demo = await seedDemoIfEmpty(server.deps.db);
    if (demo) lines.push(...formatSignIns(demo).split('\n'));
  }
  // Ready only now: a sign-in right after the first 200 from /health/ready works.
  server.startup.finish();
  server.deps.log.info({ url: server.url }, 'ready');
  console.log(formatSummary(lines, { color: process.stdout.isTTY === true }));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.deps.log.info({ signal }, 'shutting down');
    // The server cuts what is still open at its grace period (ops/drain.ts); should closing
    // the database hang after that, the process still ends.
    setTimeout(() => {
      server.deps.log.error('shutdown did not finish in time, exiting');
      process.exit(1);
    }, DEFAULT_STOP_GRACE_MS + 5000).unref();
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      server.deps.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
