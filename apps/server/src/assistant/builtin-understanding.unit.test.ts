import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { classifyReport } from './classifier';
import { matchPlace, yesNo } from './providers/builtin/answers';
import { classifyTrade } from './providers/builtin/classify';
import { detectLanguage } from './providers/builtin/language';
import { titleOf, writeReport } from './providers/builtin/report-writer';
import { accessIn, sinceIn, urgencyIn } from './triage/details';
import { bestDuplicate, humanDate } from './triage/duplicates';
import { detectHazards } from './triage/hazards';
import { triage } from './triage/index';
import { whereOf } from './triage/where';
import type { Place } from './types';

/** The built-in assistant's understanding of words: triage, the report it writes, the answers it reads. */
describe('triage: what a dispatcher hears in a description', () => {
  it.each([
    ['Kranen i köket läcker', 'plumber', 'Normal'],
    ['Det är stopp i avloppet', 'plumber', 'Normal'],
    ['Säkringen har gått och inget uttag fungerar', 'electrician', 'High'],
    ['Jag har tappat min nyckel', 'locksmith', 'Normal'],
    ['Hissen har stannat', 'elevator', 'High'],
    ['Kylskåpet är varmt', 'appliance', 'High'],
    ['En fönsterruta har spruckit', 'glazier', 'Normal'],
    ['The toilet is blocked', 'plumber', 'High'],
    // Locked out is High; locked out with someone in danger is the lockedIn hazard (Urgent).
    ['I am locked out, lost my key', 'locksmith', 'High'],
    ['The lift is stuck between floors', 'elevator', 'Urgent'],
    ['Det luktar gas i trapphuset', 'plumber', 'Urgent'],
    ['Det kom gnistor ur uttaget', 'electrician', 'Urgent'],
    ['Elementen är kalla och det är 15 grader inne', 'heating', 'High'],
    ['Porten går inte att låsa', 'locksmith', 'High'],
    ['Det är halt vid entrén', 'groundskeeping', 'High'],
    ['Kranen droppar, ingen brådska', 'plumber', 'Low'],
  ])('%s → %s, %s', (text, trade, priority) => {
    const t = triage(text);
    expect(t.trade).toBe(trade);
    expect(t.priority).toBe(priority);
  });

  it('a hazard keeps its floor whatever the reporter answers', () => {
    expect(triage('Det luktar gas i köket', 'kan vänta').priority).toBe('Urgent');
    expect(triage('Porten går inte att låsa', 'ingen brådska').priority).toBe('High');
    expect(triage('Kranen droppar', 'akut').priority).toBe('Urgent');
  });

  it('hazards, and what is not one', () => {
    expect(detectHazards('Det luktar starkt av gas').map((h) => h.key)).toEqual(['gas']);
    expect(detectHazards('Someone is stuck in the lift').map((h) => h.key)).toEqual(['liftStuck']);
    expect(detectHazards('Brandvarnaren piper')).toEqual([]);
    expect(detectHazards('The smoke alarm is beeping')).toEqual([]);
    expect(detectHazards('Badrumsdörren går inte att stänga')).toEqual([]);
    expect(detectHazards('The tap is dripping')).toEqual([]);
    expect(detectHazards('A tile fell off the bathroom wall')).toEqual([]);
    expect(detectHazards('Det är 30 grader i lägenheten')).toEqual([]);
    expect(triage('The smoke alarm keeps beeping')).toMatchObject({
      trade: 'electrician',
      priority: 'Normal',
    });
    // Water in the basement may be flooding now: at least High, Urgent when the model reads it so.
    expect(triage('Vatten i källaren').trade).toBe('plumber');
    expect(['High', 'Urgent']).toContain(triage('Vatten i källaren').priority);
  });

  it('rooms and common areas; since, access and urgency in answers', () => {
    expect(whereOf('Lampan i trapphuset')).toEqual({ area: 'stairwell' });
    expect(whereOf('Tvättmaskinen i tvättstugan')).toEqual({ area: 'laundry' });
    expect(whereOf('actually it is the bathroom')).toEqual({ room: 'bathroom' });
    expect(sinceIn('Sedan i går. Huvudnyckeln går bra')).toBe('Sedan i går');
    expect(accessIn('Sedan i går. Huvudnyckeln går bra')).toBe('Huvudnyckeln går bra');
    expect(sinceIn('asdf')).toBeUndefined();
    expect(accessIn('Det luktar starkt av gas')).toBeUndefined();
    expect(urgencyIn('inte akut')).toBe('Low');
    expect(urgencyIn('Akut!')).toBe('Urgent');
    expect(urgencyIn('hmm')).toBeUndefined();
  });

  it('the classifier is a reusable function of a description', () => {
    expect(classifyReport('Det luktar gas i köket')).toEqual({
      trade: 'plumber',
      priority: 'Urgent',
      hazards: ['gas'],
    });
    expect(classifyReport('The fridge is broken', 'no rush')).toEqual({
      trade: 'appliance',
      priority: 'Low',
      hazards: [],
    });
  });

  it('every quick reply is a valid answer to its question', () => {
    for (const lang of ['sv', 'en'] as const) {
      const chip = (k: string) => translate(lang, `assistant.chips.${k}`);
      for (const k of ['today', 'yesterday', 'fewDays', 'weeks', 'dontKnow'])
        expect(sinceIn(chip(k)), chip(k)).toBeTruthy();
      for (const k of ['masterKey', 'callFirst', 'atHome']) expect(accessIn(chip(k)), chip(k)).toBeTruthy();
      for (const k of ['urgent', 'high', 'normal', 'low']) expect(urgencyIn(chip(k)), chip(k)).toBeTruthy();
      expect(yesNo(chip('yesFile'))).toBe(true);
    }
  });

  it('the trade word lists remain the fallback', () => {
    expect(classifyTrade('Fläkten i badrummet låter')).toBe('ventilation');
    expect(classifyTrade('Something odd happened')).toBe('other');
  });
});

describe('writing', () => {
  const facts = {
    what: 'Det droppar från kranen i köket',
    more: [],
    room: 'kitchen' as const,
    placeLabel: 'Storgatan 1, Uppsala – Lgh 1101',
    since: 'I går',
    access: 'Huvudnyckel går bra',
    hazards: [],
    kindId: 'drippingTap',
    trade: 'plumber' as const,
    priority: 'Normal' as const,
    reporterLang: 'sv' as const,
  };

  it('a short natural title in the report language, no trade prefix', () => {
    expect(titleOf('sv', facts)).toBe('Droppande kran i köket');
    expect(titleOf('en', facts)).toBe('Dripping tap in the kitchen');
    expect(titleOf('sv', { ...facts, kindId: undefined })).toBe('Det droppar från kranen i köket');
    expect(titleOf('en', { ...facts, kindId: undefined, trade: 'electrician' })).toBe(
      'Electrical fault in the kitchen',
    );
  });

  it('a structured description in the report language', () => {
    const en = writeReport('en', facts);
    expect(en.whatBroke).toBe('Dripping tap in the kitchen');
    expect(en.description).toContain('Fault: Det droppar från kranen i köket.');
    expect(en.description).toContain('Place: Storgatan 1, Uppsala – Lgh 1101, the kitchen');
    expect(en.description).toContain('Since: yesterday');
    expect(en.description).toContain('Urgency: Normal – judged from the fault');
    expect(en.description).not.toContain('Access');
    expect(en.access).toBe('the master key is fine');
    const sv = writeReport('sv', { ...facts, hazards: ['water'], priority: 'Urgent' });
    expect(sv.description).toContain('Brådska: Akut – säkerhetsrisk (vattenläcka)');
    expect(sv.description).not.toContain('”');
  });

  it('human dates', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(humanDate('2026-11-25T08:00:00Z', 'sv', now)).toBe('i dag');
    expect(humanDate('2026-11-24T08:00:00Z', 'sv', now)).toBe('i går');
    expect(humanDate('2026-11-03T08:00:00Z', 'sv', now)).toBe('3 nov.');
    expect(humanDate('2026-11-03T08:00:00Z', 'en', now)).toBe('3 Nov');
    expect(humanDate('2025-03-03T08:00:00Z', 'en', now)).toBe('3 Mar 2025');
  });

  it('the best duplicate is the same kind of fault, never a closed one', () => {
    const report = (id: string, whatBroke: string, status = 'Open') =>
      ({ id, whatBroke, description: '', status, premisesId: 'x', created: '2026-11-20T00:00:00Z' }) as never;
    const q = { text: 'Det droppar från kranen i köket', kindId: 'drippingTap', room: 'kitchen' as const };
    const sink = report('a', 'Läckage under diskbänken');
    const tap = report('b', 'Droppande kran i köket');
    expect(bestDuplicate(q, [sink, tap])).toBe(tap);
    expect(bestDuplicate(q, [sink])).toBeUndefined();
    expect(bestDuplicate(q, [report('c', 'Droppande kran i köket', 'Closed')])).toBeUndefined();
  });
});

describe('answers', () => {
  it('language, yes / no and places by number or words', () => {
    expect(detectLanguage('Kranen läcker')).toBe('sv');
    expect(detectLanguage('The tap is leaking')).toBe('en');
    expect(detectLanguage('2')).toBeUndefined();
    expect(yesNo('Ja, skicka')).toBe(true);
    expect(yesNo('no thanks')).toBe(false);
    expect(yesNo('kanske')).toBeUndefined();
    const place = (label: string, designation: string): Place => ({
      propertyId: label,
      premisesId: designation,
      label,
      propertyLabel: label.split(' – ')[0]!,
      address: label.split(',')[0]!,
      designation,
      reportLanguage: 'sv',
      onCallPhone: null,
    });
    const options = [
      place('Storgatan 1, Uppsala – Lgh 1101', 'Lgh 1101'),
      place('Ågatan 2, Uppsala – Förråd 3', 'Förråd 3'),
    ];
    expect(matchPlace('2', options)).toBe(options[1]);
    expect(matchPlace('lgh 1101', options)).toBe(options[0]);
    expect(matchPlace('Uppsala', options)).toBeUndefined();
  });
});
