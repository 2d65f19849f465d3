// `npm start`: builds only when the sources changed since the last build, then runs the
// server in this very process, so a signal sent to `npm start` reaches it (package.json
// runs this script with `exec`, leaving no shell in between).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, repoRoot } from './build-stamp.mjs';

const root = repoRoot();
// Settings from a .env file beside package.json (see .env.example); the environment wins.
const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// The embedded database (no DATABASE_URL) is PostgreSQL compiled to WebAssembly. V8's optimising
// compiler took about 500 MB for a second or two after the start to compile it, for no speed that
// could be measured; baseline code only (`--liftoff-only`) keeps the peak near 300 MB
// (docs/decisions/0051). The flag must be given to node itself, so this process becomes a node
// with it (same process id, so signals still reach the server).
const LIFTOFF = '--liftoff-only';
if (!process.env.DATABASE_URL && !process.execArgv.includes(LIFTOFF) && process.execve) {
  process.execve(process.execPath, [
    process.execPath,
    LIFTOFF,
    ...process.execArgv,
    ...process.argv.slice(1),
  ]);
}
buildIfNeeded(root);
await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'main.js')).href);
