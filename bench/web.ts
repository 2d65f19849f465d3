/**
 * Web: gzipped JavaScript per route group (apps/web/scripts/bundle-size.mjs on
 * the production build) and Lighthouse performance and accessibility scores
 * for the sign-in page and the manager's dashboard, served by the real server
 * on loopback, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 *   npx tsx bench/web.ts [--build] [--json] [--port 3231]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appServer, arg, ensureDatabase, flag, machine, ROOT, report } from './lib';
import { prepare } from './prepare';
import { BENCH_PASSWORD } from './seed';

const MANAGER = 'bench-manager-1@example.test';

/** Signs in: the Cookie header the API accepts and the user the app keeps in local storage. */
async function signIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await res.json()) as { user: unknown };
  return { cookie, user: JSON.stringify(user) };
}

/**
 * The web app counts someone as signed in when local storage holds `user` (docs/PRODUCT.md,
 * "Accounts and tokens"); a cookie alone sends it to the sign-in page. Over the DevTools
 * protocol: store the user for the server's origin (on its small favicon, so no script is
 * cached), then remove the service worker and its caches and empty the HTTP cache, so the page is
 * measured cold as Lighthouse would.
 */
async function storeUser(port: number, origin: string, user: string) {
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?${origin}/favicon.svg`, { method: 'PUT' })
  ).json()) as { id: string; webSocketDebuggerUrl: string };
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      const mine = ++id;
      ws.addEventListener('message', function answer(e) {
        const message = JSON.parse(String(e.data));
        if (message.id !== mine) return;
        ws.removeEventListener('message', answer);
        resolve(message);
      });
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  // The new tab starts on about:blank; its storage is the server's once the favicon is open.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const at = await send('Runtime.evaluate', { expression: 'location.origin' });
    if (at.result?.result?.value === origin) break;
    if (Date.now() > deadline) throw new Error(`the tab did not open ${origin}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stored = await send('Runtime.evaluate', {
    expression: `localStorage.setItem('user', ${JSON.stringify(user)}); localStorage.getItem('user') !== null`,
  });
  if (stored.result?.result?.value !== true) throw new Error('the user was not stored');
  // Cold as a first visit: the sign-in run before registered the service worker, which precached
  // the whole build; left in place it would answer every request and nothing would be measured.
  await send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await send('Network.clearBrowserCache');
  ws.close();
  await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
}
/**
 * The chunks that open each route group: its page, and for a signed-in group the layout and the
 * app's catalogue, which the app fetches together with the page as it starts (preload-route.ts).
 */
const SIGNED_IN = ['AppLayout', 'i18n-sv-app'];
const GROUPS: Record<string, string[]> = {
  '/auth/login': ['LoginPage'],
  '/panel (manager) and /admin': ['DashboardPage', ...SIGNED_IN],
  '/panel (tenant)': ['TenantOverviewPage', ...SIGNED_IN],
  '/panel/errands': ['ReportsPage', ...SIGNED_IN],
  '/contractor': ['ContractorOverviewPage', ...SIGNED_IN],
};

if (flag('build') || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const bundles: Record<string, number> = {};
for (const [group, chunks] of Object.entries(GROUPS)) {
  const out = execFileSync(process.execPath, [join(ROOT, 'apps/web/scripts/bundle-size.mjs'), ...chunks], {
    encoding: 'utf8',
  });
  const kb = out.match(/([\d.]+) KB\s+total/)?.[1];
  bundles[group] = Number(kb);
}

const databaseUrl = await ensureDatabase('bench_100k');
await prepare({ databaseUrl }, 100_000, MANAGER);
// Another port when another bench's server holds the default one (it would be measured instead).
const server = await appServer(Number(arg('port', '3231')), { databaseUrl }, 0);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const scores: Record<string, { performance: number; accessibility: number; lcpMs: number; tbtMs: number }> =
  {};
try {
  const session = await signIn(server.url, MANAGER, BENCH_PASSWORD);
  const pages: [string, string, Record<string, string>][] = [
    ['sign-in (/auth/login)', '/auth/login', {}],
    // Signed in as after a reload: the session's cookies and the stored user.
    ['dashboard (/panel, manager)', '/panel', { cookie: session.cookie }],
  ];
  for (const [name, path, extraHeaders] of pages) {
    const signedIn = 'cookie' in extraHeaders;
    const run = async () => {
      if (signedIn) await storeUser(chrome.port, server.url, session.user);
      const result = await lighthouse(
        server.url + path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        // Lighthouse would clear the stored user with the rest of the origin's storage.
        { extends: 'lighthouse:default', settings: { extraHeaders, disableStorageReset: signedIn } },
      );
      return result!.lhr;
    };
    // Chromium's trace now and then misses the navigation's start (Lighthouse's NO_NAVSTART) and
    // every timing comes back empty: such a run measured nothing, so it is run again.
    let lhr = await run();
    for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await run();
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code}`);
    // A signed-in page that lands on the sign-in page measured the wrong thing.
    if (new URL(lhr.finalDisplayedUrl).pathname !== path)
      throw new Error(`${name}: ended at ${lhr.finalDisplayedUrl}`);
    // The full report, for the opportunities behind a score (bench/results is not committed).
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results', `lighthouse-${path.split('/').pop()}.json`),
      JSON.stringify(lhr),
    );
    scores[name] = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    if (failing.length && !flag('json'))
      console.log(`${name}: accessibility audits below 1: ${failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

report(
  'Web: gzipped JavaScript per route group; Lighthouse (mobile, simulated throttling)',
  [
    ...Object.entries(bundles).map(([g, kb]) => `${String(kb).padStart(7)} KB  ${g}`),
    ...Object.entries(scores).map(
      ([p, s]) =>
        `${p}: performance ${s.performance}, accessibility ${s.accessibility}, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms`,
    ),
  ],
  { bench: 'web', machine: machine(), gzippedJsKb: bundles, lighthouse: scores },
);
