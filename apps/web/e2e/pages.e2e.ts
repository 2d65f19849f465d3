import { afterAll, beforeAll, describe, it, onTestFailed } from 'vitest';
import {
  type Browser,
  collectPageErrors,
  createUser,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInAs,
  startApp,
  type Viewport,
} from './support';
import { callApi, fileReport, screenshotsOnFailure, seedOrganisation, settled } from './support/journeys';

/**
 * Every work page of every role, with data in it, at desktop and phone width: axe finds no serious
 * or critical violation, nothing throws, and a screenshot of each is written to test-results/screenshots/.
 */
describe('work pages of every role', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let reportId = '';
  let openId = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    seed = await seedOrganisation(app);
    admin = await createUser(app.db, { role: 'Admin', name: 'Ada Admin' });
    const base = { propertyId: seed.propertyId, premisesId: seed.premisesId };
    const worked = await fileReport(app, seed.tenant, {
      ...base,
      whatBroke: 'Läckande element i sovrummet',
      description: 'Vatten på golvet under elementet.',
      trade: 'plumber',
      priority: 'Urgent',
      customerNumber: 'K-1042',
    });
    reportId = worked.id;
    await callApi(app, seed.contractor, 'POST', `/api/reports/${worked.id}/accept`, {});
    await callApi(app, seed.contractor, 'POST', `/api/reports/${worked.id}/actions`, {
      note: 'Kommer imorgon kl 8.',
      visibility: 'message',
    });
    openId = (
      await fileReport(app, seed.tenant, {
        ...base,
        whatBroke: 'Stopp i avloppet',
        trade: 'plumber',
        priority: 'High',
      })
    ).id;
    await fileReport(app, seed.manager, {
      ...base,
      whatBroke: 'Trasig lampa i trapphuset',
      trade: 'electrician',
    });
    const done = await fileReport(app, seed.tenant, {
      ...base,
      whatBroke: 'Kylen låter',
      trade: 'appliance',
      priority: 'Low',
    });
    await callApi(app, seed.manager, 'POST', `/api/reports/${done.id}/transition`, {
      status: 'Closed',
      note: 'Löst av hyresgästen',
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  async function visitAll(who: { email: string }, role: string, paths: [string, string][]) {
    for (const viewport of ['desktop', 'phone'] as Viewport[]) {
      const page = await newPage(browser, viewport);
      onTestFailed(screenshotsOnFailure(() => [page], `pages-${role}-${viewport}`));
      const errors = collectPageErrors(page);
      const titles = new Map<string, string>();
      await signInAs(page, app, who);
      for (const [name, path] of [
        ...paths,
        ['not-found', `${paths[0]![1]}/no-such-page`] as [string, string],
      ]) {
        await page.goto(app.url + path);
        await settled(page);
        await expectAccessible(page, `${role} ${name} (${viewport})`);
        // Nothing sticks out sideways: phones scroll only vertically.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) throw new Error(`${role} ${name} (${viewport}) is ${overflow}px too wide`);
        await screenshot(page, `${role}-${name}`);
        // Each page names itself in the tab (WCAG 2.4.2), in the app's layout, 404 included.
        const title = await page.title();
        if (!/^.+ – Felanmälan$/.test(title)) throw new Error(`${role} ${name}: tab title "${title}"`);
        // The market is the errand list with a filter: the same page, the same title.
        if (name !== 'market') titles.set(name, title);
        if (name === 'not-found') {
          await page.getByRole('heading', { name: 'Sidan finns inte' }).waitFor();
          if ((await page.getByRole('banner').count()) !== 1)
            throw new Error(`${role} ${name} (${viewport}) lost the layout`);
        }
      }
      if (new Set(titles.values()).size !== titles.size)
        throw new Error(`${role}: pages share a tab title: ${JSON.stringify([...titles])}`);
      if (errors.length > 0) throw new Error(`${role} (${viewport}): ${errors.map(String).join('\n')}`);
      await page.context().close();
    }
  }

  it('administrator', async () => {
    await visitAll(admin, 'admin', [
      ['overview', '/admin'],
      ['errands', '/admin/errands'],
      ['errand-detail', `/admin/errands/${reportId}`],
      ['properties', '/admin/properties'],
      ['equipment', '/admin/equipment'],
      ['contractors', '/admin/contractors'],
      ['organisations', '/admin/organisations'],
      ['users', '/admin/users'],
    ]);
  }, 300_000);

  it('property manager', async () => {
    await visitAll(seed.manager, 'manager', [
      ['overview', '/panel'],
      ['errands', '/panel/errands?status=Open&sort=-priority'],
      ['errand-detail', `/panel/errands/${openId}`],
      ['properties', '/panel/properties'],
      ['equipment', '/panel/equipment'],
      ['contractors', '/panel/contractors'],
      ['users', '/panel/users'],
    ]);
  }, 300_000);

  it('tenant', async () => {
    await visitAll(seed.tenant, 'tenant', [
      ['overview', '/panel'],
      ['errands', '/panel/errands'],
      ['errand-detail', `/panel/errands/${openId}`],
    ]);
  }, 300_000);

  it('contractor', async () => {
    await visitAll(seed.contractor, 'contractor', [
      ['overview', '/contractor'],
      ['errands', '/contractor/errands'],
      ['market', '/contractor/errands?scope=market'],
      ['errand-detail', `/contractor/errands/${reportId}`],
    ]);
  }, 300_000);
});
