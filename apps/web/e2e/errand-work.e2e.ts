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
import {
  fileReport,
  screenshotsOnFailure,
  seedOrganisation,
  settled,
  sv,
  typeDate,
} from './support/journeys';

const w = sv.errandWork;
const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };

/** Tomorrow as YYYY-MM-DD in the browser's (the machine's) time zone. */
function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The working life of an errand across three people: the contractor accepts and books a
 * visit, the tenant sees it, the contractor marks the work done (and tries Undo), the manager
 * reads the close-out and closes. Pictures at desktop (1440) and phone (390) widths.
 */
describe('an errand from acceptance to close-out', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const open = async (user: { email: string; token?: string }, path: string, viewport = wide) => {
    const page = await (await browser.newContext({ viewport, locale: 'sv-SE' })).newPage();
    await signInAs(page, app, user);
    await page.goto(`${app.url}${path}`);
    await settled(page);
    return page;
  };
  const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
  /** A message's own words: the longest part of its template between the errand and the status. */
  const words = (template: string) =>
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0]!;

  it('contractor plans a visit, the tenant sees it, done with a note, the manager closes, the tenant rates', async () => {
    const seed = await seedOrganisation(app);
    onTestFailed(screenshotsOnFailure(() => browser.contexts().flatMap((c) => c.pages()), 'errand-work'));
    const { id } = await fileReport(app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Element kallt i sovrummet',
      description: 'Elementet är kallt trots att termostaten står på max.',
      trade: 'plumber',
      priority: 'Normal',
    });

    // The contractor accepts and books a visit for tomorrow morning.
    const contractor = await open(seed.contractor, `/contractor/errands/${id}`);
    const contractorErrors = collectPageErrors(contractor);
    await contractor.getByRole('button', { name: sv.errandsPages.actions.accept }).click();
    await contractor.getByRole('button', { name: w.visit.plan }).click();
    const visitForm = contractor.getByRole('dialog');
    await typeDate(visitForm, new RegExp(`^${w.visit.date}`), tomorrow());
    await typeDate(visitForm, new RegExp(`^${w.visit.from}`), '08:00');
    await typeDate(visitForm, new RegExp(`^${w.visit.to}`), '10:00');
    await visitForm.getByLabel(w.visit.note).fill('Jag ringer en halvtimme innan.');
    await expectAccessible(contractor, 'visit dialog');
    await screenshot(contractor, 'errand-visit-dialog');
    await visitForm.getByRole('button', { name: w.visit.save }).click();
    await snackbar(contractor, w.visit.planned);
    await contractor.getByTestId('visit-window').getByText('08:00–10:00').waitFor();
    await contractor.getByText(sv.errandsPages.timeline.kind.visit_planned).waitFor();

    // The tenant sees the visit on their errand.
    const tenant = await open(seed.tenant, `/panel/errands/${id}`);
    const tenantErrors = collectPageErrors(tenant);
    await tenant.getByTestId('visit-window').getByText('08:00–10:00').waitFor();
    await tenant.getByText('Jag ringer en halvtimme innan.').first().waitFor();
    expect(await tenant.getByRole('button', { name: w.visit.move }).count()).toBe(0);
    await screenshot(tenant, 'errand-visit-tenant');

    // The contractor marks the work done: the resolution is required; Undo takes it back.
    await contractor.getByRole('button', { name: w.actions.markDone }).click();
    const doneForm = contractor.getByRole('dialog');
    await doneForm.getByRole('button', { name: w.done.submit }).click();
    await doneForm.getByText(w.done.resolutionRequired, { exact: true }).waitFor();
    await doneForm.getByLabel(w.done.resolution).fill('Luftade elementet och bytte termostatventil.');
    await doneForm.getByLabel(w.done.minutesSpent).fill('50');
    await doneForm.getByLabel(w.done.cost).fill('1 250,50');
    await doneForm.getByLabel(w.done.invoiceReference).fill('F-2026-204');
    await expectAccessible(contractor, 'done dialog');
    await screenshot(contractor, 'errand-done-dialog');
    await doneForm.getByRole('button', { name: w.done.submit }).click();
    await snackbar(contractor, words(w.moveDone.markDone));
    await contractor.getByText(sv.enums.status.FollowingUp, { exact: true }).first().waitFor();
    await screenshot(contractor, 'errand-done-contractor');
    await contractor.getByRole('button', { name: w.undo }).click();
    await snackbar(contractor, words(w.moveDone.undone));
    await contractor.getByText(sv.enums.status.InProgress, { exact: true }).first().waitFor();
    await contractor.getByRole('button', { name: w.actions.markDone }).click();
    await doneForm.getByLabel(w.done.resolution).fill('Luftade elementet och bytte termostatventil.');
    await doneForm.getByLabel(w.done.cost).fill('1250.50');
    await doneForm.getByRole('button', { name: w.done.submit }).click();
    await snackbar(contractor, words(w.moveDone.markDone));
    expect(contractorErrors).toEqual([]);

    // The manager reads the close-out and confirms.
    const manager = await open(seed.manager, `/panel/errands/${id}`);
    const managerErrors = collectPageErrors(manager);
    await manager.getByTestId('closeout-resolution').getByText('bytte termostatventil').waitFor();
    await manager.getByText(/1\s?250,50\s?kr/).waitFor();
    await screenshot(manager, 'errand-closeout-manager');
    await manager.getByRole('button', { name: w.actions.confirmClose }).click();
    await manager.getByRole('dialog').getByRole('button', { name: w.actions.confirmClose }).click();
    await snackbar(manager, words(w.moveDone.confirmClose));
    await manager.getByText(sv.enums.status.Closed, { exact: true }).first().waitFor();
    await expectAccessible(manager, 'closed errand');
    expect(managerErrors).toEqual([]);

    // The tenant's view follows live: closed, with what was done.
    await tenant.getByText(sv.enums.status.Closed, { exact: true }).first().waitFor({ timeout: 10_000 });
    await tenant.getByTestId('closeout-resolution').waitFor();
    // And rates the work; the rating stays on the errand.
    const rate = sv.ratings.card;
    await tenant
      .locator('label')
      .filter({ hasText: rate.stars.replace('{{count}}', '5') })
      .click();
    await tenant.getByRole('button', { name: rate.submit }).click();
    await tenant.getByRole('heading', { name: rate.yourRating }).waitFor();
    expect(tenantErrors).toEqual([]);

    // Each role's errand on a phone.
    for (const [name, user] of [
      ['contractor', seed.contractor],
      ['tenant', seed.tenant],
      ['manager', seed.manager],
    ] as const) {
      const base = name === 'contractor' ? '/contractor' : '/panel';
      const phone = await open(user, `${base}/errands/${id}`, narrow);
      await phone.getByTestId('closeout-resolution').waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(phone, `errand-closed-${name}`);
    }
  });
});
