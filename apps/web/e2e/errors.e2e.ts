import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  launchBrowser,
  newPage,
  type Page,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
  type Viewport,
} from './support';
import { fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/**
 * A failing server or a lost connection, as a property manager meets them: the errand list's
 * call answers 500 with the bare text "Internal Server Error", the dashboard's call gets no
 * answer at all. The page says what happened in the user's language and what to do, shows
 * no raw technical text, and its Retry brings the data once the server answers again.
 */
const RAW = /Internal Server Error|Failed to fetch|TypeError|NetworkError|net::ERR/;
const isErrandList = (url: URL) => url.pathname === '/api/reports';
const isDashboard = (url: URL) => url.pathname === '/api/dashboard';

describe('errors in the user’s language, with a retry', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    seed = await seedOrganisation(app);
    await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Trasig ytterdörr',
      trade: 'plumber',
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  async function retryRecovers(page: Page, retry: string, shows: string) {
    await page.getByRole('button', { name: retry }).click();
    await page.getByText(shows).first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  const runs: [Viewport, 'sv' | 'en'][] = [
    ['desktop', 'sv'],
    ['phone', 'sv'],
    ['desktop', 'en'],
  ];
  for (const [viewport, lng] of runs) {
    it(`a 500 on the errand list and no answer on the dashboard (${viewport}, ${lng})`, async () => {
      const texts = resources[lng];
      // The journey answers for the server with page.route, which the service worker would bypass.
      const page = await newPage(browser, viewport, lng === 'sv' ? 'sv-SE' : 'en-GB', 'block');
      onTestFailed(screenshotsOnFailure(() => [page], `errors-${viewport}-${lng}`));
      const pageErrors = collectPageErrors(page);
      await signInAs(page, app, seed.manager);
      if (lng === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));

      // The errand list: the server answers 500 with its status text as the body.
      await page.route(isErrandList, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      );
      await page.goto(`${app.url}/panel/errands`);
      const listAlert = page.getByRole('alert').filter({ hasText: texts.errors.internal });
      await listAlert.waitFor({ timeout: 15_000 });
      expect(await page.locator('main').innerText()).not.toMatch(RAW);
      await screenshot(page, `errors-list-500-${lng}`);
      await page.unroute(isErrandList);
      await retryRecovers(page, texts.adminPages.shared.retry, 'Trasig ytterdörr');

      // The dashboard: the call fails at network level (what the browser calls "Failed to fetch").
      await page.route(isDashboard, (route) => route.abort('internetdisconnected'));
      await page.goto(`${app.url}/panel`);
      const dashAlert = page.getByRole('alert').filter({ hasText: texts.common.networkError });
      await dashAlert.waitFor({ timeout: 15_000 });
      expect(await page.locator('main').innerText()).not.toMatch(RAW);
      await screenshot(page, `errors-dashboard-network-${lng}`);
      await page.unroute(isDashboard);
      await page.getByRole('button', { name: texts.adminPages.shared.retry }).click();
      await dashAlert.waitFor({ state: 'detached' });
      await settled(page);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    });
  }
});
