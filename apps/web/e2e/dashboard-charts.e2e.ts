import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  expectAccessible,
  launchBrowser,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

const sv = resources.sv;

/**
 * The overview's charts are drawn when they come near the screen (ChartWhenVisible): on a phone
 * the first screen shows the counts and the latest events, the charts below wait in boxes of
 * their height, and each is drawn as the manager scrolls down to it, without the page jumping.
 */
describe('the overview’s charts on a phone', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('are drawn as the manager scrolls to them, in the room kept for them', async () => {
    const seed = await seedOrganisation(app);
    const place = { propertyId: seed.propertyId, premisesId: seed.premisesId, trade: 'plumber' };
    for (const whatBroke of ['Stopp i avloppet', 'Droppande kran', 'Kallt element'])
      await fileReport(app, seed.tenant, {
        ...place,
        whatBroke,
        description: 'Se rubriken.',
        priority: 'Normal',
      });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
    const page = await context.newPage();
    onTestFailed(screenshotsOnFailure(() => [page], 'dashboard-charts'));
    const errors = collectPageErrors(page);
    await signInAs(page, app, seed.manager);
    await page.goto(`${app.url}/panel`);
    await settled(page);

    const perProperty = page.getByRole('figure', { name: sv.dashboardPages.perProperty, exact: true });
    await perProperty.waitFor({ state: 'attached' });
    // Below the first screen: its box is there, the chart is not drawn yet. (How far below moves
    // with the feed above it; the chart box starts drawing 300 px before it scrolls into view.)
    expect(await perProperty.evaluate((f) => f.getBoundingClientRect().top)).toBeGreaterThan(844);
    // The chart's own box (below the figure's heading) lies past the 300 px it starts drawing ahead.
    const box = perProperty.locator('div[style*="min-height"]').first();
    expect(await box.evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThan(844 + 300);
    expect(await perProperty.locator('svg').count()).toBe(0);
    const reserved = await perProperty.evaluate((f) => f.getBoundingClientRect().height);

    await perProperty.scrollIntoViewIfNeeded();
    await perProperty.locator('svg').first().waitFor({ timeout: 10_000 });
    // Drawn in the room kept for it: at most a phone's second legend line taller, never shorter.
    const drawn = await perProperty.evaluate((f) => f.getBoundingClientRect().height);
    expect(drawn).toBeGreaterThanOrEqual(reserved);
    expect(drawn - reserved).toBeLessThanOrEqual(30);
    await screenshot(page, 'dashboard-charts-per-property-sv');

    // Every chart drawn once scrolled to (or saying why there is none: no data yet, no errand
    // closed for a median), then the whole page passes axe with them.
    const empty = [sv.dashboardPages.noData, sv.statistics.medianNone];
    for (const figure of await page.getByRole('figure').all()) {
      await figure.scrollIntoViewIfNeeded();
      const says = await Promise.all(empty.map((text) => figure.getByText(text).count()));
      if (says.every((n) => n === 0)) await figure.locator('svg').first().waitFor({ timeout: 10_000 });
    }
    await expectAccessible(page, 'overview with its charts drawn (sv, 390)', { all: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
