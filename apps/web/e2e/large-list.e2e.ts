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
import { screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/** More errands than the list counts: the header says "10 000+", the pager leads on without a last page. */
describe('a manager of a large organisation', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sees "10 000+ ärenden" and pages on past the counted pages', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'large-list'));
    const seed = await seedOrganisation(app);
    // Straight into the table, numbered here: filing 10,020 errands through the API takes minutes.
    await app.db.query(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, priority, status, number)
       SELECT $1, $2, 'Droppande kran ' || g, 'plumber', 'Normal', 'Open', g FROM generate_series(1, 10020) g`,
      [seed.org.id, seed.propertyId],
    );
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
      const t = resources[locale];
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
      const number = new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB').format(10_000);
      await page.getByText(t.errandsPages.listTotal.capped.replace('{{shown}}', number)).waitFor();
      const range = t.adminPages.shared.rangeCapped
        .replace('{{first}}', '1')
        .replace('{{last}}', '25')
        .replace('{{total}}', number);
      await page.getByText(range).waitFor();
      // No page number reads as the last one: the 400 counted pages and the one after are not offered.
      const goTo = (n: number) => t.adminPages.shared.goToPage.replace('{{page}}', String(n));
      expect(await page.getByRole('button', { name: goTo(400), exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: goTo(401), exact: true }).count()).toBe(0);
      await page.getByRole('navigation', { name: t.adminPages.shared.pagination }).scrollIntoViewIfNeeded();
      await screenshot(page, `large-list-${locale}-${width}`);
      await expectAccessible(page, `large list ${locale} ${width}`);
      await page.getByRole('button', { name: t.adminPages.shared.nextPage }).click();
      await page.waitForURL(/page=2/);
      await page.getByText(range.replace(/^1–25/, '26–50')).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
