import { any, B, both, COMES_UP, DRAIN, E, FOUL, re, SEWER_SMELL, TAP_WATER } from './hazard-words';

// Sewage, told by what comes up, what is in it, or a sewer smell with something seen at the drain.

// Feces in what comes out of a drain or a toilet (not birds' or a dog's on a floor).
const FECES = re(`${B}(bajs|poo|poop|feces|faeces|avföring|skit|klumpar|lumps)${E}`);
// Dirty water that rises (not a dishwasher or a washing machine that does not drain).
const DIRTY_WATER = re('smutsigt vatten|grått vatten|dirty water|grey water|gray water|grått');
const MACHINE = re('diskmaskin|dishwasher|tvättmaskin|washing machine|utslagsvask');
// A toilet or a bath that fills and runs over its rim.
const OVER_THE_RIM = re(
  `(toalett\\p{L}*|toa|toan|wc|skål\\p{L}*|bowl|toilet|badkar\\p{L}*|bath|bathtub|tub)${E} (\\p{L}+ ){0,6}(över kanten|over the rim|over the edge|went over|fills with|fylls (med|av)|reached the rim)`,
);
const OUT_OF = re(
  'kommer|väller|bubblar|kräks|spyr|sprutar|coming|comes|pouring|(?<!\\p{L})(upp|up|out)(?!\\p{L})',
);
// A sewer smell with something seen at the drain (a brown puddle, sludge) is sewage after all;
// a smell that "rises" or "spreads" is still a smell.
const SEWER_SEEN = re('pöl|puddle|sörja|slam|sludge|svämm|flood|(?<!\\p{L})(brun|brunt|brown)(?!\\p{L})');
const COMING_UP = any(
  re('bakåtflöde|avloppsvatten|av lopps vatten|(toalett|toa|wc)\\p{L}* svämmar|kiss på golvet'),
  re('sewage|(drain|toilet)\\p{L}* (is )?(backing up|overflowing|coming up)|backed up'),
  both(COMES_UP, DRAIN),
  (t) => FECES.test(t) && DRAIN.test(t) && OUT_OF.test(t),
  (t) => DIRTY_WATER.test(t) && COMES_UP.test(t) && !MACHINE.test(t),
  OVER_THE_RIM,
  (t) =>
    FOUL.test(t) &&
    re('kommer|rinner|läcker|väller|bubblar|coming|leaking|pouring|brunn|drain').test(t) &&
    !TAP_WATER.test(t),
);

export const SEWAGE = (t: string): boolean => {
  // A sewer smell alone is a dry trap: read what is left without it.
  const odourless = t.replace(SEWER_SMELL, ' ');
  return COMING_UP(odourless) || (odourless !== t && DRAIN.test(t) && SEWER_SEEN.test(t));
};
