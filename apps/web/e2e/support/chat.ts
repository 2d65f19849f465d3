import { join } from 'node:path';
import { createPremises, createProperty, linkTenant } from '../../../server/src/test/report-world';
import type { RunningApp } from './app';
import { createOrganisation, createUser } from './app';
import { captureWholePage, type Page, picturesWanted, screenshotDir } from './browser';

/** A tenant of one premises in a new Swedish-reporting organisation, with `locale` as their language. */
export async function tenantAt(app: RunningApp, address: string, locale: 'sv' | 'en', premises = 'Lgh 1201') {
  const org = await createOrganisation(app.db, { reportLanguage: 'sv' });
  const propertyId = await createProperty(app.db, org.id, address);
  const premisesId = await createPremises(app.db, org.id, propertyId, premises);
  const tenant = await createUser(app.db, { role: 'PropertyTenant', organisationId: org.id, locale });
  await linkTenant(app.db, premisesId, tenant.id);
  return tenant;
}

/** Types one message, sends it with Enter, and waits for the assistant's answer to appear. */
export async function say(page: Page, text: string, expectReply: string | RegExp) {
  const log = page.getByRole('log');
  const input = page.getByRole('textbox', { name: /Write your message|Skriv ditt meddelande/ });
  await input.fill(text);
  await input.press('Enter');
  await log.getByText(expectReply).last().waitFor();
}

/** Clicks one of the assistant's quick replies and waits for its answer. */
export async function pick(page: Page, chip: string, expectReply: string | RegExp) {
  await page
    .getByRole('list', { name: /Quick replies|Snabbsvar/ })
    .getByRole('button', { name: chip })
    .click();
  await page.getByRole('log').getByText(expectReply).last().waitFor();
}

/** Extra screenshots at 1440 and 390 px for looking at the chat (test-results/screenshots). */
export async function shots(page: Page, name: string) {
  if (!picturesWanted) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The log keeps its scroll position when resized: show its end, as a reader would see it.
    await page.getByRole('log').evaluate((log) => {
      log.scrollTop = log.scrollHeight;
    });
    await captureWholePage(page, join(screenshotDir, `${name}-${width}.png`));
  }
  if (size) await page.setViewportSize(size);
}
