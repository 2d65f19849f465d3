import { execSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The journeys run against the built web app served by the real server. E2E_BUILT=1 says
 * apps/web/dist is already built from these sources (a developer rerunning one journey).
 */
export default function setup() {
  if (process.env.E2E_BUILT === '1') return;
  execSync('npx vite build --logLevel warn', { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}
