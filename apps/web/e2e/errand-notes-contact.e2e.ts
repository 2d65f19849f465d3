import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  signInAs,
  startApp,
  type Viewport,
} from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';

/**
 * Errand numbers, messages vs internal notes and contact on site, in the browser at desktop and
 * phone width: the contractor sees the reporter's phone and writes both kinds of note; the tenant
 * sees the message but never the internal note, and the contractor's company and phone.
 */
describe('notes and contact on an errand', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;
  let reportId = '';
  const t = sv.errandsPages;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    seed = await seedOrganisation(app);
    await callApi(app, seed.tenant, 'PUT', '/api/auth/profile', { phone: '070-123 45 67' });
    await app.db.query(`UPDATE contractors SET phone = '018-55 55 55' WHERE id = $1`, [
      seed.contractor.contractorId,
    ]);
    reportId = (
      await fileReport(app, seed.tenant, {
        propertyId: seed.propertyId,
        premisesId: seed.premisesId,
        whatBroke: 'Läckande element',
        trade: 'plumber',
      })
    ).id;
    await callApi(app, seed.contractor, 'POST', `/api/reports/${reportId}/accept`, {});
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  for (const viewport of ['desktop', 'phone'] as Viewport[]) {
    it(`contractor and tenant (${viewport})`, async () => {
      const page = await newPage(browser, viewport);
      onTestFailed(screenshotsOnFailure(() => [page], `notes-contact-${viewport}`));
      const errors = collectPageErrors(page);
      await signInAs(page, app, seed.contractor);
      await page.goto(`${app.url}/contractor/errands/${reportId}`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: /^#1 Läckande element/ }).waitFor();
      // The reporter to call, and the address on a map.
      const call = page.getByRole('link', { name: /070-123 45 67/ });
      expect(await call.getAttribute('href')).toBe('tel:0701234567');
      expect(await page.getByRole('link', { name: t.contact.map }).getAttribute('href')).toContain(
        'openstreetmap.org/search?query=Storgatan%2012',
      );
      // An internal note and a message, each chosen explicitly.
      const internal = `Beställ packning ${viewport}`;
      const message = `Kommer i morgon ${viewport}`;
      for (const [text, choice] of [
        [internal, t.note.internal],
        [message, t.note.message],
      ] as const) {
        await page.getByRole('textbox', { name: t.addNote }).fill(text);
        await page.getByRole('radio', { name: new RegExp(`^${choice}`) }).check();
        await page.getByRole('button', { name: t.saveNote }).click();
        await page.getByText(text).waitFor();
      }
      const internalEntry = page.getByRole('listitem').filter({ hasText: internal });
      await internalEntry.getByText(t.note.internalChip, { exact: true }).waitFor();
      await expectAccessible(page, `contractor errand (${viewport})`);
      await page.context().close();

      const tenantPage = await newPage(browser, viewport);
      onTestFailed(screenshotsOnFailure(() => [tenantPage], `notes-contact-tenant-${viewport}`));
      const tenantErrors = collectPageErrors(tenantPage);
      await signInAs(tenantPage, app, seed.tenant);
      await tenantPage.goto(`${app.url}/panel/errands/${reportId}`);
      await settled(tenantPage);
      await tenantPage.getByText(message).waitFor();
      expect(await tenantPage.getByText(internal).count()).toBe(0);
      expect(await tenantPage.getByRole('radiogroup').count()).toBe(0);
      await tenantPage.getByText('Rör-Rolf AB').first().waitFor();
      expect(await tenantPage.getByRole('link', { name: /018-55 55 55/ }).getAttribute('href')).toBe(
        'tel:018555555',
      );
      await expectAccessible(tenantPage, `tenant errand (${viewport})`);
      await tenantPage.context().close();
      const all = [...errors, ...tenantErrors];
      if (all.length > 0) throw new Error(all.map(String).join('\n'));
    }, 300_000);
  }

  it('lets the tenant set a phone in Settings, refusing one that is not a number', async () => {
    const page = await newPage(browser, 'desktop');
    onTestFailed(screenshotsOnFailure(() => [page], 'notes-contact-settings'));
    await signInAs(page, app, seed.tenant);
    await page.goto(`${app.url}/panel/settings`);
    await settled(page);
    const phone = page.getByRole('textbox', { name: sv.settings.profile.phone });
    await phone.fill('ring mig');
    await page.getByRole('button', { name: sv.settings.profile.submit }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await phone.fill('+46 70-765 43 21');
    await page.getByRole('button', { name: sv.settings.profile.submit }).click();
    await page.getByText(sv.settings.profile.saved).waitFor();
    const me = (await callApi(app, seed.tenant, 'GET', '/api/auth/get-current-user')) as {
      user: { phone: string };
    };
    expect(me.user.phone).toBe('+46 70-765 43 21');
    await page.context().close();
  }, 300_000);
});
