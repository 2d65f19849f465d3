import { readFileSync } from 'node:fs';
import { resources } from '@app/i18n';
import sharp from 'sharp';
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

/** Uploads files to an errand through the real API as `who`, the way the gallery does. */
async function uploadFiles(
  app: RunningApp,
  who: { token: string },
  reportId: string,
  files: { name: string; type: string; bytes: Uint8Array }[],
) {
  const form = new FormData();
  form.append('purpose', 'report');
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${app.url}/api/reports/${reportId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, origin: app.url },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

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
    // The tenant sent a photo of the tap and the manager a PDF of the tap's manual.
    const tap = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#3a6ea5',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    await uploadFiles(app, seed.tenant, first.id, [{ name: 'kranen.jpg', type: 'image/jpeg', bytes: tap }]);
    await uploadFiles(app, seed.manager, first.id, [
      { name: 'manual-blandare.pdf', type: 'application/pdf', bytes: await minimalPdf() },
    ]);
    const second = await fileReport(app, seed.tenant, {
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
      expect(lines[0]!.startsWith(`${t.errandsPages.fields.number};`)).toBe(true);
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
      await page.getByText(t.workOrder.photos).waitFor();
      await photosLoaded(page);
      expect(await page.getByTestId('work-order-photo').count()).toBe(1);
      await page.getByText('manual-blandare.pdf').waitFor();
      expect(await page.getByRole('button', { name: t.workOrder.print }).isEnabled()).toBe(true);
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
    await photosLoaded(page);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    // One A4 page: the timeline only on request.
    expect(totalPages).toBe(1);
    const wo = resources.sv.workOrder;
    expect(text).toContain(wo.title.toUpperCase()); // an overline
    for (const expected of [
      'Droppande kran i köket',
      'Storgatan 12, Uppsala',
      'Lgh 1102',
      'Tove Hyresgäst',
      'nyckel finns hos grannen i 1101',
      wo.photos,
      'manual-blandare.pdf',
      wo.notes,
      wo.signature,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(wo.timeline);
    // The app's bar and the page's buttons stay off the paper.
    expect(text).not.toContain(wo.print);
    expect(text).not.toContain(resources.sv.nav.errands);
    // The photo is on the paper as a picture.
    expect(await pdfImageCount(doc)).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'work-order-print-sv-1440');
    // On request the timeline is printed too.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('checkbox', { name: wo.includeTimeline }).check();
    await page.emulateMedia({ media: 'print' });
    const withTimeline = await getDocumentProxy(new Uint8Array(await page.pdf({ format: 'A4' })));
    expect((await extractText(withTimeline, { mergePages: true })).text).toContain(wo.timeline);
    await context.close();

    // An errand without files prints no photo section at all.
    const bare = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE' });
    const plain = await bare.newPage();
    await signInAs(plain, app, seed.manager);
    await plain.goto(`${app.url}/panel/errands/${second.id}/work-order`);
    await plain.getByTestId('work-order-qr').waitFor();
    expect(await plain.getByText(wo.photos).count()).toBe(0);
    await plain.emulateMedia({ media: 'print' });
    const plainPdf = await getDocumentProxy(
      new Uint8Array(await plain.pdf({ format: 'A4', printBackground: true })),
    );
    expect(plainPdf.numPages).toBe(1);
    await bare.close();
  }, 300_000); // two languages, two widths, a PDF each: over two minutes on a busy machine
});

/** Every picture on the page has loaded (and decoded) before it is looked at or printed. */
async function photosLoaded(page: import('playwright-core').Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.work-order img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
}

/** The smallest PDF the server accepts: it tells a PDF by its header and stores it as it is. */
async function minimalPdf(): Promise<Uint8Array> {
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** How many images the PDF's pages paint. */
async function pdfImageCount(doc: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<number> {
  const { OPS } = await import('unpdf/pdfjs');
  let count = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const ops = await (await doc.getPage(n)).getOperatorList();
    count += ops.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
  }
  return count;
}
