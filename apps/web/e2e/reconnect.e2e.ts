import type { WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  launchBrowser,
  newPage,
  type RunningApp,
  signInAs,
  startApp,
} from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/**
 * The live connection drops while a manager has an errand open; meanwhile the errand is renamed
 * (the hub's event for it goes nowhere). When the connection is back, the page shows the new
 * name by itself, without a reload: a reconnect refetches what is on screen.
 */
describe('catching up after the live connection comes back', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;
  let reportId = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    seed = await seedOrganisation(app);
    reportId = (
      await fileReport(app, seed.tenant, {
        propertyId: seed.propertyId,
        premisesId: seed.premisesId,
        whatBroke: 'Dropp i taket',
        trade: 'plumber',
      })
    ).id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  it('an errand changed while disconnected shows once the connection is back', async () => {
    const page = await newPage(browser, 'desktop');
    onTestFailed(screenshotsOnFailure(() => [page], 'reconnect'));
    const pageErrors = collectPageErrors(page);
    // The hub's WebSocket passes through here, so the test can cut it and keep it down.
    let down = false;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/reportHub/, (ws) => {
      if (down) {
        void ws.close({ code: 1011, reason: 'down' });
        return;
      }
      ws.connectToServer();
      open.add(ws);
    });
    await signInAs(page, app, seed.manager);
    await page.goto(`${app.url}/panel/errands/${reportId}`);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: /Dropp i taket/ }).waitFor();
    await expect.poll(() => open.size, { timeout: 10_000 }).toBeGreaterThan(0);

    down = true;
    for (const ws of open) await ws.close({ code: 1011, reason: 'dropped' });
    open.clear();
    await callApi(app, seed.manager, 'PUT', `/api/reports/${reportId}`, {
      whatBroke: 'Dropp i taket, värre',
    });
    // Still the old name: its event was sent while the connection was down.
    await page.waitForTimeout(1500);
    await page.getByRole('heading', { level: 1, name: /Dropp i taket$/ }).waitFor();

    down = false;
    // The client tries again every 5 s; once back it refetches.
    await page.getByRole('heading', { level: 1, name: /Dropp i taket, värre/ }).waitFor({ timeout: 20_000 });
    if (pageErrors.length > 0) throw pageErrors[0];
    await page.context().close();
  });
});
