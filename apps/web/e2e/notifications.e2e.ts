import { mkdirSync } from 'node:fs';
import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  captureScreen,
  collectPageErrors,
  launchBrowser,
  type Page,
  type RunningApp,
  screenshotDir,
  signInAs,
  startApp,
} from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled, sv } from './support/journeys';

/** The bell: a tenant's count rises live when a contractor accepts, and the list leads to the errand. */
describe('notifications in the app bar', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const bell = (page: Page) => page.getByTestId('notification-bell');
  const open = async (width: number, locale: 'sv-SE' | 'en-GB') => {
    const context = await browser.newContext({ viewport: { width, height: 860 }, locale });
    // The site language is the one chosen in the app, kept on the device.
    const chosen = locale === 'en-GB' ? 'en' : 'sv';
    await context.addInitScript((lng) => localStorage.setItem('locale', lng), chosen);
    return context.newPage();
  };
  const shot = async (page: Page, name: string) => {
    // Let the popover's fade finish before the picture.
    await page.waitForTimeout(400);
    await captureScreen(page, `${screenshotDir}/${name}.png`);
  };

  it('counts up live when the contractor accepts, and links to the errand', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'notifications'));
    const n = sv.notifications;
    const { id } = await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Droppande kran',
      description: 'Kranen i köket droppar.',
      trade: 'plumber',
      priority: 'High',
    });

    const tenant = await open(1440, 'sv-SE');
    const errors = collectPageErrors(tenant);
    await signInAs(tenant, app, seed.tenant);
    await settled(tenant);
    // Her own report tells her nothing.
    await expect.poll(() => bell(tenant).getAttribute('aria-label')).toBe(n.bell);

    await callApi(app, seed.contractor, 'POST', `/api/reports/${id}/accept`, {});
    await expect
      .poll(() => bell(tenant).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe(n.bellUnread_one.replace('{{count}}', '1'));
    await shot(tenant, 'notification-bell-sv-1440');

    await bell(tenant).click();
    const item = tenant.getByTestId('notification-item');
    await expect
      .poll(() => item.first().textContent())
      .toMatch(/Accepterat av Rör-Rolf AB: #\d+ Droppande kran/);
    await shot(tenant, 'notification-list-sv-1440');
    await item.first().click();
    await tenant.waitForURL((url) => url.pathname === `/panel/errands/${id}`);
    await expect.poll(() => bell(tenant).getAttribute('aria-label')).toBe(n.bell);
    // The language chosen in the app is saved to the account, so mails follow it.
    await tenant.getByRole('button', { name: /^EN / }).click();
    const locale = async () =>
      (await app.db.query<{ locale: string }>('SELECT locale FROM users WHERE id = $1', [seed.tenant.id]))[0]!
        .locale;
    await expect.poll(locale).toBe('en');
    await tenant.getByRole('button', { name: /^SV / }).click();
    await expect.poll(locale).toBe('sv');
    expect(errors).toEqual([]);

    // The same at phone width and in English, and the settings section.
    for (const [width, locale, tag] of [
      [390, 'sv-SE', 'sv-390'],
      [1440, 'en-GB', 'en-1440'],
      [390, 'en-GB', 'en-390'],
    ] as const) {
      const page = await open(width, locale);
      await signInAs(page, app, seed.tenant);
      await settled(page);
      await bell(page).click();
      await page.getByTestId('notification-item').first().waitFor();
      if (locale === 'en-GB')
        expect(await page.getByTestId('notification-item').first().textContent()).toMatch(
          /Accepted by Rör-Rolf AB: #\d+ Droppande kran/,
        );
      await shot(page, `notification-list-${tag}`);
      await page.keyboard.press('Escape');
      await page.goto(`${app.url}/panel/settings?section=notifications`);
      await page.getByTestId('notification-settings').getByRole('switch').first().waitFor();
      // The kinds a reporter hears of by mail, work done and visit reminders included, as the server
      // names them for a tenant (the push switch of this device stands apart, below them).
      const mailLegend = (locale === 'en-GB' ? resources.en : sv).notifications.settings.mail;
      const mailGroup = page.getByTestId('notification-settings').getByRole('group', { name: mailLegend });
      const { kinds } = (await callApi(app, seed.tenant, 'GET', '/api/me/notification-preferences')) as {
        kinds: string[];
      };
      expect(kinds).toEqual(expect.arrayContaining(['report_accepted', 'visit_reminder', 'visit_proposed']));
      expect(await mailGroup.getByRole('switch').count()).toBe(kinds.length);
      await page
        .getByTestId('notification-settings')
        .screenshot({ path: `${screenshotDir}/notification-settings-${tag}.png` });
      await page.context().close();
    }
  });
});
