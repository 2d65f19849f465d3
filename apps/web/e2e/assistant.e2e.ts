import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../server/src/test/report-world';
import {
  type Browser,
  collectPageErrors,
  createOrganisation,
  createUser,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
} from './support';
import { pick, say, shots, tenantAt } from './support/chat';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the chat assistant page', () => {
  it('a tenant files an errand in English with the quick replies and sees "Report made" with a link to it', async () => {
    const tenant = await tenantAt(app, 'Chattgatan 5', 'en');
    const page = await newPage(browser, 'desktop', 'en-GB');
    const errors = collectPageErrors(page);
    await signInAs(page, app, tenant);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByRole('heading', { level: 1, name: 'Chat Assistant' }).waitFor();
    await page.getByRole('log').getByText('Hi, what can I help you with?').waitFor();
    expect(await page.getByPlaceholder('Write your message...').count()).toBe(1);
    await expectAccessible(page);

    // The first message already says what and where: the assistant does not ask for a description.
    await say(
      page,
      'The kitchen tap is dripping <b>badly</b>',
      /Since when has it been like this, and how can the contractor get in\?/,
    );
    // Text stays text: no HTML from a message is ever rendered.
    expect(await page.getByRole('log').locator('b').count()).toBe(0);
    await page.getByRole('log').getByText('The kitchen tap is dripping <b>badly</b>').first().waitFor();
    await shots(page, 'chat-chips-en');
    await pick(page, 'Yesterday', 'How can the contractor get in?');
    await pick(page, 'Call me first', 'Shall I file it?');
    await page.getByRole('log').getByText('Droppande kran i köket').waitFor();
    await expectAccessible(page);
    await shots(page, 'chat-summary-en');
    await pick(page, 'Yes, file it', 'The errand has been filed');
    await page.getByText('Report made').waitFor();
    // The conversation has ended: no more quick replies.
    expect(await page.getByRole('list', { name: 'Quick replies' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'chat-assistant');

    // The earlier conversation is listed and the errand is one click away.
    await page
      .getByRole('navigation', { name: 'Earlier conversations' })
      .getByText('The kitchen tap is dripping')
      .waitFor();
    await page.getByRole('link', { name: /Open the errand/ }).click();
    await page.waitForURL(/\/panel\/errands\/[0-9a-f-]{36}$/);
    await page.getByText('Droppande kran i köket').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in Swedish on a phone: a gas smell gets the advice and the on-call number first; "Ärende skapat"', async () => {
    const tenant = await tenantAt(app, 'Mobilvägen 2', 'sv');
    await app.db.query(`UPDATE organisations SET on_call_phone = '08-555 000 11' WHERE id = $1`, [
      tenant.organisationId,
    ]);
    const page = await newPage(browser, 'phone');
    await signInAs(page, app, tenant);
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByRole('log').getByText('Hej, vad kan jag hjälpa dig med?').waitFor();
    await say(page, 'Det luktar gas i trapphuset', /Sedan när är det så\?/);
    // The advice is its own card above the conversation (assistant-hazard.e2e.ts looks closer).
    const card = page.getByTestId('hazard-card');
    await card.getByText(/Gaslukt är farligt\. Lämna lokalen nu/).waitFor();
    await card.getByRole('link', { name: 'Ring jouren 08-555 000 11' }).waitFor();
    await shots(page, 'chat-gas-sv');
    await pick(page, 'I dag', 'Ska jag skicka in den?');
    await page
      .getByRole('log')
      .getByText(/Brådska: Akut/)
      .waitFor();
    await shots(page, 'chat-summary-sv');
    await pick(page, 'Ja, skicka in', 'Felanmälan är gjord');
    await page.getByText('Ärende skapat').waitFor();
    // Nothing overflows sideways at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'chat-assistant');

    await page.getByRole('button', { name: 'Ny konversation' }).click();
    await page.getByText('Ärende skapat').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('session')).toBeNull();
    expect(await page.getByRole('log').getByRole('listitem').count()).toBe(1);
    await page.context().close();
  });

  it('an over-budget message shows the error and keeps the typed text', async () => {
    const tenant = await tenantAt(app, 'Budgetgatan 1', 'sv');
    await app.db.query(
      `INSERT INTO assistant_usage (user_id, day, messages) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 100000)`,
      [tenant.id],
    );
    const page = await newPage(browser);
    await signInAs(page, app, tenant);
    await page.goto(`${app.url}/panel/chat-assistant`);
    const input = page.getByRole('textbox', { name: /Skriv ditt meddelande/ });
    await input.fill('Kranen läcker');
    await input.press('Enter');
    await page
      .getByRole('alert')
      .getByText(/för många meddelanden/)
      .waitFor();
    expect(await input.inputValue()).toBe('Kranen läcker');
    await page.context().close();
  });

  it('an admin finds the property by address and files from /admin', async () => {
    const org = await createOrganisation(app.db, { reportLanguage: 'en' });
    await createProperty(app.db, org.id, 'Adminallén 40');
    const admin = await createUser(app.db, { role: 'Admin' });
    const page = await newPage(browser);
    await signInAs(page, app, admin);
    await page.goto(`${app.url}/admin/chat-assistant`);
    await say(page, 'Hissen har stannat', 'Vilken fastighet gäller det?');
    await say(page, 'Adminallén', /Sedan när är det så\?/);
    await say(page, 'Sedan i morse', 'Ska jag skicka in den?');
    await say(page, 'ja', 'Felanmälan är gjord');
    await page.getByRole('link', { name: /Öppna ärendet/ }).click();
    await page.waitForURL(/\/admin\/errands\/[0-9a-f-]{36}$/);
    await page.context().close();
  });
});
