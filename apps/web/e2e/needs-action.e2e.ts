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
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/** The manager's to-do list: what waits for her, counted in the navigation, updated live. */
describe('manager works through what needs action', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  // Four sign-ins at two widths in two languages, then the live part: more than the default time.
  it('sees the late errand, its count in the navigation, and done work arriving live', {
    timeout: 300_000,
  }, async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'needs-action'));
    const seed = await seedOrganisation(app);
    const place = { propertyId: seed.propertyId, premisesId: seed.premisesId, trade: 'plumber' };
    const late = await fileReport(app, seed.tenant, {
      ...place,
      whatBroke: 'Kran droppar',
      priority: 'Normal',
    });
    // Filed 30 hours ago: past the day a Normal errand has to be accepted.
    await app.db.query(`UPDATE reports SET created_at = now() - interval '30 hours' WHERE id = $1`, [
      late.id,
    ]);
    const work = await fileReport(app, seed.tenant, {
      ...place,
      whatBroke: 'Avlopp stopp',
      priority: 'High',
    });
    await callApi(app, seed.contractor, 'POST', `/api/reports/${work.id}/accept`, {});

    for (const [locale, width] of [
      ['sv', 1440],
      ['sv', 390],
      ['en', 1440],
      ['en', 390],
    ] as const) {
      const t = resources[locale].dashboardPages.needsAction;
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, seed.manager);
      await page.goto(`${app.url}/panel/needs-action`);
      await settled(page);
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      await page.getByRole('heading', { name: `${t.groups.unassignedLate.title} (1)` }).waitFor();
      await page.getByRole('link', { name: /Kran droppar/ }).waitFor();
      if (width > 600) await page.getByLabel(t.badge_one.replace('{{count}}', '1')).waitFor();
      await screenshot(page, `needs-action-${locale}-${width}`);
      await expectAccessible(page, `needs action ${locale} ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The contractor marks the work done while the manager looks: it arrives without a reload.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    const t = resources.sv.dashboardPages.needsAction;
    await signInAs(page, app, seed.manager);
    await page.goto(`${app.url}/panel/needs-action`);
    await settled(page);
    await callApi(app, seed.contractor, 'POST', `/api/reports/${work.id}/done`, { resolution: 'Rensat.' });
    await page.getByRole('heading', { name: `${t.groups.awaitingConfirmation.title} (1)` }).waitFor();
    await page.getByLabel(t.badge_other.replace('{{count}}', '2')).waitFor();
    // Each row opens its errand.
    await page.getByRole('link', { name: /Avlopp stopp/ }).click();
    await page.waitForURL(`**/panel/errands/${work.id}`);
    await context.close();
  });
});
