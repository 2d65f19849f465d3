import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
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
import { callApi, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

type Locale = 'sv' | 'en';
const TEXT = {
  sv: {
    settings: 'Inställningar',
    years: 'År efter att ärendet stängdes (1–30)',
    save: 'Spara gallringstid',
    saved: 'Gallringstiden är sparad.',
    kept: 'Sparas för ärendet: fukt.jpg',
    queue: 'Gallring',
  },
  en: {
    settings: 'Settings',
    years: 'Years after closing (1–30)',
    save: 'Save retention period',
    saved: 'The retention period is saved.',
    kept: 'Kept for the errand: fukt.jpg',
    queue: 'Retention',
  },
} as const;

/** The tenant's photo on their errand, sent as the app sends it (multipart). */
async function uploadPhoto(app: RunningApp, who: { token: string }, reportId: string) {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'fukt.jpg');
  const res = await fetch(`${app.url}/api/reports/${reportId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, origin: app.url },
    body: form,
  });
  expect(res.status).toBe(201);
}

/** Retention and kept photos: the manager's setting and photo control, the admin's queue overview. */
describe('retention', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the manager sets the years and keeps a photo; the admin sees the last run', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'retention'));
    const { org, tenant, propertyId, premisesId } = await seedOrganisation(app);
    const errand = (await callApi(app, tenant, 'POST', '/api/reports', {
      propertyId,
      premisesId,
      whatBroke: 'Fuktfläck i taket',
      description: 'En mörk fläck har växt i badrummet.',
      trade: 'plumber',
      priority: 'Normal',
    })) as { id: string };
    await uploadPhoto(app, tenant, errand.id);
    for (const locale of ['sv', 'en'] as const satisfies readonly Locale[]) {
      const t = TEXT[locale];
      const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: org.id, locale });
      const admin = await createUser(app.db, { role: 'Admin', locale });
      for (const width of [1440, 390]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          locale: locale === 'en' ? 'en-GB' : 'sv-SE',
        });
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await signInAs(page, app, manager);
        await page.goto(`${app.url}/panel/settings?section=organisation`);
        if (locale === 'en') await page.getByText('EN', { exact: true }).click();
        const years = page.getByLabel(t.years);
        await years.waitFor();
        await years.fill(width === 1440 ? '8' : '6');
        await page.getByRole('button', { name: t.save }).click();
        await page.getByText(t.saved).waitFor();
        await years.scrollIntoViewIfNeeded();
        await screenshot(page, `retention-settings-${locale}-${width}`);

        await page.goto(`${app.url}/panel/errands/${errand.id}`);
        await settled(page);
        const keep = page.getByRole('checkbox', { name: t.kept });
        await keep.waitFor();
        // The mark follows the server's answer (a controlled checkbox): click, then wait for it.
        if ((await keep.isChecked()) !== (width === 1440)) await keep.click();
        await expect.poll(() => keep.isChecked()).toBe(width === 1440);
        await keep.scrollIntoViewIfNeeded();
        if (width === 1440 && locale === 'sv') await expectAccessible(page);
        await screenshot(page, `retention-kept-${locale}-${width}`);
        await context.close();

        const adminContext = await browser.newContext({
          viewport: { width, height: 900 },
          locale: locale === 'en' ? 'en-GB' : 'sv-SE',
        });
        const adminPage = await adminContext.newPage();
        const adminErrors = collectPageErrors(adminPage);
        await signInAs(adminPage, app, admin);
        await adminPage.goto(`${app.url}/admin`);
        if (locale === 'en') await adminPage.getByText('EN', { exact: true }).click();
        const run = adminPage.getByTestId('retention-run');
        await run.getByRole('heading', { name: t.queue }).waitFor();
        await run.scrollIntoViewIfNeeded();
        await screenshot(adminPage, `retention-queue-${locale}-${width}`);
        expect([...errors, ...adminErrors]).toEqual([]);
        await adminContext.close();
      }
    }
    const [row] = await app.db.query<{ retentionYears: number }>(
      'SELECT retention_years FROM organisations WHERE id = $1',
      [org.id],
    );
    expect(row?.retentionYears).toBe(6);
    // Two languages by two widths, each a manager's and an administrator's window.
  }, 300_000);
});
