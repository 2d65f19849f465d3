import { defineConfig } from 'vitest/config';

/**
 * Projects: the server tests on PGlite by default, and on PostgreSQL when TEST_DATABASE_URL is
 * set (as in CI), where PGlite still runs the files about the embedded database itself; with
 * TEST_BOTH_DATABASES=1 as well, every server test runs on both. Pure unit tests once; web
 * component tests in jsdom; browser journeys in Debian's Chromium, on PGlite (what `npm start`
 * runs), so CI exercises both databases through every route (decision 0052).
 */
const serverTests = ['apps/server/src/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const onBoth = onPostgres && process.env.TEST_BOTH_DATABASES === '1';
/**
 * What only the embedded database can show: its adapter, prepared statements and migrations,
 * backup and restore of its data folder, `npm start`, a kill or an upgrade over its files, and
 * the work that shares its one process (exports, password resets, the rate limit's one pool).
 */
const embeddedDatabaseTests = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/ops/backup.test.ts',
  'apps/server/src/ops/npm-start.test.ts',
  'apps/server/src/ops/restart.kill.test.ts',
  'apps/server/src/ops/restart.upgrade.test.ts',
  'apps/server/src/modules/exports/export-worker.test.ts',
  'apps/server/src/auth/password-reset-work.test.ts',
  'apps/server/src/auth/rate-limit-shared.test.ts',
];
/**
 * Server test files share their worker's modules (no isolation): the server's module graph and
 * PGlite's WebAssembly load once per worker instead of once per file, which made the server
 * suites about four times faster. Each file still builds its own server over its own database;
 * module-level state must therefore be keyed by database or registered idempotently.
 */
const sharedModules = { isolate: false };
/**
 * Workers that open PGlite run on V8's baseline WebAssembly compiler, as `npm start` does
 * (decision 0051): the optimising compile of PostgreSQL's WebAssembly otherwise costs each
 * worker processor time beside the tests.
 */
const embeddedDatabase = { execArgv: ['--liftoff-only'] };
// Server tests get a minute each: CI runs two server files beside the browser journeys on two
// processors, and a backup round trip or a restart took just over 30 s there once.
const pureUnitTests = ['packages/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.test.mjs'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: pureUnitTests,
          environment: 'node',
          // Some read the whole corpus (two seconds alone); beside the other suites on two
          // processors that passed the default five seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pglite',
          include: onPostgres && !onBoth ? embeddedDatabaseTests : serverTests,
          exclude: pureUnitTests,
          environment: 'node',
          env: { TEST_DB: 'pglite', TEST_BOTH_DATABASES: onBoth ? '1' : '' },
          ...sharedModules,
          ...embeddedDatabase,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                exclude: pureUnitTests,
                environment: 'node',
                env: { TEST_DB: 'postgres', TEST_BOTH_DATABASES: onBoth ? '1' : '' },
                ...sharedModules,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and the libraries per worker instead of per file (about four times faster);
          // the setup file starts the app's own modules and the storage afresh for each file.
          isolate: false,
          // A test of several steps, each waiting up to 5 s (setup.ts), passed Vitest's default
          // 5 s in all beside the journeys and the server tests on two processors (CI, 2026-12-01).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One journey file at a time per Vitest. Two at a time beside the server tests pushed
          // the backup round trip past its minute (bench/RESULTS.md "CI time"), so `npm test`
          // starts a second journey Vitest only when the server tests end (scripts/journeys.mjs).
          fileParallelism: false,
          // The server's modules, PGlite's migrated template and the copy of the built app load
          // once for the whole run, not once per file; each file still starts its own server.
          isolate: false,
          ...embeddedDatabase,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
