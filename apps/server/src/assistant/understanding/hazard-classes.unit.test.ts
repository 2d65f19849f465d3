import { describe, expect, it } from 'vitest';
import { detectHazards, type HazardKey } from '../triage/hazards';
import { kindOf } from '../triage/kinds';
import { routineAlarm } from './floors';
import { judge } from './understand';

const rules = (text: string) => detectHazards(text).map((h) => h.key);

/**
 * Hazards by class of description, not by example (docs/ASSISTANT.md): each class with sentences
 * written for this test, in Swedish and English, and the near-misses it must leave alone.
 */
const FOUND: [HazardKey, string][] = [
  // Wires bared where a fitting or cover should be, or said to be live.
  ['sparks', 'lampan i källargången är borta och sladdarna hänger ut ur taket'],
  ['sparks', 'the plate came off the socket by the stairs and you can see the wires sticking out'],
  ['sparks', 'vägguttaget i hallen är trasigt, ledarna är strömförande'],
  // A shock, however it is told.
  ['sparks', 'my son got a little shock from the bathroom light switch'],
  ['sparks', 'fick en rejäl stöt när jag rörde vid spisen'],
  ['sparks', 'the socket behind the telly buzzes and goes warm'],
  // Gas told by a smell with words between, or by a struck match beside a gas cooker.
  ['gas', 'the landing smells quite strongly of gas this afternoon'],
  ['gas', 'det luktar väldigt mycket som gas i trappan'],
  ['gas', 'odd smell by the hob, a bit like a spent match, we cook on gas'],
  // Water on a floor, told by its amount or its unknown source.
  ['water', 'loads of water on the floor of the bike room, no idea from where'],
  ['water', 'det står vatten på golvet i tvättstugan, massa vatten överallt'],
  // Glass broken by something thrown, at ground level.
  ['glass', 'someone threw a brick through the glass at the main entrance'],
  // Ice on a ramp or a driveway; something fallen across the way in.
  ['entranceFall', 'blankt med is på uppfarten till garaget, bilarna slirar'],
  ['entranceFall', 'a tree came down in the storm and is lying right across the path to the entrance'],
  // A button pressed in a lift that is itself stuck: the lift is stuck, not the button.
  ['liftStuck', 'pressed the alarm button in the lift which is stuck between floors, my dad is inside'],
  ['liftStuck', 'tryckte på larmknappen i hissen som sitter fast mellan plan 3 och 4'],
  // "Knappt" is "barely", no button.
  ['liftStuck', 'det går knappt att andas, sitter fast i hissen'],
  // Carbon monoxide told by fumes and what they do, or fumes with an alarm sounding.
  ['carbonMonoxide', 'det luktar avgaser i tvättstugan bredvid garaget och jag blev yr och fick huvudvärk'],
  ['carbonMonoxide', 'exhaust fumes in the bike room and some box on the wall is beeping'],
  ['carbonMonoxide', 'dosan för koloxid vid pannan tjuter och pappa mår illa'],
  // Ice told by what it is like underfoot.
  ['entranceFall', 'the path to the front door is like an ice rink this morning'],
  ['entranceFall', 'trappan utanför porten blänker som glas, folk glider'],
  // Water welling or streaming over a floor.
  ['water', 'vattnet strömmar ut ur diskmaskinen och över hela köksgolvet'],
  ['water', 'water is streaming across the bathroom floor from behind the toilet'],
  // Smoke out of the cooker hood itself is a fire; cooking smoke the hood does not draw is not.
  ['fire', 'smoke is pouring out of the extractor hood above the cooker'],
  // Cracked glass about to fall out, wherever it is.
  ['glass', 'rutan i dörren till tvättstugan är sprucken och ser ut att släppa när som helst'],
  // A lock told formally or by its bolt: "icke längre i lås", "regeln går inte ut", a door left ajar.
  ['doorLock', 'entrédörren går sedan i morse icke längre i lås'],
  ['doorLock', 'ytterdörren går att vrida om men regeln går inte ut alls'],
  ['doorLock', 'the front door turns but the bolt just will not go out'],
  ['doorLock', 'porten glider inte igen och blir stående på glänt mot gatan'],
  // Sewage told by what rises in a toilet or drain.
  ['sewage', 'det stiger upp smutsigt vatten ur golvbrunnen när grannen spolar'],
  ['sewage', 'the drain in the bike room come up with toilet water'],
  // Something about to fall on people outside.
  ['entranceFall', 'a dead branch hangs over the footpath by the bins and could fall on someone'],
  // A cold flat told by its temperature in words; a person calling for help in a lift.
  ['noHeat', 'vi har bara fjorton grader inne i lägenheten'],
  ['liftStuck', 'my neighbour is in the lift between floors and calling for help'],
  // A strange smell beside a gas cooker; someone shut out in the cold; bared wires; low glass.
  ['gas', 'en underlig lukt i köket, vi har gasspis'],
  ['lockedIn', 'dörren slog igen bakom mig och jag står ute på balkongen med bebisen i minusgrader'],
  ['sparks', 'kupan har ramlat av och sladdarna hänger rakt ut ur väggen i förrådsgången'],
  ['glass', 'källarfönstret i marknivå är krossat där barnen leker'],
  // What comes back up a drain with words between ("kommer tillbaka upp", "kommer det upp").
  ['sewage', 'när grannen spolar kommer det tillbaka upp i vår toalettstol'],
  ['sewage', 'det kommer sakta upp smutsvatten ur golvbrunnen i tvättstugan'],
  // Kept out by a lock that will not turn, with a danger outside.
  ['lockedIn', 'kan inte komma in, nyckeln vrids inte i låset och det är minus femton ute med bebisen'],
  ['lockedIn', "can't get in, the key won't turn in the lock and my baby is asleep in the car in the cold"],
  // The building's back door, told by where it is, that will not close.
  ['doorLock', 'dörren på baksidan mot parkeringen går inte att stänga längre'],
  ['doorLock', 'the back door of the building stays open, the closer is broken'],
  // A temperature told for outdoors is the cold that makes no heat urgent, not a warm room.
  ['noHeat', 'minus 20 grader ute och ingen värme inne, elementen iskalla'],
  ['noHeat', 'no heat in the whole flat and it is -20 degrees outside'],
  // A glass door that is the way in stays glass at an entrance.
  ['glass', 'glasdörren in till trapphuset är spräckt'],
];

const NOT_FOUND: string[] = [
  // A smoke alarm set off by steam or asking for its battery; a spent carbon monoxide alarm.
  'röklarmet går igång varje gång någon duschar, ångan kommer ut i hallen. det brinner inte',
  'the fire alarm in the kitchen goes off whenever the kettle boils, nothing is burning',
  'the smoke detector upstairs gives one little chirp now and then, low battery I guess',
  'the carbon monoxide detector shows end of life on its display, please replace it',
  // Smoke from someone's grill.
  'det luktar rök på balkongen, grannen under grillar varje kväll',
  // A lift button stuck in is no person stuck.
  'the button for floor 2 in the lift is stuck in and has to be pressed hard',
  'the lift button is stuck',
  'knappen till plan 3 i hissen sitter fast',
  // Wet leaves are slippery, not ice; a branch on a lawn blocks nobody.
  'löven på gångvägen är hala när det regnar, kan ni sopa',
  'a big branch fell off the oak onto the lawn in the courtyard overnight',
  // Misted windows, and a slow drain leaving a pool, are no flood.
  'fönstren är immiga varje morgon och vatten rinner ner på fönsterbrädan',
  'the shower drain is slow, there is 3 cm of water standing after every shower',
  // A rotten-egg smell at a drain with an electric cooker, said not to be gas.
  'luktar ruttna ägg från golvbrunnen, vi har elspis så det är inte gas',
  // Smoke that is steam from a shower, or cooking a hood does not draw; an alarm set off by toast.
  'det ryker ur badrummet efter varje dusch, ångan blir kvar för fläkten är död',
  'the cooker hood pulls nothing, the smoke from frying hangs in the kitchen',
  'burnt the toast and set off the smoke alarm, all fine now',
  // Water running on the inside of a window is condensation; a little water on a floor is no flood.
  'vatten rinner på insidan av rutan varje morgon i sovrummet',
  'diskmaskinen läcker lite på golvet när den kör, inte mycket',
  // A carbon monoxide alarm named by what it warns of, asking for its battery.
  'larmet för kolmonoxid i hallen piper kort varannan minut och på displayen står det byt batteri',
  // Smoke named next to the alarm that went off: not a fire when the alarm's own name is all.
  'brandvarnaren tjöt av ångan från duschen',
  // A blocked toilet whose water rises to the rim, a smell rising from a drain: no sewage coming up.
  'toaletten är stopp och vattnet stiger upp till kanten när man spolar',
  'a bad smell come up from the kitchen drain, it drains slowly',
  // Someone in the lift is no one stuck; marker on the lift's walls is no hazard.
  'somebody wrote with marker on the walls in the lift',
  // Brown water from a tap is old pipes, not sewage; the water that comes up is said not to.
  'vattnet från köksblandaren är brunt de första sekunderna på morgonen',
  'brown water coming out of the bathroom tap after the works in the street',
  'vattnet kommer inte upp i duschen längre, det rinner undan bra nu',
  // A lift's own door, even on the entrance floor, is the lift's fault, not a door left open.
  'hissdörren på entréplan går inte att stänga, den studsar upp igen',
  // A shower's glass door is inside the home, not glass at an entrance.
  'the glass door of my shower cracked right across when I closed it',
  'duschväggens glasdörr har en lång spricka nertill',
  // Neighbours who smoke make smoke people make, not a fire.
  'the people next door smoke on their balcony and it drifts into our bedroom',
  // Cool, but above the rubric's line: no home without heat.
  'radiators only lukewarm all week, the thermometer in the living room says 19 degrees',
];

describe('hazard rules by class', () => {
  it.each(FOUND)('finds %s in: %s', (key, text) => {
    expect(rules(text)).toContain(key);
  });

  it.each(NOT_FOUND)('finds none in: %s', (text) => {
    expect(rules(text)).toEqual([]);
  });

  it('keeps a carbon monoxide warning that a smoke alarm words while it beeps', () => {
    expect(rules('brandvarnaren säger kolmonoxid och piper hela tiden')).toContain('carbonMonoxide');
    expect(routineAlarm('brandvarnaren säger kolmonoxid och piper hela tiden')).toBe(false);
  });

  it('files a smoke alarm however it is written as the alarm, not as a fire', () => {
    expect(kindOf('rök larmet i hallen piper hela tiden')?.id).toBe('smokeAlarm');
  });

  it('lets neither rule nor model be sure of a routine alarm or an explained smoke', () => {
    expect(routineAlarm('the fire alarm went off from the steam of the kettle again')).toBe(true);
    expect(routineAlarm('CO-larmet visar att batteriet är slut')).toBe(true);
    expect(routineAlarm('the co alarm keeps beeping and I feel dizzy')).toBe(false);
    for (const text of [
      'smoke drifting in from the restaurant pizza oven next door, please talk to them',
      'the co alarm display says END and it chirps, I think it is just old',
      // The reporter says nobody is in danger, or the kind's facts are missing: the model is not sure.
      'locked myself out but I am at my sister’s, no danger at all, can someone bring a key tomorrow',
      'en gren har blåst ner i sandlådan på lekplatsen, ingen har skadats',
      'det luktar avlopp från golvbrunnen, inget kommer upp, bara lukten',
      'there is dog mess right outside the entrance door and people walk it in',
    ])
      expect(judge(text).hazards).toEqual([]);
  });

  it('files a hazard every writer gives one trade under that trade, whatever else is named', () => {
    expect(judge('the landing by the lift smells very strongly of gas this evening').trade).toBe('plumber');
    expect(judge('min granne sitter fast i hissen mellan plan 3 och 4').trade).toBe('elevator');
    // Water at a lamp is not pinned to one trade by the rule: the writers split between the
    // plumber and the electrician, and the model reads which.
    expect(['plumber', 'electrician']).toContain(
      judge('water is coming through the ceiling lamp in the hall right now').trade,
    );
  });
});
