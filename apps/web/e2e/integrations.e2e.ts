import { resources } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signatureValid, WebhookReceiver } from '../../server/src/test/webhook-receiver';
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
import { screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/** A manager makes an API token under Settings, sees it once, uses it, and revokes it. */
describe('API tokens in settings', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('makes a token that works once copied, lists it and revokes it', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'integrations'));
    const seed = await seedOrganisation(app);
    for (const [locale, width] of [
      ['sv', 1440],
      ['sv', 390],
      ['en', 1440],
      ['en', 390],
    ] as const) {
      const manager =
        locale === 'sv'
          ? seed.manager
          : await createUser(app.db, {
              role: 'PropertyManager',
              organisationId: seed.org.id,
              name: 'Mona Manager',
              locale: 'en',
            });
      const t = resources[locale].integrations.tokens;
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, manager);
      await page.goto(`${app.url}/panel/settings?section=integrations`);
      await settled(page);
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      const section = page
        .locator('.MuiPaper-root')
        .filter({ has: page.getByRole('heading', { name: t.title, exact: true }) })
        .last();
      await section.getByLabel(t.name).fill(`Fortnox ${locale} ${width}`);
      await section.getByRole('button', { name: t.create }).click();
      const shown = section.getByRole('textbox', { name: t.createdTitle });
      await shown.waitFor();
      const token = await shown.inputValue();
      expect(token).toMatch(/^fak_/);
      const res = await fetch(`${app.url}/api/reports`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      await section.getByRole('heading', { name: t.title }).scrollIntoViewIfNeeded();
      await screenshot(page, `api-tokens-${locale}-${width}`);
      await expectAccessible(page, `api tokens ${locale} ${width}`);
      await section.getByRole('button', { name: t.close }).click();
      await section
        .getByRole('button', { name: t.revokeLabel.replace('{{name}}', `Fortnox ${locale} ${width}`) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.revoke }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(
          async () =>
            (await fetch(`${app.url}/api/reports`, { headers: { authorization: `Bearer ${token}` } })).status,
        )
        .toBe(401);
      await page.getByText(t.revoked.replace(' {{time}}', '')).first().waitFor();
      await screenshot(page, `api-tokens-revoked-${locale}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);

  it('adds a webhook, sends a signed test and shows the delivery log', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'webhooks'));
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const seed = await seedOrganisation(app);
      for (const [locale, width] of [
        ['sv', 1440],
        ['en', 390],
        ['en', 1440],
        ['sv', 390],
      ] as const) {
        const manager = await createUser(app.db, {
          role: 'PropertyManager',
          organisationId: seed.org.id,
          locale,
        });
        const t = resources[locale].integrations.webhooks;
        const context = await browser.newContext({
          viewport: { width, height: width > 600 ? 900 : 844 },
          locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
        });
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await signInAs(page, app, manager);
        await page.goto(`${app.url}/panel/settings?section=integrations`);
        await settled(page);
        if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
        const section = page
          .locator('.MuiPaper-root')
          .filter({ has: page.getByRole('heading', { name: t.title, exact: true }) })
          .last();
        const url = `${receiver.url}/${locale}-${width}`;
        await section.getByLabel(t.url).fill(url);
        await section.getByRole('button', { name: t.create }).click();
        const secret = await section.getByRole('textbox', { name: t.secretTitle }).inputValue();
        expect(secret).toMatch(/^whsec_/);
        const before = receiver.received.length;
        const row = section.locator('div', { has: page.getByText(url, { exact: true }) }).last();
        await row.getByRole('button', { name: t.sendTest }).click();
        await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(before + 1);
        const got = receiver.received.at(-1)!;
        expect(got.json.type).toBe('ping');
        expect(
          signatureValid(secret, String(got.headers['felanmalan-signature']), got.body, new Date()),
        ).toBe(true);
        await row.getByRole('button', { name: t.showLog }).click();
        await row.getByText(t.status.delivered, { exact: false }).first().waitFor();
        await section.getByRole('heading', { name: t.title }).scrollIntoViewIfNeeded();
        await screenshot(page, `webhooks-${locale}-${width}`);
        await expectAccessible(page, `webhooks ${locale} ${width}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await receiver.stop();
    }
  }, 300_000);

  it('saves the accounts and downloads the close-out costs as an SIE file', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'accounting'));
    const seed = await seedOrganisation(app);
    const [report] = await app.db.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, priority, status)
       VALUES ($1, $2, 'Kranen droppar', 'plumber', 'Normal', 'Open') RETURNING id`,
      [seed.org.id, seed.propertyId],
    );
    await app.db.query(
      `INSERT INTO report_closeouts (report_id, organisation_id, contractor_id, resolution, cost_sek)
       VALUES ($1, $2, $3, 'Packning bytt', 850)`,
      [report!.id, seed.org.id, seed.contractor.contractorId],
    );
    for (const [locale, width] of [
      ['sv', 1440],
      ['en', 390],
      ['en', 1440],
      ['sv', 390],
    ] as const) {
      const manager = await createUser(app.db, {
        role: 'PropertyManager',
        organisationId: seed.org.id,
        locale,
      });
      const t = resources[locale].integrations.accounting;
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAs(page, app, manager);
      await page.goto(`${app.url}/panel/settings?section=integrations`);
      await settled(page);
      if (locale === 'en') await page.getByRole('button', { name: /^EN / }).click();
      const section = page
        .locator('.MuiPaper-root')
        .filter({ has: page.getByRole('heading', { name: t.title, exact: true }) })
        .last();
      await section.getByLabel(t.voucherSeries).fill('F');
      await section.getByRole('button', { name: t.save }).click();
      await section.getByText(t.saved).waitFor();
      if (locale === 'sv' && width === 1440) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('link', { name: t.sie }).click(),
        ]);
        const path = await download.path();
        const text = (await import('node:fs')).readFileSync(path, 'latin1');
        expect(text).toContain('#SIETYP 4');
        expect(text).toMatch(/#VER F 1 \d{8}/);
        expect(text).toContain('#TRANS 5170 {} 850.00');
      }
      await section.getByRole('heading', { name: t.title }).scrollIntoViewIfNeeded();
      await screenshot(page, `accounting-${locale}-${width}`);
      await expectAccessible(page, `accounting ${locale} ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
