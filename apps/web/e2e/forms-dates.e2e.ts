import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { seedOrganisation, settled, typeDate } from './support/journeys';

type Seed = Awaited<ReturnType<typeof seedOrganisation>>;
const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

let app: RunningApp;
let browser: Browser;
let seed: Seed;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  seed = await seedOrganisation(app);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * A browser set to American English (whose own date inputs say mm/dd/yyyy) with the site in
 * Swedish or English: the site's language decides.
 */
async function pageFor(user: Seed['manager'], size: keyof typeof sizes, lang: 'sv' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: sizes[size], locale: 'en-US' });
  const page = await context.newPage();
  await signInAs(page, app, user);
  await page.evaluate((l) => localStorage.setItem('locale', l), lang);
  await page.reload();
  return page;
}

describe('dates and forms in the site language', () => {
  for (const [size, lang] of [
    ['desktop', 'sv'],
    ['phone', 'en'],
  ] as const)
    it(`a manager filters by date and sees one message per problem (${size}, ${lang})`, async () => {
      const e = resources[lang].errandsPages;
      const page = await pageFor(seed.manager, size, lang);
      const errors = collectPageErrors(page);
      await page.goto(`${app.url}/panel/errands`);
      if (size === 'phone')
        await page.getByRole('button', { name: new RegExp(`^${e.filters.toggle.split(' ')[0]}`) }).click();
      // On a wide screen the dates are among the "more filters" of the side drawer.
      else await page.getByRole('button', { name: e.filters.more }).click();
      const from = page.getByRole('group', { name: e.filters.from });
      await from.waitFor();
      // Typed in the site's order, sent as ISO.
      await typeDate(page, e.filters.from, lang === 'sv' ? '2026-01-02' : '02/01/2026');
      await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-01-02');
      expect(await from.textContent()).toContain(lang === 'sv' ? '2026-01-02' : '02/01/2026');
      await screenshot(page, `errand-filters-dates-${lang}`);
      if (size === 'desktop') {
        await page.getByRole('button', { name: e.filters.done }).click();
        await page.getByRole('button', { name: e.filters.moreCount.replace('{{count}}', '1') }).waitFor();
      }

      // The report form sent empty: "required" on each required field, in one wording.
      await page.getByRole('button', { name: e.reportFault }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: e.submitReport }).click();
      await expect
        .poll(() => dialog.getByText(resources[lang].fieldErrors.required, { exact: true }).count())
        .toBeGreaterThanOrEqual(2);
      expect(await dialog.getByText(resources[lang].fieldErrors.invalid_value).count()).toBe(0);
      await settled(page);
      await screenshot(page, `errand-form-required-${lang}`);
      await expectAccessible(page, `report form ${size} ${lang}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

  for (const [size, lang] of [
    ['phone', 'sv'],
    ['desktop', 'en'],
  ] as const)
    it(`a tenant's form asks what, where, a description and access (${size}, ${lang})`, async () => {
      const e = resources[lang].errandsPages;
      const page = await pageFor(seed.tenant, size, lang);
      await page.goto(`${app.url}/panel/errands`);
      await page.getByRole('button', { name: e.reportFault }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(e.fields.access).waitFor();
      await expect
        .poll(() => dialog.getByRole('combobox', { name: e.fields.where }).textContent())
        .toContain('Lgh 1102');
      expect(await dialog.getByRole('combobox', { name: e.fields.trade }).count()).toBe(0);
      await screenshot(page, `tenant-errand-form-${lang}`);
      await page.context().close();
    });
});
