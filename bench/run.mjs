// The whole benchmark suite, one bench after another (they share the machine's
// two cores, so never in parallel). Each bench's JSON goes to bench/results/.
//   npm run bench                 everything
//   npm run bench -- api web      only the named benches (api, api-1m, api-pglite, list-scale, scaleout, hub, pglite-memory, web, uploads)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const BENCHES = {
  api: ['bench/api.ts', '--db', 'postgres', '--reports', '100000'],
  'api-1m': [
    'bench/api.ts',
    '--db',
    'postgres',
    '--reports',
    '1000000',
    '--endpoints',
    'dashboard,list',
    '--rates',
    'dashboard=50',
  ],
  'api-pglite': ['bench/api.ts', '--db', 'pglite', '--reports', '100000'],
  'list-scale': ['bench/list-scale.ts'],
  export: ['bench/export.ts', '--reports', '1000000'],
  scaleout: ['bench/scaleout.ts'],
  hub: ['bench/hub-fanout.ts', '--clients', '1000,10000'],
  'pglite-memory': ['bench/pglite-memory.ts', '--minutes', '30'],
  web: ['bench/web.ts', '--build'],
  uploads: ['bench/uploads.ts', '--db', 'postgres'],
};
const only = process.argv.slice(2);
const names = only.length ? only : Object.keys(BENCHES);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
let failed = false;
for (const name of names) {
  const args = BENCHES[name];
  if (!args) throw new Error(`unknown bench ${name}; one of ${Object.keys(BENCHES).join(', ')}`);
  const started = Date.now();
  console.log(`\n== ${name}: npx tsx ${args.join(' ')} --json`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...args, '--json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout);
  // The JSON starts at the first line opening with '{' (seeding may log before it).
  const start = run.stdout.search(/^\{/m);
  if (run.status === 0 && start >= 0)
    writeFileSync(join(root, 'bench', 'results', `${name}.json`), run.stdout.slice(start));
  else failed = true;
  console.log(
    `== ${name}: ${run.status === 0 ? 'done' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
process.exitCode = failed ? 1 : 0;
