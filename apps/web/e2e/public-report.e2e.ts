import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, type Page, screenshot, signInAs } from './support';
import { seedOrganisation, sv } from './support/journeys';
import { mailJourneySuite } from './support/suite';

const en = (await import('@app/i18n')).resources.en;
const suite = mailJourneySuite();
let world: Awaited<ReturnType<typeof seedOrganisation>>;
beforeAll(async () => {
  world = await seedOrganisation(suite.app);
});

/** A phone (390 px) or a desk (1440 px), in Swedish or English, without any account. */
async function visitor(width: 390 | 1440, locale: 'sv-SE' | 'en-GB'): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale,
  });
  return context.newPage();
}

/** The place's code as its manager's sign carries it. */
async function signCode(): Promise<string> {
  const res = await fetch(`${suite.app.url}/api/places/premises/${world.premisesId}/public-code`, {
    headers: { authorization: `Bearer ${world.manager.token}` },
  });
  return ((await res.json()) as { code: string }).code;
}

const waitForMail = async (to: string, count: number) => (await suite.smtp.waitFor(to, count))[count - 1]!;

describe('reporting without an account from a sign', () => {
  it('a phone opens the sign URL, reports, types the mailed code and follows the errand from the mailed link', async () => {
    const code = await signCode();
    const page = await visitor(390, 'sv-SE');
    const p = sv.publicReport.page;
    await page.goto(`${suite.app.url}/r/${code}`);
    await page.getByText('Lgh 1102').waitFor();
    await page.getByText('Storgatan 12, Uppsala').waitFor();
    await screenshot(page, 'public-report-form-sv');
    await expectAccessible(page, 'public report form');
    await page
      .getByLabel(p.description)
      .fill('Elementet i sovrummet är kallt\nDet har varit kallt sedan i måndags.');
    await page.getByLabel(p.email, { exact: false }).first().fill('besokare@example.se');
    await page.getByLabel(p.phone).fill('070-123 45 67');
    await page.getByRole('button', { name: p.send }).click();
    await page.getByRole('heading', { name: p.confirmTitle }).waitFor();

    const codeMail = await waitForMail('besokare@example.se', 1);
    const oneTime = /: (\d{6})\b/.exec(codeMail.body)![1]!;
    await page.getByLabel(p.confirmCode).fill(oneTime);
    await screenshot(page, 'public-report-confirm-sv');
    await page.getByRole('button', { name: p.confirm }).click();
    await page.getByText(sv.publicReport.page.doneTitle).waitFor();
    await screenshot(page, 'public-report-done-sv');

    const followMail = await waitForMail('besokare@example.se', 2);
    const path = /\/f\/[A-Za-z0-9_-]{43}/.exec(followMail.body)![0];
    await page.goto(`${suite.app.url}${path}`);
    await page
      .getByRole('heading', { name: /Elementet i sovrummet är kallt/ })
      .waitFor()
      .catch(async (e: unknown) => {
        await screenshot(page, 'public-follow-failed');
        throw new Error(`${String(e)}\n${path}\n${await page.evaluate(() => document.body.innerText)}`);
      });
    await page.getByLabel(sv.publicReport.follow.newMessage).fill('Jag är hemma efter kl. 16.');
    await page.getByRole('button', { name: sv.publicReport.follow.sendMessage }).click();
    await page.getByText('Jag är hemma efter kl. 16.').waitFor();
    await screenshot(page, 'public-follow-sv');
    await expectAccessible(page, 'follow page');
    // The horizontal fit of a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The errand is the organisation's: the manager reads the message under the sender's address.
    const errands = await suite.app.db.query<{ id: string }>(
      'SELECT id FROM reports WHERE organisation_id = $1',
      [world.org.id],
    );
    expect(errands).toHaveLength(1);
    await page.context().close();
  });

  it('in English at a desk: typing the code by hand, and a dead link', async () => {
    const code = await signCode();
    const page = await visitor(1440, 'en-GB');
    await page.goto(`${suite.app.url}/r`);
    await page.getByRole('button', { name: /^EN / }).click();
    await page.getByLabel(en.publicReport.page.codeLabel).fill(code.toLowerCase());
    await screenshot(page, 'public-enter-code-en');
    await page.getByRole('button', { name: en.publicReport.page.go }).click();
    await page.getByText('Lgh 1102').waitFor();
    await screenshot(page, 'public-report-form-en');
    await page.goto(`${suite.app.url}/f/${'x'.repeat(43)}`);
    await page.getByText(en.publicReport.follow.deadLink).waitFor();
    await page.context().close();
  });

  it('a gas smell reported from a sign gets its advice at once, and the errand page keeps it', async () => {
    await suite.app.db.query('UPDATE organisations SET on_call_phone = $1 WHERE id = $2', [
      '08-765 432 10',
      world.org.id,
    ]);
    const code = await signCode();
    const page = await visitor(390, 'en-GB');
    const p = en.publicReport.page;
    await page.goto(`${suite.app.url}/r/${code}`);
    await page.getByRole('button', { name: /^EN / }).click();
    // Before the form: danger goes to 112 and the on-call number, as a notice would say.
    await page.getByRole('link', { name: '08-765 432 10' }).waitFor();
    await page.getByLabel(p.description).fill('It smells strongly of gas in the kitchen by the cooker');
    await page.getByLabel(p.email, { exact: false }).first().fill('gas@example.se');
    await page.getByRole('button', { name: p.send }).click();
    await page.getByRole('heading', { name: p.confirmTitle }).waitFor();
    const card = page.getByTestId('hazard-card');
    await card.waitFor();
    expect(await card.innerText()).toContain('A smell of gas is dangerous');
    expect(await card.getByRole('link', { name: /08-765 432 10/ }).getAttribute('href')).toBe(
      'tel:0876543210',
    );
    await screenshot(page, 'public-report-hazard-en');
    await expectAccessible(page, 'public report with safety advice');
    const codeMail = await waitForMail('gas@example.se', 1);
    await page.getByLabel(p.confirmCode).fill(/: (\d{6})\b/.exec(codeMail.body)![1]!);
    await page.getByRole('button', { name: p.confirm }).click();
    await page.getByText(p.doneTitle).waitFor();
    await card.waitFor();
    await page.context().close();

    // The manager's errand page gives the same advice while the errand is open.
    const [errand] = await suite.app.db.query<{ id: string }>(
      "SELECT id FROM reports WHERE organisation_id = $1 AND description LIKE '%gas%'",
      [world.org.id],
    );
    for (const width of [1440, 390] as const) {
      const staff = await visitor(width, 'sv-SE');
      await signInAs(staff, suite.app, world.manager);
      await staff.goto(`${suite.app.url}/panel/errands/${errand!.id}`);
      const advice = staff.getByTestId('hazard-card');
      await advice.getByRole('link', { name: /08-765 432 10/ }).waitFor();
      expect(await advice.innerText()).toContain('Gaslukt är farligt');
      await screenshot(staff, `errand-hazard-advice-sv-${width}`);
      await staff.context().close();
    }
  });

  it("the manager opens a property's sign: its code, the downloads and the switch", async () => {
    for (const width of [1440, 390] as const) {
      const page = await visitor(width, 'sv-SE');
      await signInAs(page, suite.app, world.manager);
      await page.goto(`${suite.app.url}/panel/properties`);
      await page
        .getByRole('button', { name: sv.publicReport.staff.signOf.replace('{{name}}', 'Storgatan 12') })
        .click();
      await page.getByRole('button', { name: sv.publicReport.staff.download }).waitFor();
      await screenshot(page, 'public-sign-dialog-manager-sv');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: sv.publicReport.staff.download }).click();
      expect((await download).suggestedFilename()).toMatch(/^skylt-[2-9A-HJ-NP-Z]{7}\.pdf$/);
      await page.context().close();
    }
  });
});
