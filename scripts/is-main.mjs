import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Whether the module of `url` is the script Node was started with. `import.meta.main` says the
 * same from Node 24.2 and 22.18 on; on an earlier 22 it is undefined, and a check guarded by it
 * would pass without running.
 */
export function isMain(url) {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
