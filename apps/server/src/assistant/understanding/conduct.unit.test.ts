import { describe, expect, it } from 'vitest';
import { conductMatter } from './conduct';
import { judge } from './understand';

/** What people do, with nothing broken: a matter for the office (sentences written for this test). */
const CONDUCT: string[] = [
  'the lads next door have the bass going till 2 every night, can you send them a warning',
  'grannarna ovanför dammsuger och flyttar möbler mitt i natten',
  'somebody has parked a van across the path to the bike shed again',
  'någon har parkerat på min bilplats tre dagar i rad nu',
  'the woman below smokes on her balcony and it all drifts up into our bedroom',
  'grannen grillar på balkongen varje kväll och röken kommer in, är det ens tillåtet?',
  'kan ni prata med dem i 1204, de spelar hög musik varje helg',
  'what time does the laundry room open on sundays?',
  // Fault words only as whole words: "o'clock" has no lock, "he won't listen" is a person, "blocks" is
  // no blocked drain, "kallar" no cold, "stoppar" no blockage, "fans" and "event" no ventilation.
  "the people upstairs play loud music every night until 3 o'clock, can you do something",
  "the guy next door has parties every weekend and he won't listen, can you talk to him?",
  'some guy keeps parking his van on the footpath outside our door and it blocks the whole way',
  'grannen kallar mig saker och spelar hög musik, kan ni prata med honom',
  'grannen stoppar sina grejer i cykelrummet, kan ni prata med dem',
  'the neighbours are football fans and shout every night, can you talk to them',
  'the neighbours had an event on saturday with loud music until 4',
  // Nothing but a wish to be called.
  'ring mig snälla 070-000 11 22',
  'call me back asap',
  // Questions of permission or procedure, with nothing broken (or breaking only "if").
  'får jag sätta upp hyllor i vardagsrummet själv?',
  'may I put up a shelf in the hallway myself?',
  'how can I get an extra key tag for my son?',
  'vem ska jag ringa om något går sönder på natten?',
  'is there a fee for a new parking permit?',
];

/** The same people and places with something broken: a fault. */
const FAULTS: string[] = [
  'the neighbour upstairs says water is dripping through their floor into my kitchen',
  'grannens fläkt låter hela natten genom väggen, det är ventilationen som brummar',
  'the car park barrier is broken and stays up',
  'grannen under har sagt att det droppar från mitt badrum',
  'kan ni skicka någon innan vi öppnar, elementen är kalla',
  'the door to the bin room will not lock and people from the street leave rubbish',
  // The same fault words as whole words or word stems.
  'the neighbours say the vents in the stairwell are blocked, can you talk to them',
  'the neighbour says our bathroom fan won t switch off at night',
];

describe('matters of conduct, not faults', () => {
  it.each(CONDUCT)('is a matter for the office: %s', (text) => {
    expect(conductMatter(text)).toBe(true);
    expect(judge(text).category).toBe('nonfault');
  });

  it.each(FAULTS)('is a fault: %s', (text) => {
    expect(conductMatter(text)).toBe(false);
    expect(judge(text).category).toBe('fault');
  });

  it('keeps a hazard a fault even when a neighbour is named', () => {
    expect(
      judge('the neighbour below is not answering and there is smoke coming out under his door').category,
    ).toBe('fault');
  });
});
