// Before/after screenshots of the manager's pages, and the side-by-side images made from them.
//
// Run from the root of a checkout whose dependencies are installed (playwright-core and sharp are
// taken from that checkout's node_modules):
//
//   node docs/design/before-after/capture.mjs shoot --base-url http://127.0.0.1:3101 --out <folder> \
//        [--errand-title "<title>"] [--chromium <path to a Chromium binary>]
//   node docs/design/before-after/capture.mjs compose --before <folder> --after <folder> --out <folder> \
//        [--before-label "Före / Before (92ef5b9)"] [--after-label "Efter / After"]
//
// Credentials come from the environment: CAPTURE_EMAIL and CAPTURE_PASSWORD (a property manager of
// the demo organisation). CHROMIUM_PATH may name the browser instead of --chromium.
//
// `shoot` signs in, visits every page at 1440x900 (scale 1) and 390x844 (scale 2), in Swedish, and
// the errand list and the chat also in English at 390, and writes <name>.png into --out plus
// errand.json naming the errand it chose (the first of the list unless --errand-title is given).
// The chat sends one message, waits for the answer, and after the picture ends the conversation
// ("avbryt" / "cancel") so the next width starts a new one. Start each app on a fresh database so
// both sides show the same demo data.
// `compose` puts each pair side by side under a caption strip and writes <name>.jpg (quality 75),
// at full size unless the file would be over --max-kb (default 300), then at 75 % or 50 %.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(join(process.cwd(), 'package.json'));

const { positionals, values: args } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string' },
    out: { type: 'string' },
    before: { type: 'string' },
    after: { type: 'string' },
    'errand-title': { type: 'string' },
    chromium: { type: 'string' },
    'before-label': { type: 'string', default: 'Före / Before (92ef5b9)' },
    'after-label': { type: 'string', default: 'Efter / After' },
    message: { type: 'string', default: 'Det droppar från kranen i köket' },
    'message-en': { type: 'string', default: 'The kitchen tap is dripping' },
    'max-kb': { type: 'string', default: '300' },
  },
});

const WIDTHS = {
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
/** The tallest full-page picture (a very long page is cut there). */
const MAX_SHOT_HEIGHT = 8000;

function need(name, value) {
  if (!value) {
    console.error(`missing ${name}`);
    process.exit(2);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// shoot

/** Waits until the page has drawn its data: a heading, a quiet network, no spinner or skeleton. */
async function settled(page) {
  await page.locator('main h1, h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root, [aria-busy="true"]',
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => console.warn(`  (a progress indicator is still shown on ${page.url()})`));
  await page.evaluate(() => document.fonts.ready);
  // Transitions and chart animations.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3_000,
    })
    .catch(() => {});
  await page.waitForTimeout(600);
}

/** The whole page in one ordinary capture: the viewport is made as tall as the page, then put back. */
async function wholePage(page, path) {
  const size = page.viewportSize();
  const height = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
  const tall = Math.min(height, MAX_SHOT_HEIGHT);
  if (tall > size.height) await page.setViewportSize({ width: size.width, height: tall });
  try {
    await page.waitForTimeout(400);
    await page.screenshot({ path });
  } finally {
    if (tall > size.height) await page.setViewportSize(size);
  }
}

async function signIn(context, baseUrl, lang) {
  const email = need('CAPTURE_EMAIL', process.env.CAPTURE_EMAIL);
  const password = need('CAPTURE_PASSWORD', process.env.CAPTURE_PASSWORD);
  await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
  const page = await context.newPage();
  const res = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (res.status() !== 200) throw new Error(`sign-in answered ${res.status()}`);
  const { user } = await res.json();
  await page.goto(`${baseUrl}/auth/login`);
  await page.evaluate((stored) => localStorage.setItem('user', stored), JSON.stringify(user));
  return page;
}

/** The errand links of the list, in the list's order: [{ href, title }]. */
async function errandLinks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')]
      .map((a) => ({ href: a.getAttribute('href'), title: a.textContent.trim() }))
      .filter((l) => /^\/panel\/errands\/[^/?#]+$/.test(l.href) && l.title),
  );
}

async function chooseErrand(page, baseUrl, wanted) {
  await page.goto(`${baseUrl}/panel/errands`);
  await settled(page);
  const links = await errandLinks(page);
  if (!wanted) {
    if (!links.length) throw new Error('no errand links in the list');
    return links[0];
  }
  const exact = links.find((l) => l.title === wanted) ?? links.find((l) => l.title.includes(wanted));
  if (exact) return exact;
  // Not on the first page of the list: search for it.
  const search = page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /Sök|Search/ }))
    .first();
  await search.fill(wanted);
  await page.waitForTimeout(800);
  await settled(page);
  const found = (await errandLinks(page)).find((l) => l.title.includes(wanted));
  if (!found) throw new Error(`errand "${wanted}" not found`);
  return found;
}

async function sendChat(page, text) {
  const input = page.getByRole('textbox', { name: /Skriv ditt meddelande|Write your message/ });
  await input.waitFor();
  const log = page.getByRole('log');
  const before = await log.locator('li').count();
  await input.fill(text);
  await input.press('Enter');
  // The message and an answer, and no "thinking" left.
  await page.waitForFunction(
    (n) => {
      const items = document.querySelectorAll('[role="log"] li');
      return items.length >= n + 2 && !document.querySelector('main .MuiCircularProgress-root');
    },
    before,
    { timeout: 60_000 },
  );
  await settled(page);
  await log.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.waitForTimeout(300);
}

/** Ends the conversation so the next visit starts a new one (as a "cancel" reply does). */
async function endChat(page, lang) {
  const input = page.getByRole('textbox', { name: /Skriv ditt meddelande|Write your message/ });
  const log = page.getByRole('log');
  const before = await log.locator('li').count();
  await input.fill(lang === 'en' ? 'cancel' : 'avbryt');
  await input.press('Enter');
  await page
    .waitForFunction((n) => document.querySelectorAll('[role="log"] li').length >= n + 2, before, {
      timeout: 60_000,
    })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
}

async function shoot() {
  const baseUrl = need('--base-url', args['base-url']).replace(/\/$/, '');
  const out = resolve(need('--out', args.out));
  mkdirSync(out, { recursive: true });
  const { chromium } = require('playwright-core');
  const executablePath = args.chromium ?? process.env.CHROMIUM_PATH;
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}) });
  const failures = [];
  const attempt = async (name, job) => {
    try {
      await job();
      console.log(`  ${name}`);
    } catch (error) {
      failures.push(`${name}: ${error.message.split('\n')[0]}`);
      console.error(`  FAILED ${name}: ${error.message.split('\n')[0]}`);
    }
  };
  try {
    let errand;
    const runs = [
      { width: 1440, lang: 'sv' },
      { width: 390, lang: 'sv' },
      { width: 390, lang: 'en' },
    ];
    for (const { width, lang } of runs) {
      const context = await browser.newContext({
        ...WIDTHS[width],
        locale: lang === 'en' ? 'en-GB' : 'sv-SE',
      });
      const page = await signIn(context, baseUrl, lang);
      const suffix = `${width}${lang === 'sv' ? '' : `-${lang}`}`;
      const shot = (name) => page.screenshot({ path: join(out, `${name}-${suffix}.png`) });
      if (!errand) {
        errand = await chooseErrand(page, baseUrl, args['errand-title']);
        writeFileSync(join(out, 'errand.json'), `${JSON.stringify(errand, null, 2)}\n`);
        console.log(`errand: ${errand.title} (${errand.href})`);
      }
      if (lang === 'sv') {
        await attempt(`overview-${suffix}`, async () => {
          await page.goto(`${baseUrl}/panel`);
          await settled(page);
          await shot('overview');
        });
      }
      await attempt(`errands-${suffix}`, async () => {
        await page.goto(`${baseUrl}/panel/errands`);
        await settled(page);
        await shot('errands');
      });
      if (lang === 'sv') {
        await attempt(`errand-${suffix}`, async () => {
          await page.goto(`${baseUrl}${errand.href}`);
          await settled(page);
          await shot('errand');
        });
        await attempt(`work-order-${suffix}`, async () => {
          await page.goto(`${baseUrl}${errand.href}/work-order`);
          await settled(page);
          await wholePage(page, join(out, `work-order-${suffix}.png`));
        });
      }
      await attempt(`chat-${suffix}`, async () => {
        await page.goto(`${baseUrl}/panel/chat-assistant`);
        await settled(page);
        await sendChat(page, lang === 'en' ? args['message-en'] : args.message);
        await shot('chat');
        await endChat(page, lang);
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failures.length) {
    console.error(`${failures.length} failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// compose

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function compose() {
  const sharp = require('sharp');
  const beforeDir = resolve(need('--before', args.before));
  const afterDir = resolve(need('--after', args.after));
  const out = resolve(need('--out', args.out));
  mkdirSync(out, { recursive: true });
  const names = readdirSync(beforeDir)
    .filter((f) => f.endsWith('.png'))
    .map((f) => f.slice(0, -4))
    .filter((n) => readdirSync(afterDir).includes(`${n}.png`));
  const LIMIT = Number(args['max-kb']) * 1024;
  for (const name of names.sort()) {
    // Full size if the file stays under the limit, else smaller (the 1440 pairs end at half size).
    let done;
    for (const scale of [1, 0.75, 0.5]) {
      done = await composeOne(sharp, name, beforeDir, afterDir, out, scale);
      if (done.bytes <= LIMIT) break;
    }
    const over = done.bytes > LIMIT ? ' (over the limit)' : '';
    console.log(
      `${name}.jpg ${done.width}x${done.height} scale ${done.scale} ${Math.round(done.bytes / 1024)} KB${over}`,
    );
  }
}

async function composeOne(sharp, name, beforeDir, afterDir, out, scale) {
  const load = async (dir) => {
    const img = sharp(readFileSync(join(dir, `${name}.png`)));
    const meta = await img.metadata();
    const buf = await img
      .resize({ width: Math.round(meta.width * scale) })
      .png()
      .toBuffer();
    const m = await sharp(buf).metadata();
    return { buf, width: m.width, height: m.height };
  };
  const [b, a] = [await load(beforeDir), await load(afterDir)];
  const colWidth = Math.max(b.width, a.width);
  const gap = Math.round(24 * scale);
  const fontSize = Math.max(13, Math.round(colWidth / 40));
  const caption = Math.round(fontSize * 2.2);
  const width = colWidth * 2 + gap * 3;
  const height = caption + Math.max(b.height, a.height) + gap;
  const label = (x, text) =>
    `<text x="${x}" y="${Math.round(caption * 0.68)}" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-size="${fontSize}" font-weight="bold" fill="#222">${esc(text)}</text>`;
  const strip = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${caption}">` +
      `<rect width="100%" height="100%" fill="#eeeeee"/>` +
      label(gap, args['before-label']) +
      label(gap * 2 + colWidth, args['after-label']) +
      `</svg>`,
  );
  const file = join(out, `${name}.jpg`);
  await sharp({ create: { width, height, channels: 3, background: '#9e9e9e' } })
    .composite([
      { input: strip, top: 0, left: 0 },
      { input: b.buf, top: caption, left: gap },
      { input: a.buf, top: caption, left: gap * 2 + colWidth },
    ])
    .jpeg({ quality: 75, mozjpeg: true })
    .toFile(file);
  return { width, height, scale, bytes: statSync(file).size };
}

const command = positionals[0];
if (command === 'shoot') await shoot();
else if (command === 'compose') await compose();
else {
  console.error('usage: capture.mjs shoot|compose … (see the comment at the top)');
  process.exit(2);
}
