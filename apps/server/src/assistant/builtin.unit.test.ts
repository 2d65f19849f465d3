import { describe, expect, it } from 'vitest';
import { matchPlace, yesNo } from './providers/builtin/answers';
import { classifyPriority, classifyTrade, urgencyOf } from './providers/builtin/classify';
import { detectLanguage } from './providers/builtin/language';
import { writeReport } from './providers/builtin/report-writer';
import type { Place } from './types';

describe('built-in interviewer: word lists', () => {
  it.each([
    ['Kranen i köket läcker', 'plumber'],
    ['Det är stopp i avloppet', 'plumber'],
    ['Vattenläcka under diskbänken', 'plumber'],
    ['Säkringen har gått och inget uttag fungerar', 'electrician'],
    ['Lampan i trapphuset är trasig', 'electrician'],
    ['Jag har tappat min nyckel', 'locksmith'],
    ['Dörrlåset har gått sönder', 'locksmith'],
    ['Elementen är kalla', 'heating'],
    ['Fläkten i badrummet låter', 'ventilation'],
    ['Hissen har stannat', 'elevator'],
    ['Kylskåpet är varmt', 'appliance'],
    ['Tvättmaskinen startar inte', 'appliance'],
    ['En fönsterruta har spruckit', 'glazier'],
    ['The kitchen tap is leaking', 'plumber'],
    ['The toilet is blocked', 'plumber'],
    ['A fuse blew and the sockets are dead', 'electrician'],
    ['I am locked out, lost my key', 'locksmith'],
    ['The radiator is cold', 'heating'],
    ['The lift is stuck', 'elevator'],
    ['The fridge is broken', 'appliance'],
    ['Broken window in the bedroom', 'glazier'],
    ['Something odd happened', 'other'],
  ])('%s → %s', (text, trade) => {
    expect(classifyTrade(text)).toBe(trade);
  });

  it('priority: emergencies are Urgent, "not urgent" is Low, the answer decides otherwise', () => {
    expect(urgencyOf('Vattenläcka i badrummet')).toBe('Urgent');
    expect(urgencyOf('Vi har ingen värme')).toBe('Urgent');
    expect(urgencyOf('gas leak in the kitchen')).toBe('Urgent');
    expect(urgencyOf('no heat since Monday')).toBe('Urgent');
    expect(urgencyOf('det är inte akut')).toBe('Low');
    expect(urgencyOf('no rush')).toBe('Low');
    expect(urgencyOf('gärna idag')).toBe('High');
    expect(urgencyOf('hmm')).toBeUndefined();
    expect(classifyPriority('Översvämning i källaren', 'kan vänta')).toBe('Urgent');
    expect(classifyPriority('Kranen droppar', 'ingen brådska')).toBe('Low');
    expect(classifyPriority('Kranen droppar', 'vet inte')).toBe('Normal');
  });

  it('language: Swedish letters and words against English words', () => {
    expect(detectLanguage('Kranen läcker')).toBe('sv');
    expect(detectLanguage('det är trasigt')).toBe('sv');
    expect(detectLanguage('The tap is leaking')).toBe('en');
    expect(detectLanguage('yes')).toBe('en');
    expect(detectLanguage('ja')).toBe('sv');
    expect(detectLanguage('2')).toBeUndefined();
  });

  it('yes / no and places by number or words', () => {
    expect(yesNo('Ja, skicka')).toBe(true);
    expect(yesNo('yes please')).toBe(true);
    expect(yesNo('Nej')).toBe(false);
    expect(yesNo('no thanks')).toBe(false);
    expect(yesNo('kanske')).toBeUndefined();
    const place = (label: string, designation: string): Place => ({
      propertyId: label,
      premisesId: designation,
      label,
      address: label.split(',')[0]!,
      designation,
      reportLanguage: 'sv',
    });
    const options = [
      place('Storgatan 1, Uppsala – Lgh 1101', 'Lgh 1101'),
      place('Ågatan 2, Uppsala – Förråd 3', 'Förråd 3'),
    ];
    expect(matchPlace('2', options)).toBe(options[1]);
    expect(matchPlace('lgh 1101', options)).toBe(options[0]);
    expect(matchPlace('Ågatan', options)).toBe(options[1]);
    expect(matchPlace('Uppsala', options)).toBeUndefined();
    expect(matchPlace('9', options)).toBeUndefined();
  });

  it('writes the report in the report language and quotes the reporter', () => {
    const facts = {
      what: 'The kitchen tap is leaking',
      description: 'Water drips all the time',
      since: 'yesterday',
      urgency: 'quite soon',
      access: 'master key is fine',
      placeLabel: 'Storgatan 1, Uppsala – Lgh 1101',
    };
    const sv = writeReport('sv', facts, 'plumber', 'High');
    expect(sv.whatBroke).toBe('Rörmokare: The kitchen tap is leaking');
    expect(sv.description).toContain('Beskrivning: ”Water drips all the time”');
    expect(sv.description).toContain('Sedan när: ”yesterday”');
    expect(sv.description).toContain('Brådska: Hög – ”quite soon”');
    expect(sv.description).toContain('Tillträde: ”master key is fine”');
    const en = writeReport('en', facts, 'plumber', 'High');
    expect(en.description).toContain('Description: “Water drips all the time”');
    expect(en.description).toContain('Access: “master key is fine”');
  });
});
