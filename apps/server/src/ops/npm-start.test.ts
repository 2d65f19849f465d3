import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/paths';
import { freePort } from '../test/restart-harness';
import { testDbKind } from '../test/test-db';

/**
 * `npm start` as a person or a process manager runs it: a SIGTERM sent to the
 * npm process must stop the server too (a shell in between used to swallow it
 * and leave the server running). Builds first when the tree is not built yet.
 */
const repo = resolve(serverRoot(), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every process below `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(testDbKind !== 'pglite')('npm start', () => {
  it('passes SIGTERM on to the server, which stops', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        DEMO_DATA: '0',
        ADMIN_EMAIL: 'admin@example.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout.on('data', (d) => {
      out += d;
    });
    npm.stderr.on('data', (d) => {
      out += d;
    });
    const npmExited = new Promise<number | string>((r) =>
      npm.on('exit', (code, signal) => r(code ?? signal ?? -1)),
    );

    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 280_000;
    let ready = false;
    while (!ready && Date.now() < deadline && npm.exitCode === null) {
      ready = await fetch(`${url}/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready, out).toBe(true);
    // Ready means start-up has finished, so the summary is out: it is the last thing printed.
    expect(out.trimEnd().split('\n').at(-2), out).toContain('Admin password (shown once)');

    const below = descendants(npm.pid!);
    expect(below.length).toBeGreaterThan(0);
    // On the embedded database the server's node runs on baseline WebAssembly code
    // (docs/decisions/0051): start.mjs became that node itself, so it is one process, not two.
    const starts = below
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        } catch {
          return [];
        }
      })
      .filter((args) => args.some((a) => a.endsWith('scripts/start.mjs')));
    expect(starts, out).toHaveLength(1);
    expect(starts[0]).toContain('--liftoff-only');
    npm.kill('SIGTERM');
    await npmExited;
    const gone = Date.now() + 15_000;
    while (below.some(alive) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
    expect(below.filter(alive), out).toEqual([]);
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
  }, 300_000);
});
