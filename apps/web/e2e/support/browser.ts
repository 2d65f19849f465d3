import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type RunningApp, TEST_PASSWORD } from './app';

export type { Browser, BrowserContext, Page };

/** Debian's Chromium (CHROME_PATH, as in bench/web.ts); Playwright's own browser download does not run here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type Viewport = 'desktop' | 'phone';
export const viewports: Record<Viewport, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
};

/**
 * A fresh context (own cookies and storage) and page at the given size, Swedish by default.
 * `serviceWorkers: 'block'` for a journey that stands in for the server with `page.route`: the
 * app's service worker would otherwise fetch past the page's routes.
 */
export async function newPage(
  browser: Browser,
  viewport: Viewport = 'desktop',
  locale = 'sv-SE',
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], locale, serviceWorkers });
  return context.newPage();
}

export const screenshotDir = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Whether the journeys write their pictures of the pages: on a developer's machine, to look at,
 * and not in CI, where nobody sees a fresh clone's files and taking them was a share of the
 * journeys' time (bench/RESULTS.md, "CI time"); SCREENSHOTS=1 or 0 decides either way. Pictures
 * of a failure (test-results/failures) are taken regardless.
 */
export const picturesWanted = process.env.SCREENSHOTS ? process.env.SCREENSHOTS === '1' : !process.env.CI;

/** A picture of the screen as it is (not the whole page), when pictures are wanted. */
export async function captureScreen(page: Page, path: string): Promise<void> {
  if (picturesWanted) await page.screenshot({ path });
}

/** The tallest picture taken: a very long list is cut there rather than making a huge file. */
const MAX_SHOT_HEIGHT = 12_000;

/** Writes test-results/screenshots/<name>-<desktop|phone>.png of the whole page. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const kind: Viewport = (page.viewportSize()?.width ?? viewports.desktop.width) < 600 ? 'phone' : 'desktop';
  const path = join(screenshotDir, `${name}-${kind}.png`);
  await captureWholePage(page, path);
  return path;
}

/** Waits (up to 2 s) until no CSS transition runs: a dialog has faded in, a chip or menu has settled. */
export async function transitionsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {});
}

/**
 * A picture of the whole page, taken without disturbing it.
 *
 * Chromium's own full-page capture briefly changes the viewport in a way that makes width media
 * queries flip (a 1280 px page matches `max-width: 899px` for a moment), so components chosen by
 * width would mount again mid-test and lose their state (an open dialog). Instead the viewport is
 * made as tall as the page, at the same width, for one ordinary capture, and then put back.
 * Running transitions (a dialog fading in) finish first, so the picture shows the settled screen.
 */
export async function captureWholePage(page: Page, path: string): Promise<void> {
  const size = page.viewportSize() ?? viewports.desktop;
  await transitionsDone(page);
  if (!picturesWanted) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const tall = Math.min(height, MAX_SHOT_HEIGHT);
  if (tall > size.height) await page.setViewportSize({ width: size.width, height: tall });
  try {
    await page.screenshot({ path });
  } finally {
    if (tall > size.height) await page.setViewportSize(size);
  }
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules and best practices) and fails on any serious or critical
 * violation, or on any violation at all with `{ all: true }` (the page-by-page check).
 */
export async function expectAccessible(
  page: Page,
  label = page.url(),
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips the selectors and details of every passing node,
    // most of its time on a long page (axe-core's API docs, "Performance").
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => all || v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const text = bad
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${label}:\n${text}`);
  }
}

/** Fails the test on uncaught page errors; call once per page. Returns the collected errors. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Where a role lands after signing in (docs/PRODUCT.md, "Interface"). */
export function homePathFor(role: string): string {
  if (role === 'Admin') return '/admin';
  if (role === 'Contractor') return '/contractor';
  return '/panel';
}

/** Signs in through the real login form and waits for the role's home. */
export async function signInThroughForm(
  page: Page,
  app: RunningApp,
  user: { email: string; password: string },
): Promise<void> {
  await page.goto(`${app.url}/auth/login`);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * Signs in without the form and ends on the role's home page. A factory user
 * (with `token`) gets its session's access token as the `acst` cookie; others
 * POST /api/auth/login from the page's context. Either way `user` is stored as
 * the app stores it.
 */
export async function signInAs(
  page: Page,
  app: RunningApp,
  user: { email: string; password?: string; token?: string },
): Promise<void> {
  let body: { user: { roles: string[] } };
  if (user.token) {
    await page.context().addCookies([{ name: 'acst', value: user.token, url: app.url }]);
    const res = await page.request.get(`${app.url}/api/auth/get-current-user`);
    if (res.status() !== 200) throw new Error(`get-current-user for ${user.email} answered ${res.status()}`);
    body = (await res.json()) as typeof body;
  } else {
    const res = await page.request.post(`${app.url}/api/auth/login`, {
      data: { email: user.email, password: user.password ?? TEST_PASSWORD },
      headers: { origin: app.url },
    });
    if (res.status() !== 200) throw new Error(`sign-in of ${user.email} answered ${res.status()}`);
    body = (await res.json()) as typeof body;
  }
  await page.goto(`${app.url}/auth/login`);
  await page.evaluate((stored) => localStorage.setItem('user', stored), JSON.stringify(body.user));
  await page.goto(`${app.url}${homePathFor(body.user.roles[0] ?? '')}`);
}
