import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInThroughForm,
  startApp,
  TEST_PASSWORD,
  type Viewport,
} from './support';
import { fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';

/**
 * A session that ends while a manager is writing (both cookies gone, as when the refresh token
 * has run out or was revoked): the next action sends them to sign-in, which says why; after
 * signing in they are back on the errand with their note as they had typed it.
 */
describe('a session that ends mid-sentence', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;
  let reportId = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    seed = await seedOrganisation(app);
    reportId = (
      await fileReport(app, seed.tenant, {
        propertyId: seed.propertyId,
        premisesId: seed.premisesId,
        whatBroke: 'Kallt element',
        trade: 'plumber',
      })
    ).id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  for (const viewport of ['desktop', 'phone'] as Viewport[]) {
    it(`says why, signs in again and finds the note (${viewport})`, async () => {
      const page = await newPage(browser, viewport);
      onTestFailed(screenshotsOnFailure(() => [page], `session-ended-${viewport}`));
      const pageErrors = collectPageErrors(page);
      const manager = { email: seed.manager.email, password: TEST_PASSWORD };
      await signInThroughForm(page, app, manager);
      const errandPath = `/panel/errands/${reportId}`;
      await page.goto(app.url + errandPath);
      await settled(page);

      const text = `Ringer hyresgästen i morgon bitti (${viewport})`;
      await page.getByRole('textbox', { name: sv.errandsPages.addNote }).fill(text);
      await page.getByRole('radio', { name: new RegExp(`^${sv.errandsPages.note.internal}`) }).check();
      // The session ends: no access cookie, no refresh cookie.
      await page.context().clearCookies();
      await page.getByRole('button', { name: sv.errandsPages.saveNote }).click();

      await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.has('reason'));
      const url = new URL(page.url());
      expect(url.searchParams.get('reason')).toBe('expired');
      expect(url.searchParams.get('next')).toBe(errandPath);
      await page.getByText(sv.authPages.login.sessionExpired).waitFor();
      await screenshot(page, 'session-ended-sign-in');

      await page.locator('input[name="email"]').fill(manager.email);
      await page.locator('input[name="password"]').fill(manager.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === errandPath);
      const note = page.getByRole('textbox', { name: sv.errandsPages.addNote });
      await expect.poll(() => note.inputValue(), { timeout: 10_000 }).toBe(text);
      await page.getByText(sv.common.draftRestored).waitFor();
      await screenshot(page, 'session-ended-restored');

      // Sent now; the draft goes with it and does not come back.
      await page.getByRole('button', { name: sv.errandsPages.saveNote }).click();
      await page.getByRole('listitem').filter({ hasText: text }).first().waitFor();
      await page.reload();
      await settled(page);
      expect(await page.getByRole('textbox', { name: sv.errandsPages.addNote }).inputValue()).toBe('');
      expect(await page.getByText(sv.common.draftRestored).count()).toBe(0);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    });
  }
});
