import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { oneFlatTenant } from '../test/interviewer-tenant';
import { detectHazards } from './triage/hazards';
import { judge } from './understanding/understand';

const PHONE = '08-555 000 11';

/** A tenant with one flat and an on-call number, talking to the built-in interviewer. */
const conversation = () => oneFlatTenant({ onCallPhone: PHONE });

const advice = (lang: 'sv' | 'en', kind: string) => translate(lang, `assistant.hazard.${kind}`);
const question = (lang: 'sv' | 'en', kind: string) => translate(lang, `assistant.bot.safety.${kind}`);

describe('hazards the trained model is sure of', () => {
  it('get their advice first, in a card with the on-call number, and file Urgent', async () => {
    const text = 'Det luktar som ruttna ägg i hallen';
    // The rules alone do not see it; the model does.
    expect(detectHazards(text)).toEqual([]);
    expect(judge(text).hazards).toEqual(['gas']);
    const c = conversation();
    const r = await c.say(text);
    expect(r.reply.startsWith(advice('sv', 'gas'))).toBe(true);
    expect(r.reply).toContain(`Ring jouren: ${PHONE}.`);
    expect(r.hazard).toEqual({
      kinds: ['gas'],
      onCallPhone: PHONE,
      advice: `${advice('sv', 'gas')}\nRing jouren: ${PHONE}.`,
    });
    await c.say('Sedan i går, huvudnyckel går bra');
    const last = await c.say('Ja, skicka in');
    expect(last.hazard).toBeUndefined();
    expect(c.filed[0]).toMatchObject({ input: { priority: 'Urgent' }, hazards: ['gas'] });
  });

  it('are not looked for in an answer to another question (a time, a way in, "ja")', async () => {
    const access = 'Jag är hemma, det luktar som ruttna ägg i hallen';
    expect(judge(access).hazards).toContain('gas');
    const c = conversation();
    const first = await c.say('Kranen i köket droppar');
    expect(first.hazard).toBeUndefined();
    const r = await c.say(access);
    expect(r.hazard).toBeUndefined();
    expect(r.reply).not.toContain('⚠');
    expect(r.reply).toContain('Så här blir anmälan');
  });
});

describe('the safety question when a hazard is likely but not said', () => {
  const unsure = 'Det är kallt inne';

  it('asks one yes/no question first; "ja" gives the advice and keeps the priority up', async () => {
    expect(judge(unsure)).toMatchObject({ hazards: [], unsure: 'noHeat' });
    const c = conversation();
    let r = await c.say(unsure);
    expect(r.reply).toBe(question('sv', 'noHeat'));
    expect(r.suggestions).toEqual(['Ja', 'Nej']);
    expect(r.hazard).toBeUndefined();
    r = await c.say('Ja');
    expect(r.reply.startsWith(advice('sv', 'noHeat'))).toBe(true);
    expect(r.hazard?.kinds).toEqual(['noHeat']);
    // The interview carries on in the same reply.
    expect(r.reply).toContain('Sedan när är det så');
    r = await c.say('Sedan i går, huvudnyckel går bra');
    expect(r.reply).toContain('Brådska: Hög');
    // Asking for less does not lower it.
    r = await c.say('Det kan vänta');
    expect(r.reply).toContain('Brådskan står kvar');
    await c.say('Ja, skicka in');
    expect(c.filed[0]).toMatchObject({ input: { priority: 'High' }, hazards: ['noHeat'] });
  });

  it('"nej" carries on with the interview and is never asked again', async () => {
    const c = conversation();
    await c.say(unsure);
    let r = await c.say('Nej');
    expect(r.hazard).toBeUndefined();
    expect(r.reply).not.toContain('⚠');
    expect(r.reply).toContain('Sedan när är det så');
    // More about the fault that the model is again unsure of: not asked a second time.
    r = await c.say('Det är kallt inne i sovrummet också');
    expect(r.reply).not.toContain(question('sv', 'noHeat'));
    r = await c.say('Sedan i går, huvudnyckel går bra');
    expect(r.reply).toContain('Så här blir anmälan');
    await c.say('Ja, skicka in');
    expect(c.filed[0]!.hazards).toEqual([]);
    expect(c.filed[0]!.input.priority).not.toBe('Urgent');
  });

  it('an unclear answer carries on; words that state a hazard get its advice', async () => {
    const c = conversation();
    await c.say(unsure);
    let r = await c.say('kanske');
    expect(r.hazard).toBeUndefined();
    expect(r.reply).toContain('Sedan när är det så');

    const d = conversation();
    await d.say(unsure);
    r = await d.say('Det är bara 15 grader inne');
    expect(r.hazard?.kinds).toEqual(['noHeat']);
  });

  it('in English', async () => {
    const c = conversation();
    let r = await c.say('It is cold inside');
    expect(r.reply).toBe(question('en', 'noHeat'));
    expect(r.suggestions).toEqual(['Yes', 'No']);
    r = await c.say('yes');
    expect(r.reply.startsWith(advice('en', 'noHeat'))).toBe(true);
    expect(r.hazard?.advice).toContain(`Call the on-call service: ${PHONE}`);
  });

  it('is not asked when the message says its hazard plainly', async () => {
    const r = await conversation().say('Det luktar gas i köket');
    expect(r.reply).not.toContain(question('sv', 'gas'));
    expect(r.hazard?.kinds).toEqual(['gas']);
  });
});

describe('every hazard kind has its safety question', () => {
  it('short, a question, in both languages', async () => {
    const { HAZARD_KINDS } = await import('@app/contract');
    for (const lang of ['sv', 'en'] as const)
      for (const kind of HAZARD_KINDS) {
        const q = question(lang, kind);
        expect(q, `${lang} ${kind}`).toMatch(/^[^⚠].{5,90}\?$/u);
      }
  });
});
