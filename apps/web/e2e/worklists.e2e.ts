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
import { fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';

const w = sv.worklists;

/** A manager works through the overdue list: quick filter, saved filter, bulk close with one note. */
describe('manager works through the list', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('filters overdue errands, saves the filter and closes two at once', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'worklists'));
    const seed = await seedOrganisation(app);
    const file = async (whatBroke: string, priority: string, hoursAgo: number) => {
      const { id } = await fileReport(app, seed.tenant, {
        propertyId: seed.propertyId,
        premisesId: seed.premisesId,
        whatBroke,
        trade: 'plumber',
        priority,
      });
      await app.db.query(`UPDATE reports SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [
        id,
        hoursAgo,
      ]);
      return id;
    };
    const urgent = await file('Vattenläcka i källaren', 'Urgent', 3);
    await file('Droppande kran i köket', 'Normal', 30);
    await file('Trasig ringklocka', 'Low', 2);
    await file('Element kallt i sovrummet', 'High', 1);

    for (const [locale, width] of [
      ['sv', 1440],
      ['sv', 390],
      ['en', 1440],
      ['en', 390],
    ] as const) {
      const manager =
        locale === 'sv'
          ? seed.manager
          : await createUser(app.db, {
              role: 'PropertyManager',
              organisationId: seed.org.id,
              name: 'Mona Manager',
              locale: 'en',
            });
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, manager);
      await page.goto(`${app.url}/panel/errands`);
      await settled(page);
      // The interface language is the device's choice (the switch in the bar).
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      const t = resources[locale].worklists;
      await page.getByText(t.overdue).first().waitFor();
      await screenshot(page, `worklists-${locale}-${width}`);
      await expectAccessible(page, `errands ${locale} ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The Swedish manager at desktop width works the list; the detail shows the overdue chip.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    await signInAs(page, app, seed.manager);
    await page.goto(`${app.url}/panel/errands/${urgent}`);
    await settled(page);
    await page.getByText(w.overdue, { exact: true }).waitFor();
    await page.getByText(w.acceptDue).waitFor();
    await screenshot(page, 'worklists-detail-sv');
    await page.goto(`${app.url}/panel/errands`);
    await settled(page);
    await page.getByRole('button', { name: w.filters.overdue }).click();
    await page.waitForURL(/overdue=true/);
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(2);
    await page.getByRole('button', { name: w.saved.save }).click();
    const nameDialog = page.getByRole('dialog');
    await nameDialog.getByLabel(w.saved.name).fill('Försenade');
    await nameDialog.getByRole('button', { name: w.saved.save }).click();
    await nameDialog.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: w.saved.label }).getByText('Försenade').waitFor();

    await page
      .getByRole('checkbox', { name: w.bulk.select.replace('{{name}}', 'Vattenläcka i källaren') })
      .check();
    await page
      .getByRole('checkbox', { name: w.bulk.select.replace('{{name}}', 'Droppande kran i köket') })
      .check();
    await page.getByText(w.bulk.selected.replace('{{count}}', '2')).waitFor();
    await screenshot(page, 'worklists-selected-sv');
    await page.getByRole('button', { name: w.bulk.close, exact: true }).click();
    const closeDialog = page.getByRole('dialog');
    await closeDialog.getByLabel(w.bulk.note).fill('Åtgärdat av fastighetsskötaren');
    await closeDialog.getByRole('button', { name: w.bulk.close, exact: true }).click();
    await closeDialog.waitFor({ state: 'detached' });
    await page.getByText(w.bulk.done.replace('{{ok}}', '2').replace('{{count}}', '2')).waitFor();
    // Closed errands are no longer overdue: the list is empty now.
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });
});
