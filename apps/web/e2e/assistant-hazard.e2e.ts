import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  captureScreen,
  collectPageErrors,
  expectAccessible,
  launchBrowser,
  newPage,
  type Page,
  type RunningApp,
  screenshotDir,
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

/** A tenant whose organisation has an on-call number, on the chat page of a 390 px phone. */
async function onPhone(address: string, locale: 'sv' | 'en'): Promise<Page> {
  const tenant = await tenantAt(app, address, locale);
  await app.db.query(`UPDATE organisations SET on_call_phone = '08-555 000 11' WHERE id = $1`, [
    tenant.organisationId,
  ]);
  const page = await newPage(browser, 'phone', locale === 'en' ? 'en-GB' : 'sv-SE');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, app, tenant);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`${app.url}/panel/chat-assistant`);
  await page
    .getByRole('log')
    .getByText(locale === 'en' ? 'Hi, what can I help you with?' : 'Hej, vad')
    .waitFor();
  return page;
}

/** The card sits above the conversation, inside the page's width, and is in view. */
async function expectCardOnTop(page: Page) {
  const card = await page.getByTestId('hazard-card').boundingBox();
  const log = await page.getByRole('log').boundingBox();
  expect(card && log && card.y + card.height <= log.y + 1).toBe(true);
  expect(card!.x >= 0 && card!.x + card!.width <= 390).toBe(true);
}

describe('safety advice as a card above the chat', () => {
  it('in Swedish: a gas smell shows the card with "Ring 112" and the on-call number; it stays while the chat goes on', async () => {
    const page = await onPhone('Gasgatan 1', 'sv');
    const errors = collectPageErrors(page);
    await say(page, 'Det luktar gas i köket', /Sedan när är det så/);
    const card = page.getByRole('alert').filter({ hasText: 'Säkerhetsråd' });
    await card.getByText(/Gaslukt är farligt/).waitFor();
    expect(await card.getByRole('link', { name: 'Ring 112' }).getAttribute('href')).toBe('tel:112');
    expect(await card.getByRole('link', { name: 'Ring jouren 08-555 000 11' }).getAttribute('href')).toBe(
      'tel:0855500011',
    );
    // The advice is not repeated in the conversation below it.
    expect(
      await page
        .getByRole('log')
        .getByText(/Gaslukt är farligt/)
        .count(),
    ).toBe(0);
    await expectCardOnTop(page);
    await expectAccessible(page);
    await shots(page, 'chat-hazard-card-sv');

    await say(page, 'Sedan i dag, huvudnyckel går bra', /Ska jag skicka in den\?/);
    await card.getByText(/Gaslukt är farligt/).waitFor();
    await expectCardOnTop(page);
    await shots(page, 'chat-hazard-card-later-sv');
    // Scrolled down to the latest answer, the card is still in view under the app bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const shown = await card.boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(50);
    expect(shown!.y).toBeLessThan(100);
    await captureScreen(page, `${screenshotDir}/chat-hazard-card-scrolled-sv-390.png`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in English: the card in English; a likely hazard is asked about first, and "Yes" gives its card', async () => {
    const page = await onPhone('Gas Street 2', 'en');
    await say(page, 'There is a smell of gas in the kitchen', /Since when/);
    const card = page.getByTestId('hazard-card');
    await card.getByText('Safety advice').waitFor();
    expect(await card.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(
      await card.getByRole('link', { name: 'Call the on-call service 08-555 000 11' }).getAttribute('href'),
    ).toBe('tel:0855500011');
    await expectCardOnTop(page);
    await expectAccessible(page);
    await shots(page, 'chat-hazard-card-en');
    await page.context().close();

    const other = await onPhone('Cold Street 3', 'en');
    await say(other, 'It is cold inside', 'Is it 17 °C or colder indoors?');
    expect(await other.getByTestId('hazard-card').count()).toBe(0);
    await pick(other, 'Yes', /Since when/);
    await other
      .getByTestId('hazard-card')
      .getByText(/Without heating/)
      .waitFor();
    await shots(other, 'chat-safety-question-en');
    await other.context().close();
  });
});
