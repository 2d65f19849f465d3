// `npm start`: builds only when the sources changed since the last build, then runs the
// server in this very process, so a signal sent to `npm start` reaches it (package.json
// runs this script with `exec`, leaving no shell in between).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, repoRoot, writeStamp } from './build-stamp.mjs';

const root = repoRoot();
// Settings from a .env file beside package.json (see .env.example); the environment wins.
const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const state = buildState(root);
if (state.needed) {
  console.log(`Building: ${state.reason}.`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, state.hash);
} else {
  console.log(`No build needed: ${state.reason}.`);
}
await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'main.js')).href);
