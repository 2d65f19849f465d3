import { any, B, E, re, WARM_ENOUGH } from './hazard-words';

/** The words of a home without heat (hazards.ts, noHeat), apart so that each file stays readable. */

// A room too cold because of an appliance, or a common area that is cold, is not a home without heat.
// Every room or radiator cold outweighs an appliance named elsewhere in the message (a list of faults).
export const NOT_HOME_HEAT = (t: string) =>
  (APPLIANCE_HEAT.test(t) && !ALL_ROOMS.test(t)) ||
  (COMMON_ROOM.test(t) && !HOME.test(t)) ||
  WARM_ENOUGH.test(t);
const ALL_ROOMS = re(
  '(alla|all|every) (the )?(rum|rooms?|element\\p{L}*|radiators)|(radiators|element\\p{L}*) in (all|every)',
);
const APPLIANCE_HEAT = re(
  `${B}(ugn\\p{L}*|oven|torktumlare\\p{L}*|dryer|torkskåp\\p{L}*|kyl|kylen|kylskåp\\p{L}*|frys|frysen|fridge|freezer|kylmonter\\p{L}*)${E}`,
);
const COMMON_ROOM = re(
  '(tvättstug|torkrum|källar|trapphus|trapp huset|trappan|trappuppgång|basement|laundry|stairwell)',
);
const HOME = re('lägenhet|lgh|hemma|vardagsrum|sovrum|flat|home|inne|hela hus');

// A home without heat: no heat at all, every radiator cold, or 17 °C and below.
export const NO_HEAT = any(
  re(
    'ingen värme|inte värme|värmen (har )?(vart |varit )?(gått|slutat|försvunnit|fungerar inte|funkar inte|är borta|har lagt av|borta)|(kallt|kalt) i hela|alla (rum|element\\p{L}*) (är )?(is)?kall|(elementen|elemangen|radiatorerna) (\\p{L}+ ){0,2}(är |ä )?(is)?kall|(kallt|kalt|kall) (i|hos) (lägenhet\\p{L}*|lgh|mamma|pappa|oss|mig)|lägenhet\\p{L}* (har varit |är )?kall|(hela|all) (lägenhet|lgh|huset|hus)\\p{L}* (är )?(kall|iskall)',
  ),
  re(
    `(?<![\\p{L}\\p{N}])(?<!\\p{N} )(1[0-7]|[0-9])( [0-9])? ?(grader|grad|degrees|degree|c|°c)${E}|(element|elemänt|elemang|radiator)\\p{L}* (\\p{L}+ ){0,2}(inte|int|ej|not) (varm|varma|warm)( \\p{L}+)? (alla|all)${E}|(?<![\\p{L}\\p{N}])(4[0-9]|5[0-9]|6[0-2]) ?(degrees|f|fahrenheit)${E}(?! c${E})|(termometer|thermometer)\\p{L}* (\\p{L}+ )?(visar |says |shows |on )?(1[0-7]|sjutton|femton|sexton)${E}|(tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen) (grader|degrees)`,
  ),
  re(
    'no heat|no heating|heating (is |has )?(off|out|stopped|gone|broken|not working|died)|(radiators|rads) (\\p{L}+ ){0,2}cold (in|all over|throughout) the (whole )?(flat|house|building)|(radiators|rads) in (all|every) (the )?rooms? (\\p{L}+ ){0,2}cold|all (the )?(radiators|rads) (are )?(\\p{L}+ )?cold|coat indoors|wearing my coat|(flat|house|home)\\p{L}* (s |is )?freezing|(radiators|rads) (\\p{L}+ ){0,2}(all )?(stone |ice )?cold',
  ),
);
// The radiators of one room, the others working: a Normal heating fault.
export const ONE_RADIATOR = re(
  '(one|ett|1) (room|rum)\\p{L}* (is |är )?(cold|kall\\p{L}*)|(other|andra) (rooms|rum|rummen)\\p{L}* (\\p{L}+ ){0,2}(fine|ok|okay|warm|varma|bra)|(elementet|elementen|elemanget|elemangen|radiatorn|radiatorerna|the radiators?|a radiator|one radiator|ett (av )?element\\p{L}*) (\\p{L}+ ){0,3}(i|in) (the |my )?(sovrum|vardagsrum|kök|barnrum|hall|badrum|bedroom|living|kitchen|hall|bathroom)\\p{L}*',
);
