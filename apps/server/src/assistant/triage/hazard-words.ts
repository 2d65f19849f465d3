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
const B = '(?<!\\p{L})';
const E = '(?!\\p{L})';

// A smoke alarm that beeps for its battery or went off at the cooker is a fault, not a fire.
export const NOT_HAZARD = re(
  '(brandvarnar|brand varnar|rökdetektor|rökvarnar|smoke (alarm|detector)|fire alarm|brandlarm)\\p{L}*(( \\p{L}+){0,5} (piper|pip|beep|chirp)\\p{L}*|( \\p{L}+){0,14} (batteri|battery|toast|matlagning|cooking))',
);
// A hazard said not to be there ("ingen sitter fast", "no smell", "inget kommer upp") or over
// ("efter vattenläckan", "läckan är lagad") is cut out before the rules read the text.
export const NEGATED = re(
  String.raw`(ingen|inget|inte|icke|ente|int|inga|not|no|nothing|nobody|no one|never) (\p{L}+ ){0,2}(fast|stuck|inne|inside|rök|smoke|bränt|burn\p{L}*|brand|eld|fire|gnist\p{L}*|spark\p{L}*|lukt\p{L}*|smell\p{L}*|kommer upp|comes up|coming up|flood\p{L}*|översvämm\p{L}*|varmt|warm|hot|marks)|(efter|after) (\p{L}+ ){0,2}(vattenläck|läck|leak)\p{L}*|(läckan|leak) (är |has been |was )?(lagad|fixad|fixed|repaired)`,
  'gu',
);

// Doors: the flat's own door or the building's; an inner door (bathroom, wardrobe) is no security matter.
export const DOOR = re(`(dörr|port|entré|ingång|door|entrance|gate)|${B}(lås|låset|lock|the lock)${E}`);
export const INNER_DOOR = re(
  '(badrum|toalett|toa|sovrum|garderob|skåp|postbox|brevlåd|balkong|cykelrum|förråd|soprum|tvättstug|branddörr|bathroom|toilet|bedroom|wardrobe|cupboard|balcony|postbox|mailbox|bike|storage|bin store|laundry|fire door)',
);
export const CANNOT_LOCK = re(
  '(går|gick) (den |det )?(inte|int|ente|icke) (att )?låsa|(inte|int|icke) i lås|låset tar (inte|int|ente|icke)|kan (inte|int|ente|icke) låsa|låser inte|låses inte|går (inte|int|ente|icke) i lås|inte går att låsa|won t lock|will not lock|can t (be )?lock|cannot (be )?lock\\p{L}*|doesn t lock|does not lock|not lock|wont lock|cant lock|isn t locking|isnt locking|not locking|won t latch|wont latch|doesn t latch',
);
// An entrance door that will not even close.
export const CANNOT_CLOSE = re(
  '(går|gick) (inte|int|ente|icke) (att )?(stänga|få igen)|kan (inte|int|ente|icke) stänga|stäng\\p{L}* (sig )?(inte|int|ente|icke)|slår (inte|int|ente|icke) igen|går (inte|int|ente|icke) igen|(dörr\\p{L}*|port\\p{L}*|door)( \\p{L}+){0,4} står (och slår|öppen|på glänt)|won t (close|shut)|will not (close|shut)|wont (close|shut)|stays open|hangs open|swings open|bounces (back )?open|doesn t (close|shut|click shut)|doesnt (close|shut|click shut)|does not (close|shut)|isn t closing|not closing',
);
export const ENTRANCE_DOOR = re(
  '(port|entré|ytterdörr|lägenhetsdörr|ingång|entrance|front door|main door|street door|building door|flat door|my door|min dörr)',
);

export const GLASS = re('(glas|ruta|rutan|fönster|glass|window|pane)');
export const BROKEN = re(
  '(krossa|trasig|sönder|spräck|sprick|spruck|splittr|kross|hål i|broken|smashed|shattered|cracked|crack|hole in)',
);
export const GROUND = re(
  '(bottenvåning|entré|porten|port |ingång|markplan|gatuplan|nedervåning|trottoar|marken|gatan|ytterdörr|ground floor|entrance|street|pavement|sidewalk|lobby|front door|main door|ground level|on the ground|glasdörr|glasparti|glass door)',
);
export const SHARDS = re(
  'glas(bitar|skärv|splitter)|(glas|glass) (på|on the) (marken|gatan|trottoaren|ground|pavement)|glassplitter|glass shards|shattered glass',
);

// Ice is a fall hazard outdoors; "halt" or "slippery" alone is as often a wet floor indoors.
export const ICE_PATH = re(
  `isgata|ishalka|blankis|spegelblank|spegelhal|skridskobana|${B}(hälkan|halkan)${E}|black ice|icy (path|steps|pavement)`,
);
export const ICE = re(
  `istapp|is tapp|isbildning|${B}(isigt|isig)${E}|${B}is (på|vid|utanför|framför|under)${E}|${B}är is${E}|icicle|${B}(ice|icy|iced over)${E}(?! cold)`,
);
// Not "hal": folded, that is "hål" (a hole).
export const SLIPPERY = re(`${B}(halt|halkigt|slippery)${E}`);
export const WINTER = re(
  'snö|frost|fryser|frusen|frusit|minus|kyla|vinter|is |sand|salt|snow|frost|freez|frozen|winter|grit',
);
export const FREEZER = re('frys|freezer|isbit|ice cube|ice maker');
export const FALLEN = re(
  '(ramlat|fallit|rasat|trillat|lossnat|blåst|blåste|föll) (ner|av|loss|ut)|nedfallen|nedfallet|(har )?(ramlat|fallit)|hänger (löst|ner|snett)|kan (ramla|falla|rasa)|håller på att (falla|lossna)|ligger (över|på|tvärs)|lying (across|on)|(fell|fallen|falling|came loose|hanging loose|blown|snapped) (off|from|down|over)|fell|has fallen|dropped|hanging over|could fall|might fall',
);
export const OUTSIDE = re(
  'entré|porten|port |ingång|utanför|trottoar|gården|gångväg|gången|trappa|lastkaj|takkant|parkering|entrance|outside|front door|main door|back door|pavement|courtyard|path|walkway|steps',
);
export const ROOF_PART = re(
  'takpann|takplåt|plåt|hängrän|takrän|stuprör|fasadplåt|puts|antenn|gren|tegel|istapp|snö|is från|roof tile|roof slate|gutter|facade|branch|antenna|render|plaster|icicle|snow|ice from',
);
