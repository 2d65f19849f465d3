import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Browser, launchBrowser, type RunningApp, signInAs, startApp } from './support';
import { screenshotsOnFailure, seedOrganisation } from './support/journeys';

const sv = resources.sv;

/**
 * The first screen waits a moment for its page's chunk so that it shows in one piece (main.tsx),
 * but never longer than that: on a slow connection the page's spinner shows, not a blank screen,
 * and the page follows when its chunk arrives.
 */
describe('the first screen on a slow connection', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the loading spinner while the page’s chunk is slow, then the page', async () => {
    const seed = await seedOrganisation(app);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
    const page = await context.newPage();
    onTestFailed(screenshotsOnFailure(() => [page], 'first-screen-slow'));
    await signInAs(page, app, seed.manager);
    // The dashboard's page chunk takes four seconds to arrive.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/DashboardPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const slow = setTimeout(() => release(), 4_000);
    try {
      await page.goto(`${app.url}/panel`);
      await page.getByRole('progressbar', { name: sv.common.loading }).waitFor({ timeout: 3_000 });
      expect(await page.getByRole('heading', { name: sv.nav.overview, level: 1 }).count()).toBe(0);
      release();
      await page.getByRole('heading', { name: sv.nav.overview, level: 1 }).waitFor({ timeout: 15_000 });
    } finally {
      clearTimeout(slow);
      await context.close();
    }
  }, 60_000);
});
