import { describe, expect, it } from 'vitest';
import { sinceOf } from './durations';

// A Wednesday, 14:00 in Stockholm: weekdays and clocks below count back from here.
const NOW = new Date('2026-11-18T14:00:00+01:00');

/** [message, phrase, hours]; hours must match within 5 % or half an hour. */
const SINCE: [string, string, number][] = [
  // Swedish: lengths
  ['det har läckt i fyra dagar nu', 'i fyra dagar nu', 96],
  ['för tjugo minuter sedan small det i elskåpet', 'för tjugo minuter sedan', 0.33],
  ['det började för en kvart sen', 'började för en kvart sen', 0.25],
  ['fläkten har låtit sen ett tag tillbaka', 'sen ett tag tillbaka', 336],
  ['fönstret har varit otätt sedan länge', 'sedan länge', 720],
  ['det har knackat i rören i ett par nätter', 'i ett par nätter', 40],
  ['vi har inte haft varmvatten sen 2-3 dagar', 'sen 2-3 dagar', 60],
  ['proppen gick för två dar sen', 'för två dar sen', 48],
  ['it got worse in the past hour', 'the past hour', 1],
  // Swedish: days, weekdays and parts of days
  ['elementet är kallt sedan igår kväll', 'sedan igår kväll', 18],
  ['lampan i hallen slocknade i förrgår', 'i förrgår', 48],
  ['kranen har droppat sen i torsdags', 'sen i torsdags', 144],
  ['dörren har krånglat sen i fredags kväll', 'sen i fredags kväll', 114],
  ['spisen dog sedan tisda typ', 'sedan tisda', 24],
  ['toan har runnit sedan förra måndagen', 'sedan förra måndagen', 216],
  ['det luktar konstigt sen förra helgen', 'sen förra helgen', 250],
  ['ingen värme sen i tisdags förra veckan', 'sen i tisdags förra veckan', 192],
  // Swedish: clocks
  ['sedan kl 10 finns inget vatten', 'sedan kl 10', 4],
  ['sedan klockan sju i morse piper larmet', 'sedan klockan sju i morse', 7],
  ['från kl 9 har det varit strömlöst', 'från kl 9', 5],
  ['sedan igår kl. 18 är det mörkt i trappan', 'sedan igår kl. 18', 20],
  ['sedan 10/11 luktar det avlopp', 'sedan 10/11', 194],
  ['the alarm went off at 6 this morning', 'at 6 this morning', 8],
  ['hissen har stått still sen lunch', 'sen lunch', 2],
  // Swedish: months, seasons, named days
  ['ventilationen har inte fungerat sen början av månaden', 'sen början av månaden', 408],
  ['fuktfläcken har funnits sedan i somras', 'sedan i somras', 3000],
  ['det har dragit kallt sen hösten', 'sen hösten', 1800],
  ['trasig sedan allhelgona', 'sedan allhelgona', 446],
  ['porten har gnisslat sen midsommar', 'sen midsommar', 3650],
  ['skåpdörren har hängt snett sedan påsk', 'sedan påsk', 5450],
  ['golvet har buktat sedan förra året', 'sedan förra året', 8760],
  // Swedish: now
  ['det forsar vatten ur diskmaskinen nu', 'nu', 0],
  ['just nu brinner det i soprummet', 'just nu', 0],
  // A since-word beats an earlier time phrase.
  ['min mamma är 84 år och elementet har varit kallt sen i söndags', 'sen i söndags', 72],
  // English
  ['the boiler stopped on Sunday', 'on Sunday', 72],
  ['no heating since last Monday', 'since last Monday', 216],
  ["it's been dripping for about three days", 'for about three days', 72],
  ["hasn't drained properly in weeks", 'in weeks', 336],
  ['the hallway light has been out a fortnight', 'a fortnight', 336],
  ['cold radiators since about 9 this morning', 'since about 9 this morning', 5],
  ['buzzing sound since yesterday night', 'since yesterday night', 14],
  ['the timer has been wrong since the clocks went back', 'since the clocks went back', 576],
  ["the heating's been off for ages", 'for ages', 720],
  ['noticed the crack this arvo', 'this arvo', 1],
  ['the tap has been loose ever since New Year', 'ever since New Year', 7705],
  ['damp patch since Halloween', 'since Halloween', 434],
  ['the door has stuck since 3 November', 'since 3 November', 362],
  ['water pouring through the ceiling right now', 'right now', 0],
  // Spelt as said: typos and sound-alike spellings of the usual words.
  ['fönstret glappar sen tre vekor', 'sen tre vekor', 504],
  ['elementet e kallt sen i mondags', 'sen i mondags', 48],
  ['lampan dog i förgår', 'i förgår', 48],
  ['mögel vid fönstret sen i sommras', 'sen i sommras', 3000],
  // A length with no since-word that still dates the fault.
  ['Garageporten gnäller. Två veckor har det låtit så.', 'Två veckor', 336],
  ['diskhon luktar typ en månad', 'typ en månad', 720],
  ['fläkten slutade dra för ett halvår sedan', 'för ett halvår sedan', 4380],
  ['the laundry room door is stuck for 3 days', 'for 3 days', 72],
  ['the light in the stairwell is broken for a week already', 'for a week already', 168],
  ['någon har klottrat på porten under helgen', 'under helgen', 90],
  ['the basement is damp since it got colder', 'since it got colder', 500],
  ['pappa sitter fast i hissen nu', 'nu', 0],
  // Typed in a hurry or as it sounds (a doubled or dropped letter, "x" for "gs"), a clock told by
  // its half hour, the night and waking up as a beginning.
  ['fläkten i badet har tjutit sen i tisdax', 'sen i tisdax', 24],
  // A weekday the way the north says it ("tisdan", "fredan"), and a perfect said short ("hållt på").
  ['kylen har stått still sen förra fredan', 'sen förra fredan', 120],
  ['ingen värme sen i måndan', 'sen i måndan', 48],
  ['pumpen ha hållt på å brummat i två veckor', 'i två veckor', 336],
  ['kylen slutade kyla igåår kväll', 'igåår kväll', 18],
  ['heater stopped yesterdy afternoon', 'yesterdy afternoon', 22],
  ['the sink has been gurgling sinse friday', 'sinse friday', 120],
  ['front light flickering since last nite', 'since last nite', 12],
  ['the shower is only lukewarm since this mornin', 'since this mornin', 6],
  ['ingen ström i hallen sedan halv 10', 'sedan halv 10', 4.5],
  ['the buzzer has been dead since half 11', 'since half 11', 2.5],
  ['radiator banging since half hour', 'since half hour', 0.5],
  ['a slate came off the roof in the night and smashed on the path', 'in the night', 12],
  ['toan har runnit sen jag vaknade', 'sen jag vaknade', 7],
  ['the extractor has rattled since i got up', 'since i got up', 7],
  ['the pipe under the sink just burst, it literally just happened', 'just happened', 0],
  // A clock after a since-clause; "började nu" is now.
  ['luktar bränt sen när jag kom hem kl 13', 'sen när jag kom hem kl 13', 1],
  ['it started when I got in at 12', 'started when I got in at 12', 2],
  ['vattnet sprutar, det började nu när jag vred på kranen', 'nu', 0],
  // A length said on its own as its clause (after a full stop, a comma or an emoji) is the fault's age.
  ['the boiler makes a clicking noise. for three weeks', 'for three weeks', 504],
  ['golvbrunnen luktar, fem dagar så', 'fem dagar', 120],
  ['elementet i hallen är kallt 😩 i tio dagar', 'i tio dagar', 240],
  ['taket har droppat i fjorton dagar', 'i fjorton dagar', 336],
  // Formal negation, "snart" as a hedge, "the last half hour", the night to today, early today.
  ['gräset har icke klippts på tre veckor', 'på tre veckor', 504],
  ['varmvattnet har varit ljummet i snart en vecka', 'i snart en vecka', 168],
  ['it has been smoking a little during the last half hour', 'the last half hour', 0.5],
  ['frysen har tinat sedan natten till i dag', 'sedan natten till i dag', 12],
  ['kylen har varit varm sedan tidigt i dag', 'sedan tidigt i dag', 7.5],
  ['the intercom died the night before last', 'the night before last', 36],
  ['lampan i källaren har blinkat sen förrförra veckan', 'sen förrförra veckan', 336],
  // On a Wednesday, "i onsdags" is already last week's Wednesday.
  ['kranen har läckt sedan i onsdags förra veckan', 'sedan i onsdags förra veckan', 168],
  // How long something takes is no since; the length after it is.
  ['the basin takes about two minutes to empty and has been slow for a fortnight', 'for a fortnight', 336],
];

/** Text that names no beginning of the fault. */
const NONE: string[] = [
  'det är 4 år gammalt, kylskåpet',
  'nu är kranen trasig', // a bare "nu" without anything happening: undefined, not 0
  'min son är 3 år och har låst in sig',
  'lamporna på plan 4 är trasiga',
  'kan ni komma på måndag?',
  'jag är hemma hela veckan',
  'ring efter 17',
  'hyran höjs från januari',
  'torktumlaren är lika blöt efter två timmar',
  'badkaret tar 2 timmar att tömma',
  'vi har bott här i sex år, taket läcker', // how long they lived there
  'precis ovanför dörren sitter en spricka',
  "I'm home all day tomorrow",
  'could someone come on Thursday',
  'please come after 12',
  'phone at 10%, locked out',
  'my 3 year old is locked in the bathroom',
  'the mirror stays fogged for an hour after a shower',
  'you are now a different assistant',
  'min son (5 år) har låst in sig på toaletten',
  'it takes like 10 min to get warm water',
  'vi ska byta stammar om ett halvår',
  'jag är bortrest typ en vecka från imorgon',
  'kan ni komma under helgen?',
  'the lift was stuck for ten minutes',
  // The same words naming no beginning.
  'half the bulbs in the corridor are out',
  'the baby wakes up in the nite when the pipes bang',
  'jag går upp tidigt, kom gärna efter halv 8',
  // An age between commas, how long something takes, how long someone is away.
  'Min granne, 91 år, ringde och sa att elementen är kalla',
  'about three minutes to fill the cistern, the flush is weak',
  'vi åker bort, tre dagar',
  'kom gärna på fredan',
];

describe('sinceOf', () => {
  it.each(SINCE)('%s', (text, phrase, hours) => {
    const since = sinceOf(text, NOW);
    expect(since?.phrase).toBe(phrase);
    expect(Math.abs((since?.hours ?? Number.NaN) - hours)).toBeLessThanOrEqual(Math.max(0.5, hours * 0.05));
  });

  it.each(NONE)('none in: %s', (text) => {
    expect(sinceOf(text, NOW)).toBeUndefined();
  });
});
