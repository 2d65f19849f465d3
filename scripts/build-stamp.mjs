// Decides whether `npm start` must build: a hash of every build input, compared with the
// hash stamped beside the output by the last build. Run alone (`node scripts/build-stamp.mjs`,
// as CI does) it builds when needed and stamps the build, as `npm start` would before starting.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.mjs';

export const repoRoot = () => join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files and folders, relative to the repository, whose contents decide the build output. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-server.mjs',
  'packages/contract/package.json',
  'packages/contract/src',
  'packages/i18n/package.json',
  'packages/i18n/src',
  'apps/server/package.json',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/scripts/precompress.mjs',
  'apps/web/src',
];

/** What the build leaves behind; missing ones mean a build is due whatever the stamp says. */
export const BUILD_OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/server/dist/export-worker.js',
  'apps/web/dist/index.html',
];

export const STAMP = 'apps/server/dist/build-stamp.json';

/** Tests are no build input: changing one does not call for a build. */
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.split('/').includes('test');

function listFiles(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  const files = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) files.push(...listFiles(root, child));
    else if (entry.isFile() && !isTest(child)) files.push(child);
  }
  return files;
}

/** A sha256 over the sorted input paths and their contents. */
export function inputsHash(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => listFiles(root, input)).sort();
  for (const file of files) {
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether a build is due, and why.
 * @returns {{ needed: boolean, reason: string, hash: string }}
 */
export function buildState(root, opts = {}) {
  const inputs = opts.inputs ?? BUILD_INPUTS;
  const outputs = opts.outputs ?? BUILD_OUTPUTS;
  const hash = inputsHash(root, inputs);
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return { needed: true, reason: `${missing} is missing`, hash };
  const stamp = readStamp(root);
  if (!stamp) return { needed: true, reason: 'no record of the last build', hash };
  if (stamp.inputs !== hash) return { needed: true, reason: 'sources changed since the last build', hash };
  // Another build (a test's, a partial one) rewrote an output: it may not be the full build.
  if (JSON.stringify(stamp.outputs) !== JSON.stringify(outputTimes(root, outputs)))
    return { needed: true, reason: 'the build output was changed by another build', hash };
  return { needed: false, reason: 'sources unchanged since the last build', hash };
}

function outputTimes(root, outputs) {
  return Object.fromEntries(outputs.map((output) => [output, statSync(join(root, output)).mtimeMs]));
}

export function writeStamp(root, hash, outputs = BUILD_OUTPUTS) {
  const stamp = { inputs: hash, outputs: outputTimes(root, outputs), builtAt: new Date().toISOString() };
  writeFileSync(join(root, STAMP), `${JSON.stringify(stamp)}\n`);
}

/** Builds (`npm run build`) when the inputs changed since the stamped build, then stamps it. */
export function buildIfNeeded(root) {
  const state = buildState(root);
  if (!state.needed) {
    console.log(`No build needed: ${state.reason}.`);
    return;
  }
  console.log(`Building: ${state.reason}.`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, state.hash);
}

if (isMain(import.meta.url)) buildIfNeeded(repoRoot());
