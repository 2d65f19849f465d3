import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  createUser,
  expectAccessible,
  latestMailLink,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { choose, screenshotsOnFailure, sv, typeDate } from './support/journeys';

/** An administrator sets up an organisation from nothing and invites its first tenant, who signs in. */
describe('administrator sets up an organisation', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates organisation, property with premises and equipment, invites a tenant who then signs in', async () => {
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'admin-journey'));
    const a = sv.adminPages;
    const p = sv.propertiesPages;
    const q = sv.equipmentPages;
    const admin = await createUser(app.db, { role: 'Admin', name: 'Ada Admin' });
    const page = await newPage(browser);
    const errors = collectPageErrors(page);
    await signInAs(page, app, admin);

    // Organisation.
    await page.goto(`${app.url}/admin/organisations`);
    await page.getByRole('button', { name: a.organisations.add }).click();
    const orgDialog = page.getByRole('dialog');
    await orgDialog.getByRole('button', { name: a.shared.save }).click();
    await orgDialog.getByText(sv.fieldErrors.required).first().waitFor();
    await orgDialog.getByLabel(a.organisations.name).fill('Fastighets AB Norrsken');
    await orgDialog.getByRole('button', { name: a.shared.save }).click();
    await orgDialog.waitFor({ state: 'detached' });
    await page.getByText('Fastighets AB Norrsken').waitFor();

    // Property.
    await page.goto(`${app.url}/admin/properties`);
    await page.getByRole('button', { name: p.add }).click();
    const propDialog = page.getByRole('dialog');
    await choose(page, p.fields.organisation, 'Fastighets AB Norrsken');
    await propDialog.getByLabel(p.fields.address).fill('Kungsgatan 5');
    await propDialog.getByLabel(p.fields.postalCode).fill('111 43');
    await propDialog.getByLabel(p.fields.city).fill('Stockholm');
    await propDialog.getByRole('button', { name: a.shared.save }).click();
    await propDialog.waitFor({ state: 'detached' });
    await page.getByText('Kungsgatan 5').waitFor();

    // Premises, in the property's nested dialog.
    await page.getByRole('button', { name: p.premisesOf.replace('{{address}}', 'Kungsgatan 5') }).click();
    const premisesDialog = page.getByRole('dialog');
    await premisesDialog.getByText(p.premises.empty).waitFor();
    await premisesDialog.getByRole('button', { name: p.premises.add }).click();
    const premisesForm = page.getByRole('dialog').last();
    await premisesForm.getByLabel(p.premises.designation).fill('Lgh 1001');
    await premisesForm.getByLabel(p.premises.floor).fill('1');
    await premisesForm.getByLabel(p.premises.areaSqm).fill('72,5');
    await premisesForm.getByRole('button', { name: a.shared.save }).click();
    await page.getByRole('dialog').getByText('Lgh 1001').waitFor();
    await page.getByRole('dialog').getByText('72,5 m²').waitFor();
    await screenshot(page, 'premises-dialog');
    await expectAccessible(page, 'premises dialog');
    await page.getByRole('button', { name: a.shared.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Equipment at the new property, due for service long ago.
    await page.goto(`${app.url}/admin/equipment`);
    await page.getByRole('button', { name: q.add }).click();
    const eqDialog = page.getByRole('dialog');
    await choose(page, q.fields.property, 'Kungsgatan 5');
    await choose(page, q.fields.premises, 'Lgh 1001');
    await eqDialog.locator('input[name="name"]').fill('Ventilationsaggregat');
    await eqDialog.getByLabel(q.fields.manufacturer).fill('Systemair');
    await typeDate(eqDialog, q.fields.nextServiceDate, '2024-05-01');
    await eqDialog.getByRole('button', { name: a.shared.save }).click();
    await eqDialog.waitFor({ state: 'detached' });
    await page.getByText('Ventilationsaggregat').waitFor();
    await page.getByText(q.overdue).waitFor();

    // Invite a tenant into the premises.
    await page.goto(`${app.url}/admin/users`);
    await page.getByRole('button', { name: a.users.invite, exact: true }).click();
    const invite = page.getByRole('dialog');
    await invite.getByLabel(a.users.email).fill('ny.hyresgast@example.test');
    await choose(page, a.users.organisation, 'Fastighets AB Norrsken');
    await choose(page, a.users.property, 'Kungsgatan 5');
    await choose(page, a.users.premises, 'Lgh 1001');
    await invite.getByRole('button', { name: a.users.sendInvite }).click();
    await invite.getByTestId('invite-url').waitFor();
    await expectAccessible(page, 'invite sent');
    await invite.getByRole('button', { name: a.shared.close }).click();
    await page.getByRole('cell', { name: 'ny.hyresgast@example.test' }).waitFor();
    expect(errors).toEqual([]);

    // The tenant follows the mailed link, chooses a password and lands in the panel with their premises.
    const link = await latestMailLink(app, 'ny.hyresgast@example.test');
    const tenant = await newPage(browser);
    await tenant.goto(link);
    await tenant.locator('input[name="name"]').fill('Nils Nyinflyttad');
    await tenant.locator('input[name="password"]').fill('Blåbärssoppa-2026');
    await tenant.locator('input[name="confirmPassword"]').fill('Blåbärssoppa-2026');
    await tenant.locator('form button[type="submit"]').click();
    await tenant.waitForURL(`${app.url}/panel`);
    await tenant.getByRole('link', { name: sv.errandsPages.reportFault, exact: true }).click();
    await expect
      .poll(() => tenant.getByRole('combobox', { name: sv.errandsPages.fields.where }).textContent(), {
        timeout: 10_000,
      })
      .toContain('Lgh 1001');
  });
});
