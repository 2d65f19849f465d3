import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  createUser,
  expectAccessible,
  launchBrowser,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/** An errand filed with a hazard wears a red chip naming it, in the list and on its page. */
describe('hazard chip', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the hazard by name on the list, the phone cards and the detail header, in sv and en', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'hazard-chip'));
    const seed = await seedOrganisation(app);
    const place = { propertyId: seed.propertyId, premisesId: seed.premisesId };
    // From the form: the hazards its text names are kept with it.
    const gas = await fileReport(app, seed.tenant, { ...place, whatBroke: 'Det luktar gas i köket' });
    await fileReport(app, seed.tenant, { ...place, whatBroke: 'Droppande kran i badrummet' });
    await fileReport(app, seed.tenant, {
      ...place,
      whatBroke: 'Vatten forsar från taket och det kommer gnistor ur uttaget',
    });
    const english = await createUser(app.db, {
      role: 'PropertyManager',
      organisationId: seed.org.id,
      name: 'Mona Manager',
      locale: 'en',
    });
    for (const [locale, width] of [
      ['sv', 1440],
      ['sv', 390],
      ['en', 1440],
      ['en', 390],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, locale === 'sv' ? seed.manager : english);
      await page.goto(`${app.url}/panel/errands`);
      await settled(page);
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      const names = resources[locale].enums.hazard;
      const chips = page.getByTestId('hazard-chip').filter({ visible: true });
      // In the reader's language (English loads when chosen), one chip per errand with hazards:
      // the gas errand and the one with water and sparks.
      await chips.getByText(names.gas, { exact: true }).waitFor();
      await expect.poll(() => chips.count()).toBe(2);
      await screenshot(page, `hazard-list-${locale}-${width}`);
      await expectAccessible(page, `errands ${locale} ${width}`);

      await page.goto(`${app.url}/panel/errands/${gas.id}`);
      await settled(page);
      await page.getByTestId('hazard-chip').getByText(names.gas, { exact: true }).waitFor();
      await screenshot(page, `hazard-detail-${locale}-${width}`);
      await expectAccessible(page, `errand ${locale} ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
