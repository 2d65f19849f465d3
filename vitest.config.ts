import { defineConfig } from 'vitest/config';

/**
 * Projects: server tests on PGlite always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set; pure unit tests once; web component tests in
 * jsdom; browser journeys in Debian's Chromium.
 */
const serverTests = ['apps/server/src/**/*.test.ts'];
/**
 * Server test files share their worker's modules (no isolation): the server's module graph and
 * PGlite's WebAssembly load once per worker instead of once per file, which made the server
 * suites about four times faster. Each file still builds its own server over its own database;
 * module-level state must therefore be keyed by database or registered idempotently.
 */
const sharedModules = { isolate: false };
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
          include: serverTests,
          exclude: pureUnitTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          ...sharedModules,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                exclude: pureUnitTests,
                environment: 'node',
                env: { TEST_DB: 'postgres' },
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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The server's modules, PGlite's migrated template and the copy of the built app load
          // once for the whole run, not once per file; each file still starts its own server.
          isolate: false,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
