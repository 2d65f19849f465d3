import { B, E, GRILLS, re, ruleText, SMOKES } from '../triage/hazard-words';
import { BROKEN } from '../triage/kinds';

/**
 * Messages about what people do, not about what is broken (docs/ASSISTANT.md "Not a fault"):
 * a neighbour's music, hoovering or grill, a car parked in the way, a request to talk to someone or
 * send a letter, a question about opening hours. These go to the landlord's office, not to a
 * contractor. Read as classes of meaning on folded text; a fault word or a fault kind anywhere in
 * the message keeps it a fault ("the neighbour's shower leaks into my ceiling").
 */
const PEOPLE = re(
  'granne|grannar|grannen|grannarna|neighbour|neighbor|(people|family|couple|tenants?|guy|woman|man|kids) (above|below|upstairs|downstairs|next door|across)|ovanpå oss|ovanför oss|under oss|bredvid oss|(lägenheten|lgh) (ovanför|under|bredvid)|(från|from|i|in) \\d{3,4}(?!\\p{N})',
);
// What people do that disturbs: noise, smoke, a car left in the way.
const DOINGS = re(
  `${SMOKES}|${GRILLS}|musik|music|radio|fest|party|parties|partying|oväsen|stoj|skrik|bråk|shout|scream|arguing|hoover|vacuum|dammsug|möbler|furniture|stampar|stomp|dunkar|springer|hoppar|running around|skäller|barking|borrar|drilling|parkerar|parkerat|parkerad|parked|parks|loud|högljudd|luktar (mat|stekt|curry|fisk|lök|kryddor)|smell of (cooking|food|curry|fish|garlic)`,
);
// Conduct that needs no neighbour named to be a matter for the office.
const CONDUCT_ALONE = re(
  `hög musik|loud music|(someone|somebody|någon|nån|has|have|keeps|keep) (\\p{L}+ ){0,2}(parked|parkerat|parks|parkerar)|(${SMOKES}) (\\p{L}+ ){0,3}(balkong|balcony)|(parkerat|parked|står) (\\p{L}+ ){0,2}(min|mitt|vår|my|our) (\\p{L}+ )?(plats|bilplats|garageplats|spot|space|bay)|in my (parking )?(spot|space)|(bil|car|van|bilen)\\p{L}* (\\p{L}+ ){0,3}(står parkerad|parkerad|parked|parking|is parked)|(keeps|keep|always|alltid|ständigt) (\\p{L}+ ){0,2}(parking|parks|parkerar)|parkerar (\\p{L}+ ){0,3}(framför|i vägen|på)|parking (right )?(in front|across|on the)`,
);
// Asking the office to speak to someone, or whether something is allowed.
const TALK_TO = re(
  'prata med (dem|dom|honom|henne|grannen|grannarna)|tala med (dem|dom|grannen)|talk to (them|him|her|the)|speak (to|with) (them|him|her|the)|(send|write) (\\p{L}+ ){0,2}(letter|warning)|skicka (\\p{L}+ ){0,2}(brev|varning|lapp)|(is|are) (that|it|this|they) (even )?allowed|är det (ens )?tillåtet|får (dom|de|man) (verkligen |ens )?(göra|spela|grilla|parkera|röka)|asked them|bett (dem|dom|honom|henne)|sagt till (dem|dom)|säga (till|åt) (dem|dom|honom|henne|de)|kan ni säga till|tell them|do something about (it|this|them)|can (you|anyone|someone) (actually )?do (something|anything)|vad (kan|tänker) (vi|ni) göra|what can (we|you) do|finns det regler|are there rules|not a repair|inget fel på (huset|lägenheten|ventilationen)',
);
// A question about opening hours, booking, permission or how things are done, not about a fault:
// "får jag borra i väggen?", "may I drill…?", "how can I get one more key?", "vem ska jag ringa?".
const OFFICE_QUESTION = re(
  [
    '(när|vilka tider|what time|when|vilka är|what are) (\\p{L}+ ){0,4}(öppet|öppen|open|opens|öppettider|opening|jour|on call)',
    '(hur|how) (\\p{L}+ ){0,3}(bokar|book)',
    '(får|kan|må) (jag|vi|man) (\\p{L}+ ){0,2}(borra|måla|tapetsera|sätta upp|hänga|montera|installera|skaffa|ha|hålla|byta lås|ställa)',
    '(may|can|could) (i|we) (\\p{L}+ ){0,2}(drill|paint|hang|put up|mount|install|keep|have a|get (a|an|one|another|extra|more)|borrow|use the)',
    '(hur|how) (gör|kan|ska|får|do|can|should) (jag|vi|man|i|we|you|one) (\\p{L}+ ){0,2}(få|skaffa|beställa|anmäla|säga upp|stänga av|tysta|get|order|apply|register|change|silence|turn off|switch off|pay|move)',
    'vem (ska|kan|bör) (jag|vi|man) (ringa|kontakta|prata med)|who (should|do|can) (i|we) (call|contact|ring)',
    '(is there|är det|finns det) (\\p{L}+ ){0,2}(a charge|a fee|a cost|en avgift|någon avgift|någon kostnad)|vad kostar|what does it cost|how much (is|does|will)',
  ].join('|'),
);
// A fault said only as what might happen: "om något går sönder på helgen", "if something breaks".
const HYPOTHETICAL = re(
  '(om|if|in case|ifall) (något|nåt|det|någonting|something|anything|it) (\\p{L}+ ){0,2}(går sönder|gick sönder|händer|breaks|happens|goes wrong|stops working)',
  'gu',
);
// Something broken or failing: then it is a fault whatever else is said. Whole words, or stems at a
// word's start, so that "o'clock", "blocks", "kallar", "stoppar", "fans", "event" or "conduct" name
// no fault; "won't" only with what a thing fails to do ("he won't listen" is a person).
const FAULT = re(
  [
    `${B}(?!won t)${BROKEN}${E}`,
    `${B}won t (work|open|close|shut|lock|latch|flush|drain|heat|start|switch|come on)${E}`,
    `${B}(läcker|läckage|läcka|läckan|läckor|läckt|läckte|läckande)${E}|vattenläck`,
    `${B}(droppar|rinner|lossnat|cold|damp|blocked|cracked|damaged)${E}`,
    `${B}(stopp|stoppat|stoppad|stoppade)${E}|${B}(is)?kall(a|t|are)?${E}|${B}kallvatt`,
    `${B}(fukt|mögel|mögl|spruck|sprick|vent|duct|leak|drip|mould|mold)|fläkt|kanal`,
    `${B}(fan|lock|locks|locked|locking)${E}|(?<!g)låset${E}`,
  ].join('|'),
);
// "Det är inget fel på ventilationen, det är grannen": the reporter says it is no fault.
const NO_FAULT = re('inget fel på|inte fel på|nothing wrong with|not a repair|isn t a repair');

// Nothing but a wish to be called: "ring mig asap 070-000 13 13", "call me back pls". Without a
// word about what is wrong there is nothing to file yet.
const CALL_WORDS = new Set(
  'ring ringa ringer mig oss upp tillbaka asap snalla tack hej hejsan kan ni du pa mitt min nummer numret telefon tel mobil mobilen nar sa fort som mojligt direkt nu genast call me us back please pls plz thanks thank you hi hello can could on my number phone mobile when soon as possible now urgently'.split(
    ' ',
  ),
);
const onlyCall = (t: string): boolean => {
  const ws = t
    .replace(/[+\d]+/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
  return (
    ws.length > 0 &&
    ws.some((w) => w.startsWith('ring') || w === 'call') &&
    ws.every((w) => CALL_WORDS.has(w))
  );
};

/** Something broken or failing is named (and not denied): the message is about a fault. */
export function namesFault(text: string): boolean {
  const t = ruleText(text).replace(HYPOTHETICAL, ' ');
  return FAULT.test(t) && !NO_FAULT.test(t);
}

export function conductMatter(text: string): boolean {
  const t = ruleText(text);
  if (namesFault(text)) return false;
  return (
    onlyCall(t) ||
    TALK_TO.test(t) ||
    (OFFICE_QUESTION.test(t) && text.includes('?')) ||
    CONDUCT_ALONE.test(t) ||
    (PEOPLE.test(t) && DOINGS.test(t))
  );
}
