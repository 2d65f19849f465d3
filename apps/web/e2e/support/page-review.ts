import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@app/i18n';
import type { OnTestFailedHandler } from 'vitest';
import {
  type Browser,
  captureScreen,
  captureWholePage,
  collectPageErrors,
  expectAccessible,
  type Page,
  type RunningApp,
  screenshotDir,
  signInAs,
} from './index';
import { screenshotsOnFailure, settled } from './journeys';

/** The review's two widths: a desktop and a current phone. */
const widths = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;
type Width = keyof typeof widths;
const languages = ['sv', 'en'] as const;

/**
 * At most three roles at a time: the overlap hides the pages' waits for the network, more only
 * queues for the CPU (and slow page loads then time out on a busy machine).
 */
function limiter(slots: number) {
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (slots > 0) slots--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else slots++;
    }
  };
}
const inTurn = limiter(3);

/** Writes test-results/screenshots/<role>-<page>-<lang>-<width>.png, the full page or the screen. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await (fullPage ? captureWholePage(page, path) : captureScreen(page, path));
}

/** On a phone the chat's message field stays on screen, at the bottom, however the page scrolls. */
async function expectDockedComposer(page: Page, width: Width, label: string) {
  const dock = page.getByTestId('chat-composer');
  const position = await dock.evaluate((el) => getComputedStyle(el).position);
  if (position !== (width === 390 ? 'sticky' : 'static'))
    throw new Error(`${label}: the composer is ${position}`);
  if (width !== 390) return;
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = await dock.boundingBox();
    if (!box || box.y + box.height > widths[width].height + 1)
      throw new Error(`${label}: the composer is off screen at scroll ${y} (${JSON.stringify(box)})`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The first stops of the keyboard (skip link, the app's name, the first entry of the app bar) show the ring. */
async function expectFocusRing(page: Page, label: string) {
  for (let stop = 1; stop <= 3; stop++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'nothing focused';
      const s = getComputedStyle(el);
      return `${el.tagName} ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}`;
    });
    if (!/ solid 3px rgb\(14, 138, 138\) 2px$/.test(ring))
      throw new Error(`${label}: keyboard stop ${stop} shows no focus ring (${ring})`);
  }
}

/**
 * Visits a role's pages (and a page that does not exist) at both widths in both languages, and
 * checks each: axe finds nothing, nothing sticks out sideways, the phone's chat field stays
 * docked, the keyboard's first stops show the ring, each tab names its page. Screenshots each.
 */
export async function reviewPages(
  app: RunningApp,
  browser: Browser,
  who: { email: string } | null,
  role: string,
  paths: [string, string][],
  onTestFailed: (handler: OnTestFailedHandler) => void,
) {
  await inTurn(() => visitEach(app, browser, who, role, paths, onTestFailed));
}

async function visitEach(
  app: RunningApp,
  browser: Browser,
  who: { email: string } | null,
  role: string,
  paths: [string, string][],
  onTestFailed: (handler: OnTestFailedHandler) => void,
) {
  const all: [string, string][] = [...paths, ['not-found', `${paths[0]![1]}/no-such-page`]];
  for (const width of [1440, 390] as const) {
    const context = await browser.newContext({ viewport: widths[width], locale: 'sv-SE' });
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(90_000);
    const page = await context.newPage();
    onTestFailed(screenshotsOnFailure(() => [page], `pages-${role}-${width}`));
    const errors = collectPageErrors(page);
    if (who) await signInAs(page, app, who);
    for (const lang of languages) {
      if (lang !== 'sv') await page.evaluate((l) => localStorage.setItem('locale', l), lang);
      const titles = new Map<string, string>();
      for (const [name, path] of all) {
        const label = `${role} ${name} (${lang}, ${width})`;
        await page.goto(app.url + path);
        await settled(page);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        // axe once per page and width: English has the same markup and colours, and gets the
        // checks below (its longer words are what could overflow).
        if (lang === 'sv') await expectAccessible(page, label, { all: true });
        // Nothing sticks out sideways: phones scroll only vertically.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) throw new Error(`${label} is ${overflow}px too wide`);
        if (name === 'chat-assistant') await expectDockedComposer(page, width, label);
        if (name === all[0]![0] && lang === 'sv' && width === 1440) {
          await expectFocusRing(page, label);
          // The screen as a keyboard user sees it (a full-page picture takes the focus away).
          await screenshot(page, `${role}-focus-${lang}-${width}`, false);
        }
        // The phone's chat is one screen (its field docked at the bottom): a full-page picture
        // would stretch the screen and draw the docked field over the conversation.
        const chatOnPhone = name === 'chat-assistant' && width === 390;
        await screenshot(page, `${role}-${name}-${lang}-${width}`, !chatOnPhone);
        // Each page names itself in the tab (WCAG 2.4.2), in the app's layout, 404 included.
        const title = await page.title();
        if (!title.endsWith(` – ${resources[lang].common.appName}`) || title.startsWith(' – '))
          throw new Error(`${label}: tab title "${title}"`);
        // The market is the errand list with a filter: the same page, the same title.
        if (name !== 'market') titles.set(name, title);
        if (name === 'not-found') {
          await page.getByRole('heading', { name: resources[lang].common.notFound }).waitFor();
          if ((await page.getByRole('banner').count()) !== 1) throw new Error(`${label} lost the layout`);
        }
      }
      if (new Set(titles.values()).size !== titles.size)
        throw new Error(`${role} (${lang}): pages share a tab title: ${JSON.stringify([...titles])}`);
    }
    if (errors.length > 0) throw new Error(`${role} (${width}): ${errors.map(String).join('\n')}`);
    await context.close();
  }
}
