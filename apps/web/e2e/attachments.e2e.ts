import { readFileSync } from 'node:fs';
import { resources } from '@app/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  expectAccessible,
  launchBrowser,
  type Page,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';

const a = sv.attachments.ui;
const en = resources.en;
const e = sv.errandsPages;
const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };

/** A photo as a phone would send it: a JPEG with noise so it looks like one. */
const photo = (background: string) =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

/**
 * Photos on an errand across three people: the tenant attaches a photo when reporting, the
 * manager sees it in the gallery and opens the viewer, the contractor adds a completion photo.
 */
describe('photos on an errand', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const open = async (
    user: { email: string; token?: string },
    path: string,
    viewport = wide,
    locale = 'sv-SE',
  ) => {
    const page = await (await browser.newContext({ viewport, locale })).newPage();
    await signInAs(page, app, user);
    await page.goto(`${app.url}${path}`);
    await settled(page);
    return page;
  };
  const gallery = (page: Page) => page.getByTestId('gallery-item');

  it('tenant attaches a photo in the form, the manager views it, the contractor adds a completion photo', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'attachments'));

    // The tenant reports a leak with a photo.
    const tenant = await open(seed.tenant, '/');
    const tenantErrors = collectPageErrors(tenant);
    await tenant.getByRole('link', { name: e.reportFault, exact: true }).click();
    const form = tenant.getByRole('dialog');
    await expect
      .poll(() => tenant.getByRole('combobox', { name: e.fields.where }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Lgh 1102');
    await form.getByLabel(e.fields.whatBroke).fill('Läcka under diskbänken');
    await form.getByTestId('file-input').setInputFiles({
      name: 'läcka.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#3060a0'),
    });
    await form.getByTestId('staged-file').waitFor();
    await expectAccessible(tenant, 'report form with a photo');
    await screenshot(tenant, 'attachments-form');
    await form.getByRole('button', { name: e.submitReport }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    const [report] = await app.db.query<{ id: string }>(
      `SELECT id FROM reports WHERE what_broke = 'Läcka under diskbänken'`,
    );
    const id = report!.id;
    expect(tenantErrors).toEqual([]);

    // The manager sees the photo in the gallery and opens the full-screen viewer.
    const manager = await open(seed.manager, `/panel/errands/${id}`);
    const managerErrors = collectPageErrors(manager);
    await gallery(manager).first().waitFor();
    expect(await gallery(manager).count()).toBe(1);
    await manager.getByText('Tove Hyresgäst lade till ett foto').waitFor();
    await expectAccessible(manager, 'errand with a photo');
    await screenshot(manager, 'attachments-gallery');
    await manager.getByRole('button', { name: a.open.replace('{{name}}', 'läcka.jpg') }).click();
    await manager.getByTestId('viewer-image').waitFor();
    await expect
      .poll(() => manager.getByTestId('viewer-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
    await screenshot(manager, 'attachments-viewer');
    await manager.keyboard.press('Escape');
    await manager.getByTestId('viewer-image').waitFor({ state: 'detached' });
    expect(managerErrors).toEqual([]);

    // The contractor accepts and marks the work done with a completion photo.
    const contractor = await open(seed.contractor, `/contractor/errands/${id}`, narrow);
    const contractorErrors = collectPageErrors(contractor);
    await gallery(contractor).first().waitFor();
    await contractor.getByRole('button', { name: e.actions.accept }).click();
    await contractor.getByRole('button', { name: sv.errandWork.actions.markDone }).click();
    const done = contractor.getByRole('dialog');
    await done.getByLabel(sv.errandWork.done.resolution).fill('Bytte packning under diskbänken.');
    await done.getByTestId('file-input').setInputFiles({
      name: 'klart.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#30a060'),
    });
    await done.getByTestId('staged-file').waitFor();
    await screenshot(contractor, 'attachments-done-dialog');
    await done.getByRole('button', { name: sv.errandWork.done.submit }).click();
    await done.waitFor({ state: 'detached', timeout: 20_000 });
    await contractor.getByText(a.completion).first().waitFor();
    expect(await gallery(contractor).count()).toBe(2);
    await screenshot(contractor, 'attachments-gallery-contractor');
    expect(contractorErrors).toEqual([]);

    // The manager's open page shows the new photo without a reload (the hub's FilesAdded).
    await expect.poll(() => gallery(manager).count(), { timeout: 10_000 }).toBe(2);

    // The errand list shows the first photo's thumbnail and the count, on a computer and a phone.
    const list = await open(seed.manager, '/panel/errands');
    const thumb = list.getByRole('img', { name: a.listPhotos_other.replace('{{count}}', '2') });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toContain(`/api/reports/${id}/files/`);
    expect(await list.getByTestId('report-thumb').count()).toBe(1);
    await expectAccessible(list, 'errand list with a thumbnail');
    await screenshot(list, 'attachments-list');
    await list.setViewportSize(narrow);
    await thumb.waitFor();
    await screenshot(list, 'attachments-list');

    // In English, on a phone and on a computer.
    const english = await open(seed.manager, `/panel/errands/${id}`, narrow);
    await english.getByText('EN', { exact: true }).click();
    await english.getByText(en.attachments.ui.title).waitFor();
    await english.getByText('Rör-Rolf AB added a photo').waitFor();
    await screenshot(english, 'attachments-gallery-en');
    await english.setViewportSize(wide);
    await screenshot(english, 'attachments-gallery-en');
  });

  it('a HEIC photo arrives as a JPEG in the gallery; a file over the limit is named and left out', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(
      screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'attachments-heic'),
    );
    const { id } = await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Fuktfläck i taket',
      description: 'En mörk fläck i badrumstaket.',
      trade: 'plumber',
    });
    const heic = readFileSync(new URL('../../server/src/test/fixtures/photo-gps.heic', import.meta.url));
    const tooBig = {
      name: 'film.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(16 * 1024 * 1024, 32),
    };

    for (const [locale, texts, viewport] of [
      ['sv-SE', sv, narrow],
      ['en-GB', en, wide],
    ] as const) {
      const page = await (await browser.newContext({ viewport, locale })).newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, seed.tenant);
      if (locale === 'en-GB') {
        await page.goto(`${app.url}/panel/errands/${id}`);
        await settled(page);
        await page.getByText('EN', { exact: true }).click();
      } else await page.goto(`${app.url}/panel/errands/${id}`);
      await settled(page);
      const ui = texts.attachments.ui;
      const section = page.getByRole('region', { name: ui.title });
      const before = await section.getByTestId('gallery-item').count();
      await section.getByRole('button', { name: ui.add }).click();
      await section
        .getByTestId('file-input')
        .setInputFiles([{ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: heic }, tooBig]);
      await page.getByText(ui.tooLarge.replace('{{names}}', 'film.pdf').replace('{{mb}}', '15')).waitFor();
      expect(await section.getByTestId('staged-file').count()).toBe(1);
      await expectAccessible(page, 'a file over the limit left out');
      await screenshot(page, `attachments-heic-${locale.slice(0, 2)}`);
      await section.getByRole('button', { name: ui.send, exact: true }).click();
      await expect
        .poll(() => section.getByTestId('gallery-item').count(), { timeout: 20_000 })
        .toBe(before + 1);
      await screenshot(page, `attachments-heic-sent-${locale.slice(0, 2)}`);
      expect(errors).toEqual([]);
    }
    const files = await app.db.query<{ contentType: string; fileName: string }>(
      'SELECT content_type, file_name FROM report_files WHERE report_id = $1',
      [id],
    );
    expect(files).toEqual([
      { contentType: 'image/jpeg', fileName: 'IMG_0412.jpg' },
      { contentType: 'image/jpeg', fileName: 'IMG_0412.jpg' },
    ]);
  });
});

describe('photos from the chat', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('a tenant attaches a photo while talking to the assistant; it arrives with the filed errand', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(
      screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'attachments-chat'),
    );
    const page = await (await browser.newContext({ viewport: narrow, locale: 'sv-SE' })).newPage();
    const errors = collectPageErrors(page);
    await signInAs(page, app, seed.tenant);
    await page.goto(`${app.url}/panel/chat-assistant`);
    const log = page.getByRole('log');
    await log.getByText('Hej, vad kan jag hjälpa dig med?').waitFor();
    const say = async (text: string, reply: string | RegExp) => {
      const input = page.getByRole('textbox', { name: /Skriv ditt meddelande/ });
      await input.fill(text);
      await input.press('Enter');
      await log.getByText(reply).last().waitFor();
    };
    await say('Kranen i köket droppar', /Sedan när är det så, och hur kommer frilansaren in\?/);
    // The photo waits in the browser until the errand is filed.
    await page.getByRole('button', { name: a.chatAttach }).click();
    await page.getByTestId('file-input').setInputFiles({
      name: 'diskbank.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#a06030'),
    });
    await page.getByTestId('staged-file').waitFor();
    await page.getByText(a.chatHint).waitFor();
    await screenshot(page, 'attachments-chat');
    await say('Sedan i går, ring mig först', 'Ska jag skicka in den?');
    await say('ja', 'Felanmälan är gjord');
    await page.locator('[data-testid="staged-file"][data-status="done"]').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);

    // The manager sees it in the errand's gallery.
    const [report] = await app.db.query<{ id: string }>(
      'SELECT id FROM reports WHERE reporter_id = $1 ORDER BY created_at DESC LIMIT 1',
      [seed.tenant.id],
    );
    const manager = await (await browser.newContext({ viewport: wide, locale: 'sv-SE' })).newPage();
    await signInAs(manager, app, seed.manager);
    await manager.goto(`${app.url}/panel/errands/${report!.id}`);
    await manager.getByTestId('gallery-item').first().waitFor();
    await manager.getByRole('img', { name: 'diskbank.jpg' }).waitFor();
  });
});
