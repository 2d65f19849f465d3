import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  signInAs,
  startApp,
} from './support';
import { say, shots, tenantAt } from './support/chat';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('leaving, restarting and coming back to a conversation', () => {
  it('on a phone in Swedish: the way out after two misunderstandings, resume on return, cancel and a new report', async () => {
    const tenant = await tenantAt(app, 'Återvägen 3', 'sv');
    const page = await newPage(browser, 'phone');
    const errors = collectPageErrors(page);
    await signInAs(page, app, tenant);
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByRole('log').getByText('Hej, vad kan jag hjälpa dig med?').waitFor();
    await say(page, 'Elementet i sovrummet är kallt', /Sedan när är det så/);
    await say(page, 'blå', /förstod jag inte/);
    await say(page, 'grön', /skriv anmälan i formuläret/);
    const formChip = page.getByRole('button', { name: 'Skriv en anmälan i formuläret' });
    await formChip.waitFor();
    await page.getByRole('list', { name: 'Snabbsvar' }).getByRole('button', { name: 'Börja om' }).waitFor();
    await expectAccessible(page);
    await shots(page, 'chat-way-out-sv');

    // The form opens with what the conversation knew.
    await formChip.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /Beskrivning/ }).inputValue()).toContain(
      'Elementet i sovrummet är kallt',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Leaving and coming back carries on with the same conversation; a half-typed message stays.
    const input = page.getByRole('textbox', { name: /Skriv ditt meddelande/ });
    await input.fill('i går');
    await page.goto(`${app.url}/panel`);
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByText('Du fortsätter där du slutade.').waitFor();
    await page.getByRole('log').getByText('Elementet i sovrummet är kallt').first().waitFor();
    expect(page.url()).toMatch(/session=[0-9a-f-]{36}/);
    expect(await input.inputValue()).toBe('i går');
    await shots(page, 'chat-resumed-sv');
    await input.press('Enter');
    await page
      .getByRole('log')
      .getByText(/hur kommer frilansaren in/)
      .last()
      .waitFor();

    // "avbryt" ends it without a report; the button starts a fresh conversation.
    await say(page, 'avbryt', /Ingen anmälan har skickats/);
    await page.getByRole('button', { name: 'Gör en ny anmälan' }).click();
    await page.waitForURL((url) => !url.search.includes('session='));
    // The old conversation also opened with the greeting, so wait for its lines to go.
    await page
      .getByRole('log')
      .getByText('Elementet i sovrummet är kallt')
      .first()
      .waitFor({ state: 'detached' });
    await page.getByRole('log').getByText('Hej, vad kan jag hjälpa dig med?').waitFor();
    expect(await page.getByRole('log').getByText('Elementet i sovrummet är kallt').count()).toBe(0);
    // Nothing was filed, and a return now starts afresh.
    const reports = await page.request.get(`${app.url}/api/reports`);
    expect((await reports.json()).total).toBe(0);
    await page.reload();
    await page.getByRole('log').getByText('Hej, vad kan jag hjälpa dig med?').waitFor();
    expect(page.url()).not.toContain('session=');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in English: the way-out chips and a resumed conversation, for looking at', async () => {
    const tenant = await tenantAt(app, 'Returnstreet 4', 'en');
    const page = await newPage(browser, 'desktop', 'en-GB');
    await signInAs(page, app, tenant);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByRole('log').getByText('Hi, what can I help you with?').waitFor();
    await say(page, 'The radiator in the bedroom is cold', /Since when/);
    await say(page, 'blue', /didn't quite get that/);
    await say(page, 'green', /write the report in the form/);
    await page.getByRole('button', { name: 'Write the report in the form' }).waitFor();
    await shots(page, 'chat-way-out-en');
    await page.goto(`${app.url}/panel`);
    await page.goto(`${app.url}/panel/chat-assistant`);
    await page.getByText('You are carrying on where you left off.').waitFor();
    await shots(page, 'chat-resumed-en');
    await page.context().close();
  });
});
