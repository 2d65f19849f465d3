import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { captureWholePage, type Page, screenshotDir } from './browser';

/**
 * Pictures of an offline state (a waiting card, a conflict) in Swedish and English at 1440 and
 * 390 px: `<name>-<sv|en>-<width>.png` in test-results/screenshots. The page is reloaded in each
 * language (what is kept on the device survives it, with or without network) and `ready` waits
 * for the state to show again; it ends in Swedish at the width it started with.
 */
export async function offlineShots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  mkdirSync(screenshotDir, { recursive: true });
  const size = page.viewportSize();
  for (const locale of ['en', 'sv'] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.reload();
    // Not `settled`: an errand taken by someone else meanwhile has an error and no heading.
    await ready(page);
    await page.waitForLoadState('networkidle').catch(() => {});
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await captureWholePage(page, join(screenshotDir, `${name}-${locale}-${width}.png`));
    }
  }
  if (size) await page.setViewportSize(size);
}
