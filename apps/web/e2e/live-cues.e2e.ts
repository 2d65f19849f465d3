import { resources } from '@app/i18n';
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

const en = resources.en;
const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key]));

/**
 * What a manager and a freelancer notice when others change errands: a tenant files one through
 * the API and the manager's list lights the row up with a message, the freelancer's phone list
 * too; a hidden tab counts in its title. Then the status changes say what they did, and closing
 * asks first. Pictures at 1440 and 390 px, in Swedish and English.
 */
describe('live cues and status messages', () => {
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
    viewport: { width: number; height: number },
    opts: { english?: boolean; reducedMotion?: 'reduce' } = {},
  ) => {
    const context = await browser.newContext({
      viewport,
      locale: opts.english ? 'en-GB' : 'sv-SE',
      reducedMotion: opts.reducedMotion ?? 'no-preference',
    });
    const page = await context.newPage();
    await signInAs(page, app, user);
    if (opts.english) await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto(`${app.url}${path}`);
    await settled(page);
    await page.locator('[data-hub-state="Connected"]').waitFor({ timeout: 10_000 });
    return page;
  };
  const toast = (page: Page, text: string) =>
    page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 10_000 });
  /** The running animation of the row or card holding `title` ('none' when there is none). */
  const animationOf = (page: Page, selector: string, title: string) =>
    page
      .locator(selector)
      .filter({ hasText: title })
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);

  it('a tenant files an errand: the manager’s and the freelancer’s lists light it up and say so', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'live-cues'));
    const place = { propertyId: seed.propertyId, premisesId: seed.premisesId, trade: 'plumber' };
    for (const whatBroke of ['Trasig lampa i trapphuset', 'Stopp i avloppet', 'Dörren kärvar']) {
      await fileReport(app, seed.tenant, {
        ...place,
        whatBroke,
        description: 'Se rubriken.',
        priority: 'Normal',
      });
    }

    const manager = await open(seed.manager, '/panel/errands', wide);
    const managerErrors = collectPageErrors(manager);
    const contractor = await open(seed.contractor, '/contractor/errands?scope=market', narrow);
    const contractorErrors = collectPageErrors(contractor);
    const managerPhone = await open(seed.manager, '/panel/errands', narrow, {
      english: true,
      reducedMotion: 'reduce',
    });

    const filed = (await fileReport(app, seed.tenant, {
      ...place,
      whatBroke: 'Droppande kran i köket',
      description: 'Kranen i köket droppar hela tiden.',
      priority: 'High',
    })) as { id: string; number: number };
    const title = 'Droppande kran i köket';

    await toast(manager, fill(sv.live.cues.newErrand, { title }));
    await manager.locator('tr').filter({ hasText: title }).waitFor();
    expect(await animationOf(manager, 'tr', title)).not.toBe('none');
    await screenshot(manager, 'live-new-errand-manager');

    await toast(contractor, fill(sv.live.cues.newErrand, { title }));
    await contractor.getByTestId('report-card').filter({ hasText: title }).waitFor();
    expect(await animationOf(contractor, '[data-testid="report-card"]', title)).not.toBe('none');
    // A compact card: number and title, chips, place and date, well under 150 px.
    const card = await contractor.getByTestId('report-card').filter({ hasText: title }).boundingBox();
    expect(card!.height).toBeLessThan(150);
    await screenshot(contractor, 'live-new-errand-contractor');

    // Without motion the highlight stands still (and goes when its time is up).
    await toast(managerPhone, fill(en.live.cues.newErrand, { title }));
    await managerPhone.getByTestId('report-card').filter({ hasText: title }).waitFor();
    expect(await animationOf(managerPhone, '[data-testid="report-card"]', title)).toBe('none');
    await screenshot(managerPhone, 'live-new-errand-manager-en');

    // A hidden tab counts what it has not shown, and forgets when it is looked at again.
    const hide = (state: 'hidden' | 'visible') =>
      manager.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await hide('hidden');
    await fileReport(app, seed.tenant, {
      ...place,
      whatBroke: 'Kallt element',
      description: 'Elementet är kallt.',
      priority: 'Normal',
    });
    await expect
      .poll(() => manager.title(), { timeout: 10_000 })
      .toBe(`(1) ${sv.nav.errands} – ${sv.common.appName}`);
    await hide('visible');
    await expect.poll(() => manager.title()).toBe(`${sv.nav.errands} – ${sv.common.appName}`);

    // The freelancer accepts on the phone; the message names the errand and its new status.
    const errand = fill(sv.errandWork.errand, { number: filed.number, title });
    await contractor.goto(`${app.url}/contractor/errands/${filed.id}`);
    await settled(contractor);
    await contractor.getByRole('button', { name: sv.errandsPages.actions.accept }).click();
    await toast(
      contractor,
      fill(sv.errandWork.moveDone.accept, { errand, status: sv.enums.status.InProgress }),
    );
    await screenshot(contractor, 'status-accepted-contractor');
    // The manager hears of a status someone else changed.
    await toast(manager, fill(sv.live.cues.statusChanged, { errand, status: sv.enums.status.InProgress }));

    // The manager closes it: asked first, in words that name the errand.
    await manager.goto(`${app.url}/panel/errands/${filed.id}`);
    await settled(manager);
    await manager.getByRole('button', { name: sv.errandsPages.actions.close }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByText(fill(sv.errandWork.confirm.close, { errand })).waitFor();
    await expectAccessible(manager, 'close confirmation');
    await screenshot(manager, 'status-close-confirm');
    // A tablet turned to portrait (under the 900 px of the wide layout) keeps the open dialog
    // and what was typed in it: the moves are mounted once, placed by CSS.
    await dialog.getByLabel(sv.errandWork.confirm.note).fill('Klart enligt hyresgästen.');
    const wideSize = manager.viewportSize()!;
    await manager.setViewportSize({ width: 820, height: 1180 });
    await manager.waitForTimeout(300);
    expect(await dialog.getByLabel(sv.errandWork.confirm.note).inputValue({ timeout: 5_000 })).toBe(
      'Klart enligt hyresgästen.',
    );
    await manager.setViewportSize(wideSize);
    await dialog.getByRole('button', { name: sv.errandsPages.actions.close }).click();
    await toast(manager, fill(sv.errandWork.moveDone.close, { errand, status: sv.enums.status.Closed }));
    await manager.getByText(sv.enums.status.Closed, { exact: true }).first().waitFor();

    // The dashboard's feed names the errands, in both languages.
    await manager.goto(`${app.url}/panel`);
    await settled(manager);
    await manager
      .getByRole('link', { name: `#${filed.number} ${title}` })
      .first()
      .waitFor();
    await screenshot(manager, 'dashboard-feed');
    await managerPhone.goto(`${app.url}/panel`);
    await settled(managerPhone);
    await managerPhone
      .getByText(/^A contractor accepted an errand at Storgatan 12/)
      .first()
      .waitFor();
    await screenshot(managerPhone, 'dashboard-feed-en');
    await managerPhone.goto(`${app.url}/panel/errands`);
    await settled(managerPhone);
    await screenshot(managerPhone, 'errand-list-manager-en');
    expect(managerErrors).toEqual([]);
    expect(contractorErrors).toEqual([]);
  }, 120_000);
});
