import { resources } from '@app/i18n';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectPageErrors, type Page, screenshot } from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, sv } from './support/journeys';
import { journeySuite, narrow, openAs, wide } from './support/suite';

const en = resources.en;

/**
 * Quotes and approval: the manager's cost limit, the contractor's quote above it, the manager's
 * rejection and approval, and the work marked done. Pictures at 1440 and 390 px, sv and en.
 */
describe('a quote above the cost limit, approved before the work is done', () => {
  const suite = journeySuite();

  const open = (user: { email: string }, path: string, viewport = wide, locale: 'sv' | 'en' = 'sv') =>
    openAs(suite, user, path, viewport, locale);
  const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

  it('manager sets the limit, contractor quotes, manager rejects then approves, contractor marks done', async () => {
    const seed = await seedOrganisation(suite.app);
    onTestFailed(screenshotsOnFailure(() => suite.browser.contexts().flatMap((c) => c.pages()), 'quotes'));

    // The manager sets the cost limit in Settings.
    const settings = await open(seed.manager, '/panel/settings?section=organisation');
    const limit = settings.getByLabel(sv.visits.settings.label);
    await limit.fill('5 000');
    await settings.getByRole('button', { name: sv.visits.settings.save }).click();
    await settings.getByText(sv.visits.settings.saved).waitFor();
    await screenshot(settings, 'quotes-settings-manager-sv');

    const { id } = await fileReport(suite.app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Stopp i avloppsstammen',
      description: 'Vattnet står kvar i badkaret och köksvasken.',
      trade: 'plumber',
      priority: 'Normal',
    });
    await callApi(suite.app, seed.contractor, 'POST', `/api/reports/${id}/accept`, {});

    // The contractor submits a quote above the limit.
    const contractor = await open(seed.contractor, `/contractor/errands/${id}`);
    const errors = collectPageErrors(contractor);
    await contractor.getByRole('button', { name: sv.visits.quote.submit }).click();
    const dialog = contractor.getByRole('dialog');
    await dialog.locator('[name="amount"]').fill('12 500,50');
    await dialog
      .locator('[name="description"]')
      .fill('Byte av 3 m avloppsstam i badrummet, inklusive rivning.');
    await screenshot(contractor, 'quotes-dialog-contractor-sv');
    await dialog.getByRole('button', { name: sv.visits.quote.send }).click();
    await snackbar(contractor, sv.visits.quote.sent);
    await contractor
      .getByTestId('quote')
      .getByText(/12\s500,50\skr/)
      .waitFor();
    await screenshot(contractor, 'quotes-waiting-contractor-sv');

    // In English on a phone the amount is still written the Swedish way.
    const phone = await open(seed.contractor, `/contractor/errands/${id}`, narrow, 'en');
    await phone.getByText(en.visits.quote.status.pending).waitFor();
    await screenshot(phone, 'quotes-waiting-contractor-en');

    // The manager sees it waiting on the needs-action list and on the errand, and rejects it.
    const list = await open(seed.manager, '/panel/needs-action');
    await list.getByText(sv.dashboardPages.needsAction.groups.quotePending.title).first().waitFor();
    await screenshot(list, 'quotes-needs-action-manager-sv');
    const manager = await open(seed.manager, `/panel/errands/${id}`);
    await manager.getByRole('button', { name: sv.visits.quote.reject }).click();
    await manager.getByRole('dialog').getByRole('textbox').fill('För dyrt, ta in ett pris på relining.');
    await manager.getByRole('dialog').getByRole('button', { name: sv.visits.quote.reject }).click();
    await snackbar(manager, sv.visits.quote.rejectedNotice);
    await manager
      .getByTestId('quote')
      .getByText(/För dyrt, ta in/)
      .waitFor();
    await screenshot(manager, 'quotes-rejected-manager-sv');

    // The contractor revises; the manager approves on a phone in English.
    await callApi(suite.app, seed.contractor, 'PUT', `/api/reports/${id}/quote`, {
      amount: 9800,
      description: 'Relining av 3 m avloppsstam.',
    });
    const managerPhone = await open(seed.manager, `/panel/errands/${id}`, narrow, 'en');
    await managerPhone.getByRole('button', { name: en.visits.quote.approve }).click();
    await snackbar(managerPhone, en.visits.quote.approvedNotice);
    await screenshot(managerPhone, 'quotes-approved-manager-en');

    // Marked done within the approved amount.
    const done = (await callApi(suite.app, seed.contractor, 'POST', `/api/reports/${id}/done`, {
      resolution: 'Relining utförd.',
      cost: 9800,
    })) as { status: string };
    expect(done.status).toBe('FollowingUp');
    // The tenant's errand page shows no quote.
    const tenant = await open(seed.tenant, `/panel/errands/${id}`, narrow);
    expect(await tenant.getByTestId('quote').count()).toBe(0);
    await screenshot(tenant, 'quotes-tenant-sv');
    expect(errors).toEqual([]);
  });
});
