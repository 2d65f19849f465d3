import type { Priority, Trade } from '@app/contract';
import { normalise } from '../providers/builtin/text';
import { SMOKE_ALARM } from './hazard-words';

/**
 * Kinds of fault a dispatcher recognises: each gives the report its short title (assistant.kinds.*
 * in the catalogues), the trade, the usual priority, and "the same kind of fault" when looking for
 * duplicates. The first match wins, so the specific kinds come before the general ones.
 */
interface Kind {
  id: string;
  trade: Trade;
  priority: Priority;
  test: RegExp;
  /** The title names its place already ("Halka vid entrén"): no " i köket" after it. */
  placed?: boolean;
}

const k = (id: string, trade: Trade, priority: Priority, source: string, placed = false): Kind => ({
  id,
  trade,
  priority,
  test: new RegExp(source, 'u'),
  placed,
});

// "Not working" in both languages and common misspellings ("funkr", "fungerr", "trasi"). Also what
// makes a message about people a fault (understanding/conduct.ts).
export const BROKEN =
  '(funkar inte|funkar ej|funkr inte|fungerar inte|fungerar ej|fungerr inte|funkar int|går inte|slutat|trasig|trasigt|trasiga|trasi|sönder|paj|dött|död|startar inte|lagt av|not working|doesn t work|does not work|isn t working|won t|broken|stopped|dead|not turning on|out of order|doesnt work|broke|failed)';

export const KINDS: Kind[] = [
  k(
    'gas',
    'plumber',
    'Urgent',
    'gaslukt|gasläck|lukt\\p{L}*( \\p{L}+)? (av |på )?gas|doftar gas|smell\\p{L}* (of )?gas|gas (smell|leak)|leaking gas',
  ),
  k(
    'liftStuck',
    'elevator',
    'Urgent',
    '(hiss|lift|elevator).*(fast|instängd|mellan (två )?våning|stuck|trapped|between (two )?floors)|(fast|stuck|trapped).*(hiss|lift|elevator)',
    true,
  ),
  k(
    'sparks',
    'electrician',
    'Urgent',
    'gnist|spark|(uttag|kontakt|socket|outlet|plug|strömbrytare|switch)\\p{L}* .*(het|varm|smält|hot|melt|scorch)|(het|varm|varmt|hot|melted|scorched) (el)?(uttag|kontakt|socket|outlet|plug)|stöt|shock',
  ),
  // Before "fire": a smoke alarm that beeps is a battery, not smoke.
  k('smokeAlarm', 'electrician', 'Normal', SMOKE_ALARM),
  k(
    'burningSmell',
    'electrician',
    'Urgent',
    'lukt\\p{L}* bränt|bränd lukt|brandlukt|osar bränt|burning smell|smells? (of )?burn|burnt smell',
  ),
  k(
    'fire',
    'other',
    'Urgent',
    '(?<!\\p{L})(brand|brinner|eld|rök|röker|ryker|fire|smoke|smoking|flames)(?!\\p{L})',
  ),
  k(
    'sewage',
    'plumber',
    'Urgent',
    'avlopp\\p{L}*( \\p{L}+){0,3} (kommer|tränger|väller|bubblar|går) upp|bakåtflöde|avloppsvatten|svämmar över|sewage|sewer|backing up|overflowing|backed up',
  ),
  k(
    'ceilingLeak',
    'plumber',
    'Urgent',
    '(vatten|läcker|läckage|droppar|rinner)\\p{L}* (\\p{L}+ )?(från|genom|i|ur) taket|(leak|leaking|dripping|water)\\p{L}* (\\p{L}+ )?(from|through) the ceiling|ceiling (is )?(leaking|dripping)',
  ),
  k(
    'waterLeak',
    'plumber',
    'Urgent',
    'vattenläck|översvämn|forsar|sprutar|vatten (på|över hela) golvet|vatten rinner|rinner vatten|(rör|röret|ledning\\p{L}*) (har )?(spruckit|sprickit|brustit)|sprucket rör|flood|burst|water (is )?(pouring|gushing|everywhere|all over|spraying|coming)|water on the floor|water leak',
  ),
  k(
    'waterFound',
    'plumber',
    'High',
    '(?<!\\p{L})vatten (i|på) (källaren|golvet|väggen)|water in the (basement|cellar)|(damp|wet) (wall|floor|patch)|fuktfläck',
  ),
  k(
    'noHeat',
    'heating',
    'High',
    'ingen värme|värmen (har )?(gått|slutat|försvunnit|fungerar inte|funkar inte|är borta|har lagt av)|no heat|heating (is |has )?(off|out|stopped|gone|broken|not working|died)',
  ),
  k(
    'coldRadiators',
    'heating',
    'Normal',
    '(element|radiator|golvvärme|underfloor heating)\\p{L}* .*(kall|kalla|kallt|ljum|värmer inte|blir inte varm|cold|not warm|not heating|lukewarm|won t heat)|kallt i (lägenheten|rummet|sovrummet|hela)|(cold|freezing) in (the|my)|iskall|fryser|kallt inne|cold (flat|apartment)',
  ),
  k('radiatorLeak', 'heating', 'High', '(element|radiator)\\p{L}* .*(läck|dropp|leak|drip)'),
  k(
    'radiatorNoise',
    'heating',
    'Low',
    '(element|radiator)\\p{L}* .*(låter|knäpper|porlar|bubblar|noise|noisy|bang|gurgl)',
  ),
  k(
    'noHotWater',
    'plumber',
    'High',
    'inget varmvatten|inget varmt vatten|bara kallt vatten|varmvattnet (är borta|fungerar inte|funkar inte|har försvunnit)|no hot water|hot water (is )?(not working|gone|off)|only cold water',
  ),
  k('noWater', 'plumber', 'Urgent', 'inget vatten|vattnet är avstängt|no water|water (is )?(off|cut off)'),
  k(
    'lowPressure',
    'plumber',
    'Normal',
    '(lågt|dåligt) (vatten)?tryck|low (water )?pressure|weak (water )?pressure',
  ),
  k(
    'blockedToilet',
    'plumber',
    'High',
    '(toalett|toalet|toa|wc|toilet)\\p{L}* .*((?<!\\p{L})(stopp|stop)(?!\\p{L})|igensatt|spolar inte|går inte att spola|blocked|clogged|won t flush|not flushing|doesn t flush)|(stopp|igensatt|blocked|clogged) (i |in )?(toalett|toa|wc|the toilet|toilet)|toan är stopp',
  ),
  k(
    'runningToilet',
    'plumber',
    'Normal',
    '(toalett|toa|wc|toilet|cistern)\\p{L}* .*(rinner|går hela tiden|spolar hela tiden|running|keeps running|runs)|(rinner|running) .*(toalett|toilet)',
  ),
  k('toiletLeak', 'plumber', 'High', '(toalett|toa|wc|toilet)\\p{L}* .*(läck|leak)'),
  k(
    'blockedDrain',
    'plumber',
    'Normal',
    '((?<!\\p{L})(stopp|stop)(?!\\p{L})|igensatt|rinner inte undan|rinner dåligt|blocked|clogged|not draining|drains slowly|won t drain)|(avlopp|golvbrunn|drain)\\p{L}* .*(luktar|lukt|smell)|(luktar|lukt|smell\\p{L}*)( of)? (avlopp|drains?|sewage)',
  ),
  k(
    'sinkLeak',
    'plumber',
    'High',
    '(läck|dropp|vatten|blött|fukt|leak|drip|water|wet)\\p{L}* .*(under|i) (diskbänk|vask|handfat|diskho)\\p{L}*|(under|i) (diskbänk|vask|handfat)\\p{L}* .*(läck|dropp|vatten|blött)|(leak|drip|water|wet)\\p{L}* .*under the (kitchen )?sink',
  ),
  k(
    'drippingTap',
    'plumber',
    'Normal',
    '(kran|kranen|blandare|blandaren|duschblandare|tap|faucet|mixer)\\p{L}* .*(dropp|läck|rinner|går inte att stänga|drip|leak|running|won t turn off)|(dropp|läck|drip|leak)\\p{L}* .*(kran|blandare|tap|faucet)|droppande kran',
  ),
  k('showerLeak', 'plumber', 'High', '(dusch|badkar|shower|bath)\\p{L}* .*(läck|leak)'),
  k('tapBroken', 'plumber', 'Normal', `(kran|blandare|dusch|duschen|tap|faucet|shower)\\p{L}* .*${BROKEN}`),
  k(
    'powerCut',
    'electrician',
    'Urgent',
    'ingen ström|strömlös|strömmen (har )?(gått|är borta)|strömavbrott|no power|no electricity|power (cut|is out|outage|has gone)|lost power',
  ),
  k('fuse', 'electrician', 'High', '(?<!\\p{L})(säkring|propp|jordfelsbrytare|jordfel|fuse|breaker|trips)'),
  k(
    'socket',
    'electrician',
    'Normal',
    `(uttag|eluttag|kontakt|socket|outlet|power point)\\p{L}* .*${BROKEN}|${BROKEN} .*(uttag|socket|outlet)|(uttag|socket|outlet)\\p{L}* (is |är )?(loose|lös|hänger)`,
  ),
  k(
    'light',
    'electrician',
    'Normal',
    `(lampa|lampan|lamporna|belysning|armatur|ljus|ljuset|taklampa|light|lights|lamp|lighting|bulb)\\p{L}* .*(${BROKEN}|blinkar|flimrar|släckt|mörkt|flicker|out|off)|(mörkt|dark) (i|in)|(blinkar|flimrar|flicker)\\p{L}*`,
  ),
  k(
    'doorLock',
    'locksmith',
    'High',
    '(går inte (att )?låsa|kan inte låsa|låser inte|låses inte|går inte i lås|won t lock|can t (be )?lock|cannot (be )?lock|doesn t lock|will not lock)|(port|entré|ytterdörr|entrance|front door|main door|street door)\\p{L}* .*(går inte (att )?stänga|stängs inte|står öppen|won t close|will not close|stays open)',
  ),
  k(
    'lockedOut',
    'locksmith',
    'Urgent',
    'utelåst|låst ute|låst mig ute|kommer inte in|locked out|locked myself out|can t get in',
  ),
  k(
    'lostKey',
    'locksmith',
    'Normal',
    '(tappat|tappade|förlorat|borttappad|lost|lose)\\p{L}* .*(nyckel|nycklar|key|keys|tagg|bricka|fob)|(nyckel|nycklar|key|keys)\\p{L}* .*(tappat|borta|lost|missing)',
  ),
  k(
    'lock',
    'locksmith',
    'Normal',
    '(?<!\\p{L})((lås|låset|låscylinder|cylinder|nyckel|nyckeln|lock|key|tagg|fob)(?!\\p{L})|kodlås|porttelefon|entryphone|intercom|doorbell|dörrklocka)',
  ),
  k('liftBroken', 'elevator', 'High', '(?<!\\p{L})(hiss|hissen|hissar|lift|elevator)\\p{L}*', true),
  k(
    'fridge',
    'appliance',
    'High',
    '(?<!\\p{L})(kyl|kylen|kylskåp|kylskpet|kylskåpet|fridge|frige|fridg|refrigerator)\\p{L}*',
  ),
  k('freezer', 'appliance', 'High', '(frys|frysen|frysbox|freezer)\\p{L}*'),
  k('oven', 'appliance', 'Normal', '(ugn|ugnen|oven)(?!\\p{L})'),
  k(
    'stove',
    'appliance',
    'Normal',
    '(spis|spisen|spisplatta|plattan|plattorna|häll|hällen|induktion|stove|cooker|hob|hotplate)\\p{L}*',
  ),
  k(
    'washingMachine',
    'appliance',
    'Normal',
    '(tvättmaskin|tvättmaskinen|tvättmaskiner|washing machine|washer)\\p{L}*',
  ),
  k('dryer', 'appliance', 'Normal', '(torktumlare|torktumlaren|torkskåp|torkskåpet|dryer|tumble)\\p{L}*'),
  k('dishwasher', 'appliance', 'Normal', '(diskmaskin|diskmaskinen|dishwasher)\\p{L}*'),
  k('leak', 'plumber', 'High', 'läcker|läckage|läcka|(?<!\\p{L})leak|leaking|dripping|droppar'),
  k(
    'extractorFan',
    'ventilation',
    'Normal',
    '(köksfläkt|köksfläkten|spisfläkt|spisfläkten|cooker hood|extractor hood|range hood)\\p{L}*',
  ),
  k(
    'ventilation',
    'ventilation',
    'Normal',
    '(ventilation|ventil|ventilen|fläkt|fläkten|frånluft|luftflöde|imkanal|vent|fan|extractor|stuffy|unken|instängd luft|dålig luft|kondens|mögel|mould|mold|damp|fukt)\\p{L}*',
  ),
  k(
    'windowBroken',
    'glazier',
    'Normal',
    `(fönster|fönstret|ruta|rutan|fönsterruta|glas|glasdörr|window|pane|glass)\\p{L}* .*(krossa|spräck|sprucken|sprucket|spruckit|sönder|trasig|kross|broken|cracked|smashed|shattered)|(krossad|sprucken|trasig|broken|cracked|smashed|shattered) (fönster|ruta|fönsterruta|glas|window|pane|glass)`,
  ),
  k(
    'windowStuck',
    'carpentry',
    'Normal',
    '(fönster|fönstret|balkongdörr\\p{L}*|window)\\p{L}* .*(går inte att (öppna|stänga)|kärvar|stänger inte|won t (open|close)|stuck|drafty|draughty|drar|drag)',
  ),
  k('rats', 'pest-control', 'High', '(?<!\\p{L})(råtta|råttor|råttan|rat|rats)(?!\\p{L})'),
  k('mice', 'pest-control', 'Normal', '(?<!\\p{L})(mus|möss|mössen|mouse|mice)(?!\\p{L})'),
  k('cockroaches', 'pest-control', 'High', 'kackerlack|cockroach|roaches'),
  k('bedbugs', 'pest-control', 'High', 'vägglus|vägglöss|bedbug|bed bug'),
  k('wasps', 'pest-control', 'Normal', 'geting|wasp|hornet'),
  k('pests', 'pest-control', 'Normal', 'skadedjur|myror|silverfisk|pest|ants|silverfish|insekt|insects'),
  k(
    'ice',
    'groundskeeping',
    'High',
    'istapp|(?<!\\p{L})is (på|vid|utanför|framför)|(?<!\\p{L})(isigt|isig|halt|halka|halkigt|blankis)(?!\\p{L})|icicle|(?<!\\p{L})(ice|icy|slippery)(?!\\p{L})',
  ),
  k(
    'fallen',
    'groundskeeping',
    'High',
    '(takpann|takplåt|hängrän|stuprör|tegel|fasadplåt|roof tile|roof slate|gutter|branch|facade)\\p{L}* .*(ramlat|fallit|lossnat|trillat|fell|fallen|falling|loose|came down)|(ramlat|fallit|trillat) ner (från|vid|utanför)|fell (off|from) the (roof|building|facade)|nedfallen|nedfallet',
  ),
  k(
    'snow',
    'groundskeeping',
    'Normal',
    '(?<!\\p{L})(snö|snön|snöröj\\p{L}*|skotta\\p{L}*|plogat|snow|shovel\\p{L}*|gritting|sand\\p{L}*)(?!\\p{L})',
  ),
  k(
    'grounds',
    'groundskeeping',
    'Low',
    '(gräs|gräset|gräsmatta|träd|trädet|buske|buskar|häck|häcken|löv|rabatt|lekplats|gungan|sandlåda|grass|lawn|tree|hedge|bushes|leaves|playground|swing)\\p{L}*',
  ),
  k('graffiti', 'cleaning', 'Normal', 'klotter|klottrat|graffiti|tagging'),
  k(
    'cleaning',
    'cleaning',
    'Low',
    'smutsig|smutsigt|skräp|skräpigt|nedskräpat|städ|sopor|soporna|kräk|urin|kiss|dirty|rubbish|litter|trash|garbage|vomit|mess|filthy|unclean|bins|overflowing bins',
  ),
  k(
    'door',
    'carpentry',
    'Normal',
    '(dörr|dörren|garderobsdörr|skåpsdörr|door)\\p{L}* .*(kärvar|stänger inte|går inte att stänga|hänger|gångjärn|sned|skev|stuck|sticks|won t close|hinge|loose|sönder|trasig|broken)|gångjärn|hinge',
  ),
  k(
    'cupboard',
    'carpentry',
    'Low',
    '(skåp|skåpet|lucka|luckan|låda|lådan|garderob|bänkskiva|cupboard|cabinet|drawer|wardrobe|worktop|countertop)\\p{L}*',
  ),
  k(
    'floor',
    'carpentry',
    'Normal',
    '(golv|golvet|parkett|parketten|tröskel|list|listen|floor|floorboard|threshold|skirting)\\p{L}*',
  ),
  k(
    'stairs',
    'carpentry',
    'Normal',
    '(trappsteg|ledstång|räcke|räcket|handrail|railing|banister|step)\\p{L}*',
  ),
  k(
    'wallpaper',
    'painting',
    'Low',
    '(tapet|tapeten|tapeter|färg|färgen|flagnar|målning|måla|wallpaper|paint|peeling|flaking)\\p{L}*',
  ),
  k('garageDoor', 'other', 'Normal', '(garageport|garagedörr|garage door|bom|bommen|barrier)\\p{L}*'),
];

const RANK = { Low: 0, Normal: 1, High: 2, Urgent: 3 } as const;
const first = (t: string) => KINDS.find((kind) => kind.test.test(t));

/**
 * The kind of fault a text describes, or undefined. Two faults in one message ("kranen droppar och
 * toaletten är stopp"): each part is judged and the more urgent one decides.
 */
export function kindOf(text: string): Kind | undefined {
  const parts = text
    .split(/[.;!?\n]+|,\s+|\s+(?:och|and|samt|plus|also|även)\s+/u)
    .map(normalise)
    .filter(Boolean);
  let best: Kind | undefined;
  for (const part of parts) {
    const kind = first(part);
    if (kind && (!best || RANK[kind.priority] > RANK[best.priority])) best = kind;
  }
  return best ?? first(normalise(text));
}
export type { Kind };
