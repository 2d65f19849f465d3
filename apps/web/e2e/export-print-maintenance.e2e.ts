import { readFileSync } from 'node:fs';
import { resources } from '@app/i18n';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { runMaintenanceScan } from '../../server/src/modules/maintenance/maintenance.scan';
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
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/** A manager exports the list, plans maintenance, reads the statistics and prints a work order. */
describe('export, planned maintenance, statistics and the work order', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('works for a manager in Swedish and English, on a desktop and a phone', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'export-print'));
    const seed = await seedOrganisation(app);
    const first = await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Droppande kran i köket',
      description: 'Kranen droppar hela natten; nyckel finns hos grannen i 1101.',
      trade: 'plumber',
    });
    await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Element kallt i sovrummet',
      trade: 'heating',
      priority: 'High',
    });
    // The boiler is serviced twice a year by the plumber; its service is due in ten days.
    const [boiler] = await app.db.query<{ id: string }>(`SELECT id FROM equipment WHERE name = 'Värmepanna'`);
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await callApi(app, seed.manager, 'PUT', `/api/equipment/${boiler!.id}`, {
      serviceIntervalMonths: 6,
      nextServiceDate: due,
      preferredContractorId: seed.contractor.contractorId,
    });
    await runMaintenanceScan(app.server.deps, new Date());
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
        acceptDownloads: true,
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, locale === 'sv' ? seed.manager : english);
      await page.goto(`${app.url}/panel/errands`);
      await settled(page);
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      await page.getByRole('button', { name: t.exports.button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(t.exports.dialogTitle).waitFor();
      await screenshot(page, `export-dialog-${locale}-${width}`);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t.exports.start, exact: true }).click();
      const file = readFileSync((await (await download).path())!);
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = file.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      expect(lines[0]!.startsWith(`${t.exports.columns.number};`)).toBe(true);
      expect(lines).toHaveLength(4); // the header, two faults and the planned maintenance
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${app.url}/panel/equipment`);
      await settled(page);
      await page.getByText(t.maintenance.dueTitle).waitFor();
      await page.getByText('#3').first().waitFor();
      await screenshot(page, `equipment-service-due-${locale}-${width}`);
      await page
        .getByRole('button', { name: `${t.maintenance.history.title}: Värmepanna` })
        .first()
        .click();
      await page.getByRole('dialog').getByText(`Planerat underhåll: Värmepanna`).waitFor();
      await screenshot(page, `equipment-history-${locale}-${width}`);
      await page.keyboard.press('Escape');

      await page.goto(`${app.url}/panel`);
      await settled(page);
      await page.getByText(t.statistics.title).waitFor();
      await page.getByText(t.statistics.perProperty).waitFor();
      await screenshot(page, `statistics-${locale}-${width}`);
      await expectAccessible(page, `overview ${locale} ${width}`);

      await page.goto(`${app.url}/panel/errands/${first.id}/work-order`);
      await page.getByTestId('work-order-qr').waitFor();
      await screenshot(page, `work-order-${locale}-${width}`);
      await expectAccessible(page, `work order ${locale} ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The work order printed to PDF on A4 holds what the contractor needs on site.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    await signInAs(page, app, seed.manager);
    await page.goto(`${app.url}/panel/errands/${first.id}/work-order`);
    await page.getByTestId('work-order-qr').waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    expect(totalPages).toBe(1);
    const wo = resources.sv.workOrder;
    expect(text).toContain(wo.title.toUpperCase()); // an overline
    for (const expected of [
      'Droppande kran i köket',
      'Storgatan 12, Uppsala',
      'Lgh 1102',
      'Tove Hyresgäst',
      'nyckel finns hos grannen i 1101',
      wo.timeline,
    ])
      expect(text).toContain(expected);
    // The app's bar and the page's buttons stay off the paper.
    expect(text).not.toContain(wo.print);
    expect(text).not.toContain(resources.sv.nav.errands);
    await context.close();
  });
});
