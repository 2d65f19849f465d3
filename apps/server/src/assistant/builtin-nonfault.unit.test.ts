import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { oneFlatTenant } from '../test/interviewer-tenant';

/** A tenant of one flat of Bostads AB Norrgården, recording what the interviewer files. */
const tenant = (organisationName?: string) =>
  oneFlatTenant({ onCallPhone: '08-123 456 00', organisationName });

const summary = translate('sv', 'assistant.bot.summary', {}).slice(0, 12);

describe('what is not a fault', () => {
  it('a rent question is answered with where to turn, by the organisation’s name; nothing is filed', async () => {
    const t = tenant('Bostads AB Norrgården');
    const r = await t.say('När ska jag betala hyran?');
    expect(r.reply).toContain('din hyresvärd eller förvaltare, Bostads AB Norrgården');
    expect(r.reply).toContain('gör jag ingen felanmälan');
    expect(r.reply).not.toContain(summary);
    expect(r.suggestions).toEqual(['Jag vill anmäla ett fel', 'Avbryt']);
    expect(r.ended).toBeUndefined();
    expect(t.filed).toEqual([]);
  });

  it('a neighbour’s noise, in English without a name: the landlord or property manager, no summary', async () => {
    const t = tenant();
    const r = await t.say('My neighbour is playing loud music every night', 'en');
    expect(r.reply).toContain('your landlord or property manager.');
    expect(r.reply).not.toContain(translate('en', 'assistant.bot.understood', { title: '' }).slice(0, 8));
    expect(r.suggestions).toEqual(['I want to report a fault', 'Cancel']);
    expect(t.filed).toEqual([]);
  });

  it('the chip asks what is broken, and the fault that follows is filed as usual', async () => {
    const t = tenant('Bostads AB Norrgården');
    await t.say('Min granne spelar hög musik varje natt');
    let r = await t.say('Jag vill anmäla ett fel');
    expect(r.reply).toBe(translate('sv', 'assistant.bot.askWhat'));
    r = await t.say('Kranen i köket droppar');
    expect(r.reply).toContain('droppande kran i köket');
    r = await t.say('Sedan i går, ring mig först');
    expect(r.reply).toContain('Ska jag skicka in den?');
    await t.say('ja');
    expect(t.filed).toHaveLength(1);
    expect(t.filed[0]?.input).toMatchObject({ whatBroke: 'Droppande kran i köket' });
  });

  it('"Avbryt" after the answer ends the conversation without a report', async () => {
    const t = tenant();
    await t.say('Hur säger jag upp mitt kontrakt?');
    const r = await t.say('Avbryt');
    expect(r.ended).toBe(true);
    expect(t.filed).toEqual([]);
  });

  it('a fault that mentions the rent is a fault, and a hazard always wins', async () => {
    const t = tenant();
    const r = await t.say('Kranen i köket droppar, och hyran är för hög');
    expect(r.reply).not.toContain('ingen felanmälan');
    expect(r.reply).toContain('Jag förstår');
    const gas = tenant();
    const g = await gas.say('Det luktar gas, ska jag betala hyran ändå?');
    expect(g.reply).toMatch(/^⚠ Gaslukt är farligt/);
    expect(g.reply).not.toContain('ingen felanmälan');
  });

  it('a word or two naming an office errand are answered the same, in sv and en', async () => {
    for (const text of ['hyran?', 'Kontraktet', 'störande granne', 'parkering', 'storning']) {
      const t = tenant('Bostads AB Norrgården');
      const r = await t.say(text);
      expect(r.reply, text).toContain('Bostads AB Norrgården');
      expect(r.suggestions, text).toEqual(['Jag vill anmäla ett fel', 'Avbryt']);
      expect(t.filed).toEqual([]);
    }
    const en = tenant();
    const r = await en.say('the rent?', 'en');
    expect(r.reply).toContain(translate('en', 'assistant.bot.nonFault'));
    // A word naming something broken is still a fault to ask about, not an office errand.
    expect((await tenant().say('kranen')).reply).not.toContain('ingen felanmälan');
    expect((await tenant().say('ok')).reply).toBe(translate('sv', 'assistant.bot.askWhatAgain'));
  });

  it('a greeting or gibberish keeps its question, as before', async () => {
    expect((await tenant().say('Hej')).reply).toBe(translate('sv', 'assistant.bot.askWhat'));
    const r = await tenant().say('asdf qwer zxcv');
    expect(r.reply).toBe(translate('sv', 'assistant.bot.askWhatAgain'));
    expect(r.reply).not.toContain('ingen felanmälan');
  });
});
