import type { Trade } from '@app/contract';
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

/**
 * The trade whose words the text mentions most (weighted); `other` when none. The fallback for
 * faults of no known kind (triage/kinds.ts decides first).
 */
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
