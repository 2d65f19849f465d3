import { translate } from '@app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatter } from '../test/chat-client';
import { startFakeLlm, text, toolCall } from '../test/fake-llm';
import { createReportWorld, type ReportWorld } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';
import { CASES } from './eval/cases';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let server: TestServer;
let w: ReportWorld;

beforeAll(async () => {
  llm = await startFakeLlm();
  server = await startTestServer({
    env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '2000' },
  });
  w = await createReportWorld(server.db, { reportLanguage: 'sv', address: 'Säkragatan 2' });
  await server.db.query(`UPDATE organisations SET on_call_phone = '08-555 000 11' WHERE id = $1`, [w.org.id]);
});
afterAll(async () => {
  await server?.close();
  await llm?.close();
});

describe('the safety layer around a model', () => {
  it('every hazard of the evaluation set gets its advice and the on-call number first, whatever the model says', async () => {
    const hazardous = CASES.filter((c) => c.hazard);
    for (const c of hazardous) {
      const chat = chatter(server.url, w.tenant.token);
      await chat.open();
      // A model that says nothing about safety.
      llm.script(() => text(c.lang === 'sv' ? 'Tack, var är det?' : 'Thanks, where is it?'));
      const r = await chat.say(c.text);
      expect(r.message.content.startsWith(translate(c.lang, `assistant.hazard.${c.hazard}`)), c.text).toBe(
        true,
      );
      expect(r.message.content).toContain('08-555 000 11');
      expect(r.message.content.endsWith(c.lang === 'sv' ? 'Tack, var är det?' : 'Thanks, where is it?')).toBe(
        true,
      );
    }
  });

  it('the model is told about the hazard, and a filing it makes too low is raised to Urgent', async () => {
    const chat = chatter(server.url, w.tenant.token);
    await chat.open();
    llm.script(() => text('Jag förstår. Ska jag skicka in anmälan?'));
    await chat.say('Det luktar gas i köket');
    const told = llm.requests.at(-1)!.body.messages.filter((m: { role: string }) => m.role === 'system');
    expect(told.at(-1).content).toContain('gas');
    expect(told.at(-1).content).toContain('Urgent');

    llm.script(
      () =>
        toolCall('submit_report', {
          propertyId: w.propertyId,
          premisesId: w.premisesId,
          whatBroke: 'Lukt i köket',
          description: 'Anmälaren känner en lukt.',
          trade: 'plumber',
          priority: 'Low',
        }),
      () => text('Klart, ärendet är skickat.'),
    );
    // An answer that says it is not urgent cannot lower the priority either.
    const r = await chat.say('Ja, men det är inte så bråttom');
    expect(r.outcome).toBe('created');
    expect(r.report.priority).toBe('Urgent');
    // The advice is given once, not again on every later message.
    expect(r.message.content).toBe('Klart, ärendet är skickat.');
  });

  it('the advice it puts first is the message’s hazard card, stored with it; later messages have none', async () => {
    const chat = chatter(server.url, w.tenant.token);
    await chat.open();
    llm.script(() => text('Var i lägenheten?'));
    const r = await chat.say('Det luktar gas i hallen');
    const advice = `${translate('sv', 'assistant.hazard.gas')}\nRing jouren: 08-555 000 11.`;
    expect(r.message.hazard).toEqual({ kinds: ['gas'], onCallPhone: '08-555 000 11', advice });
    llm.script(() => text('Tack. Sedan när?'));
    const next = await chat.say('I hallen');
    expect(next.message.hazard).toBeUndefined();
    const stored = await chat.messages();
    expect(stored[1].hazard).toEqual(r.message.hazard);
    expect(stored[3].hazard).toBeUndefined();
  });

  it('no hazard: the reply is the model’s own and its priority stands', async () => {
    const chat = chatter(server.url, w.otherTenant.token);
    await chat.open();
    llm.script(() => text('Sedan när droppar kranen?'));
    const r = await chat.say('Kranen i köket droppar');
    expect(r.message.content).toBe('Sedan när droppar kranen?');
    expect(r.message.hazard).toBeUndefined();
    const sys = llm.requests.at(-1)!.body.messages.filter((m: { role: string }) => m.role === 'system');
    expect(sys).toHaveLength(1);
  });
});
