import { execSync } from 'node:child_process';
import { join } from 'node:path';

/** The journeys run against the built web app served by the real server. */
export default function setup() {
  execSync('npx vite build --logLevel warn', { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}
