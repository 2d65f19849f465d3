// The whole test suite: typecheck, lint, the layering and duplication checks (docs/ARCHITECTURE.md),
// then every Vitest project (unit, with the role and file-size checks; server on PGlite, server on
// PostgreSQL when TEST_DATABASE_URL is set, web components, browser journeys).
// Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

console.log(`Node ${process.version}`);
const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['layering', 'node', ['scripts/checks/layering.mjs']],
  ['duplication', 'node', ['scripts/checks/duplication.mjs']],
];
let passed = 0;
let failed = 0;
for (const [name, cmd, args] of steps) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status === 0) passed++;
  else {
    failed++;
    console.error(`\n${name} failed`);
  }
}

mkdirSync('test-results', { recursive: true });
const extra = process.argv.slice(2);
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
    ...extra,
  ],
  {
    stdio: 'inherit',
  },
);
try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) failed++;
  // A file that failed to load has no failed test but must still fail the run.
  failed += report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} catch {
  failed++;
}
if (r.status !== 0 && failed === 0) failed++;
console.log(`\n${passed} passed, ${failed} failed (Node ${process.version})`);
process.exit(failed === 0 ? 0 : 1);
