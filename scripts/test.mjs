// The whole test suite: typecheck, lint, the layering and duplication checks (docs/ARCHITECTURE.md),
// then every Vitest project (unit, with the role and file-size checks; the server tests on PGlite,
// or on PostgreSQL when TEST_DATABASE_URL is set with PGlite's own files beside them, see
// vitest.config.ts; web components; browser journeys).
// Ends with one line "N passed, N failed".
//
// The static checks run beside Vitest rather than before it: Vitest's workers wait on PostgreSQL,
// Chromium and the network for much of their time, and the checks use that time. Each check's
// output is printed whole when it ends, so it does not mix with the test reporter's lines.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { drainJourneys, journeyFiles } from './journeys.mjs';

console.log(`Node ${process.version}`);
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['layering', 'node', ['scripts/checks/layering.mjs']],
  ['duplication', 'node', ['scripts/checks/duplication.mjs']],
];

/** Runs a command; resolves with its exit code and, when `capture`, its output. */
function run(cmd, args, capture, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', (err) => resolve({ code: 1, out: String(err) }));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

// One check at a time beside Vitest: more at once only slows the tests on a small machine.
const staticChecks = (async () => {
  const results = [];
  for (const [name, cmd, args] of checks) {
    const { code, out } = await run(cmd, args, true);
    const mark = code === 0 ? 'ok' : 'FAILED';
    process.stdout.write(`\n── ${name}: ${mark} (${seconds()})\n${code === 0 ? '' : out}`);
    results.push({ name, code, out });
  }
  return results;
})();

mkdirSync('test-results', { recursive: true });
// A report left by an earlier run must not stand in for one this run failed to write.
for (const file of readdirSync('test-results'))
  if (/^vitest-.*\.json$|^failures\.txt$/.test(file)) rmSync(`test-results/${file}`, { force: true });
const extra = process.argv.slice(2);
const projects = (names) => names.flatMap((n) => ['--project', n]);
const serverSide = ['unit', 'pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : []), 'web'];
/** One Vitest run over `args`, its JSON report in test-results/vitest-<name>.json. */
const vitestRun = (name, args, env) =>
  new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=test-results/vitest-${name}.json`,
        ...extra,
      ],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    );
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  }).then((code) => {
    // When each run ended says which one holds CI up (bench/RESULTS.md, "CI time").
    process.stdout.write(`\n── vitest ${name}: ended (${seconds()})\n`);
    return { code, name };
  });

// The server, unit and component tests two files at a time (a server file waits on PostgreSQL
// for much of its time); the journeys one file at a time per worker (scripts/journeys.mjs), as
// Vitest cannot run projects of different worker counts at once in one run.
const serverRun = vitestRun('server', [...projects(serverSide), '--maxWorkers=2']);
// A file named on the command line narrows the run: then the journeys run as one Vitest.
const narrowed = extra.some((a) => !a.startsWith('-'));
const journeysRun = (async () => {
  if (narrowed) return [await vitestRun('e2e', projects(['e2e']))];
  // Built once for every chunk (CI builds before npm test and says so with E2E_BUILT=1).
  if (process.env.E2E_BUILT !== '1') {
    const { code, out } = await run('npx', ['vite', 'build', '--logLevel', 'warn'], true, 'apps/web');
    if (code !== 0) {
      process.stdout.write(`\n── journeys' build: FAILED\n${out}`);
      return [{ code, name: 'e2e-build' }];
    }
  }
  return drainJourneys(journeyFiles(), serverRun, (files, i) =>
    vitestRun(`e2e-${i}`, [...projects(['e2e']), ...files], { E2E_BUILT: '1' }),
  );
})();
const vitest = Promise.all([serverRun, journeysRun]).then(([server, journeys]) => [server, ...journeys]);

const [results, tests] = await Promise.all([staticChecks, vitest]);
let passed = 0;
let failed = 0;
for (const { name, code, out } of results) {
  if (code === 0) passed++;
  else {
    failed++;
    console.error(`\n${name} failed:\n${out}`);
  }
}
let total = 0;
// The names of what failed, printed last and kept in a file, so that the end of a long log says
// it. Every count of a failure below adds its line.
const failures = results.filter((r) => r.code !== 0).map((r) => `check: ${r.name}`);
const fail = (line) => {
  failed++;
  failures.push(line);
};
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);
for (const t of tests) {
  let failedHere = 0;
  try {
    const report = JSON.parse(readFileSync(`test-results/vitest-${t.name}.json`, 'utf8'));
    passed += report.numPassedTests;
    total += report.numTotalTests;
    for (const file of report.testResults ?? []) {
      const where = String(file.name).replace(`${process.cwd()}/`, '');
      const assertions = file.assertionResults ?? [];
      for (const a of assertions.filter((a) => a.status === 'failed')) {
        fail(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
        failedHere++;
      }
      // A file that failed to load, or failed in a hook while its tests passed, has no failed
      // test but must still fail the run.
      if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) {
        fail(`${where}: ${firstLine(file.message) || 'failed outside its tests'}`);
        failedHere++;
      }
    }
  } catch (error) {
    fail(`${t.name}: no readable report (${firstLine(error?.message)})`);
    failedHere++;
  }
  // An error outside any test (an unhandled rejection) fails Vitest's exit code alone.
  if (t.code !== 0 && failedHere === 0)
    fail(`${t.name}: Vitest exited with ${t.code} (an error outside the tests)`);
}
if (total === 0) fail('no tests ran');
writeFileSync('test-results/failures.txt', failures.map((f) => `${f}\n`).join(''));
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed (Node ${process.version}, ${seconds()})`);
process.exit(failed === 0 ? 0 : 1);
