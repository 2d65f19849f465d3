import { beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../server/src/test/files';
import { expectAccessible, type Page, screenshot, signInAs } from './support';
import { callApi, fileReport, seedOrganisation, sv } from './support/journeys';
import { mailJourneySuite } from './support/suite';

/**
 * The journey of issue 35 continued (public-report.e2e.ts files the errand without an account):
 * the manager sends the errand to an outside contractor, who has no account either, opens the
 * mailed link on a phone (a real SMTP server), accepts, plans the visit, adds a photo and marks
 * the work done; the manager sees it on the errand.
 */
const en = (await import('@app/i18n')).resources.en;
const suite = mailJourneySuite();
let world: Awaited<ReturnType<typeof seedOrganisation>>;
beforeAll(async () => {
  world = await seedOrganisation(suite.app);
});

const open = async (width: 390 | 1440, locale: 'sv-SE' | 'en-GB' = 'sv-SE'): Promise<Page> => {
  const context = await suite.browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale,
  });
  return context.newPage();
};
const waitForMail = async (to: string, count: number) => (await suite.smtp.waitFor(to, count))[count - 1]!;
const tokenPath = (body: string) => /\/w\/[A-Za-z0-9_-]{43}/.exec(body)![0];
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe("an outside contractor's work-order link", () => {
  it('the manager sends it; a contractor without an account accepts, plans, adds a photo and finishes on a phone', async () => {
    const { id } = await fileReport(suite.app, world.tenant, {
      propertyId: world.propertyId,
      premisesId: world.premisesId,
      whatBroke: 'Kranen i köket droppar',
      access: 'Nyckel hos vaktmästaren, ring 070-555 12 12',
    });
    const l = sv.publicReport.links;
    const staff = await open(1440);
    await signInAs(staff, suite.app, world.manager);
    await staff.goto(`${suite.app.url}/panel/errands/${id}`);
    const card = staff.getByRole('region', { name: l.heading });
    await card.getByText(l.none).waitFor();
    await card.getByLabel(l.email).fill('ror.extern@example.se');
    await card.getByLabel(l.name).fill('Extern Rör AB');
    await card.getByRole('button', { name: l.send }).click();
    await card.getByText(l.state.sent).waitFor();
    await screenshot(staff, 'work-order-links-manager-sv');
    await expectAccessible(staff, 'work-order links section');

    const mail = await waitForMail('ror.extern@example.se', 1);
    expect(mail.subject).toMatch(/^Arbetsorder: ärende #\d+$/);
    const phone = await open(390);
    await phone.goto(`${suite.app.url}${tokenPath(mail.body)}`);
    const w = sv.publicReport.workOrder;
    await phone.getByRole('heading', { name: /Kranen i köket droppar/ }).waitFor();
    await phone.getByText(w.offered).waitFor();
    await screenshot(phone, 'work-order-offered-sv');
    await expectAccessible(phone, 'work order, offered');
    await fitsPhone(phone);

    await phone.getByRole('button', { name: w.accept }).click();
    await phone.getByText('Nyckel hos vaktmästaren, ring 070-555 12 12').waitFor();
    await phone.getByRole('button', { name: w.planVisit }).click();
    await phone.getByText(w.visitSaved).waitFor();
    await phone.locator('input[type=file]').setInputFiles({
      name: 'fore.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(),
    });
    await phone.getByText(w.photoAdded).waitFor();
    await phone.getByRole('img', { name: 'fore.jpg' }).waitFor();
    await phone.getByLabel(w.resolution).fill('Bytt packning i blandaren.');
    await phone.getByRole('button', { name: w.markDone }).click();
    await phone.getByText(w.doneInfo).first().waitFor();
    await screenshot(phone, 'work-order-done-sv');
    await expectAccessible(phone, 'work order, done');
    await fitsPhone(phone);

    // The manager sees the contractor's work on the errand, and the link accepted.
    await staff.reload();
    await card.getByText(l.state.accepted).waitFor();
    await staff.getByText('Bytt packning i blandaren.').first().waitFor();
    await staff.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(staff, 'work-order-links-manager-sv');
    await fitsPhone(staff);
    await staff.context().close();
    await phone.context().close();
  });

  it('in English: the link page at both widths, the staff section, and a dead link', async () => {
    const { id } = await fileReport(suite.app, world.tenant, {
      propertyId: world.propertyId,
      premisesId: world.premisesId,
      whatBroke: 'Element kallt',
    });
    await callApi(suite.app, world.manager, 'POST', `/api/reports/${id}/work-order-links`, {
      email: 'builder@example.com',
      name: 'Builder Ltd',
      language: 'en',
    });
    const path = tokenPath((await waitForMail('builder@example.com', 1)).body);
    for (const width of [390, 1440] as const) {
      // A Swedish suite.browser that never chose a language here: the page follows the English mail.
      const page = await open(width, 'sv-SE');
      await page.goto(`${suite.app.url}${path}`);
      await page.getByRole('heading', { name: /Element kallt/ }).waitFor();
      await page.getByText(en.publicReport.workOrder.offered).waitFor();
      await screenshot(page, 'work-order-offered-en');
      // A dead link carries no language: the visitor's own choice decides.
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
      await page.goto(`${suite.app.url}/w/${'x'.repeat(43)}`);
      await page.getByText(en.publicReport.workOrder.deadLink).waitFor();
      await page.context().close();

      const staff = await open(width, 'en-GB');
      await signInAs(staff, suite.app, world.manager);
      await staff.goto(`${suite.app.url}/panel/errands/${id}`);
      await staff.getByText('EN', { exact: true }).click();
      const card = staff.getByRole('region', { name: en.publicReport.links.heading });
      await card.getByText('Builder Ltd · builder@example.com').waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(staff, 'work-order-links-manager-en');
      await staff.context().close();
    }
  });
});
