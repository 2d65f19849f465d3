// Shared by the structural checks: the source files of the server and the web app.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const trees = { server: 'apps/server/src', web: 'apps/web/src' };

/** Repository-relative paths (with /) of the .ts and .tsx files under `dir`. */
export function sourceFiles(dir) {
  const walk = (abs) =>
    readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(repoRoot, dir)).map((f) => relative(repoRoot, f).split(sep).join('/'));
}

/** A test file or a test helper: kept out of the rules on production code. */
export const isTestCode = (file) => /\.test\.tsx?$/.test(file) || /\/src\/test\//.test(file);
