import { HAZARD_KINDS, type HazardKind, type Priority, type Trade } from '@app/contract';
import { asSwedish } from '../understanding/scandinavian';
import {
  BOTTLE_GLASS,
  DOOR_BETWEEN,
  FEARED,
  FELL_INSIDE,
  FIRST_HEAT,
  LIFT_STUCK,
  OVERHEAD,
  PANE,
  UNDER_IT,
  WATER_AT_ELECTRICS,
  WATER_NOW,
} from './explained-words';
import {
  ABOUT_TO_FALL,
  any,
  B,
  BROKEN,
  BURNT_ELECTRICAL,
  BURNT_FOOD,
  both,
  CANNOT_CLOSE,
  CANNOT_LOCK,
  DOOR,
  DOOR_ITSELF,
  E,
  ELECTRIC_COOKER,
  ENTRANCE_DOOR,
  EXPOSED_WIRES,
  FALLEN,
  FREEZER,
  FUMES,
  GLASS,
  GLASS_INTACT,
  GROUND,
  ICE,
  ICE_PATH,
  INNER_DOOR,
  LEFT_OUTSIDE,
  LOCK_CONTEXT,
  LOCKED,
  LOCKED_OUT_DANGER,
  LOCKED_OUT_SAFE,
  LOCKED_PERSON,
  MAILBOX,
  NEGATED,
  NOT_A_LEAK,
  NOT_HAZARD,
  NOT_ICE,
  NOT_YET,
  OUT_PATH,
  OUTSIDE,
  POISONED,
  RAIN,
  ROOF_PART,
  re,
  ruleText,
  SHARDS,
  SHOCK,
  SHUT_BEHIND,
  SKATING,
  SLIPPERY,
  SLOW_DRAIN,
  SMALL_GLASS,
  SMOKE_EXPLAINED,
  SOUNDING,
  STRONG_WATER,
  TAP_WATER,
  WATER_WORD,
  WAY,
  WELLING,
  WINTER,
} from './hazard-words';
import { NO_HEAT, NOT_HOME_HEAT, ONE_RADIATOR } from './heat-words';
import { SEWAGE } from './sewage-words';

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

// Water running or flooding now, told by amount, spread or force.
const WATER = any(
  re(
    `vattenläck|översvämm|översvämn|svämmar|forsar|fosar|(vatten|vatn) över (hela )?(golv|köksgolv)|(vatten|vatn) rinner(?! lite)|rinner (\\p{L}+ )?(vatten|vatn)|rinner (ut|ner|in) (över|genom|på|i)|${B}(\\d+ )?cm vatten|fullt (med|av) vatten|sjö på golvet|(vatten|vattnet|vatn) sprutar(?! lite)|sprutar (vatten|ur|ut)|(vatten|vatn) kommer (\\p{L}+ ){0,2}(från|genom|ur) tak|rinner på golvet|(rinner|rinna|forsar|sprutar|spruta) (\\p{L}+ ){0,5}(ner |ut )?(på|över) (\\p{L}+ )?golv\\p{L}*|(vatten|vatn) (\\p{L}+ )?rinna (ut|över|ner)|mycket (vatten|vatn)|(rinner|kommer|läcker) (\\p{L}+ ){0,3}mycket|(vatten|vatn|water) (\\p{L}+ ){0,6}\\d+ ?cm${E}|(läcker|rinner|forsar|droppar) (\\p{L}+ ){0,5}(just nu|right now)|${B}\\d+ ?cm (vatten|vatn|water)|(vatten|vatn|water) (på|on) (the )?(\\p{L}+ )?(golv|floor)\\p{L}*( [\\p{L}\\p{N}]+){0,5} (a lot|lots|loads|everywhere|överallt|(?<!(inte|int|ej|not) )mycket|massa|spreading|sprider sig|coming from|kommer från)|(a lot|lots|loads) of water`,
  ),
  re(
    '(röret|rör|ledningen) (har )?(sprickit|spruckit|gått sönder|brustit)|sprucket rör|läcker in (till|hos) grannen|(rinner|läcker|kommer|droppar)\\p{L}* (\\p{L}+ ){0,3}mer och mer|fortsätter (att )?rinna|sipprar in',
  ),
  WELLING,
  re(
    'flood|burst|(running|pouring|spilling|spreading|gushing)( out)? (onto|over|across) the (\\p{L}+ ){0,2}floor|water (is )?(pouring|gushing|everywhere|all over|spraying|coming (in|through|down|from|out))|water all over|inches of water|(pouring|gushing|running) (\\p{L}+ )?(from|through) the ceiling|water leak',
  ),
);

// Locked out with a danger out there, unless the reporter says they wait somewhere warm.
const outInDanger = (t: string) => LOCKED_OUT_DANGER.test(t) && !LOCKED_OUT_SAFE.test(t);
const RULES: HazardRule[] = [
  {
    key: 'gas',
    priority: 'Urgent',
    trade: 'plumber',
    test: any(
      re(
        'gaslukt|gasläck|gas lukt|(lukt|stank|stink|stinker|osar|doft)\\p{L}*( \\p{L}+){0,3} (av |på |som )?gas(?!\\p{L})|doftar gas|känner gas|gas (smell|leak)',
      ),
      re('smell\\p{L}* (\\p{L}+ ){0,3}(of |like )?gas(?!\\p{L})|leaking gas|gas is leaking|gasol|propan'),
      // "som när man har glömt att stänga av gasen": gas named by what it is like.
      re(
        'glömt (att )?(stänga|vrida) av (gasen|brännaren|gasspisen)|left the gas on|(vred|knapp|knob|burner|brännare)\\p{L}* (\\p{L}+ ){0,4}(utan låga|without (a )?flame|unlit|not lit)|lukt\\p{L}* som när (\\p{L}+ ){0,3}(gasspis|spisen|gasen|brännar)',
      ),
      // Described by what it smells or sounds like, beside a gas appliance or pipe.
      both(
        re(
          'ruttna ägg|ruttet ägg|som ägg|(lukt\\p{L}*|smell\\p{L}*) (\\p{L}+ ){0,2}(som |like )?(en |a )?(tändare|lighter)|rotten onion|onion gone bad|ruttna lök|rutten lök|(stickande|frän|fräna|pungent|acrid)\\p{L}* (\\p{L}+ )?(lukt|doft|smell|odou?r)|svavel|rotten egg|sulphur|sulfur|(?<!\\p{L})(väs|pys)|fräser|visslar|ssss|hissing|hisses|hiss |(konstig|märklig|skum|egendomlig|underlig|besynnerlig|avvikande|ovanlig)\\p{L}* (lukt|doft)|(peculiar|unusual) (smell|odour|odor)|stinker|luktar skarpt|(strange|weird|odd|funny) smell|luktar konstigt|smells (weird|strange|funny|odd)|tändstick|(a|struck|spent) match|krut|gunpowder',
        ),
        (t) =>
          re(
            '(?<!\\p{L})gas|spis|kokplatt|stove|cooker|hob|gasledning|gasrör|pipe|ledning|oven|ugn|panna|boiler',
          ).test(t.replace(ELECTRIC_COOKER, ' ')) && !re('all electric|allt el|bara el').test(t),
      ),
    ),
  },
  {
    key: 'carbonMonoxide',
    priority: 'Urgent',
    trade: 'other',
    test: any(
      re(
        '(?<!(co2|koldioxid|carbon dioxide).*)(?<!\\p{L})\\d+ ?ppm(?!.*(co2|koldioxid|carbon dioxide))|kolmonoxid|kål monoxid|koloxid|kolos|carbon monoxide|(?<!\\p{L})co[ -]?(larm|varnare|detektor|mätare|alarm|detector|sensor|monitor)',
      ),
      both(
        re('(?<!\\p{L})co(?![\\p{L}\\p{N}])'),
        re('larm|piper|tjuter|alarm|beep|going off|sounding|pii+p|bii+p|(?<!\\p{L})(pip|bip)(?!\\p{L})'),
      ),
      both(FUMES, any(POISONED, SOUNDING)),
    ),
  },
  {
    key: 'fire',
    priority: 'Urgent',
    trade: 'other',
    test: (t) =>
      !BURNT_ELECTRICAL.test(t) &&
      !SMOKE_EXPLAINED(t) &&
      !FIRST_HEAT.test(t) &&
      !(BURNT_FOOD.test(t) && !re('brinner|lågor|flames|on fire').test(t)) &&
      any(
        re(
          `${B}(brand|brinner|eld|elden|rök|rökig|rökigt|ryker|rökutveckling|brandlukt|brandrök|röklukt|rökdoft|röklukten)${E}|lukt\\p{L}* (\\p{L}+ ){0,2}bränt|bränd lukt|luktar bränd|osar bränt|bränt gummi`,
        ),
        re(
          `${B}(fire|smoke|burning|flames)${E}|${B}(is|are|was|started|keeps) smoking${E}|burning smell|smell\\p{L}* (like |of )?(burnt|burning)|burnt smell`,
        ),
      )(t),
  },
  {
    key: 'sparks',
    priority: 'Urgent',
    trade: 'electrician',
    test: any(
      re(`gnist|blixtr\\p{L}*|blixt (i|från|ur|kom)|${B}small i${E}|${B}(spark|sparks|sparking|sparked)${E}`),
      re('stöt av|fick en stöt|stöt i|elchock|electric shock|got a shock|shock from'),
      SHOCK,
      EXPOSED_WIRES,
      // A hot, burnt, crackling or buzzing electrical part; exposed wires.
      BURNT_ELECTRICAL,
      re(
        'koppar ?trådar|koppartråd|nakna (kablar|trådar|sladdar)|bare wires|exposed wires|man ser (sladdar|trådar|koppar)|hänger i sladdarna',
      ),
      // Water reaching electrics is an electrical danger before it is a leak.
      WATER_AT_ELECTRICS,
    ),
  },
  {
    key: 'water',
    priority: 'Urgent',
    trade: 'plumber',
    test: (t) =>
      !(RAIN.test(t) && !re('golv|floor').test(t)) &&
      !NOT_A_LEAK.test(t) &&
      !TAP_WATER.test(t) &&
      !(SLOW_DRAIN.test(t) && !STRONG_WATER.test(t)) &&
      (WATER(t) || (WATER_WORD.test(t) && WATER_NOW.test(t))),
  },
  {
    key: 'sewage',
    priority: 'Urgent',
    trade: 'plumber',
    test: SEWAGE,
  },
  {
    key: 'noHeat',
    priority: 'High',
    trade: 'heating',
    test: (t) => !NOT_HOME_HEAT(t) && !ONE_RADIATOR.test(t) && NO_HEAT(t),
  },
  {
    key: 'liftStuck',
    priority: 'Urgent',
    trade: 'elevator',
    test: LIFT_STUCK,
  },
  {
    key: 'lockedIn',
    priority: 'Urgent',
    trade: 'locksmith',
    test: (t) =>
      (LOCKED_PERSON.test(t) && LOCKED.test(t)) ||
      (FELL_INSIDE.test(t) && DOOR_BETWEEN.test(t) && LOCKED_PERSON.test(t)) ||
      (re(
        'stängt (mig|sig|oss) ute|gått i baklås|låst mig ute|låst sig ute|låst ute|utelåst|locked (myself|herself|himself) out|locked out',
      ).test(t) &&
        outInDanger(t)) ||
      // Cannot get in past the lock, and out there is a danger ("nyckeln går int runt … minus 22").
      (re('(kommer|kan) (inte|int|ente|icke|ej) (in|komma in)(?!\\p{L})|can ?t get in|cannot get in').test(
        t,
      ) &&
        LOCK_CONTEXT.test(t) &&
        outInDanger(t)) ||
      // A door that shut behind someone now outside: "balkongdörren gick i lås, frun står ute med bebisen".
      (SHUT_BEHIND.test(t) && LEFT_OUTSIDE.test(t) && outInDanger(t)) ||
      (re(
        '(kommer|kan) (inte|int|ente|icke|ej) (ut|ta sig ut|komma ut|öppna (\\p{L}+ )?inifrån)|can ?t open it from inside',
      ).test(t) &&
        LOCK_CONTEXT.test(t) &&
        !re('snö|snow|rollator|rullator|löv').test(t)),
  },
  {
    key: 'doorLock',
    priority: 'High',
    trade: 'locksmith',
    test: (t) =>
      !(INNER_DOOR.test(t) && !ENTRANCE_DOOR.test(t)) &&
      !(MAILBOX.test(t) && !DOOR_ITSELF.test(t)) &&
      ((DOOR.test(t) && CANNOT_LOCK.test(t)) || (ENTRANCE_DOOR.test(t) && CANNOT_CLOSE.test(t))),
  },
  {
    key: 'glass',
    priority: 'High',
    trade: 'glazier',
    test: (t) =>
      !(BOTTLE_GLASS.test(t) && !PANE.test(t)) &&
      ((GLASS.test(t) &&
        BROKEN.test(t) &&
        !GLASS_INTACT.test(t) &&
        !SMALL_GLASS.test(t) &&
        (GROUND.test(t) || ABOUT_TO_FALL.test(t))) ||
        SHARDS.test(t)),
  },
  {
    key: 'entranceFall',
    priority: 'High',
    trade: 'groundskeeping',
    test: (t) =>
      ICE_PATH.test(t) ||
      (SKATING.test(t) && OUTSIDE(t) && !NOT_YET.test(t)) ||
      (ICE.test(t) && OUTSIDE(t) && !FREEZER.test(t)) ||
      (SLIPPERY.test(t) && (WINTER.test(t) || (OUT_PATH.test(t) && !NOT_ICE.test(t))) && !FREEZER.test(t)) ||
      (FALLEN.test(t) && ROOF_PART.test(t) && WAY.test(t)) ||
      (OVERHEAD.test(t) && UNDER_IT.test(t)),
  },
];

export interface HazardHit {
  key: HazardKey;
  priority: Priority;
  trade: Trade;
}

/** Every hazard the text describes, most serious first. */
// A negation reaches no further than its clause: "ingen öppnar, rökigt i trappan" keeps the smoke.
export const readable = (text: string) =>
  text
    .split(CLAUSE)
    .map((clause) => ruleText(clause).replace(NEGATED, ' ').replace(FEARED, ' '))
    .join(' ')
    .replace(NOT_HAZARD, ' ');
const CLAUSE = /[.,;:!?\n]+/u;

export function detectHazards(text: string): HazardHit[] {
  const t = readable(asSwedish(text));
  return RULES.filter((r) => r.test(t)).map(({ key, priority, trade }) => ({ key, priority, trade }));
}

export const hazardPriority = (key: HazardKey): Priority => RULES.find((r) => r.key === key)!.priority;
export const hazardTrade = (key: HazardKey): Trade => RULES.find((r) => r.key === key)!.trade;
