import { hazardClasses, sinceClasses } from '../../test/class-tables';
import type { HazardKey } from '../triage/hazards';

/**
 * The classes found by the second round of 2026-12-02 (a deaf tenant writing with sign-language
 * grammar, a 12-year-old home alone, an American in Fahrenheit, a Chilean welder), with
 * sentences written for this test and the near-misses each class must leave alone.
 */
const FOUND: [HazardKey, string][] = [
  // Verbs without endings: "komma upp", "rinna ut", "ligga framför", "gå inte stänga".
  ['sewage', 'badkar avlopp vatten komma upp brunt, lukt'],
  ['water', 'granne säga vatten rinna ut under diskmaskin, golv blött'],
  ['entranceFall', 'plåt från tak ligga framför port, vass'],
  ['doorLock', 'ytterdörr gå inte stänga, stå öppen'],
  ['doorLock', 'lägenhetsdörren går inte ens att stänga längre'],
  // Ice told bare; water told by where it runs.
  ['entranceFall', 'gång till porten is blank, sand ingen'],
  ['water', 'det rinner typ som en kran ner på golvet i hallen'],
  ['water', 'the pipe is spraying and it is running out onto the kitchen floor'],
  // Fahrenheit indoors, a smell like burnt, propane.
  ['noHeat', "the heat is out, it's 58 degrees in the living room"],
  ['fire', 'the stairwell smells like burnt plastic and looks hazy'],
  ['gas', 'strong whiff of propane behind the stove'],
  // A negation is a word of its own: "snö" holds no "no".
  ['entranceFall', 'snö och is ramla ner från taket vid porten'],
  // Someone's own stove smoking into the room is a fire, whatever burns in it.
  ['fire', 'kakelugnen ryker in i rummet när jag eldar, grått i hela stugan'],
];

const LEFT: [HazardKey, string][] = [
  // A negation after its noun, as sign language orders it.
  ['fire', 'brandvarnare blinka, ånga från pasta. rök ingen, lukt ingen'],
  // Flashing lamps of a deaf tenant's alarm are no sparks.
  ['sparks', 'dörrklocka blixtlampa blinka inte på natten'],
  // An alarm test, a static zap, a radiator burning hot, stuffy air.
  ['fire', 'the fire alarm went off this morning, a man said it was a test'],
  ['sparks', 'I get a little zap from the handrail, like static'],
  ['fire', 'the bathroom radiator is burning hot and will not turn down'],
  ['lockedIn', 'luften i mitt rum är jättetung och instängd'],
  // Food on the stove, a neighbour burning leaves.
  ['fire', 'brandlarmet tjöt när jag stekte fisk, inget brinner'],
  ['fire', 'luktar rök vid soptunnorna, nån som eldar löv på tomten bredvid'],
  // Glass of a cabinet or a peephole; a crack high up where nobody can fall.
  ['glass', 'the glass door of the kitchen cabinet cracked'],
  ['glass', 'glaset i titthålet på ytterdörren är spräckt'],
  ['glass', 'spricka i fönstret, vi bor på sjätte våningen så ingen kan ramla ut'],
  // A trash room door; a CO alarm asking for its battery.
  ['doorLock', 'the trash room door lock is broken, it will not lock'],
  ['carbonMonoxide', 'kolmonoxidvarnaren piper och displayen säger LOW BAT'],
  // An electric building: a rotten-egg smell at the drain is no gas.
  ['gas', 'rotten egg smell at the floor drain, no gas here, all electric, induction stove'],
];

hazardClasses('hazard classes of 2026-12-02, second round', FOUND, LEFT);

sinceClasses('since when, second round', [
  // A "now" that is a sentence of its own; forms without article or ending.
  ['vatten rinna från tak. golv blött. NU', 'NU', 0],
  ['lås rostig, nyckel vrida inte. sedan vecka', 'sedan vecka', 168],
  ['graffiti på port. sedan helg', 'sedan helg', 90],
  ['lukt konstig i trapphus, sedan halv timme', 'sedan halv timme', 0.5],
]);
