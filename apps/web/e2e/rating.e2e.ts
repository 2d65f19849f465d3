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
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

type Seed = Awaited<ReturnType<typeof seedOrganisation>>;

/**
 * An errand brought to Closed through the API the way the lifecycle allows it today:
 * the tenant files it, the contractor accepts and closes it. When the lifecycle gains
 * steps before closing, this is the one place to change.
 */
async function closedErrand(app: RunningApp, seed: Seed, whatBroke: string): Promise<string> {
  const { id } = await fileReport(app, seed.tenant, {
    propertyId: seed.propertyId,
    premisesId: seed.premisesId,
    whatBroke,
    trade: 'plumber',
    priority: 'Normal',
  });
  await callApi(app, seed.contractor, 'POST', `/api/reports/${id}/accept`, {});
  await callApi(app, seed.contractor, 'POST', `/api/reports/${id}/transition`, { status: 'Closed' });
  return id;
}

const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** A signed-in page at a size and in a language (the app keeps its language in `locale`). */
async function pageFor(
  browser: Browser,
  app: RunningApp,
  user: { email: string; token: string },
  size: keyof typeof sizes,
  lang: 'sv' | 'en',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: sizes[size],
    locale: lang === 'sv' ? 'sv-SE' : 'en-GB',
  });
  const page = await context.newPage();
  await signInAs(page, app, user);
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
  }
  return page;
}

describe('rating a closed errand', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const [size, lang] of [
    ['desktop', 'sv'],
    ['phone', 'en'],
  ] as const) {
    it(`the tenant rates it and the manager sees the figures (${size}, ${lang})`, async () => {
      const seed = await seedOrganisation(app);
      const r = resources[lang].ratings;
      onTestFailed(
        screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), `rating-${size}`),
      );
      const id = await closedErrand(app, seed, `Trasig blandare ${size}`);

      const tenant = await pageFor(browser, app, seed.tenant, size, lang);
      const tenantErrors = collectPageErrors(tenant);
      await tenant.goto(`${app.url}/panel/errands/${id}`);
      await tenant.getByRole('heading', { name: r.card.title }).waitFor();
      await settled(tenant);
      await expectAccessible(tenant, `rating form ${size} ${lang}`);
      await screenshot(tenant, `rating-form-${lang}`);

      // Sending without stars asks for them; nothing is stored.
      await tenant.getByRole('button', { name: r.card.submit }).click();
      await tenant.getByText(resources[lang].fieldErrors.required).waitFor();

      // The stars are labelled radios; the label holds the visible star.
      await tenant
        .locator('label')
        .filter({ hasText: r.card.stars.replace('{{count}}', '4') })
        .click();
      await tenant.getByLabel(r.card.comment).fill('Snabbt och städat efter sig.');
      await tenant.getByRole('button', { name: r.card.submit }).click();
      await tenant.getByText(r.card.sent).waitFor();
      await tenant.getByRole('heading', { name: r.card.yourRating }).waitFor();
      await tenant.getByText('Snabbt och städat efter sig.').waitFor();
      await tenant
        .getByText(resources[lang].errandsPages.timeline.kind.rated, { exact: true })
        .first()
        .waitFor();
      expect(await tenant.getByRole('button', { name: r.card.submit }).count()).toBe(0);
      await settled(tenant);
      await screenshot(tenant, `rating-given-${lang}`);
      expect(tenantErrors).toEqual([]);

      // The manager sees the rating on the errand and the freelancer's figures.
      const manager = await pageFor(browser, app, seed.manager, size, lang);
      const managerErrors = collectPageErrors(manager);
      await manager.goto(`${app.url}/panel/errands/${id}`);
      await manager.getByRole('heading', { name: r.card.rating }).waitFor();
      await manager.getByText('Snabbt och städat efter sig.').waitFor();
      await manager.goto(`${app.url}/panel`);
      const figures = manager.getByRole('region', { name: r.stats.title });
      await figures.getByText('Rör-Rolf AB').first().waitFor();
      await figures.getByText('4 (1)').first().waitFor();
      await settled(manager);
      await expectAccessible(manager, `dashboard figures ${size} ${lang}`);
      await screenshot(manager, `rating-dashboard-${lang}`);
      await manager.goto(`${app.url}/panel/contractors`);
      await manager.getByRole('region', { name: r.stats.title }).getByText('Rör-Rolf AB').first().waitFor();
      await settled(manager);
      await screenshot(manager, `rating-contractors-${lang}`);
      expect(managerErrors).toEqual([]);

      // The freelancer sees their own figures and the rating with its comment.
      const contractor = await pageFor(browser, app, seed.contractor, size, lang);
      await contractor.getByRole('region', { name: r.stats.titleOwn }).getByText('4 (1)').first().waitFor();
      await settled(contractor);
      await screenshot(contractor, `rating-contractor-overview-${lang}`);
      await contractor.goto(`${app.url}/contractor/errands/${id}`);
      await contractor.getByText('Snabbt och städat efter sig.').waitFor();
    });
  }
});
