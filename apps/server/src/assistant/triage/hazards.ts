import { HAZARD_KINDS, type HazardKind, type Priority, type Trade } from '@app/contract';
import { normalise } from '../providers/builtin/text';

/**
 * Situations a dispatcher acts on at once: the reporter gets immediate advice and the on-call
 * number in the first answer, and the report is never filed below `priority`, whatever the
 * reporter (or a model) says later. The kinds are the contract's (`HazardKind`).
 */
export const hazardKeys = HAZARD_KINDS;
export type HazardKey = HazardKind;

interface HazardRule {
  key: HazardKey;
  priority: Priority;
  /** The trade when the words name no better one ("det brinner" has no trade of its own). */
  trade: Trade;
  test: (t: string) => boolean;
}

const re = (source: string) => new RegExp(source, 'u');
type Test = RegExp | ((t: string) => boolean);
const any =
  (...tests: Test[]) =>
  (t: string) =>
    tests.some((p) => (p instanceof RegExp ? p.test(t) : p(t)));
const both = (a: RegExp, b: RegExp) => (t: string) => a.test(t) && b.test(t);

// Phrases that contain a hazard word without being one: a smoke alarm that beeps for a battery.
const NOT_HAZARD = re(
  '(brandvarnar|rökdetektor|rökvarnar|smoke (alarm|detector)|fire alarm|brandlarm)\\p{L}*( \\p{L}+){0,3} (piper|pip|beep|chirp)\\p{L}*',
);

const DOOR = re('(dörr|port|entré|ingång|door|entrance|gate)|(?<!\\p{L})(lås|låset|lock|the lock)(?!\\p{L})');
const CANNOT_LOCK = re(
  'går inte (att )?låsa|kan inte låsa|låser inte|låses inte|går inte i lås|inte går att låsa|won t lock|will not lock|can t (be )?lock|cannot (be )?lock\\p{L}*|doesn t lock|does not lock|not lock|wont lock|cant lock|unlocked',
);
// Any door that cannot be locked; an entrance door that will not even close.
const CANNOT_CLOSE = re(
  'går inte (att )?stänga|kan inte stänga|stängs inte|går inte igen|står öppen|won t close|will not close|stays open|doesn t close',
);
const ENTRANCE_DOOR = re(
  '(port|entré|ytterdörr|ingång|entrance|front door|main door|street door|building door)',
);

const GLASS = re('(glas|ruta|rutan|fönster|glass|window|pane)');
const BROKEN = re('(krossa|trasig|sönder|spräck|splittr|kross|broken|smashed|shattered|cracked)');
const GROUND = re(
  '(bottenvåning|entré|porten|port |ingång|markplan|gatuplan|nedervåning|trottoar|marken|gatan|trapphus|ground floor|entrance|street|pavement|sidewalk|lobby|front door|ground level|on the ground|glasdörr|glass door)',
);

// Ice is always a fall hazard outdoors; a fallen object is one at an entrance or from a roof.
const ICE = re(
  'istapp|isbildning|(?<!\\p{L})(isigt|isig|halt|halka|halkigt|blankis|ishalka)(?!\\p{L})|(?<!\\p{L})is (på|vid|utanför|framför)|icicle|(?<!\\p{L})(ice|icy|slippery)(?!\\p{L})',
);
const FALLEN = re(
  '(ramlat|fallit|rasat|trillat|lossnat|blåst) (ner|av|loss)|nedfallen|nedfallet|hänger löst|håller på att (falla|lossna)|(fell|fallen|falling|came loose|hanging loose|blown) (off|from|down)|fell|has fallen',
);
const OUTSIDE = re(
  'entré|porten|ingång|utanför|trottoar|gården|fasad|entrance|outside|front door|pavement|courtyard|facade',
);
const ROOF_PART = re('takpann|takplåt|hängrän|stuprör|fasadplåt|roof tile|roof slate|gutter|facade');
const ROOF_PART_FELL = re('(takpanna|takplåt|puts|gren|tegel)\\p{L}* (har )?(ramlat|fallit|lossnat|trillat)');

const RULES: HazardRule[] = [
  {
    key: 'gas',
    priority: 'Urgent',
    trade: 'plumber',
    test: any(
      re(
        'gaslukt|gasläck|gas lukt|lukt\\p{L}*( \\p{L}+)? (av |på )?gas(?!\\p{L})|doftar gas|känner gas|gas (smell|leak)',
      ),
      re('smell\\p{L}* (of )?gas(?!\\p{L})|leaking gas|gas is leaking|gasol'),
      // Described by what it smells or sounds like, beside a gas appliance or pipe.
      both(
        re(
          'ruttna ägg|ruttet ägg|svavel|rotten egg|sulphur|sulfur|(väser|pyser|fräser|visslar|hissing|hisses|hiss )|konstig lukt|stinker|strange smell|weird smell|odd smell|luktar konstigt|smells (weird|strange|funny|odd)',
        ),
        re('gas|spis|kokplatt|stove|cooker|hob|gasledning|gasrör|pipe|ledning|oven|ugn|panna|boiler'),
      ),
    ),
  },
  {
    key: 'carbonMonoxide',
    priority: 'Urgent',
    trade: 'other',
    test: any(
      re(
        'kolmonoxid|koloxid|carbon monoxide|(?<!\\p{L})co(2)?[ -]?(larm|varnare|detektor|mätare|alarm|detector|sensor|monitor)',
      ),
      both(re('(?<!\\p{L})co(?!\\p{L})'), re('larm|piper|tjuter|alarm|beep|going off|sounding')),
    ),
  },
  {
    key: 'fire',
    priority: 'Urgent',
    trade: 'other',
    test: any(
      re(
        '(?<!\\p{L})(brand|brinner|eld|elden|rök|röker|ryker|rökutveckling|brandlukt|brandrök)(?!\\p{L})|lukt\\p{L}* bränt|bränd lukt|luktar bränd|osar bränt',
      ),
      re('(?<!\\p{L})(fire|smoke|smoking|burning|flames)(?!\\p{L})|smells? burnt|burnt smell'),
    ),
  },
  {
    key: 'sparks',
    priority: 'Urgent',
    trade: 'electrician',
    test: any(
      re(
        'gnist|(uttag|kontakt|strömbrytare|elcentral|säkringsskåp)\\p{L}*( \\p{L}+){0,4} (het|hett|varm|varmt|smält|smälter)(?!\\p{L})',
      ),
      re('(het|varm|varmt|smält)\\p{L}* (el)?(uttag|kontakt|strömbrytare)|stöt av|fick en stöt|elchock'),
      re('spark|(socket|outlet|plug|switch|fuse box)\\p{L}*( \\p{L}+){0,4} (hot|melt|scorch)'),
      re('(hot|melted|melting|scorched) (socket|outlet|plug|switch)|electric shock|got a shock'),
      // Water reaching electrics is an electrical danger before it is a leak.
      both(
        re('vatten|blöt|fukt|läck|rinner|droppar|water|wet|leak|dripping|flood'),
        re(
          'elcentral|elskåp|säkringsskåp|proppskåp|elmätare|(el)?uttag|(?<!\\p{L})sladd|lampa|armatur|fuse ?box|electrical (cabinet|panel|box)|consumer unit|breaker|socket|outlet|light fitting',
        ),
      ),
    ),
  },
  {
    key: 'water',
    priority: 'Urgent',
    trade: 'plumber',
    test: any(
      re(
        'vattenläck|översvämn|svämmar|forsar|sprutar|fosar|vatten (på|över hela) golvet|vatten rinner|rinner vatten|(vatten|läcker|läckage|droppar) (\\p{L}+ )?(från|genom|i|ur) taket',
      ),
      re(
        '(röret|rör|ledningen) (har )?(sprickit|spruckit|gått sönder|brustit)|sprucket rör|läcker in (till|hos) grannen',
      ),
      re(
        'flood|burst|water (is )?(pouring|gushing|everywhere|all over|spraying|coming (in|through|down))|water on the floor|(leak|leaking|dripping|water) (\\p{L}+ )?(from|through) the ceiling|water leak',
      ),
    ),
  },
  {
    key: 'sewage',
    priority: 'Urgent',
    trade: 'plumber',
    test: any(
      re(
        'avlopp\\p{L}*( \\p{L}+){0,3} (kommer|tränger|väller|bubblar|går) upp|bakåtflöde|avloppsvatten|kommer upp (ur|i|från) (golvbrunn|avlopp|toalett)',
      ),
      re('(toalett|toa|wc)\\p{L}* svämmar|bajs|kiss på golvet'),
      re('sewage|sewer|(drain|toilet)\\p{L}* (is )?(backing up|overflowing|coming up)|backed up'),
    ),
  },
  {
    key: 'noHeat',
    priority: 'High',
    trade: 'heating',
    test: any(
      re(
        'ingen värme|värmen (har )?(gått|slutat|försvunnit|fungerar inte|funkar inte|är borta|har lagt av)|iskall|isande kallt|fryser',
      ),
      re('(?<![\\p{L}\\p{N}])(1[0-7]|[0-9]) ?(grader|degrees|c|°c)(?!\\p{L})'),
      re('no heat|heating (is |has )?(off|out|stopped|gone|broken|not working|died)|freezing'),
    ),
  },
  {
    key: 'liftStuck',
    priority: 'Urgent',
    trade: 'elevator',
    test: both(
      re('hiss(?!ing|ar |ande)|(?<!\\p{L})lift(?!ed|ing)|elevator'),
      re('fast|instängd|inlåst|mellan (två )?våning|stuck|trapped|between (two )?floors|shut in|locked in'),
    ),
  },
  {
    key: 'lockedIn',
    priority: 'Urgent',
    trade: 'locksmith',
    test: both(
      re(
        'barn|bebis|baby|bäbis|unge|ungen|dotter|son(en)?(?!\\p{L})|child|kid|toddler|daughter|(?<!\\p{L})son(?!\\p{L})|mormor|farmor|morfar|farfar|mamma|pappa|mother|father|grandma|grandpa|gammal|elderly|dement|(?<!\\p{L})hon(?!\\p{L})|(?<!\\p{L})han(?!\\p{L})|(?<!\\p{L})she(?!\\p{L})|(?<!\\p{L})he(?!\\p{L})|someone|någon',
      ),
      re(
        'inlåst|låst inne|låst in|låste in|instängd|stängd inne|kommer inte ut|kan inte ta sig ut|kan inte komma ut|locked (in|inside|herself|himself)|stuck inside|trapped|can ?t get out|cannot get out|shut in|utelåst (med|och)|locked out (with|and)',
      ),
    ),
  },
  {
    key: 'doorLock',
    priority: 'High',
    trade: 'locksmith',
    test: (t) => (DOOR.test(t) && CANNOT_LOCK.test(t)) || (ENTRANCE_DOOR.test(t) && CANNOT_CLOSE.test(t)),
  },
  {
    key: 'glass',
    priority: 'High',
    trade: 'glazier',
    test: (t) =>
      (GLASS.test(t) && BROKEN.test(t) && GROUND.test(t)) ||
      re(
        'glas(bitar|skärv|splitter)|(glas|glass) (på|on the) (marken|gatan|trottoaren|ground|pavement)|glassplitter|glass shards|shattered glass',
      ).test(t),
  },
  {
    key: 'entranceFall',
    priority: 'High',
    trade: 'groundskeeping',
    test: (t) =>
      ICE.test(t) || (FALLEN.test(t) && (OUTSIDE.test(t) || ROOF_PART.test(t))) || ROOF_PART_FELL.test(t),
  },
];

export interface HazardHit {
  key: HazardKey;
  priority: Priority;
  trade: Trade;
}

/** Every hazard the text describes, most serious first. */
export function detectHazards(text: string): HazardHit[] {
  const t = normalise(text).replace(NOT_HAZARD, ' ');
  return RULES.filter((r) => r.test(t)).map(({ key, priority, trade }) => ({ key, priority, trade }));
}

export const hazardPriority = (key: HazardKey): Priority => RULES.find((r) => r.key === key)!.priority;
export const hazardTrade = (key: HazardKey): Trade => RULES.find((r) => r.key === key)!.trade;
