import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The server package's folder, found by walking up from this file. It works
 * from the TypeScript sources (tests, dev) and from the bundled dist/main.js.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@app/server') {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @app/server package folder');
    dir = parent;
  }
}

export function webDistDir(): string {
  return resolve(serverRoot(), '..', 'web', 'dist');
}
