import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  createOrganisation,
  createUser,
  expectAccessible,
  launchBrowser,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { callApi, screenshotsOnFailure } from './support/journeys';

/** The audit log page, as an administrator and as a manager, in both languages and on a phone. */
describe('audit log', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows who did what to the administrator (all) and the manager (their organisation)', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'audit-log'));
    const org = await createOrganisation(app.db, { name: 'Alfa Fastigheter' });
    const staff = async (locale: 'sv' | 'en') => ({
      admin: await createUser(app.db, { role: 'Admin', name: 'Ada Admin', locale }),
      manager: await createUser(app.db, {
        role: 'PropertyManager',
        organisationId: org.id,
        name: 'Maja Manager',
        locale,
      }),
    });
    const people = { sv: await staff('sv'), en: await staff('en') };
    const { admin, manager } = people.sv;
    const tenant = await createUser(app.db, {
      role: 'PropertyTenant',
      organisationId: org.id,
      name: 'Tove Tenant',
    });
    await callApi(app, manager, 'PUT', `/api/users/${tenant.id}`, { disabled: true });
    await callApi(app, admin, 'PUT', `/api/users/${tenant.id}`, { disabled: false });
    await callApi(app, admin, 'PUT', `/api/organisations/${org.id}`, { reportLanguage: 'en' });

    for (const [who, path] of [
      ['admin', '/admin/audit-log'],
      ['manager', '/panel/audit-log'],
    ] as const) {
      for (const locale of ['sv', 'en'] as const) {
        const user = people[locale][who];
        for (const width of [1440, 390]) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            locale: locale === 'en' ? 'en-GB' : 'sv-SE',
          });
          const page = await context.newPage();
          const errors = collectPageErrors(page);
          await signInAs(page, app, user);
          await page.goto(`${app.url}${path}`);
          if (locale === 'en') await page.getByText('EN', { exact: true }).click();
          const title = locale === 'sv' ? 'Händelselogg' : 'Audit log';
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page
            .getByText(locale === 'sv' ? 'Konto inaktiverat' : 'Account disabled')
            .first()
            .waitFor();
          if (width === 1440 && locale === 'sv') await expectAccessible(page);
          await screenshot(page, `audit-log-${who}-${locale}-${width}`);
          expect(errors).toEqual([]);
          await context.close();
        }
      }
    }
  });

  it('lets the manager erase a tenant after confirming; the row then says so', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'erase'));
    const org = await createOrganisation(app.db, { name: 'Beta Bostäder' });
    const manager = await createUser(app.db, {
      role: 'PropertyManager',
      organisationId: org.id,
      name: 'Max Manager',
    });
    await createUser(app.db, { role: 'PropertyTenant', organisationId: org.id, name: 'Rut Raderas' });
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'sv-SE' });
      const page = await context.newPage();
      await signInAs(page, app, manager);
      await page.goto(`${app.url}/panel/users`);
      await page.getByText('Rut Raderas').first().waitFor();
      if (width === 390) {
        await page.getByRole('button', { name: 'Åtgärder för Rut Raderas' }).click();
        await page.getByRole('menuitem', { name: 'Radera personuppgifter' }).click();
        await page.getByRole('dialog').waitFor();
        await screenshot(page, `erase-dialog-sv-${width}`);
        await page.getByRole('dialog').getByRole('button', { name: 'Radera', exact: true }).click();
        await page.getByText('Raderad person', { exact: true }).first().waitFor();
        expect(await page.getByText('Rut Raderas').count()).toBe(0);
      } else {
        await page.getByRole('button', { name: 'Åtgärder för Rut Raderas' }).click();
        await page.getByRole('menuitem', { name: 'Radera personuppgifter' }).click();
        await page.getByRole('dialog').waitFor();
        await screenshot(page, `erase-dialog-sv-${width}`);
        await page.keyboard.press('Escape');
      }
      await screenshot(page, `erase-users-sv-${width}`);
      await context.close();
    }
  });
});
