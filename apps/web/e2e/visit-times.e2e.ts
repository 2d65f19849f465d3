import { resources } from '@app/i18n';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectPageErrors, type Page, screenshot } from './support';
import {
  fileReport,
  screenshotsOnFailure,
  seedOrganisation,
  settled,
  sv,
  typeDate,
} from './support/journeys';
import { journeySuite, narrow, openAs, wide } from './support/suite';

const en = resources.en;

/** The day `days` from today as YYYY-MM-DD (local time, as the date field reads it). */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Times that suit: the tenant offers windows, the contractor books one, both are reminded before
 * the visit, the contractor marks the work done. Pictures at 1440 and 390 px, sv and en.
 */
describe('a visit at a time the tenant offered', () => {
  const suite = journeySuite();

  const open = (user: { email: string }, path: string, viewport = wide, locale: 'sv' | 'en' = 'sv') =>
    openAs(suite, user, path, viewport, locale);
  const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
  const w = sv.errandWork;
  const times = sv.visits.times;

  it('tenant offers times, contractor books one, both are reminded, the work is done', async () => {
    const seed = await seedOrganisation(suite.app);
    onTestFailed(
      screenshotsOnFailure(() => suite.browser.contexts().flatMap((c) => c.pages()), 'visit-times'),
    );
    const { id } = await fileReport(suite.app, seed.tenant, {
      propertyId: seed.propertyId,
      premisesId: seed.premisesId,
      whatBroke: 'Diskmaskinen läcker',
      description: 'Det rinner vatten under diskmaskinen när den går.',
      trade: 'plumber',
      priority: 'Normal',
    });

    // The tenant offers two windows and a free text.
    const tenant = await open(seed.tenant, `/panel/errands/${id}`);
    const tenantErrors = collectPageErrors(tenant);
    for (const [day, from, to] of [
      [dayAhead(3), '16:00', '18:00'],
      [dayAhead(2), '08:00', '10:00'],
    ] as const) {
      await tenant.getByRole('button', { name: times.add }).click();
      const dialog = tenant.getByRole('dialog');
      await typeDate(dialog, new RegExp(`^${w.visit.date}`), day);
      await typeDate(dialog, new RegExp(`^${w.visit.from}`), from);
      await typeDate(dialog, new RegExp(`^${w.visit.to}`), to);
      await dialog.getByRole('button', { name: times.add }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await tenant.getByLabel(times.note).fill('Vardagar efter 16 går också bra');
    await tenant.getByRole('button', { name: times.save }).click();
    await snackbar(tenant, times.saved);
    await screenshot(tenant, 'visit-times-tenant-sv');
    const tenantPhone = await open(seed.tenant, `/panel/errands/${id}`, narrow, 'en');
    await tenantPhone.getByRole('heading', { name: en.visits.times.title }).waitFor();
    await screenshot(tenantPhone, 'visit-times-tenant-en');

    // The contractor accepts and books the earlier window.
    const contractor = await open(seed.contractor, `/contractor/errands/${id}`);
    const contractorErrors = collectPageErrors(contractor);
    await contractor.getByRole('button', { name: sv.errandsPages.actions.accept }).click();
    await contractor.getByText('Vardagar efter 16 går också bra').waitFor();
    await screenshot(contractor, 'visit-times-contractor-sv');

    // First the contractor proposes another time; the tenant declines it.
    await contractor.getByRole('button', { name: times.propose }).click();
    const proposeForm = contractor.getByRole('dialog');
    await typeDate(proposeForm, new RegExp(`^${w.visit.date}`), dayAhead(4));
    await typeDate(proposeForm, new RegExp(`^${w.visit.from}`), '12:00');
    await typeDate(proposeForm, new RegExp(`^${w.visit.to}`), '13:00');
    await proposeForm.getByRole('button', { name: times.proposeSend }).click();
    await snackbar(contractor, times.proposed);
    await contractor
      .getByTestId('time-proposal')
      .getByText(/12:00–13:00/)
      .waitFor();
    await tenant.reload();
    await settled(tenant);
    await tenant
      .getByTestId('time-proposal')
      .getByText(/12:00–13:00/)
      .waitFor();
    await screenshot(tenant, 'visit-times-proposal-tenant-sv');
    await tenant.getByRole('button', { name: times.decline }).click();
    await snackbar(tenant, times.declined);
    await contractor.reload();
    await settled(contractor);
    const bookButtons = contractor.getByRole('button', { name: new RegExp(`^${times.book} `) });
    expect(await bookButtons.count()).toBe(2);
    await bookButtons.first().click();
    await snackbar(contractor, times.booked);
    await contractor.getByTestId('visit-window').getByText('08:00–10:00').waitFor();
    const contractorPhone = await open(seed.contractor, `/contractor/errands/${id}`, narrow, 'en');
    await contractorPhone.getByRole('heading', { name: en.visits.times.title }).waitFor();
    await screenshot(contractorPhone, 'visit-times-contractor-en');

    // A day before the visit the reminder job runs: the tenant finds the reminder under the bell.
    await suite.app.db.query(
      `UPDATE jobs SET run_at = now() WHERE kind = 'visit_reminder' AND payload->>'reportId' = $1
          AND payload->>'hoursBefore' = '24'`,
      [id],
    );
    await suite.app.server.app.jobs.runDue();
    const told = await suite.app.db.query<{ recipientId: string }>(
      `SELECT recipient_id FROM notifications WHERE kind = 'visit_reminder' AND report_id = $1`,
      [id],
    );
    expect(told.map((n) => n.recipientId).sort()).toEqual([seed.tenant.id, seed.contractor.id].sort());
    await tenant.reload();
    await settled(tenant);
    await tenant
      .getByRole('button', { name: new RegExp(sv.notifications.bell) })
      .first()
      .click();
    await tenant
      .getByText(/^Påminnelse: besök /)
      .first()
      .waitFor();
    await screenshot(tenant, 'visit-times-reminder-tenant-sv');
    await tenant.keyboard.press('Escape');

    // The contractor marks the work done.
    await contractor.reload();
    await settled(contractor);
    await contractor.getByRole('button', { name: w.actions.markDone }).click();
    const doneForm = contractor.getByRole('dialog');
    await doneForm.getByLabel(w.done.resolution).fill('Bytte slangen till diskmaskinen.');
    await doneForm.getByRole('button', { name: w.done.submit }).click();
    await contractor.getByText(sv.enums.status.FollowingUp, { exact: true }).first().waitFor();
    await screenshot(contractor, 'visit-times-done-contractor-sv');

    // The contractor's private calendar address, in Settings.
    const settings = await open(seed.contractor, '/contractor/settings?section=notifications');
    await settings.getByRole('button', { name: sv.calendar.feed.create }).click();
    await settings.getByText(sv.calendar.feed.shownOnce).waitFor();
    await screenshot(settings, 'visit-times-calendar-settings-sv');
    const settingsPhone = await open(
      seed.contractor,
      '/contractor/settings?section=notifications',
      narrow,
      'en',
    );
    await settingsPhone.getByRole('button', { name: en.calendar.feed.renew }).waitFor();
    await screenshot(settingsPhone, 'visit-times-calendar-settings-en');

    expect(tenantErrors).toEqual([]);
    expect(contractorErrors).toEqual([]);
  });
});
