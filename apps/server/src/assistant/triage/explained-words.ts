import { B, both, E, ELECTRICS, re, WATER_WORD } from './hazard-words';

/**
 * Descriptions that sound like a hazard and are explained by the message itself, and some that are
 * a hazard though no single word says so. Kept beside hazard-words.ts, which they extend.
 */

// Dust burning off a radiator or a new oven the first times it heats: the smell of a first use, no fire.
export const FIRST_HEAT = re(
  `(bränt|bränd\\p{L}*|brent|burnt|burning|bränns|brinner|burns) (\\p{L}+ )?(damm|dust)|(damm|dust)\\p{L}* (\\p{L}+ ){0,2}(bränns|brinner|burn\\p{L}*)|${B}(första|förste|first) (\\p{L}+ ){0,1}(gång\\p{L}*|gang\\p{L}*|times?|use)${E}(?!.*(rök|smoke|lågor|flames|brinner|on fire))`,
);
// Glass from bottles or drinking glasses (a party, the bins) is for cleaning, not a broken pane.
export const BOTTLE_GLASS = re(
  `flask\\p{L}*|bottle\\p{L}*|${B}(öl|beer|burk\\p{L}*|cans|vinglas|dricksglas|fest|festat|party)${E}`,
);
export const PANE = re('ruta|rutan|rutor|fönst|window|pane|glasdörr|glass door|glasparti');
// Someone fallen inside and the door between (a chain, a lock): locked in, in need of help.
export const FELL_INSIDE = re(
  `${B}(ramlat|ramlade|fallit|trillat|fell|fallen|has fallen|ligger på golvet|lying on the floor|kommer (inte|int|ej) upp|can ?t get up)${E}`,
);
export const DOOR_BETWEEN = re(
  'säkerhetskedja\\p{L}*|säkerhets kedja|(kedja|kedjan) (är )?på|security chain|door chain|chain (is )?on|(dörr|door)\\p{L}* (\\p{L}+ ){0,3}(låst|locked|öppna|open)|(öppna|open) (\\p{L}+ )?(dörr|door)',
);
// Something loose that hangs or swings over where people walk: a sign, a snow guard, an awning.
export const OVERHEAD = re(
  `(skylt|skilt|${B}sign${E}|markis|awning|snörasskydd|snow guard|takpann|plåt|hängrän|gutter|roof tile)\\p{L}*.*(svänger|svajar|dinglar|swinging|swaying|dangling|hänger (rakt )?(ovanför|över)|hanging (right )?(above|over))`,
);
export const UNDER_IT = re(
  'ovanför|över (\\p{L}+ )?(gång|trottoar|ingång|entré|dörr|porten)|above|over the (path|entrance|door|pavement|sidewalk)|där (vi|folk|man|alla) går|where (we|people) walk',
);
// A fear or a question about what could happen is not what happens: "tänk om det börjar brinna",
// "jag är rädd att rören ska spricka", "kan det läcka ström??", "what if it catches fire". Cut from the
// marker to the end of its clause, before the rules read; what is described as happening stays.
// (conduct.ts's HYPOTHETICAL is the fault-word side: "om något går sönder" names no fault.)
const FUTURE_HARM =
  '(bli|börja|starta|ta eld|fatta eld|läcka|brinna|explodera|spricka|svämma|komma upp|catch fire|start (a )?fire|start burning|leak|burn|explode|burst|flood|come up)';
export const FEARED = re(
  `${B}(tänk om|tänk ifall|what if|in case|i fall att|så att det inte|inte att det ska|betyder det att|does (that|it) mean|(jag läste|i read|jag har läst|jag hörde|i heard) (att|that)|(rädd|orolig|scared|afraid|worried|nervous) (för )?(att|that) (\\p{L}+ ){0,4}(ska|skall|kommer att|kan|en dag|will|would|might|could|one day|someday)|(ska|skall|kommer att|kan|kunde|could|might|will|would|may) (\\p{L}+ ){0,2}${FUTURE_HARM}${E}).*`,
);
// Water running now, told by an image of its amount or force: everywhere, a jet out of something,
// like a lake or rain, buckets already full, drops falling very fast.
export const WATER_NOW = re(
  `(vatten|water)\\p{L}* (\\p{L}+ ){0,2}(överallt|everywhere)|(spray\\p{L}*|sprut\\p{L}*) (\\p{L}+ ){0,4}(ut|out)${E}|(som|like) (en |a )?(sjö|lake|regn|rain|small rain|vattenfall|waterfall)${E}|(\\d+|två|two|tre|three) (bucket|hink)\\p{L}* (\\p{L}+ )?(full|fulla)${E}|(bucket|hink)\\p{L}* (är |is )?(already|redan) (full|fulla)${E}|(drop|dropp|drip|leak|läck)\\p{L}* (\\p{L}+ ){0,3}(mycket snabbt|very fast|so fast)`,
);
const LIFT_WENT_ON = re(
  'continued by itself|went on by itself|started (again|moving) by itself|(gick|åkte|fortsatte) (den )?vidare|startade (igen|av sig själv)|now it works|it works now|fungerar (nu|igen)|funkar (nu|igen)',
);
// Someone in a lift that stopped; a lift that stopped and went on by itself has nobody stuck in it now.
export const LIFT_STUCK = (t: string): boolean =>
  !LIFT_WENT_ON.test(t) &&
  both(
    re('hiss(?!ing|ar |ande)|his sen|(?<!\\p{L})hisen(?!\\p{L})|(?<!\\p{L})lift(?!ed|ing)|elevator'),
    re(
      `sitter fast|fast i hissen|${B}fastna${E}|suttit i|i korgen|(hänger|står) stilla mellan|kvar i (den|hissen)|still (in|inside) (it|the lift|the elevator)|fastnat|instängd|inlåst|(står|stannat|stannade|fast|stopped|stuck) (\\p{L}+ ){0,2}mellan|(\\p{L}+ )(är|sitter|ä) (där )?inne|sitter (en|någon|nån|\\p{L}+) (\\p{L}+ )?i (den|hissen)|sitter i hissen|(banka|ropa|knacka)\\p{L}* (\\p{L}+ ){0,2}(inne|inifrån)|någon (där )?inne|${B}(mannen|kvinnan|grannen|granne|personen|pojken|flickan|barnet|barnen|folk|damen|gubben|tanten|a man|a woman|a child|someone|somebody) (\\p{L}+ ){0,2}(inne|inside)${E}|stuck (in|inside|between)|trapped|shut in|locked in|(banging|shouting|knocking|crying|screaming) (\\p{L}+ ){0,3}inside|someone inside|call\\p{L}* for help|(ropar|ropade|ropa) på hjälp|(?<!\\p{L})(is|are|s|been) (still )?(in|inside) (the )?(lift|elevator)`,
    ),
  )(t);

/** Whether `a` and `b` both match with at most `words` words between: "water … the fuse box" in one
 * breath, not a melting freezer in one sentence and its lamp in the next. */
const near = (a: RegExp, b: RegExp, words: number) => {
  // Global copies made once: this runs for every message the rules read.
  const [ga, gb] = [a, b].map((r) => new RegExp(r.source, `${r.flags.replace('g', '')}g`)) as [
    RegExp,
    RegExp,
  ];
  return (t: string): boolean => {
    const bs = [...t.matchAll(gb)];
    return [...t.matchAll(ga)].some((m) =>
      bs.some((n) => {
        const [from, to] = m.index < n.index ? [m.index, n.index] : [n.index, m.index];
        return t.slice(from, to).split(' ').length - 1 <= words;
      }),
    );
  };
};
// Water reaching electrics is an electrical danger before it is a leak, when told in one breath.
export const WATER_AT_ELECTRICS = near(WATER_WORD, ELECTRICS, 10);
