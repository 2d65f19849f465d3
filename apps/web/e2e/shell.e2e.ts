import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createOrganisation,
  createUser,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInAs,
  signInThroughForm,
  startApp,
  TEST_PASSWORD,
} from './support';

let app: RunningApp;
let browser: Browser;
let orgId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  orgId = (await createOrganisation(app.db, { reportLanguage: 'sv' })).id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const path = (url: string) => new URL(url).pathname;

describe('guards and layout', () => {
  it('signed out, a deep link goes to /auth/login', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/panel/errands`);
    await page.waitForURL(`${app.url}/auth/login`);
    await page.context().close();
  });

  it('a wrong role is sent to its own home', async () => {
    const tenant = await createUser(app.db, { role: 'PropertyTenant', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, tenant);
    await page.goto(`${app.url}/admin/errands`);
    await page.waitForURL(`${app.url}/panel`);
    await page.goto(`${app.url}/contractor`);
    await page.waitForURL(`${app.url}/panel`);
    await page.context().close();
  });

  it('shows the live connection as connected, and the navigation switches language', async () => {
    const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, manager);
    await page.locator('[data-hub-state="Connected"]').waitFor();
    expect(await page.getByRole('status', { name: /Liveuppdateringar: anslutna/ }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await nav.getByRole('link', { name: 'Ärenden' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Errands' })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('an expired access cookie is refreshed (401 flow or hub) and the page stays signed in', async () => {
    const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await signInThroughForm(page, app, { email: manager.email, password: TEST_PASSWORD });
    await page.locator('[data-hub-state="Connected"]').waitFor();
    // The access cookie expires after 15 minutes; the refresh cookie stays.
    await page.context().clearCookies({ name: 'acst' });
    await page.reload();
    await page.locator('[data-hub-state="Connected"]').waitFor({ timeout: 20_000 });
    expect(path(page.url())).toBe('/panel');
    const cookies = await page.context().cookies(app.url);
    expect(cookies.some((c) => c.name === 'acst')).toBe(true);
    await page.context().close();
  });

  it('on wide screens the navigation is one column beside the page, for the longest list too', async () => {
    const admin = await createUser(app.db, { role: 'Admin' });
    const page = await newPage(browser);
    await signInAs(page, app, admin);
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/admin/errands`);
      const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
      const links = nav.getByRole('link');
      await links.first().waitFor();
      expect(await links.count()).toBe(11); // with "Att göra" (needs action) and "Händelselogg" (audit log)
      // One column: every entry starts at the same x, each below the one before.
      const boxes = await Promise.all((await links.all()).map((l) => l.boundingBox()));
      expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1);
      expect(boxes.every((b, i) => i === 0 || b!.y > boxes[i - 1]!.y)).toBe(true);
      // The bar stays one row high.
      expect((await page.locator('header').boundingBox())!.height).toBeLessThanOrEqual(72);
      expect(await nav.getByRole('link', { name: 'Ärenden' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Översikt' }).getAttribute('aria-current')).toBeNull();
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'admin-side-navigation');
    // The skip link still jumps past the navigation to the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expectAccessible(page, 'admin side navigation');
    await page.context().close();
  });

  it('on a phone the navigation is a drawer', async () => {
    const contractor = await createUser(app.db, { role: 'Contractor' });
    const page = await newPage(browser, 'phone');
    await signInAs(page, app, contractor);
    expect(await page.getByRole('navigation', { name: 'Huvudmeny' }).count()).toBe(0);
    // The bar keeps one row: beside the menu and the controls the mark stands for the name.
    expect((await page.locator('header').boundingBox())!.height).toBeLessThanOrEqual(64);
    await page.getByRole('link', { name: 'Felanmälan' }).waitFor();
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ärenden' }).click();
    await page.waitForURL(`${app.url}/contractor/errands`);
    await screenshot(page, 'contractor-errands');
    await page.context().close();
  });

  it('sign-out ends the session and returns to /auth/login', async () => {
    const admin = await createUser(app.db, { role: 'Admin' });
    const page = await newPage(browser);
    await signInThroughForm(page, app, { email: admin.email, password: TEST_PASSWORD });
    expect(path(page.url())).toBe('/admin');
    await page.getByRole('button', { name: 'Kontomeny' }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL(`${app.url}/auth/login`);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const me = await page.request.get(`${app.url}/api/auth/get-current-user`);
    expect(me.status()).toBe(401);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/auth/login`);
    await page.context().close();
  });
});

describe('settings', () => {
  it.each([
    ['PropertyManager', '/panel/settings'],
    ['Admin', '/admin/settings'],
    ['Contractor', '/contractor/settings'],
  ] as const)(
    'settings of %s at %s: in groups, the organisation group for managers only',
    async (role, settingsPath) => {
      // axe and the screenshots of each role's settings at both widths are the page review's (pages.e2e.ts).
      const user = await createUser(app.db, { role, organisationId: orgId });
      const page = await newPage(browser);
      await signInAs(page, app, user);
      await page.goto(`${app.url}${settingsPath}`);
      await page.getByRole('heading', { level: 1, name: 'Inställningar' }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'Inställningar i grupper' }).getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(
        role === 'PropertyManager'
          ? ['Konto', 'Aviseringar', 'Organisation', 'Integrationer']
          : ['Konto', 'Aviseringar'],
      );
      // The account group comes first: the site language is there, the organisation's report language is not.
      await page.getByRole('heading', { level: 2, name: 'Webbplatsens språk' }).waitFor();
      const reportHeading = page.getByRole('heading', { level: 2, name: 'Rapportspråk' });
      expect(await reportHeading.count()).toBe(0);
      // The group is in the address: a link to the organisation's group opens it for a manager, and
      // falls back to the account group for those not offered it.
      await page.goto(`${app.url}${settingsPath}?section=organisation`);
      await page.getByRole('heading', { level: 1, name: 'Inställningar' }).waitFor();
      if (role === 'PropertyManager') {
        await reportHeading.waitFor();
        expect(await page.getByRole('tab', { name: 'Organisation' }).getAttribute('aria-selected')).toBe(
          'true',
        );
      } else {
        await page.getByRole('heading', { level: 2, name: 'Webbplatsens språk' }).waitFor();
        expect(await reportHeading.count()).toBe(0);
      }
      await page.context().close();
    },
  );

  it('a tab opens its group and puts it in the address; the table density applies at once', async () => {
    const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, manager);
    await page.goto(`${app.url}/panel/settings`);
    await page.getByRole('tab', { name: 'Integrationer' }).click();
    await page.waitForURL(/section=integrations/);
    await page.getByRole('tabpanel', { name: 'Integrationer' }).waitFor();
    await page.getByRole('tab', { name: 'Konto' }).click();
    await page.getByRole('radio', { name: /^Luftig/ }).check();
    await page.goto(`${app.url}/panel/users`);
    const cell = page.locator('tbody td').first();
    await cell.waitFor();
    expect(await cell.evaluate((td) => td.classList.contains('MuiTableCell-sizeMedium'))).toBe(true);
    await page.goto(`${app.url}/panel/settings`);
    await page.getByRole('radio', { name: /^Kompakt/ }).check();
    await page.goto(`${app.url}/panel/users`);
    await cell.waitFor();
    expect(await cell.evaluate((td) => td.classList.contains('MuiTableCell-sizeSmall'))).toBe(true);
    await page.context().close();
  });

  it('changes the password: mismatch and wrong current password on their fields, then success', async () => {
    const tenant = await createUser(app.db, { role: 'PropertyTenant', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, tenant);
    await page.goto(`${app.url}/panel/settings`);
    const form = page.locator('form').filter({ has: page.locator('input[name="confirmPassword"]') });
    await form.locator('input[name="currentPassword"]').fill('Wrong-Password-1');
    await form.locator('input[name="newPassword"]').fill('Ett-Nytt-Losen-123');
    await form.locator('input[name="confirmPassword"]').fill('Ett-Nytt-Losen-124');
    await form.getByRole('button', { name: 'Uppdatera lösenord' }).click();
    await form.getByText('Lösenorden stämmer inte överens.').waitFor();
    await form.locator('input[name="confirmPassword"]').fill('Ett-Nytt-Losen-123');
    await form.getByRole('button', { name: 'Uppdatera lösenord' }).click();
    await form.locator('#field-currentPassword-helper').waitFor();
    expect(await form.locator('input[name="currentPassword"]').getAttribute('aria-invalid')).toBe('true');
    // What was typed stays.
    expect(await form.locator('input[name="newPassword"]').inputValue()).toBe('Ett-Nytt-Losen-123');
    await form.locator('input[name="currentPassword"]').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Uppdatera lösenord' }).click();
    await form.getByRole('status').waitFor();
    const login = await page.request.post(`${app.url}/api/auth/login`, {
      data: { email: tenant.email, password: 'Ett-Nytt-Losen-123' },
      headers: { origin: app.url },
    });
    expect(login.status()).toBe(200);
    await page.context().close();
  });

  it('a manager changes the report language, with the note beside it', async () => {
    const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, manager);
    await page.goto(`${app.url}/panel/settings?section=organisation`);
    await page.getByText('översätter inte befintliga rapporter').waitFor();
    const group = page.getByRole('radiogroup', { name: 'Rapportspråk' });
    await group.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Spara rapportspråk' }).click();
    await page.getByText('Rapportspråket är sparat.').waitFor();
    const rows = await app.db.query<{ reportLanguage: string }>(
      'SELECT report_language FROM organisations WHERE id = $1',
      [orgId],
    );
    expect(rows[0]?.reportLanguage).toBe('en');
    await page.context().close();
  });

  it('a new email address gets a confirmation mail', async () => {
    const manager = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await signInAs(page, app, manager);
    await page.goto(`${app.url}/panel/settings`);
    const newEmail = `moved-${Date.now()}@example.test`;
    await page.fill('input[name="newEmail"]', newEmail);
    await page.fill('#field-email-currentPassword', TEST_PASSWORD);
    await page.getByRole('button', { name: 'Byt e-post' }).click();
    await page.getByText(`Vi har skickat en bekräftelselänk till ${newEmail}`).waitFor();
    const mails = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
      [newEmail],
    );
    expect(mails[0]?.n).toBe(1);
    await page.context().close();
  });
});
