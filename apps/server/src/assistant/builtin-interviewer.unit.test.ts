import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { oneFlatTenant } from '../test/interviewer-tenant';
import { CASES } from './eval/cases';
import { evaluate, TARGETS } from './eval/evaluate';
import { play } from './eval/simulate';
import { createBuiltinInterviewer } from './providers/builtin/interviewer';

describe('the interviewer with a simulated reporter', () => {
  const get = (id: number) => CASES.find((c) => c.id === id)!;

  it('answers a gas smell in the first reply with the advice and the on-call number, files Urgent', async () => {
    const gas = CASES.find((c) => c.text === 'Det luktar gas i trapphuset')!;
    const p = await play(gas);
    expect(p.firstReply).toMatch(/^⚠ Gaslukt är farligt\. Lämna lokalen nu/);
    expect(p.firstReply).toContain('Ring jouren: 08-123 456 00.');
    expect(p.filed).toMatchObject({
      priority: 'Urgent',
      premisesId: null,
      whatBroke: 'Gaslukt i trapphuset',
    });
  });

  it('never asks for a description already given: three turns to a filed report', async () => {
    const p = await play(get(1));
    expect(p.turns).toBe(3);
    expect(p.replies[0]).toContain('Jag förstår: droppande kran i köket.');
    expect(p.replies[0]).not.toContain('beskriva felet');
    expect(p.filed?.whatBroke).toBe('Droppande kran i köket');
  });

  it('an off-script answer is asked again with an example and stored nowhere', async () => {
    const p = await play(get(CASES.findIndex((c) => c.offScript?.[0] === 'asdf') + 1));
    expect(p.replies[1]).toContain('Det förstod jag inte riktigt.');
    expect(p.replies[1]).toContain('Till exempel');
    expect(p.wrongField).toEqual([]);
    expect(JSON.stringify(p.filed)).not.toContain('asdf');
  });

  it('corrections change the room', async () => {
    for (const c of CASES.filter((x) => x.correction)) {
      const p = await play(c);
      expect(p.state?.room).toBe('bathroom');
      expect(p.filed?.whatBroke).toBe('Droppande kran i badrummet');
    }
  });

  it('free answers at the confirmation: "ingen aning", "ändra brådskan", "Akut!"', async () => {
    const { say } = oneFlatTenant();
    await say('Hej! Kranen i köket droppar');
    let r = await say('Sedan i går, ring mig först');
    expect(r.reply).toContain('Ska jag skicka in den?');
    // The first summary also offers times that suit (builtin-times.unit.test.ts).
    expect(r.suggestions).toEqual(['Ja, skicka in', 'Kom när som helst med huvudnyckel', 'Ändra något']);
    r = await say('ingen aning');
    expect(r.reply).toContain('Svara ”ja”');
    r = await say('ändra brådskan');
    expect(r.reply).toContain('Hur brådskande är det?');
    expect(r.suggestions).toEqual(['Akut', 'Hög', 'Normal', 'Kan vänta']);
    r = await say('Hög');
    expect(r.reply).toContain('Brådska: Hög');
    r = await say('Akut!');
    expect(r.reply).toContain('Brådska: Akut');
    expect(r.reply).toContain('Droppande kran i köket');
    r = await say('Ändra något');
    expect(r.suggestions).toEqual(['Felet', 'Platsen', 'Sedan när', 'Brådskan', 'Tillträdet']);
    r = await say('Tillträdet');
    expect(r.reply).toContain('Hur kommer frilansaren in?');
    r = await say('Huvudnyckel går bra');
    expect(r.reply).toContain('Tillträde: huvudnyckel går bra');
    await say('Ändra något');
    r = await say('Platsen');
    expect(r.reply).toContain('Var är felet?');
    r = await say('i badrummet');
    expect(r.reply).toContain('Droppande kran i badrummet');
  });
});

describe('photos where they help', () => {
  const { tools, actor } = oneFlatTenant();
  const first = (text: string, locale: 'sv' | 'en' = 'sv') =>
    createBuiltinInterviewer().respond({ actor, state: undefined, history: [], text, locale, tools });

  it('a leak or damage asks once for a photo, beside the next question (no extra turn)', async () => {
    const r = await first('Det läcker vatten under diskbänken');
    expect(r.reply).toContain(translate('sv', 'assistant.bot.askPhoto'));
    expect(r.reply).toContain('Sedan när');
    const en = await first('The bathroom door is broken', 'en');
    expect(en.reply).toContain(translate('en', 'assistant.bot.askPhoto'));
    const next = await createBuiltinInterviewer().respond({
      actor,
      state: r.state,
      history: [],
      text: 'Sedan i går, ring mig först',
      locale: 'sv',
      tools,
    });
    expect(next.reply).not.toContain(translate('sv', 'assistant.bot.askPhoto'));
  });

  it('no photo is asked for where it does not help, nor where the advice is to keep away', async () => {
    for (const text of ['Det luktar gas i trapphuset', 'Det kom gnistor ur uttaget', 'Kylskåpet är varmt']) {
      expect((await first(text)).reply).not.toContain(translate('sv', 'assistant.bot.askPhoto'));
    }
  });
});

describe('the evaluation set', () => {
  it('has at least 100 cases in both languages covering every hazard', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    expect(CASES.some((c) => c.lang === 'en')).toBe(true);
    const hazards = new Set(CASES.map((c) => c.hazard).filter(Boolean));
    expect(hazards.size).toBe(10);
  });

  it('meets the targets with the built-in interviewer', async () => {
    const { figures } = await evaluate(CASES, createBuiltinInterviewer());
    expect(figures.trade).toBeGreaterThanOrEqual(TARGETS.trade);
    expect(figures.urgency).toBeGreaterThanOrEqual(TARGETS.urgency);
    expect(figures.hazardRecall).toBe(1);
    expect(figures.medianTurns).toBeLessThanOrEqual(TARGETS.medianTurns);
    expect(figures.wrongField).toBe(0);
    // Every case is read by the trained model several times: seconds, not milliseconds.
  }, 60_000);
});
