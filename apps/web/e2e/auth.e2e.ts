import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createOrganisation,
  createUser,
  expectAccessible,
  homePathFor,
  latestMailLink,
  launchBrowser,
  newPage,
  type RunningApp,
  screenshot,
  signInThroughForm,
  startApp,
  TEST_PASSWORD,
} from './support';

let app: RunningApp;
let browser: Browser;
let orgId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  orgId = (await createOrganisation(app.db)).id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('sign-in', () => {
  it.each(['Admin', 'Contractor', 'PropertyManager', 'PropertyTenant'] as const)(
    '%s signs in through the form and lands on its own home',
    async (role) => {
      const user = await createUser(app.db, { role, organisationId: orgId });
      const page = await newPage(browser);
      await signInThroughForm(page, app, { email: user.email, password: TEST_PASSWORD });
      expect(new URL(page.url()).pathname).toBe(homePathFor(role));
      await expect(page.locator('main')).toBeDefined();
      await page.context().close();
    },
  );

  it('the sign-in page loads only its own texts; the rest arrive with the first signed-in page', async () => {
    const user = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${app.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(scripts.some((s) => s.includes('i18n-sv-app'))).toBe(false);
    await signInThroughForm(page, app, { email: user.email, password: TEST_PASSWORD });
    // The URL changes before the signed-in page has rendered (the sign-in page stays up while the
    // next page's chunks load), so wait for that page's own heading, not any heading.
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && heading.textContent !== 'Logga in';
    });
    expect(scripts.some((s) => s.includes('i18n-sv-app'))).toBe(true);
    // No untranslated catalogue key (namespace.key) anywhere on the page.
    const namespaces = readdirSync(new URL('../../../packages/i18n/src/sv/', import.meta.url))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    const untranslated = new RegExp(`\\b(${namespaces.join('|')})\\.[a-zA-Z]`);
    expect(untranslated.test('dashboardPages.title')).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await page.context().close();
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const user = await createUser(app.db, { role: 'PropertyManager', organisationId: orgId });
    const page = await newPage(browser);
    await page.goto(`${app.url}/auth/login`);
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', 'not-the-password');
    await page.click('form button[type="submit"]');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/lösenord/i);
    expect(await page.inputValue('input[name="email"]')).toBe(user.email);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.context().close();
  });

  it('validates fields before sending', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/auth/login`);
    await page.fill('input[name="email"]', 'not-an-email');
    await page.click('form button[type="submit"]');
    await page.locator('#field-email-helper').waitFor();
    expect(await page.getAttribute('input[name="email"]', 'aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('the sign-in page is accessible, on desktop and phone, and switches language', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, viewport);
      await page.goto(`${app.url}/auth/login`);
      await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('sv');
      await expectAccessible(page);
      await screenshot(page, 'login');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
      await page.context().close();
    }
  });
});

describe('invitation and password reset', () => {
  it('invite → create account from the mailed link → signed in on the panel', async () => {
    const admin = await createUser(app.db, { role: 'Admin' });
    const email = `invited-${Date.now()}@example.test`;
    const res = await fetch(`${app.url}/api/auth/generate-invite-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'PropertyTenant', organisationId: orgId }),
    });
    expect(res.status).toBe(201);
    const link = await latestMailLink(app, email);
    expect(link).toContain('/auth/create-account?token=');

    const page = await newPage(browser);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Skapa konto' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'create-account');
    await page.fill('input[name="name"]', 'Ines Inbjuden');
    await page.fill('input[name="password"]', 'Lagom-Langt-Losen-42');
    await page.fill('input[name="confirmPassword"]', 'Lagom-Langt-Losen-41');
    await page.click('form button[type="submit"]');
    await page.locator('#field-confirmPassword-helper').waitFor();
    await page.fill('input[name="confirmPassword"]', 'Lagom-Langt-Losen-42');
    await page.click('form button[type="submit"]');
    await page.waitForURL(`${app.url}/panel`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.email).toBe(email);
    expect(stored.roles).toEqual(['PropertyTenant']);
    await page.context().close();
  });

  it('forgot password → mailed link → new password → sign in with it', async () => {
    const user = await createUser(app.db, { role: 'Contractor' });
    const page = await newPage(browser);
    await page.goto(`${app.url}/auth/login`);
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glömt lösenord' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'forgot-password');
    await page.fill('input[name="email"]', user.email);
    await page.click('form button[type="submit"]');
    await page.getByRole('status').filter({ hasText: 'på väg' }).waitFor();

    const link = await latestMailLink(app, user.email);
    expect(link).toContain('/auth/reset-password?token=');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'reset-password');
    await page.fill('input[name="newPassword"]', 'Helt-Nytt-Losen-77');
    await page.fill('input[name="confirmPassword"]', 'Helt-Nytt-Losen-77');
    await page.click('form button[type="submit"]');
    await page.getByRole('status').filter({ hasText: 'ändrat' }).waitFor();

    await signInThroughForm(page, app, { email: user.email, password: 'Helt-Nytt-Losen-77' });
    expect(new URL(page.url()).pathname).toBe('/contractor');
    await page.context().close();
  });

  it('change of email → confirmation link → result page → sign in with the new address', async () => {
    const user = await createUser(app.db, { role: 'PropertyTenant', organisationId: orgId });
    const newEmail = `ny-${user.email}`;
    const page = await newPage(browser);
    await signInThroughForm(page, app, { email: user.email, password: TEST_PASSWORD });
    await page.goto(`${app.url}/panel/settings`);
    await page.fill('input[name="newEmail"]', newEmail);
    await page.fill('#field-email-currentPassword', TEST_PASSWORD);
    await page.getByRole('button', { name: 'Byt e-post' }).click();
    await page.getByRole('status').filter({ hasText: newEmail }).waitFor();

    const link = await latestMailLink(app, newEmail);
    expect(link).toContain('/api/auth/change-email/');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Byte av e-postadress' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth/email-changed?result=done');
    await page.getByRole('status').filter({ hasText: 'bekräftad' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'email-changed');
    await page.getByRole('link', { name: 'Fortsätt' }).click();
    await page.waitForURL(`${app.url}/panel`);

    // The link is single use: a second visit lands on the failure message.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'ogiltig' }).waitFor();
    await page.context().close();

    const fresh = await newPage(browser);
    await signInThroughForm(fresh, app, { email: newEmail, password: TEST_PASSWORD });
    expect(new URL(fresh.url()).pathname).toBe('/panel');
    await fresh.context().close();
  });

  it('a reset link without a token says so', async () => {
    const page = await newPage(browser, 'phone');
    await page.goto(`${app.url}/auth/reset-password`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/ofullständig/);
    await page.context().close();
  });
});
