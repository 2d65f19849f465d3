import { afterAll, beforeAll, describe, it, type OnTestFailedHandler } from 'vitest';
import { type Browser, createUser, launchBrowser, type RunningApp, startApp } from './support';
import { callApi, fileReport, seedOrganisation } from './support/journeys';
import { reviewPages } from './support/page-review';

/**
 * Every page of every role (and the sign-in pages), with data in it, at 1440 and 390 px, in
 * Swedish and English: axe finds no violation at all (of any impact), nothing throws or sticks out sideways, each
 * tab names its page, and a screenshot of each is written to test-results/screenshots/. One
 * sign-in per role and width serves both languages; the roles run side by side.
 */
describe.concurrent('every page of every role', () => {
  let app: RunningApp;
  let browser: Browser;
  let seed: Awaited<ReturnType<typeof seedOrganisation>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let reportId = '';
  let openId = '';
  let chatId = '';

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
    // A conversation long enough to fill a phone's screen.
    chatId = ((await callApi(app, seed.tenant, 'POST', '/api/chat-sessions', {})) as { id: string }).id;
    for (const content of ['Diskmaskinen läcker vatten på golvet', 'sedan i morse, ring mig först']) {
      await callApi(app, seed.tenant, 'POST', '/api/chat-message', { sessionId: chatId, content });
    }
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 300_000);

  const visitAll = (
    who: { email: string } | null,
    role: string,
    paths: [string, string][],
    onTestFailed: (handler: OnTestFailedHandler) => void,
  ) => reviewPages(app, browser, who, role, paths, onTestFailed);

  it('administrator', async ({ onTestFailed }) => {
    await visitAll(
      admin,
      'admin',
      [
        ['overview', '/admin'],
        ['errands', '/admin/errands'],
        ['errand-detail', `/admin/errands/${reportId}`],
        ['work-order', `/admin/errands/${reportId}/work-order`],
        ['properties', '/admin/properties'],
        ['equipment', '/admin/equipment'],
        ['contractors', '/admin/contractors'],
        ['organisations', '/admin/organisations'],
        ['users', '/admin/users'],
        ['chat-assistant', '/admin/chat-assistant'],
        ['settings', '/admin/settings'],
      ],
      onTestFailed,
    );
  }, 900_000);

  it('property manager', async ({ onTestFailed }) => {
    await visitAll(
      seed.manager,
      'manager',
      [
        ['overview', '/panel'],
        ['errands', '/panel/errands?status=Open&sort=-priority'],
        ['errand-detail', `/panel/errands/${openId}`],
        ['work-order', `/panel/errands/${openId}/work-order`],
        ['properties', '/panel/properties'],
        ['equipment', '/panel/equipment'],
        ['contractors', '/panel/contractors'],
        ['users', '/panel/users'],
        ['chat-assistant', '/panel/chat-assistant'],
        ['settings', '/panel/settings'],
        ['settings-organisation', '/panel/settings?section=organisation'],
        ['settings-integrations', '/panel/settings?section=integrations'],
      ],
      onTestFailed,
    );
  }, 900_000);

  it('tenant', async ({ onTestFailed }) => {
    await visitAll(
      seed.tenant,
      'tenant',
      [
        ['overview', '/panel'],
        ['errands', '/panel/errands'],
        ['errand-detail', `/panel/errands/${openId}`],
        ['chat-assistant', `/panel/chat-assistant?session=${chatId}`],
        ['settings', '/panel/settings'],
      ],
      onTestFailed,
    );
  }, 900_000);

  it('contractor', async ({ onTestFailed }) => {
    await visitAll(
      seed.contractor,
      'contractor',
      [
        ['overview', '/contractor'],
        ['errands', '/contractor/errands'],
        ['market', '/contractor/errands?scope=market'],
        ['errand-detail', `/contractor/errands/${reportId}`],
        ['work-order', `/contractor/errands/${reportId}/work-order`],
        ['settings', '/contractor/settings'],
      ],
      onTestFailed,
    );
  }, 900_000);

  it('signed out', async ({ onTestFailed }) => {
    await visitAll(
      null,
      'visitor',
      [
        ['login', '/auth/login'],
        ['forgot-password', '/auth/forgot-password'],
        // Without a token: the page says the link cannot work and what to do instead.
        ['create-account', '/auth/create-account'],
        ['reset-password', '/auth/reset-password'],
      ],
      onTestFailed,
    );
  }, 900_000);
});
