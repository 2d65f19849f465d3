import type { Priority, Trade } from '@app/contract';
import { compileKeyword, countMatches, normalise } from './text';

type WordList = [string[], number?];

/** Swedish and English words per trade; a higher weight wins ties ("dörrlås" is a locksmith's job). */
const TRADE_WORDS: Partial<Record<Trade, WordList>> = {
  plumber: [
    `läck stopp kran avlopp blandare toalett =wc handfat dusch =rör =röret =rören droppar översvämn vattnet
    ^leak ^tap faucet drain clog blocked toilet sink pipe shower flood dripping`.split(/\s+/),
  ],
  electrician: [
    `säkring =propp uttag ström =el =elen lampa belysning jordfel kortslut gnist
    fuse socket outlet power electric ^light ^lamp switch breaker spark`.split(/\s+/),
  ],
  locksmith: [`lås nyckel nycklar cylinder ^lock =key =keys`.split(/\s+/), 2],
  heating: [
    `element värme =kallt =kall radiator golvvärme
    radiator heating =heat =cold heater boiler`.split(/\s+/),
  ],
  ventilation: [`ventilation fläkt imkanal =luften =drag unken ^vent =fan extractor stuffy`.split(/\s+/)],
  elevator: [`hiss elevator =lift`.split(/\s+/), 3],
  appliance: [
    `kyl frys =spis =spisen ugn tvättmaskin diskmaskin torktumlare mikro
    fridge refrigerator freezer stove oven cooker washing dishwasher dryer microwave`.split(/\s+/),
    2,
  ],
  glazier: [`fönster =ruta =rutan glas window glass =pane`.split(/\s+/), 2],
  carpentry: [`dörr golv skåp =list trappa parkett door floor cabinet cupboard stair hinge`.split(/\s+/)],
  painting: [`=måla målning färg tapet paint wallpaper`.split(/\s+/)],
  cleaning: [`städ smuts skräp sopor klotter clean dirty rubbish trash garbage graffiti`.split(/\s+/)],
  groundskeeping: [
    `=snö snöröj gräs =träd trädgård halka sandning =löv snow lawn grass tree garden`.split(/\s+/),
  ],
  'pest-control': [
    `råtta råttor möss =mus kackerlack skadedjur vägglöss vägglus myror geting
    =rat =rats mice mouse cockroach pest bedbug =ants wasp`.split(/\s+/),
    3,
  ],
  other: [`=gas gaslukt`.split(/\s+/), 4],
};

const tradePatterns = Object.entries(TRADE_WORDS).map(([trade, [words, weight]]) => ({
  trade: trade as Trade,
  weight: weight ?? 1,
  patterns: words.filter(Boolean).map(compileKeyword),
}));

/** The trade whose words the text mentions most (weighted); `other` when none. */
export function classifyTrade(text: string): Trade {
  const t = normalise(text);
  let best: Trade = 'other';
  let bestScore = 0;
  for (const { trade, weight, patterns } of tradePatterns) {
    const score = countMatches(t, patterns) * weight;
    if (score > bestScore) {
      best = trade;
      bestScore = score;
    }
  }
  return best;
}

const compile = (s: string) => s.split('|').map((w) => compileKeyword(w.trim()));
// Phrases that say "not urgent" are removed first: "inte akut" must not count as "akut".
const LOW = compile(
  'ingen brådska|kan vänta|inte bråttom|inte akut|inte brådskande|när som helst|ingen fara|no rush|can wait|not urgent|whenever|no hurry|low priority',
);
const URGENT = compile(
  'vattenläcka|översvämn|=brand|brinner|=rök|=gas|gaslukt|ingen värme|inget vatten|ingen ström|strömlös|=akut|=akuta|utelåst|=flood|flooding|=fire|=smoke|gas leak|=no heat|no heating|no water|no power|emergency|urgent|locked out|burst',
);
const HIGH = compile(
  'läcker|=snabbt|=idag|i dag|så fort som möjligt|=brådskande|=bråttom|asap|=soon|=today|quickly|leaking|=leak|high priority',
);

function stripLow(text: string): { rest: string; low: boolean } {
  let rest = text;
  let low = false;
  for (const p of LOW) {
    const g = new RegExp(p.source, 'gu');
    if (g.test(rest)) {
      low = true;
      rest = rest.replace(g, ' ');
    }
  }
  return { rest, low };
}

/** How urgent one text says something is, or undefined when it says nothing about it. */
export function urgencyOf(text: string): Priority | undefined {
  const { rest, low } = stripLow(normalise(text));
  if (countMatches(rest, URGENT) > 0) return 'Urgent';
  if (countMatches(rest, HIGH) > 0) return 'High';
  if (low) return 'Low';
  return undefined;
}

/**
 * Priority: an emergency described anywhere is Urgent; otherwise the reporter's answer to "how
 * urgent?" decides; otherwise what the description implies; otherwise Normal.
 */
export function classifyPriority(facts: string, urgencyAnswer: string | undefined): Priority {
  const fromFacts = urgencyOf(facts);
  if (fromFacts === 'Urgent') return 'Urgent';
  const fromAnswer = urgencyAnswer ? urgencyOf(urgencyAnswer) : undefined;
  return fromAnswer ?? fromFacts ?? 'Normal';
}
