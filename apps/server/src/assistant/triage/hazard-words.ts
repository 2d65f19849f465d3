import { fold } from '../understanding/fold';

/**
 * The word patterns the hazard rules combine (hazards.ts). They run on `fold`ed text: lower case,
 * punctuation as spaces ("can't" is "can t"), diacritics folded, so a message typed without å, ä
 * and ö ("oversvamning i tvattstugan") reads as one typed with them. The patterns are written with
 * their diacritics and folded the same way. A pattern names the class of description it stands
 * for, not an example: a stem where Swedish compounds ("golvbrunnen", "duschbrunn"), a word
 * boundary where a short stem would catch other words ("spark" in "sparkat", "läck" in "släckt").
 */
const folded = (source: string) => source.normalize('NFKD').replace(/\p{M}/gu, '');
export const re = (source: string, flags = 'u') => new RegExp(folded(source), flags);
/** Text as the rules read it. */
export const ruleText = fold;

/** A test passes when any of its parts does; `both` when each of two does. */
export type Test = RegExp | ((t: string) => boolean);
export const any =
  (...tests: Test[]) =>
  (t: string) =>
    tests.some((p) => (p instanceof RegExp ? p.test(t) : p(t)));
export const both = (a: Test, b: Test) => (t: string) => any(a)(t) && any(b)(t);

/** A word boundary before a stem ("läck" but not "släckt"), and after a word ("lock" but not "locker"). */
export const B = '(?<!\\p{L})';
export const E = '(?!\\p{L})';

/** A smoke or fire alarm, the device itself (triage/kinds.ts files it as such, not as a fire). */
export const SMOKE_ALARM =
  '(brandvarnar|brand varnar|rökdetektor|rökvarnar|röklarm|rök larm|(smoke|rök)( co| and co| kolmonoxid)?( combination| kombi\\p{L}*)? (alarm|detector|detektor)|fire alarm|brandlarm|brand larm)';
// A smoke alarm that beeps for its battery or went off at the cooker, the kettle's steam or the
// shower (told either way round: "the toast set the alarm off") is a fault, not a fire; a carbon monoxide alarm that says its battery or its life is at an
// end likewise. A lift button stuck in is no person stuck.
const ALARM_CAUSE =
  '(batteri|battery|toast|matlagning|cooking|ånga|ångan|steam|vattenkok|vatten kok|kettle|dusch|shower|bastu|sauna|test|testing|provlarm|övning|drill)';
const CO_NAME = '(co|kolmonoxid|koloxid|kolos|carbon monoxide)';
const CO_ALARM = `(${CO_NAME}( ?(larm|varnare|alarm|detector|detektor|sensor|dosa)\\p{L}*)|(dosa|larm|varnare|alarm|detector|sensor)\\p{L}*( \\p{L}+){0,2} (för|for|mot|against) ${CO_NAME}${E})`;
const CO_SPENT =
  '(batteri\\p{L}*|battery|end of life|(says|shows|visar|display\\p{L}*) (\\p{L}+ )?end|low bat\\p{L}*|lo bat\\p{L}*|(står|visar|säger|reads) (det )?end(?!\\p{L})|lågt batteri|replace by|byt\\p{L}* före|utgång\\p{L}*|expired|för gammal|too old|just old)';
// The words between may not name a danger: "brandlarmet säger kolmonoxid och piper" is no battery.
const DANGER = '(kolmonoxid|koloxid|carbon|co|rök|smoke|brinner|fire|eld|flames)(?!\\p{L})';
const [W8, W14, W16] = [8, 14, 16].map((n) => `( (?!${DANGER})[\\p{L}\\p{N}]+){0,${n}}`);
const ROUTINE = `${SMOKE_ALARM}\\p{L}*(${W8} (piper|pip|piep|bip|beep|peep|chirp)\\p{L}*|${W14} ${ALARM_CAUSE}\\p{L}*)|${ALARM_CAUSE}\\p{L}*${W8} ${SMOKE_ALARM}\\p{L}*|${CO_ALARM}${W16} ${CO_SPENT}`;
/** A smoke alarm asking for its battery or set off by steam, a carbon monoxide alarm worn out. */
export const ROUTINE_ALARM = re(ROUTINE);
// Up to seven words of one clause about a thing: no new clause, no person ("the button … and a child
// is stuck"), and no lift that could be what is stuck ("pressed the button, the lift is stuck"). The
// lift may stand as the button's place ("the button in the lift is stuck in"), unless a clause of its
// own follows ("larmknappen i hissen som sitter fast": the lift is stuck, not the button).
const LIFT = '(lift|elevator|hiss)\\p{L}*';
const LIFT_PLACE = `(i|in|inside|på|of|för|for) (the )?${LIFT}${E}(?! (som|which|that|where|där)${E})`;
const SAME_CLAUSE = `( (${LIFT_PLACE}|(?!(and|och|men|but|someone|somebody|någon|nån|person|kid|child|barn|jag|vi)${E}|${LIFT})[\\p{L}\\p{N}]+)){0,7}`;
// A button by itself or in a compound ("larmknappen", "hissknapp"), not "knappt" (barely).
const BUTTON = `(knapp|knappen|knappar|knapparna|buttons?)${E}`;
const IGNITION =
  '(innan|tills|before|until) (\\p{L}+ ){0,2}(eld|elden|lågan|flamma|flamman|flame)\\p{L}* (kommer|tänds|tar|catches|lights|comes)';
const DISPELLED =
  '(rädd|trodde|thought|afraid|worried|feared) (att )?(det|it) (var|är|was|is|might be|could be|were) (\\p{L}+ ){0,2}(gas|rök|brand|fire|smoke)\\p{L}* (\\p{L}+ ){0,4}(men|but) ';
const RADIATOR_TEMPERATURE =
  '(radiator|element)\\p{L}* (\\p{L}+ ){0,4}\\d+( \\d)? ?(c|grader|degrees) (at the top|at the bottom|upptill|nedtill|på toppen|top|längst upp)';
// A static zap, a radiator "burning hot", stuffy air ("luften är instängd"): no shock, fire or person shut in.
const LOOKALIKE_WORDS =
  '(zap|shock|stöt|zapp)\\p{L}* (\\p{L}+ ){0,4}(static|statisk\\p{L}*)|static (shock|electricity|zap)|statisk elektricitet|burning hot|brännhet\\p{L}*|(luft|luften|air)\\p{L}* (\\p{L}+ ){0,3}instängd|instängd (luft|lukt)';
export const NOT_HAZARD = re(
  `${ROUTINE}|${IGNITION}|${DISPELLED}|${RADIATOR_TEMPERATURE}|${LOOKALIKE_WORDS}|${BUTTON}${SAME_CLAUSE} (stuck|fastnat|sitter fast|har fastnat|kärvar)`,
);
// A hazard said not to be there ("ingen sitter fast", "no smell", "inget kommer upp") or over
// ("efter vattenläckan", "läckan är lagad") is cut out before the rules read the text.
export const NEGATED = re(
  String.raw`(?<!\p{L})(ingen|inget|inte|icke|ente|int|inga|ej|not|no|nothing|nobody|no one|never) (\p{L}+ ){0,2}(fast|stuck|inne|inside|instängd\p{L}*|trapped|rök|smoke|matos|batter\p{L}*|läck\p{L}*|leak\p{L}*|bränt|burn\p{L}*|brand|eld|fire|brinner|flames|gas(?!\p{L})|cooking|grill\p{L}*|röker|smoking|gnist\p{L}*|spark\p{L}*|lukt\p{L}*|smell\p{L}*|kommer upp|comes up|coming up|flood\p{L}*|översvämm\p{L}*|varmt|warm|hot|marks|ramla|falla|fall)|(?<!\p{L})(rök|smoke|lukt\p{L}*|brand|eld|gas)( \p{L}+)? (ingen|inget|none)(?!\p{L})|(?<!\p{L})(ingen|inget|inte|int|icke) (\p{L}+ ){0,1}(is|isigt)(?!\p{L})|(?<!\p{L})(not|no) (\p{L}+ ){0,1}(ice|icy)(?!\p{L})|(efter|after) (\p{L}+ ){0,2}(vattenläck|läck|leak)\p{L}*|(läckan|leak) (är |has been |was )?(lagad|fixad|fixed|repaired)|kommer (inget|ingenting|inte|int) upp|nothing (is )?coming up|(brinner|burning) (inte|int|ej|icke|not|ingenting|inget|nothing)`,
  'gu',
);

// Doors: the flat's own door or the building's; an inner door (bathroom, wardrobe) is no security matter.
export const DOOR = re(`(dörr|port|entré|ingång|door|entrance|gate)|${B}(lås|låset|lock|the lock)${E}`);
// A mailbox's little door is no door to a home, also when the box hangs in the entrance.
export const MAILBOX = re('mailbox|postbox|letterbox|brevlåd|postlåd|postfack');
export const DOOR_ITSELF = re(
  'porten|port |ytterdörr|lägenhetsdörr|entrédörr|entrance door|front door|main door|flat door|my door|min dörr',
);
export const INNER_DOOR = re(
  '(badrum|toalett|toa|sovrum|garderob|skåp|postbox|brevlåd|balkong|cykelrum|förråd|soprum|källardörr|dörren till källaren|basement door|cellar door|trash room|garbage room|refuse room|tvättstug|branddörr|hissdörr|hissens dörr|lift door|elevator door|bathroom|toilet|bedroom|wardrobe|cupboard|balcony|postbox|mailbox|bike|storage|bin store|laundry|fire door)',
);
export const CANNOT_LOCK = re(
  '(går|gick|gå) (den |det )?(inte|int|ente|icke|ej) (ens )?(att )?låsa|(inte|int|icke) (längre )?i lås|(inte|int|ente|icke|ej) (längre )?låsas|(regeln|kolven|låskolven|bolt|latch)( \\p{L}+){0,3} (inte|int|ente|icke|ej|not|doesn t|won t|will not|does not)( \\p{L}+){0,2} (ut|out)(?!\\p{L})|(men|but) (inte|int|ej|not) (att )?(låsa|lock)|(vred|vredet|cylinder|cylindern|nyckeln)\\p{L}* (snurrar|går runt|spins|turns freely)|låset tar (inte|int|ente|icke|ej)|kan (inte|int|ente|icke|ej) låsa|låser inte|låses inte|går (inte|int|ente|icke|ej) i lås|inte går att låsa|won t lock|will not lock|can t (be )?lock|cannot (be )?lock\\p{L}*|doesn t lock|does not lock|not lock|wont lock|cant lock|isn t locking|isnt locking|not locking|won t latch|wont latch|doesn t latch',
);
// An entrance door that will not even close.
export const CANNOT_CLOSE = re(
  '(no longer |does not |doesn t |won t |will not )latch\\p{L}*|can be pushed open|går att (skjuta|trycka|dra|putta) upp|(don t|doesn t|does not|do not) close|stays? open|(går|gick|gå) (inte|int|ente|icke|ej) (ens )?(att )?(stänga|få igen)|kan (inte|int|ente|icke|ej) stänga|stäng\\p{L}* (sig )?(inte|int|ente|icke|ej)|slår (inte|int|ente|icke|ej) igen|(går|glider) (inte|int|ente|icke|ej) igen|(blir|förblir) stående (öppen|på glänt)|stays ajar|(dörr\\p{L}*|port\\p{L}*|door)( \\p{L}+){0,4} står (och slår|öppen|på glänt)|won t (close|shut)|will not (close|shut)|wont (close|shut)|stays open|hangs open|swings open|bounces (back )?open|doesn t (close|shut|click shut)|doesnt (close|shut|click shut)|does not (close|shut)|isn t closing|not closing',
);
export const ENTRANCE_DOOR = re(
  '((?<!\\p{L})dörr(en)? (till |in till |på |i |to )?(min |vår |the |my )?(lägenhet|lgh|flat)\\p{L}*|(door|dörr)\\p{L}* (\\p{L}+ ){0,4}(into|to|till|in till) (the )?(stairwell|trapphus\\p{L}*|building|huset)|port|entré(?!plan)|ytterdörr|lägenhetsdörr|ingång|entrance|front door|main door|street door|building door|flat door|my door|min dörr|bakdörr|back door|rear door|dörr\\p{L}* (\\p{L}+ ){0,3}på baksidan|på baksidan (\\p{L}+ ){0,3}dörr)',
);

export const GLASS = re('(glas|ruta|rutan|rutor|fönster|fönstr|glass|window|pane)');
// Broken, or something thrown through it.
export const BROKEN = re(
  '(krossa|trasig|sönder|spräck|sprick|spruck|splittr|kross|hål i|broken|broke|(?<!\\p{L})(break|breaks)(?!\\p{L})|smashed|shattered|cracked|crack|hole in)|(sten|stone|rock|brick|boll|ball)\\p{L}* (\\p{L}+ ){0,2}(genom|through|in i|into)',
);
// A glass door, unless it is a shower's ("duschkabinens glasdörr", "glasdörren i duschen").
const SHOWER_GLASS_DOOR =
  '(?<!(dusch|shower)\\p{L}* )(glasdörr|glass door)(?!\\p{L}* (i|in|på|of|till|to) (the |my )?(dusch|shower))';
export const GROUND = re(
  `(bottenvåning|entré|porten|port |ingång|markplan|gatuplan|nedervåning|trottoar|marken|gatan|ytterdörr|ground floor|entrance|street|pavement|sidewalk|lobby|front door|main door|ground level|on the ground|marknivå|gatunivå|street level|glasparti|(första|förste|1) våning\\p{L}*|bottenplan|${SHOWER_GLASS_DOOR})`,
);
// Cracked glass said to be about to fall out: "ser ut att släppa när som helst", "could fall out".
export const ABOUT_TO_FALL = re(
  '(kan|ser ut att|håller på att|riskerar att|could|might|about to|going to|looks like it ll) (\\p{L}+ ){0,2}(släppa|falla|ramla|lossna|rasa|fall|come out|give way|shatter)',
);
export const SHARDS = re(
  'glas+\\p{L}*(bitar|biter|skärv|splitter|shards|pieces)|(glas|glass) (på|on the) (marken|gatan|trottoaren|ground|pavement)|glassplitter|glass shards|shattered glass|(vassa|skarpa|sharp) (\\p{L}+ )?(bitar|skärvor|pieces|shards) (\\p{L}+ ){0,2}(på|on|över) (the )?(golv\\p{L}*|floor|marken|ground|trapp\\p{L}*|stairs|gatan|street)|(glas|glass)\\p{L}* (\\p{L}+ ){0,2}(ligger|lying|låg) (\\p{L}+ ){0,2}(på|on|över|all over) (the )?(golv\\p{L}*|floor|trapp\\p{L}*|stairs|marken|ground|gatan)|(glas|glass) (is |are )?(on|all over|på) (the )?(floor|golvet|ground|marken|stairs|trappan)',
);

// Ice is a fall hazard outdoors; "halt" or "slippery" alone is as often a wet floor indoors.
export const ICE_PATH = re(
  `isgata|ishalka|blankis|spegelblank|spegelhal|skridskobana|${B}(hälkan|halkan)${E}|black ice|icy (path|steps|pavement)`,
);
export const ICE = re(
  `istapp|is tapp|isbildning|${B}(isigt|isig)${E}|${B}(ren|bara|blank|e|ä) is${E}|${B}is (\\p{L}+ ){0,2}(hänga|hänger)${E}|${B}is (på|vid|utanför|framför|under)${E}|${B}är is${E}|${B}is (överallt|över allt|all over|blank|hal|halt)|(snö|snow) (och|and|o) (is|ice)${E}|${B}(is|ice) (och|and|o) (snö|snow)|ice everywhere|icicle|${B}(ice|icy|iced over)${E}(?! cold)`,
);
// Not "hal": folded, that is "hål" (a hole).
export const SLIPPERY = re(
  `${B}(halt|halkigt|slippery)${E}|${B}(mycket|jätte|väldigt|så|sjukt|livsfarligt|super|skit|spegel|flug) ?(hal|hala|halt)${E}`,
);
export const WINTER = re(
  'snö|frost|fryser|frusen|frusit|minus|kyla|vinter|is |sand|salt|snow|frost|freez|frozen|winter|grit',
);
export const FREEZER = re('frys|freezer|isbit|ice cube|ice maker');
export const FALLEN = re(
  '(ramla|ramlar|ramlade|falla|faller|rasa|rasar|rasade|trilla|trillar|trillade) (ner|av)|ner från taket|(ramlat|fallit|rasat|trillat|lossnat|blåst|blåste|föll) (ner|av|loss|ut)|nedfallen|nedfallet|(har )?(ramlat|fallit)|hänger (löst|ner|snett)|kan (ramla|falla|rasa)|håller på att (falla|lossna)|(ligger|ligga|låg) (nu |kvar )?(över|på|tvärs|framför|utanför|vid|där)|lying (across|on)|lies (across|on)|lay across|(fell|fallen|falling|came loose|hanging loose|blown|snapped) (off|from|down|over)|fell|has fallen|dropped|hanging over|hangs? over|hänger (\\p{L}+ )?över|(fall|falls|falla|ramla|trilla)\\p{L}* (ner |down )?(on|onto|på|över) (somebody|someone|anyone|people|a child|kids|någon|nån|folk|barn\\p{L}*)|could fall|might fall|came down|come down|kom ner|kommit ner|(lying|ligger) (\\p{L}+ )?(across|over|över|tvärs)',
);
// The way in or out: what a fallen branch or a slate blocks ("courtyard" or a playground alone is not).
export const WAY = re(
  '(över|på|vid|längs|till|bredvid|ovanför|framför) gång(?!\\p{L})|(över|ovanför|ovan|above|over) (\\p{L}+ ){0,3}(dörr|door)\\p{L}*|building door|entré|porten|port |ingång|utanför|trottoar|gångväg|gången|trappa|lastkaj|takkant|parkering|ramp|uppfart|infart|nedfart|gångbana|entrance|outside|front door|main door|back door|pavement|path|walkway|steps|driveway|car park|footpath',
);
const YARD = re('gården|courtyard');
export const OUTSIDE = (t: string) => WAY.test(t) || YARD.test(t);
export const ROOF_PART = re(
  'takpann|takplåt|plåt|hängrän|takrän|stuprör|fasadplåt|puts|antenn|gren|träd|tegel|istapp|snö|is från|betong|balkongkant|concrete|balcony edge|roof tile|roof slate|gutter|facade|branch|tree|antenna|render|plaster|icicle|snow|ice from',
);

// Wires bared where a cover or a fitting should be, or said to be live.
export const EXPOSED_WIRES = re(
  '(ledning|kabl|kabel|sladd|trådar|wire|cable|wiring)\\p{L}*( \\p{L}+){0,3} (blank|blanka|nakna|skalade|bare|hänger (rakt |fritt )?(ut|ner|fritt|löst)|sticker (rakt )?ut|syns|är synliga|blottade|exposed|hang\\p{L}* (out|down|loose)|sticking out|showing)|strömförande|live (wire|cable)|bare copper|copper ends|nakna? koppar',
);
// A shock told any way: "got a wee shock off the switch", "fick en liten stöt", "it shocked me".
export const SHOCK = re(
  '(got|get|getting|gave me|gives me|giving) (me )?(a |an )?(\\p{L}+ )?(shock|zap)|shocked me|(fick|får|ger|gav) (en |mig en )?(\\p{L}+ )?stöt|(fick|får) (jag|hon|han|vi|man|barnet|\\p{L}+) en (\\p{L}+ )?stöt|stötar från',
);
// Wet leaves, mud or moss: slippery, but no ice.
export const NOT_ICE = re('löv|leaves|lera|mud|mossa|moss|alger|algae|oil|olja');
// A slow drain that leaves a pool after use is a drain fault, not a flood.
export const SLOW_DRAIN = re(
  '(brunn|avlopp|drain)\\p{L}*( \\p{L}+){0,3} (långsam|trög|sakta|slow)|(långsam|trög|slow|sluggish)\\p{L}*( \\p{L}+){0,3} (brunn|avlopp|drain)',
);
export const STRONG_WATER = re('översvämm|flood|pouring|forsar|gushing|sprutar|spraying|sprays|forsande');
// A cooker that burns no gas: a smell beside it is not a gas leak.
export const ELECTRIC_COOKER = re(
  'elspis|el spis|electric (cooker|hob|stove|oven)|induktion\\p{L}*|induction|all electric|ceramic hob|keramikhäll',
  'gu',
);

// Where a slippery surface is outdoors: the way in or out of the building.
export const OUT_PATH = re(
  'entré|porten|port |ingång|utanför|trottoar|gångväg|entrance|outside|pavement|path',
);

// Who is locked in or out, and when being locked out is a danger (hazards.ts, lockedIn).
export const LOCKED_PERSON = re(
  `barn|bebis|baby|bäbis|unge|ungen|påg|dotter|${B}son(en)?${E}|child|kid|toddler|daughter|mormor|farmor|morfar|farfar|mamma|pappa|mother|father|grandma|grandpa|gammal|äldre|elderly|dement|rullstol|brukar|${B}(hon|han|she|he|jag|ja|i m|i am)${E}|someone|någon|nån`,
);
export const LOCKED = re(
  `inlåst|låst inne|låst in|låste in|låst sig inne|instängd|stängd inne|sitter fast i (badrum|toa|toalett|rummet|lägenhet)|(can ?t|cannot|can not) get out|locked (in|inside|herself|himself in)|stuck inside|shut in|utelåst (med|och)|locked out (with|and)`,
);
export const LOCKED_OUT_DANGER = re(
  'medicin|insulin|dement|demen|minus|bebis|baby|bäbis|barn|child|pojke|flicka|toddler|morgonrock|tofflor|nattlinne|pyjamas|t shirt|barfota|förvirrad|confused|kallt|freezing|sover inne|(pappa|mamma|father|mother)\\p{L}* (\\p{L}+ ){0,6}(inne|inside)',
);
export const LOCK_CONTEXT = re(
  '(?<!\\p{L})(lås|låset|låst|låsa)(?!\\p{L})|låskolv|nyckel|vred|dörr|door|lock|key|jammed',
);

// Burning or hot, told by smell, colour or touch: at an electrical part it is an electrical fault.
const BURNT_WORDS =
  '(bränt|bränd|brunt|brun|svartbränt|smält\\p{L}*|het|hett|varm|varmt|sved\\p{L}*|knastr\\p{L}*|surr\\p{L}*|crackl\\p{L}*|scorch\\p{L}*|melt\\p{L}*|burn\\p{L}*|hot|warm|smok\\p{L}*|rök|buzz\\p{L}*|hot metal|het metall|varm metall)';
const ELECTRICAL_WORDS =
  '(\\p{L}*uttag\\p{L}*|kontakt\\p{L}*|electric cabinet|electrical cabinet|strömbrytare\\p{L}*|elcentral\\p{L}*|el central\\p{L}*|elskåp\\p{L}*|\\p{L}*säkring\\p{L}*|elrum\\p{L}*|proppskåp\\p{L}*|jordfels\\p{L}*|socket\\p{L}*|outlet\\p{L}*|plug\\p{L}*|switch\\p{L}*|fuse\\p{L}*|breaker\\p{L}*|consumer unit)';
// A hot, burnt, crackling part within a few words of the electrical part it is.
export const BURNT_ELECTRICAL = re(
  `${B}${ELECTRICAL_WORDS}( [\\p{L}\\p{N}]+){0,6} ${BURNT_WORDS}${E}|${B}${BURNT_WORDS}( [\\p{L}\\p{N}]+){0,6} ${ELECTRICAL_WORDS}${E}`,
);
export const WATER_WORD = re(
  `vatten|vatn|${B}blöt|fukt|${B}läck|rinner|droppar|water|${B}wet${E}|leak|dripping|flood`,
);
export const ELECTRICS = re(
  `${B}(elcentral|el central|elskåp|elrum|säkringsskåp|proppskåp|elmätare|mätarskåp)|(el)?uttag|lampa|armatur|${B}lamp${E}|ceiling light|fuse ?box|fuses|electric\\p{L}* (cabinet|panel|box|cupboard)|consumer unit|breaker|socket|outlet|light fitting`,
);
// Water that comes up where waste water goes: sewage backing up, whatever it is called.
export const COMES_UP = re(
  '(kommer|komma|kom) ((?!(inte|int|ej|icke|not|inget|ingenting|nothing)(?!\\p{L}))\\p{L}+ ){0,2}upp(?! till| to|\\p{L})|(väller|bubblar|tränger|sipprar) (\\p{L}+ ){0,1}upp|stiger (\\p{L}+ ){0,4}upp(?! till| to)|kräks upp|spyr upp|stiger (\\p{L}+ ){0,2}upp(?! till| to)|coming up|comes up|came up|rises|rising|rose|pushing up|pushes up|pushed up|(?<!(smell|smells|lukt|lukten|stank|stink) )(come up|come back up|comes back up)(?! to)|backing up|overflowing',
);
export const DRAIN = re(
  'brunn|avlopp|av lopp|toa|stol|wc|badkar|diskho|handfat|dusch|drain|toilet|bowl|bath|sink|shower',
);
/** Brown or rusty water from a tap is old pipes, not sewage. */
export const TAP_WATER = re(
  '(brunt|brown|rostigt|rusty) (vatten|water)( \\p{L}+){0,5} (\\p{L}*kran|\\p{L}*blandar|tap|taps|faucet)|(kran|blandar|tap|taps|faucet)\\p{L}*( \\p{L}+){0,4} (brunt|brown|rostigt|rusty)',
);
/** A sewer smell alone is a dry trap or a vent (plumber, Normal), not sewage coming up: cut out before the sewage rule reads. */
export const SEWER_SMELL = re(
  '(kloak|avlopp|sewage|sewer|drain)\\p{L}*( ?lukt\\p{L}*| ?stank| smell\\p{L}*| stench| odou?r)|(luktar|lukt|lukten|stinker|stank|smell\\p{L}*|stinks?|stench|odou?r)( \\p{L}+){0,2} (kloak|avlopp|sewage|sewer|drains?)\\p{L}*',
  'gu',
);
export const FOUL = re(
  'kloak|brunt vatten|skitvatten|smutsvatten|toapapper|toalettpapper|toilet paper|avloppsvatten|toalettvatten|toavatten|brown water|toilet water|sewage',
);
/** Someone smoking, or grilling: smoke people make (also what a neighbour does, conduct.ts). */
export const SMOKES =
  'röker|röka|rökte|rökning|cigg|smokes|smoking|smoke (a )?cigarettes?|(?<!\\p{L})(they|people|neighbours|neighbors|who|guys) (\\p{L}+ ){0,2}smoke(?!\\p{L})';
export const GRILLS = '(?<!(fan|vent|fläkt|ventil|luft)\\p{L}*( \\p{L}+){0,10} )grill\\p{L}*|barbecue|bbq';
// A cooker hood that draws nothing leaves the cooking's smoke in the kitchen; smoke out of the hood
// itself ("det ryker ur spisfläkten") is a fire.
const HOOD_NOT_DRAWING =
  '(köksfläkt|spisfläkt|fläkt|hood|extractor)\\p{L}*( \\p{L}+){0,4} (suger|drar|pulls|pulling|sucks|sucking|draws|drawing) (inte|int|ingenting|inget|nothing|no|any)';
// Cigarettes, a wok, cooking a hood does not draw, a shower's steam: smoke that is no fire.
const SMOKING = re(
  `${SMOKES}|${GRILLS}|skorsten\\p{L}*|chimney|vedeldning|(nån|någon|grannen|grannarna|villan|granne|someone) (\\p{L}+ ){0,3}eldar(?! i (källar|trapp|förråd|vind|sop|garage|hiss|tvätt))|eldar (löv|ris|skräp)|cigarett|cigarette|stearinljus|adventsljus|värmeljus|candle\\p{L}*|rökelse|incense|(found out|turned out|visade sig|det var (bara )?)( \\p{L}+){0,3} (toast|mat|food|rostat bröd)|wok|matos|stekos|cooking|pizza|ånga|ångan|imma|${B}dusch\\p{L}*|steam\\p{L}*|shower\\p{L}*|${B}(lagar mat|lagade mat|lagat mat|steker|stekte|stekt|fry|frying|cook|cooks|was cooking)${E}|${HOOD_NOT_DRAWING}`,
);
// Fire named as such; a smoke alarm's name ("brandvarnaren", "fire alarm") is not.
const FIRE_NAMED = re(
  `brinner|(gummi|plast|rubber|plastic)${E}|under (dörren|the door)|under (en |the |a )(\\p{L}*dörr\\p{L}*|door)|${B}brand(en|lukt|rök)?${E}|bränt|${B}(brända|brände)${E}|burnt|(dryer|machine|oven|stove|cooker|socket|outlet|plug|fridge|lamp|heater|radiator|motor|fan|tv|charger|kettle|toaster|microwave|panel|box|cable|wire)s? (is |are |was |started |keeps )?(smoking|smoke)|${B}fire${E}(?! alarm)|flames`,
);
export const SMOKE_EXPLAINED = (t: string) => SMOKING.test(t) && !FIRE_NAMED.test(t);

// Carbon monoxide told by what it does to people: exhaust or a fuel-burning heater with dizziness,
// a headache or nausea, or exhaust with an alarm sounding.
export const FUMES = re(
  `avgas\\p{L}*|kakelugn\\p{L}*|spjäll\\p{L}*|vedspis\\p{L}*|kamin\\p{L}*|wood ?stove|tiled stove|exhaust(?! (fan|hood|vent))|${B}fumes${E}|gasberedare\\p{L}*|gaspanna\\p{L}*|gas (heater|boiler)|gas\\p{L}{0,3}(vann|vatten)?(varmer|värmare|beredare)\\p{L}*`,
);
export const POISONED = re(
  `${B}(huvud ont|ont i huvudet|huvudet gör ont|kräk\\p{L}*|kräka|spy|spyr|vomit\\p{L}*|throw\\p{L}* up|yr|yra|sömnig|sleepy|heavy head|tung i huvudet|snurrig\\p{L}*|yrsel|huvudvärk|illamående|mår illa|må illa|dåsig|dizzy|headache\\p{L}*|nause\\p{L}*|light ?headed|drowsy|feel sick|feeling sick)${E}`,
);
export const SOUNDING = re('tjuter|piper|larm|alarm|beep\\p{L}*|going off|sounding|shrieking|screeching');
// A path like a skating rink: ice told by what it is like.
export const SKATING = re(
  `skridsko\\p{L}*|ice ?rink|skating|${B}rink${E}|isbana|(glänser|blänker|blank|shin\\p{L}*|glisten\\p{L}*|glassy) (\\p{L}+ ){0,2}(som|like) (glas|en spegel|glass|a mirror)`,
);
// Water told by its force: welling or streaming out over a floor.
export const WELLING = re(
  '(vatten|vattnet|vatn|water)( \\p{L}+){0,3} (väller|strömmar|flödar|forsar|welling|wells|streaming|gushing|pouring)|(väller|strömmar|flödar|welling|streaming|gushing|pouring) (ut |out |in )?(över|across|onto|all over|på|on|in på) (\\p{L}+ ){0,2}(\\p{L}*golv\\p{L}*|floor)',
);
// Condensation on a window, a cistern that keeps running: water, but no leak.
export const NOT_A_LEAK = re(
  '(only|just|bara|endast) (cold|kallt|kall|hot|varmt) (water|vatten)|i skålen|in the bowl|porla\\p{L}*|smält\\p{L}* snö|snö (\\p{L}+ ){0,2}smält\\p{L}*|snö från skorna|snow from (the |my |our )?(shoes|boots)|melted snow|no hot water|inget varmvatten|imma|immig|kondens|condensation|fogged|misted|steamed up|i stolen|i toan|keeps running|been running|(insidan|inside) (av |of )?(the )?(fönstr|fönster|rut|window|pane|glas)',
);
// Rain water from a roof or gutter is a roof fault, not a burst pipe.
// Rain itself, not water falling "like rain" from a ceiling.
export const RAIN = re('(?<!(som|like) (\\p{L}+ )?)(regn|rain)|takränn|hängränn|stupr|downpipe|gutter');

// A door that shut behind someone now outside (hazards.ts, lockedIn).
export const SHUT_BEHIND = re(
  '(gick|slog|gått|slagit|smällde|smällt) (igen|i lås)|stäng\\p{L}* (av )?själv|gått i baklås|baklås|shut behind|slammed shut|locked behind|lock\\p{L}* (\\p{L}+ ){0,3}door from (the )?inside|låst\\p{L}* (\\p{L}+ ){0,3}dörr\\p{L}* inifrån',
);
export const LEFT_OUTSIDE = re(
  '(står|stå|stod|sitter|satt|är|var) (kvar )?ute|ute på (balkongen|gården|trappan)|(stuck|standing|stood|locked) outside|out on the balcony|(i am|i m|we are|we re|jag är|vi är|står|sitter|stuck) (\\p{L}+ ){0,2}(on|out on|på|ute på) (the )?(balcony|balkong)',
);

// A room said to be 18 degrees or more is cool, not without heat (the rubric's line is 17 °C).
// Only a temperature told as the one indoors: "-20 grader ute" folds to "20 grader ute", and the
// cold outside is what makes a home without heat urgent.
const WARM = `(?<!minus )(?<![\\p{L}\\p{N}])(1[89]|2[0-9]) ?(grader|degrees|c|°c)${E}`;
const INDOORS = '(inne|inomhus|indoors|inside|termometer\\p{L}*|thermometer)';
const NOT_OUTDOORS = `( (?!(ute|utomhus|outside|outdoors|minus)${E})\\p{L}+)`;
export const WARM_ENOUGH = re(
  `${INDOORS}${NOT_OUTDOORS}{0,5} ${WARM}|${WARM}${NOT_OUTDOORS}? ${INDOORS}${E}`,
);

// Food burnt on the cooker, told as such: the smoke or smell has its cause ("brände vid gröten").
export const BURNT_FOOD = re(
  `(brände|bränt|bränd|burnt|burned|burning) (vid |the |some |lite )?(\\p{L}+ )?(popcorn|ris|riset|mat|maten|fisk|fish|macka|mackor|mackorna|smörgås\\p{L}*|sandwich\\p{L}*|bacon|korv|lök|gröt|gröten|toast|bröd|pizza|rice|food|porridge|pannkak\\p{L}*)${E}|matos|stekos|matlagningsos`,
);
// A crack that leaves the glass whole: no sharp edges at a door or the ground.
export const GLASS_INTACT = re(
  '(glas|glaset|rutan|glass|pane)\\p{L}* (\\p{L}+ ){0,2}(sitter kvar|är hel|hel(t)? fortfarande|is (still )?(complete|intact|whole|in place))|not broken through|inte (gått )?(sönder|igenom)|(still|is) intact',
);
// Locked out somewhere warm, with nothing pressing: no danger.
export const LOCKED_OUT_SAFE = re(
  'varmt och bra|sitter hos|(är|sitter|väntar) (hos|i bilen|på jobbet)|hos (en |min |mina )?(granne|grannen|kusin|vän|kompis|mamma|syster|bror|föräldrar)|safe and warm|warm and safe|at (a |my )?(friend|neighbour|neighbor|sister|mother|mum|work)|(barnen|kids|children) (är |are )?(i skolan|at school)|ingen fara|inte bråttom|no rush|no hurry|not urgent',
);
// What may happen later is not yet there: "when it freezes it will be a skating rink".
export const NOT_YET = re('(when|if|om|när) (it|det) (freezes|fryser)|will be a|kommer (att )?bli');

// Glass of a cabinet, a mirror cabinet or a door's peephole: cracked, but no glass at an entrance.
export const SMALL_GLASS = re(
  '(skåp|cabinet|vitrin|spegelskåp|lamp\\p{L}*|armatur\\p{L}*)\\p{L}* (\\p{L}+ ){0,3}(glas|glass)|(glas|glass) (cover|kupa)|(glas|glass)\\p{L}* (\\p{L}+ ){0,4}(skåp|cabinet)|titthål|peephole|dörröga',
);
