import { execSync } from 'node:child_process';
import { join } from 'node:path';

/** The journeys run against the built web app served by the real server. */
export default function setup() {
  // `npm test` builds once for its two journey runs (scripts/test.mjs).
  if (process.env.E2E_PREBUILT === '1') return;
  execSync('npx vite build --logLevel warn', { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}
