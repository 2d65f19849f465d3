/// <reference path="../../../server/src/types.d.ts" />
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createOrganisation,
  createUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../../server/src/test/factories';
import { startTestServer, type TestServer } from '../../../server/src/test/test-server';

export { createOrganisation, createUser, TEST_PASSWORD, type TestUser };

/** The real server on a fresh database, serving the built web app (apps/web/dist). */
export interface RunningApp {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  server: TestServer;
  /** The database, for the server's factories: createUser(app.db, {...}). */
  db: TestServer['db'];
  close(): Promise<void>;
}

const distDir = join(import.meta.dirname, '..', '..', 'dist');
let snapshot: string | undefined;

/** True when index.html and every asset it names exist in `dir`. */
function completeBuild(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return assets.length > 0 && assets.every((m) => existsSync(join(dir, m[1]!)));
}

/**
 * A private copy of the built web app: other test runs on this checkout may
 * rebuild apps/web/dist (new hashed chunk names) while this one is running.
 */
async function webSnapshot(): Promise<string> {
  if (snapshot) return snapshot;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (completeBuild(distDir)) {
      const copy = mkdtempSync(join(tmpdir(), 'web-dist-'));
      cpSync(distDir, copy, { recursive: true });
      if (completeBuild(copy)) {
        snapshot = copy;
        return copy;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('no complete web build in apps/web/dist');
}

/**
 * Journeys sign in many times from one address, so the sign-in rate limits
 * are off unless a journey passes `{ RATE_LIMITS: 'on' }`.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const server = await startTestServer({
    serveWeb: true,
    webRoot: await webSnapshot(),
    env: { RATE_LIMITS: 'off', ...env },
  });
  return { url: server.url, server, db: server.db, close: () => server.close() };
}

/**
 * The link of the newest mail to `address` from the outbox table, moved onto
 * the test server's origin (mails use PUBLIC_URL). Waits up to `timeoutMs`
 * for the mail to be written.
 */
export async function latestMailLink(
  app: RunningApp,
  address: string,
  opts: { kind?: string; timeoutMs?: number; after?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 5000);
  for (;;) {
    const rows = await app.db.query<{ link: string | null }>(
      `SELECT link FROM mail_outbox
        WHERE lower(to_address) = lower($1) AND link IS NOT NULL
          AND ($2::text IS NULL OR kind = $2) AND ($3::timestamptz IS NULL OR created_at > $3)
        ORDER BY created_at DESC LIMIT 1`,
      [address, opts.kind ?? null, opts.after ?? null],
    );
    const link = rows[0]?.link;
    if (link) {
      const parsed = new URL(link, app.url);
      return app.url + parsed.pathname + parsed.search;
    }
    if (Date.now() > deadline) throw new Error(`no mail with a link to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
