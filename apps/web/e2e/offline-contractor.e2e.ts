import { resources } from '@app/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  createUser,
  launchBrowser,
  type Page,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';
import { offlineShots } from './support/offline';

const en = resources.en;
const o = sv.offline;
const w = sv.errandWork;
const narrow = { width: 390, height: 844 };
const wide = { width: 1440, height: 900 };

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#306090' } })
    .jpeg()
    .toBuffer();

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (b: Buffer) => ({
  png: b.subarray(1, 4).toString() === 'PNG',
  w: b.readUInt32BE(16),
  h: b.readUInt32BE(20),
});

/**
 * The contractor without signal (docs/decisions/0045-contractor-offline-and-push.md): the app
 * installs (manifest, icons, a service worker in control), opens offline, keeps a note, a photo
 * and the close-out on the device while offline and sends them when the signal returns; a
 * conflict (the errand closed meanwhile) is shown with the typed text kept.
 */
describe('the contractor offline', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Signs in and opens the errand, once the service worker controls the page. */
  const openErrand = async (user: { email: string; token?: string }, path: string, viewport = narrow) => {
    const page = await (await browser.newContext({ viewport, locale: 'sv-SE' })).newPage();
    await signInAs(page, app, user);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(`${app.url}${path}`);
    await settled(page);
    return page;
  };
  const queueCard = (page: Page) => page.getByTestId('offline-queue');

  async function openErrandOfTrade(whatBroke: string) {
    const seed = await seedOrganisation(app);
    const { id } = await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke,
      description: 'Det droppar under diskbänken.',
      trade: 'plumber',
      priority: 'Normal',
    });
    return { seed, id };
  }
  async function acceptedErrand(whatBroke: string) {
    const { seed, id } = await openErrandOfTrade(whatBroke);
    await callApi(app, seed.contractor, 'POST', `/api/reports/${id}/accept`, {});
    return { seed, id };
  }
  const failureShots = (name: string) =>
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), name));
  const waiting = (page: Page) => page.getByTestId('offline-waiting').first().waitFor();
  const refusedCard = (page: Page) => page.getByTestId('offline-refused').waitFor({ timeout: 30_000 });

  /** Marks done in the dialog, with a photo when given. */
  async function markDone(page: Page, resolution: string, withPhoto: boolean) {
    await page.getByRole('button', { name: w.actions.markDone }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.done.resolution).fill(resolution);
    if (withPhoto) {
      await dialog
        .getByTestId('file-input')
        .setInputFiles({ name: 'klart.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await dialog.getByTestId('staged-file').waitFor();
    }
    await dialog.getByRole('button', { name: w.done.submit }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('is installable: manifest, icons 192 and 512, a service worker in control', async () => {
    const { seed, id } = await acceptedErrand('Installerbar');
    const page = await openErrand(seed.contractor, `/contractor/errands/${id}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(new URL(href!, app.url).toString());
    expect(res.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Felanmälan',
      short_name: 'Felanmälan',
      start_url: '/',
      display: 'standalone',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
      expect(icon, `icon ${size}`).toBeDefined();
      const png = pngSize(Buffer.from(await (await page.request.get(`${app.url}${icon!.src}`)).body()));
      expect(png).toEqual({ png: true, w: size, h: size });
    }
    expect(manifest.icons.some((i) => (i as { purpose?: string }).purpose === 'maskable')).toBe(true);
    const sw = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, controlled: navigator.serviceWorker.controller?.state };
    });
    expect(sw).toEqual({ scope: `${app.url}/`, controlled: 'activated' });
  });

  it('keeps a note, a photo and the close-out offline, sends them when back; the manager sees them', async () => {
    const { seed, id } = await acceptedErrand('Droppande kran i köket');
    failureShots('offline-contractor');
    const page = await openErrand(seed.contractor, `/contractor/errands/${id}`);

    // Without signal the app still opens, with the errand as last read.
    await page.context().setOffline(true);
    await page.reload();
    await page
      .getByRole('heading', { name: /Droppande kran i köket/ })
      .first()
      .waitFor();
    await queueCard(page).getByText(o.offlineBanner).waitFor();

    await page
      .getByRole('textbox', { name: sv.errandsPages.addNote })
      .fill('Stängde av vattnet, byter packning.');
    await page.getByRole('radio', { name: new RegExp(`^${sv.errandsPages.note.internal}`) }).check();
    await page.getByRole('button', { name: sv.errandsPages.saveNote }).click();
    await page.getByRole('alert').filter({ hasText: o.kept }).waitFor();
    await markDone(page, 'Bytte packning under diskbänken.', true);
    await expect.poll(() => queueCard(page).getByText(o.waiting).count()).toBe(3);
    await queueCard(page).getByText('Bytte packning under diskbänken.').waitFor();
    await screenshot(page, 'offline-queue-contractor');

    // Back online: everything goes, in order, and the card empties.
    await page.context().setOffline(false);
    await queueCard(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(sv.enums.status.FollowingUp, { exact: true }).first().waitFor();

    const manager = await openErrand(seed.manager, `/panel/errands/${id}`, wide);
    await manager.getByTestId('closeout-resolution').getByText('Bytte packning under diskbänken.').waitFor();
    await manager.getByText('Stängde av vattnet, byter packning.').waitFor();
    await manager.getByText(sv.attachments.ui.completion).first().waitFor();
  });

  it('shows a conflict plainly and keeps the typed text when the errand was closed meanwhile', async () => {
    const { seed, id } = await acceptedErrand('Trasig dörrstängare');
    failureShots('offline-conflict');
    const page = await openErrand(seed.contractor, `/contractor/errands/${id}`);
    await page.context().setOffline(true);
    await markDone(page, 'Justerade dörrstängaren och smorde gångjärnen.', false);
    await queueCard(page).getByText(o.waiting).waitFor();

    // Meanwhile the manager closes the errand.
    await callApi(app, seed.manager, 'POST', `/api/reports/${id}/transition`, {
      status: 'Closed',
      note: 'Åtgärdat av fastighetsskötaren.',
    });
    await page.context().setOffline(false);
    const refused = page.getByTestId('offline-refused');
    await refused.waitFor({ timeout: 30_000 });
    await refused.getByText(o.refused, { exact: false }).waitFor();
    expect(await refused.getByRole('textbox').inputValue()).toContain(
      'Justerade dörrstängaren och smorde gångjärnen.',
    );
    await screenshot(page, 'offline-conflict-contractor');
    await refused.getByRole('button', { name: o.discard }).click();
    await refused.waitFor({ state: 'detached' });
  });

  it('accepts offline; when a rival took the errand meanwhile the conflict shows plainly', async () => {
    const { seed, id } = await openErrandOfTrade('Läckande avloppsrör');
    const rival = await createUser(app.db, { role: 'Contractor', trade: 'plumber', name: 'Rör-Anna AB' });
    failureShots('offline-accept-conflict');
    const page = await openErrand(seed.contractor, `/contractor/errands/${id}`);
    const accept = page.getByRole('button', { name: sv.errandsPages.actions.accept });
    await page.context().setOffline(true);
    await accept.click();
    await page.getByRole('alert').filter({ hasText: o.kept }).waitFor();
    await queueCard(page).getByText(o.kind.accept).waitFor();
    // Kept once: the button waits with it, and says so.
    expect(await accept.isDisabled()).toBe(true);
    await page.getByRole('region', { name: sv.errandsPages.statusActions }).getByText(o.waiting).waitFor();
    await offlineShots(page, 'offline-accept-waiting-contractor', waiting);

    // Meanwhile another plumber takes it; back online the accept is refused, in the server's words.
    await callApi(app, rival, 'POST', `/api/reports/${id}/accept`, {});
    await page.context().setOffline(false);
    await refusedCard(page);
    const refused = page.getByTestId('offline-refused');
    await refused.getByText(sv.reports.errors.taken).waitFor();
    await refused.getByText(o.refusedNothingTyped).waitFor();
    // Read again, the errand is no longer theirs to see; what was refused stays beside the error.
    await offlineShots(page, 'offline-accept-conflict-contractor', refusedCard);
    // In English the page is named, its error is English from the first call, and the reason
    // refused in Swedish is told again in English.
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.errandsPages.unavailable }).waitFor();
    await page.getByText(en.errors.not_found).waitFor();
    await refused.getByText(en.errors.conflict).waitFor();
    await page.evaluate(() => localStorage.setItem('locale', 'sv'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: sv.errandsPages.unavailable }).waitFor();
    await refused.getByText(sv.reports.errors.taken).waitFor();
    await refused.getByRole('button', { name: o.discard }).click();
    await refused.waitFor({ state: 'detached' });
  });

  it('plans a visit offline and sends it when back; the manager sees it', async () => {
    const { seed, id } = await acceptedErrand('Visslande element');
    failureShots('offline-visit');
    const page = await openErrand(seed.contractor, `/contractor/errands/${id}`);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: w.visit.plan }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.visit.note).fill('Jag ringer på hos vaktmästaren först.');
    await dialog.getByRole('button', { name: w.visit.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: o.kept }).waitFor();
    await queueCard(page).getByText(o.kind.visit).waitFor();
    await queueCard(page).getByText('Jag ringer på hos vaktmästaren först.').waitFor();
    expect(await page.getByTestId('visit-window').count()).toBe(0);
    await page.getByTestId('visit-waiting').getByText(o.waiting).waitFor();
    await offlineShots(page, 'offline-visit-waiting-contractor', waiting);

    await page.context().setOffline(false);
    await queueCard(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('visit-waiting').count()).toBe(0);
    const visit = async () =>
      ((await callApi(app, seed.manager, 'GET', `/api/reports/${id}`)) as { visit: { note: string } | null })
        .visit;
    await expect.poll(visit).toMatchObject({ note: 'Jag ringer på hos vaktmästaren först.' });
    const manager = await openErrand(seed.manager, `/panel/errands/${id}`, wide);
    await manager.getByTestId('visit-window').getByText('Jag ringer på hos vaktmästaren först.').waitFor();
  });
});
