/**
 * The constructions that say how a contractor gets in, for access.ts. Matched against one clause in
 * lower case, letters kept (å, ä, ö), apostrophes as spaces ("i'm" → "i m"). A bare word is not
 * enough: "nyckeln går trögt", "luktar hund", "doorbell doesn't ring", "kom nu" are faults or hurry,
 * so each key, pet, call or time word counts only in a construction that lets someone in.
 */
const w = (source: string) => `(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}])`;
const DAY =
  '(?:mån|tis|ons|tors?|fre|lör|sön)(?:dag(?:ar|en)?)?|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|vardag(?:ar)?';
const TIME = `(?:(?:(?:kl\\.?|klockan) )?\\d{1,2}(?:[:.]\\d{2})?|${DAY})`;
/** Who lets the contractor in or is called: "min dotter", "hyresgästen", "my daughter", "the tenant". */
const WHO =
  '(?:jag|vi|hon|han|dom|de|hen|sonen|dottern|mamman|pappan|personalen|hemtjänsten|hyresgästen|boende|grannen|\\p{L}*syster|\\p{L}*granne|\\p{L}*son|\\p{L}*dotter|we|she|he|they|someone|staff|tenant|neighbour|neighbor)';

/** A phone number as people write one: "070-000 12 34", "08-555 123 45", "+46 70 123 45 67", "555-0192". */
export const PHONE =
  /(?<![\d-])(?:(?:\+|00)\d{2}[ -]?(?:\(0\))?\d{1,3}[ -]?\d{2,4}(?:[ -]?\d{2,3}){1,2}|0\d{1,3}[- ]\d{3}(?:[ -]?\d{2,3}){1,2}|07\d{8}|555[ -]?\d{3,4})(?![\d-])/u;

const RULES = [
  PHONE.source,
  // Keys: where they are, who has them, that the master key may be used.
  w(
    'huvudnyck\\p{L}*|master key|spare key|reservnyck\\p{L}*|nyckelskåp\\p{L}*|key ?box|key safe|lock ?box|nyckelbox|nyckelsafe',
  ),
  w(
    `\\p{L}*nyck(?:el|eln|lar|larna) (?:till (?:\\p{L}+ ){1,2})?(?:finns|ligger(?! inne)|hänger|hos|kvitteras|får|kan)|\\p{L}*nyck(?:el|eln) (?:i|under)`,
  ),
  w(
    `(?:has|have|got|har|with|hos) (?:(?:en|ett|min|mina|egen|extra|a|an|my|the|her|his|our|own) )?(?:nyckel|nycklar|nyckeln|key|keys)`,
  ),
  w(
    '(?<!(?:lost|lose|tappat|hittat|found) (?:\\p{L}+ )?)(?:key|keys) (?:is |are |s )?(?:under|with|at|in the|from|fine|ok|okay|can be (?:collected|picked up|found))|(?:use|with|enter with) (?:the|my|your|a|their|his|her) (?:own )?key|(?:can|may) enter|egen nyckel|för nyckel',
  ),
  // Door and gate codes: "koden till porten är 1234", "door code 4455", "just buzz 1304".
  w(
    '(?:\\p{L}*kod(?:en)?|\\p{L}* code|code) (?:till \\p{L}+ |to the \\p{L}+ )?(?:är |is |port |:)?\\d{3,}|koden till \\p{L}+ får|buzz \\d+|buzz (?:me|us)',
  ),
  // Being called, texted, contacted ("ring mig", "ring på", "call my daughter"), never "ringde".
  // Only as a request: at the start of a clause or after "ni", "please", "så" (not "han ringer mig").
  `(?<=^[^\\p{L}\\p{N}]*|(?:^|\\s)(?:ni|du|please|pls|plz|just|och|så|then|or|annars|kan|can|could|you|gärna|bara|först|and|kindly|att|vänligen|o)\\s)${w('(?:ring|ringa|call|phone|text|sms|sms:a|smsa|messa|kontakta|contact|reach) (?:gärna |istället |oss |mig |me |us )?(?:mig|oss|me|us|min|mitt|my|her|him|henne|honom|dom|the|receptionen|mottagningen|på|on|innan|först|first|before|ahead|i förväg|hyresg\\p{L}+|\\p{L}*mästaren|så|när|when|if|om|\\d)')}`,
  w(
    '(?:ring|ringa|call|text|sms:a|messa) (?:\\p{L}+ )?(?:innan|först|first|before|ahead|i förväg)|ring (?:på|the bell|dörrklockan)|uppringd|hör av (?:er|dig)|give (?:me|us) a (?:call|ring|text|bell)|available|nå mig',
  ),
  // Someone there: "jag är hemma", "båda hemma efter fyra", "she's home", "vi är här från 6".
  w(
    `(?<!på \\p{L}+ )hemma(?! hos)|(?:is|s|am|m|are|re|be|someone|tenant|stay|staying) (?:(?:usually|always|often|mostly|normally|also|generally) )?(?:at )?home|home (?:(?:${DAY})(?:[–-](?:${DAY}))? )?(?:after|before|from|until|till)|(?:s|m|re|is|are|am) in (?:on|all|from|after|until|till|most|every)|(?:nobody|no one|noone) (?:is )?(?:at )?home|(?:person|someone|anyone|nobody) at home|home (?:after|all|most|from|on|every|until|till|before|during)|wfh|work from home|i m in|we re in|we are in|someone s (?:always )?in`,
  ),
  w(
    `(?<!(?:när|som|if|when|om) )${WHO} (?:\\p{L}+ )?(?:är|finns|sitter|väntar) (?:här|där|kvar|på plats|hos henne|hos honom|i butiken|och väntar|utanför)|(?:kan|ska|brukar) vara (?:där|här|hemma|på plats)|(?:i m|i am|i ll be|i will be|we ll be|we re|we are|someone is|someone will be|staff are|she s|he s|she is|he is|she ll be|he ll be) (?:there|here|around|about)|on my way|(?:jag|vi|hon|han|e|är) (?:\\p{L}+ )?på ?väg(?! till)|kommer dit|meet you|möt(?:a|er) upp|möts`,
  ),
  // Conditions of when: "vardag jag jobbar", "hyresgästen jobbar natt", "I work until 6".
  w(
    `(?:${DAY}|dagtid|på dagen|på dagarna) (?:jag|vi|hon|han) (?:jobbar|är borta)|(?:jag|vi|hon|han|hyresgästen) (?:jobbar|sover) (?:till|natt|nätter|dag|dagtid|dagen|på dagarna|${DAY})|i work (?:until|till|nights|days)`,
  ),
  // Letting in: "släpper in er", "jag öppnar", "let yourself in", "DÖRREN ÄR OLÅST", "knacka hårt".
  w(
    `släpp\\p{L}* in|let (?:you|someone|them|the \\p{L}+|yourself|yourselves|u) in|(?<!(?:när|som|if|when|om) )${WHO} (?:\\p{L}+ )?(?:öppnar|kan öppna|låser upp)|(?:i|we|she|he|they|someone|staff) (?:\\p{L}+ )?(?:will|can|ll) (?:open|let)|så (?:öppnar|låser upp)|olåst|unlocked|lämnar (?:\\p{L}+ )?(?:öppe[nt]|olåst)|leave (?:it|the \\p{L}+) (?:open|unlocked)`,
  ),
  w(
    '(?:ni|you) (?:kan|får|can|may|are welcome to|ll need to|will need to|need to) (?:\\p{L}+ ){0,2}(?:gå|go|come|get|komma|låsa upp|använda|use|let)|gå in (?:själv|med|utan)|(?:bara|ok|okej|o|och|att) gå in|låsa upp själv|(?:bak)?dörren(?: till \\p{L}+)? (?:är |står |e )?(?:öppen|olåst)|(?:back )?door is open|access via|nås från|når man|knacka|knock|(?:ring på|via|use the|buzz the) (?:porttelefon\\p{L}*|intercom)',
  ),
  // When to come: "kom efter 15", "ni får komma på förmiddagen", "come after 12", "pop by whenever".
  w(
    `(?<!(?:jag|när|det|han|hon|vi|som|de|dom|snön|ingen) )kom (?:gärna |helst |bara )?(?:efter|innan|före|när|på|då|direkt|in|rakt|mellan|${DAY})|(?:får|kan|vill) (?:\\p{L}+ )?komma (?:på|när|efter|innan|före|i ?morgon|imorrn|i dag|idag|\\p{L}*middag|${DAY})|bara att (?:komma|ringa)`,
  ),
  w(
    `(?:please |can |could )?come (?:${TIME}|in the|after|before|between|any|on (?:a )?(?:${DAY})|by|round|over|in|through)|pop (?:by|round|in)|drop by|swing by|passa (?:gärna )?på|when(?:ever)? (?:suits|works|it suits)|när (?:det passar|ni vill)|när som(?: helst)?|any ?time|any weekday|don t care when`,
  ),
  // Opening hours of premises and when someone is in: "öppet 10-18", "vi stänger 15", "we open at 11".
  w(
    `(?:har |är )?öppe[nt] (?:till |från |mellan |varje |alla |kl |${DAY})?\\d|öppet (?:${DAY}|alla|varje)|(?<!när (?:vi )?)(?:vi )?(?:öppnar|stänger|börjar|slutar) (?:kl )?\\d|stängt (?:på )?(?:${DAY})|stängda|closed on|(?:we |they |it )?opens? (?:at |from |until |till )?\\d|open \\d|larmet är av|fråga (?:i|efter)|ask for|personalen vet`,
  ),
  // A time that suits: "passar bra torsdag förmiddag", "mornings work best", "any time after 9 works".
  w(
    `passar (?:bra |bäst |fint )?(?:${TIME}|\\p{L}*middag)|(?:${DAY}) \\p{L}*middag|(?:works|suits) (?:best|for me|for us)`,
  ),
  // Conditions on time: "inte före 10", "inte måndag", "not before 9", "mornings before 10 are best".
  w(
    `inte (?:före|innan|efter) ${TIME}|inte (?:${DAY})|not (?:before|after|on) |(?:helst|best|bäst|gärna) (?:efter|innan|före|på|mellan)|(?:efter|innan|före|after|before|between|mellan|från|from) ${TIME}(?: \\p{L}+)? (?:är|is|are) (?:best|bäst|bra)|avisering|with notice`,
  ),
  // Pets a contractor meets: "akta katten", "hund finns", "no pets", "we have a big dog".
  w(
    '(?:akta|se upp för|mind|beware of|watch|watch out for|no|inga|ingen|har|have|has|got) (?:\\p{L}+ )?(?:katt\\p{L}*|hund\\p{L}*|cat|cats|dog|dogs|pets?|djur|husdjur)|katten|hunden|(?:the|my|our) (?:\\p{L}+ )?(?:cat|dog) (?:is|must|will|may|can|might|bites)|hund finns|katt finns',
  ),
];

/** A clause with one of these is about access on its own. */
export const ACCESS = new RegExp(RULES.join('|'), 'u');

/** Words that say when the fault began: a neighbouring clause with them is no condition of access. */
export const SINCE = new RegExp(
  w(
    'sen|sedan|since|ago|började|started|began|hände|happened|i morse|i natt|i går|igår|yesterday|this morning|last night',
  ),
  'u',
);

/**
 * A clause before an access clause that conditions it: where the person is ("hyresgästen jobbar",
 * "tenant at work", "lägenheten tom", "hemtjänsten kommer 9 och 19"), which storage ("förråd 22"),
 * or the asking around it ("tacksam om ni ringer innan", "please send a plumber on Friday").
 */
export const CONDITION = new RegExp(
  w(
    `jobbar|works?|at work|tom|empty|kommer \\d+|dagverksamhet|kvar|borta|away|förråd\\p{L}*|nr|nummer|${DAY}|ringer|visa|tacksam|send|skicka`,
  ),
  'u',
);

/** A question about keys or codes is a question, not access: "vem har nyckel till vinden?". */
export const ASKING = /^[^\p{L}]*(?:vem|hur|varför|vad|who|how|why|what|where)(?![\p{L}])/u;
