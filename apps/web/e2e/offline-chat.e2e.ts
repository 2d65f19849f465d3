import { describe, expect, it, onTestFailed } from 'vitest';
import { newPage, signInAs } from './support';
import { tenantAt } from './support/chat';
import { screenshotsOnFailure, settled, sv } from './support/journeys';
import { offlineShots } from './support/offline';
import { journeySuite } from './support/suite';

/**
 * The tenant's chat without signal (docs/decisions/0049-offline-accept-visit-and-chat.md): a
 * message sent offline is kept in the suite.browser, shown as waiting for network, survives reloads,
 * and is sent (opening its conversation) when the connection returns.
 */
describe('the tenant’s chat offline', () => {
  const suite = journeySuite();

  it('keeps a message sent offline, over reloads, and sends it when the connection returns', async () => {
    const tenant = await tenantAt(suite.app, 'Källarvägen 4', 'sv');
    const page = await newPage(suite.browser, 'phone');
    onTestFailed(screenshotsOnFailure(() => [page], 'offline-chat'));
    await signInAs(page, suite.app, tenant);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(`${suite.app.url}/panel/chat-assistant`);
    await settled(page);
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: sv.assistant.messageLabel });
    const text = 'Det droppar från taket i badrummet';

    await page.context().setOffline(true);
    await input.fill(text);
    await input.press('Enter');
    await log.getByTestId('chat-waiting').getByText(sv.offline.waiting).waitFor();
    await log.getByText(text).waitFor();
    expect(await input.inputValue()).toBe('');
    // Reloaded offline, in English and in Swedish: still there, still waiting.
    await offlineShots(page, 'offline-chat-waiting-tenant', (p) =>
      p.getByRole('log').getByTestId('chat-waiting').waitFor(),
    );
    await log.getByText(text).waitFor();

    await page.context().setOffline(false);
    await log.getByTestId('chat-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForURL(/[?&]session=/);
    await log.getByText(text).waitFor();
    // Sent once, and answered.
    const rows = await suite.app.db.query<{ role: string; content: string }>(
      `SELECT m.role, m.content FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.user_id = $1 ORDER BY m.created_at`,
      [tenant.id],
    );
    expect(rows.filter((r) => r.role === 'user').map((r) => r.content)).toEqual([text]);
    expect(rows.some((r) => r.role === 'assistant')).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('chat-outbox'))).toBeNull();
  });

  it.each([
    ['after', 'Källarvägen 6'],
    ['while', 'Källarvägen 8'],
  ] as const)(
    'a message whose answer was lost on the way (%s it was written) is answered once, not taken twice',
    async (when, address) => {
      const tenant = await tenantAt(suite.app, address, 'sv');
      // Without the service worker, whose fetches the test's interception would not see.
      const page = await newPage(suite.browser, 'phone', 'sv-SE', 'block');
      onTestFailed(screenshotsOnFailure(() => [page], 'lost-answer-chat'));
      await signInAs(page, suite.app, tenant);
      await page.goto(`${suite.app.url}/panel/chat-assistant`);
      await settled(page);
      const text = 'Element i vardagsrummet är kalla';
      // The server takes the first send and answers; the answer never reaches the phone.
      let lost = 0;
      await page.route('**/api/chat-message', async (route) => {
        if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
        lost++;
        // The server takes the message; the phone loses the answer once it was written, or while the
        // assistant is still writing it (the repeat then finds the conversation busy and waits).
        const taken = route.fetch();
        if (when === 'after') await taken;
        else await new Promise((r) => setTimeout(r, 30));
        await route.abort('connectionreset');
        await taken.catch(() => undefined);
      });
      const sends: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/chat-message')) sends.push(r.postData() ?? '');
      });
      const input = page.getByRole('textbox', { name: sv.assistant.messageLabel });
      await input.fill(text);
      await input.press('Enter');
      // The outbox tries again with the same id and shows the first send's answer.
      await expect.poll(() => sends.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(lost).toBe(1);
      const ids = sends.map((b) => (JSON.parse(b) as { clientMessageId?: string }).clientMessageId);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids)).toEqual(new Set([ids[0]]));
      const log = page.getByRole('log');
      await log.getByTestId('chat-waiting').waitFor({ state: 'detached', timeout: 30_000 });
      await expect
        .poll(async () => page.evaluate(() => localStorage.getItem('chat-outbox')), { timeout: 30_000 })
        .toBeNull();
      expect(await input.inputValue()).toBe('');
      const rows = await suite.app.db.query<{ role: string; content: string }>(
        `SELECT m.role, m.content FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.user_id = $1 ORDER BY m.created_at`,
        [tenant.id],
      );
      expect(rows.filter((r) => r.role === 'user').map((r) => r.content)).toEqual([text]);
      expect(rows.filter((r) => r.role === 'assistant').length).toBeGreaterThanOrEqual(1);
      await settled(page);
      expect(await log.getByText(text).count()).toBe(1);
      await page.context().close();
    },
  );
});
