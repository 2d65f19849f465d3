import { afterAll, beforeAll } from 'vitest';
import { SmtpInbox } from '../../../server/src/test/smtp-inbox';
import { type RunningApp, startApp } from './app';
import { type Browser, launchBrowser, type Page, signInAs } from './browser';
import { settled } from './journeys';

/** The review's sizes: a desktop and a current phone. */
export const wide = { width: 1440, height: 900 };
export const narrow = { width: 390, height: 844 };

export interface Journey {
  app: RunningApp;
  browser: Browser;
}

/**
 * A journey file's real server and Debian's Chromium, started before its tests and closed after
 * them. Its fields are set once the file's first `beforeAll` has run, so tests read them then.
 */
export function journeySuite(env: Record<string, string> = {}): Journey {
  return startedAround({}, () => env);
}

/** A journey whose server sends its mail to a real SMTP server, read through `smtp`. */
export function mailJourneySuite(): Journey & { smtp: SmtpInbox } {
  const smtp = new SmtpInbox();
  return startedAround({ smtp }, () => ({ SMTP_URL: smtp.url }), smtp);
}

function startedAround<T extends object>(
  extra: T,
  env: () => Record<string, string>,
  smtp?: SmtpInbox,
): Journey & T {
  const journey = extra as Journey & T;
  beforeAll(async () => {
    await smtp?.start();
    [journey.app, journey.browser] = await Promise.all([startApp(env()), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.close();
    await smtp?.stop();
  });
  return journey;
}

/** `user` signed in on a fresh page at a size and in a language, on `path` once it has settled. */
export async function openAs(
  { app, browser }: Journey,
  user: { email: string },
  path: string,
  viewport = wide,
  locale: 'sv' | 'en' = 'sv',
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: locale === 'en' ? 'en-GB' : 'sv-SE' });
  const page = await context.newPage();
  await signInAs(page, app, user);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`${app.url}${path}`);
  await settled(page);
  return page;
}
