import { ChatMessage } from '@app/contract';
import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { openChat } from '../test/chat-client';
import { createReportWorld } from '../test/report-world';

const PHONE = '08-555 000 11';
const s = apiSuite(async (db) => ({
  w: await createReportWorld(db, { reportLanguage: 'sv', address: 'Varmgatan 3', onCallPhone: PHONE }),
}));

describe('safety advice in the chat API (built-in interviewer)', () => {
  it('the advice message carries its hazard card, stored with it; other messages have none', async () => {
    const c = await openChat(s.server.url, s.w.tenant.token);
    // Said by no rule: the trained model is sure of a gas smell.
    const r = await c.say('Det luktar som ruttna ägg i hallen');
    const advice = `${translate('sv', 'assistant.hazard.gas')}\nRing jouren: ${PHONE}.`;
    expect(r.message.hazard).toEqual({ kinds: ['gas'], onCallPhone: PHONE, advice });
    expect(r.message.content.startsWith(advice)).toBe(true);
    const next = await c.say('Sedan i går, huvudnyckel går bra');
    expect(next.message.hazard).toBeUndefined();

    const stored = await c.messages();
    expect(stored.map((m) => ChatMessage.safeParse(m).success)).toEqual([true, true, true, true]);
    expect(stored[1]!.hazard).toEqual({ kinds: ['gas'], onCallPhone: PHONE, advice });
    expect(stored[0]!.hazard).toBeUndefined();
    expect(stored[3]!.hazard).toBeUndefined();
  });

  it('the safety question: "ja" gives the advice and files High; "nej" carries on and files lower', async () => {
    const yes = await openChat(s.server.url, s.w.tenant.token);
    let r = await yes.say('Det är kallt inne');
    expect(r.message.content).toBe('Är det 17 grader eller kallare inomhus?');
    expect(r.message.suggestions).toEqual(['Ja', 'Nej']);
    expect(r.message.hazard).toBeUndefined();
    r = await yes.say('Ja');
    expect(r.message.hazard).toMatchObject({ kinds: ['noHeat'], onCallPhone: PHONE });
    expect(r.message.content).toContain('Sedan när är det så');
    await yes.say('Sedan i går, huvudnyckel går bra');
    r = await yes.say('Ja, skicka in');
    expect(r.report.priority).toBe('High');
    expect(r.report.description).toContain('säkerhetsrisk');

    const no = await openChat(s.server.url, s.w.otherTenant.token);
    await no.say('Det är kallt inne');
    r = await no.say('Nej');
    expect(r.message.hazard).toBeUndefined();
    expect(r.message.content).toContain('Sedan när är det så');
    await no.say('Sedan i går, huvudnyckel går bra');
    r = await no.say('Ja, skicka in');
    expect(['Low', 'Normal']).toContain(r.report.priority);
    expect(r.report.description).not.toContain('säkerhetsrisk');
  });

  it('a resumed conversation gives the card back', async () => {
    const c = await openChat(s.server.url, s.w.tenant.token);
    await c.say('Det luktar gas i köket');
    const current = await s.api.get('/api/chat-sessions/current', { token: s.w.tenant.token });
    expect(current.body.session.id).toBe(c.sessionId);
    const [, advice] = await c.messages();
    expect(advice!.hazard.kinds).toEqual(['gas']);
  });
});
