import { resources } from '@app/i18n';
import { describe, expect, it, onTestFailed } from 'vitest';
import { collectPageErrors, screenshot } from './support';
import { callApi, screenshotsOnFailure, seedOrganisation, sv, typeDate } from './support/journeys';
import { journeySuite, narrow, openAs, wide } from './support/suite';

/** The day `days` from today as YYYY-MM-DD (local time, as the date field reads it). */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Times offered while filing (the report form), and another time proposed on the errand, as the
 * tenant and the contractor see them. Pictures at 1440 and 390 px, sv and en.
 */
describe('times offered when filing, and a proposal', () => {
  const suite = journeySuite();

  const open = (user: { email: string }, path: string, viewport = wide, locale: 'sv' | 'en' = 'sv') =>
    openAs(suite, user, path, viewport, locale);

  it('the tenant files with times; the contractor proposes another, shown to both', {
    timeout: 400_000,
  }, async () => {
    const seed = await seedOrganisation(suite.app);
    onTestFailed(
      screenshotsOnFailure(() => suite.browser.contexts().flatMap((c) => c.pages()), 'visit-times-filing'),
    );
    let id = '';
    for (const [viewport, lang] of [
      [wide, 'sv'],
      [narrow, 'en'],
    ] as const) {
      const l = resources[lang];
      const page = await open(seed.tenant, '/panel/errands', viewport, lang);
      const errors = collectPageErrors(page);
      await page.getByRole('button', { name: l.errandsPages.reportFault }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(l.errandsPages.fields.whatBroke).fill('Kranen i köket droppar');
      await dialog.getByRole('button', { name: l.visits.times.add }).click();
      const pick = page.getByRole('dialog').last();
      await typeDate(
        pick,
        new RegExp(`^${l.errandWork.visit.date}`),
        lang === 'sv' ? dayAhead(3) : dayAhead(3).split('-').reverse().join('/'),
      );
      await typeDate(pick, new RegExp(`^${l.errandWork.visit.from}`), '16:00');
      await typeDate(pick, new RegExp(`^${l.errandWork.visit.to}`), '18:00');
      await pick.getByRole('button', { name: l.visits.times.add }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await dialog
        .getByLabel(l.visits.times.note)
        .fill(lang === 'sv' ? 'Vardagar efter 16' : 'Weekdays after 4 pm');
      await dialog.getByLabel(l.visits.times.anyTime).check();
      await dialog.getByText(l.errandsPages.times.title).scrollIntoViewIfNeeded();
      await screenshot(page, `visit-times-form-tenant-${lang}`);
      await dialog.getByRole('button', { name: l.errandsPages.submitReport }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      if (lang === 'sv') {
        const [row] = await suite.app.db.query<{ id: string }>(
          `SELECT r.id FROM reports r JOIN report_time_offers t ON t.report_id = r.id
            WHERE r.reporter_id = $1 AND t.note = 'Vardagar efter 16' AND t.any_time`,
          [seed.tenant.id],
        );
        id = row!.id;
      }
      await page.context().close();
    }

    // The contractor accepts and proposes another time than those offered.
    await callApi(suite.app, seed.contractor, 'POST', `/api/reports/${id}/accept`, {});
    const start = new Date(`${dayAhead(4)}T12:00:00`);
    await callApi(suite.app, seed.contractor, 'PUT', `/api/reports/${id}/times/proposal`, {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    for (const [viewport, lang] of [
      [wide, 'sv'],
      [narrow, 'en'],
      [wide, 'en'],
      [narrow, 'sv'],
    ] as const) {
      const l = resources[lang].visits.times;
      const tenant = await open(seed.tenant, `/panel/errands/${id}`, viewport, lang);
      const proposal = tenant.getByTestId('time-proposal');
      await proposal.getByRole('button', { name: l.accept }).waitFor();
      await proposal.scrollIntoViewIfNeeded();
      await screenshot(tenant, `visit-times-proposal-tenant-${lang}-${viewport.width}`);
      const contractor = await open(seed.contractor, `/contractor/errands/${id}`, viewport, lang);
      await contractor.getByTestId('time-proposal').scrollIntoViewIfNeeded();
      await contractor.getByRole('button', { name: l.propose }).waitFor();
      await screenshot(contractor, `visit-times-proposal-contractor-${lang}-${viewport.width}`);
      await tenant.context().close();
      await contractor.context().close();
    }

    // Declined: the contractor finds it under the bell.
    await callApi(suite.app, seed.tenant, 'POST', `/api/reports/${id}/times/proposal/answer`, {
      accept: false,
    });
    await suite.app.server.app.jobs.runDue();
    const contractor = await open(seed.contractor, `/contractor/errands/${id}`);
    await contractor
      .getByRole('button', { name: new RegExp(sv.notifications.bell) })
      .first()
      .click();
    await contractor
      .getByText(/^Den föreslagna tiden /)
      .first()
      .waitFor();
    await screenshot(contractor, 'visit-times-declined-contractor-sv');
    // The declined time is gone from the errand's times; what the tenant offered stays.
    const after = (await callApi(suite.app, seed.contractor, 'GET', `/api/reports/${id}/times`)) as {
      offer: { proposal: unknown; windows: unknown[] } | null;
    };
    expect(after.offer?.proposal).toBeNull();
    expect(after.offer?.windows.length).toBeGreaterThan(0);
  });
});
