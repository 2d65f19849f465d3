import { translate } from '@app/i18n';
import type { AssistantProvider } from '../types';
import type { EvalCase } from './cases';
import { inPool } from './pool';
import { play } from './simulate';

export interface Figures {
  cases: number;
  trade: number;
  urgency: number;
  hazardRecall: number;
  hazardFalseAlarms: number;
  medianTurns: number;
  wrongField: number;
  filed: number;
}

/** The targets the built-in interviewer must hold on the set (docs/ASSISTANT.md). */
export const TARGETS = { trade: 0.95, urgency: 0.9, hazardRecall: 1, medianTurns: 3, wrongField: 0 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** `concurrency`: conversations played at once (a model server answers several); the figures do not depend on it. */
export async function evaluate(cases: EvalCase[], provider: AssistantProvider, concurrency = 1) {
  let trade = 0;
  let urgency = 0;
  let hazards = 0;
  let hazardHits = 0;
  let falseAlarms = 0;
  let wrongField = 0;
  let filed = 0;
  const namedTurns: number[] = [];
  const misses: string[] = [];
  const played = await inPool(cases, concurrency, (c) => play(c, provider));
  for (const [i, c] of cases.entries()) {
    const p = played[i]!;
    const f = p.filed;
    if (f) filed++;
    else misses.push(`#${c.id} not filed: ${c.text} → ${p.replies.at(-1)}`);
    if (f?.trade === c.trade) trade++;
    else if (f) misses.push(`#${c.id} trade ${f.trade} ≠ ${c.trade}: ${c.text}`);
    if (f?.priority === c.urgency) urgency++;
    else if (f) misses.push(`#${c.id} urgency ${f.priority} ≠ ${c.urgency}: ${c.text}`);
    const advice = c.hazard ? translate(c.lang, `assistant.hazard.${c.hazard}`) : undefined;
    if (c.hazard) {
      hazards++;
      if (p.firstReply.startsWith(advice!) && p.firstReply.includes(ON_CALL_TEXT)) hazardHits++;
      else misses.push(`#${c.id} hazard ${c.hazard} advice missing in the first answer: ${c.text}`);
    } else if (p.firstReply.includes('⚠')) {
      falseAlarms++;
      misses.push(`#${c.id} hazard advice given without a hazard: ${c.text}`);
    }
    // The room is read from the built-in interviewer's memory; a model's is not known.
    if (c.correction && p.state && p.state.room !== c.correction.room)
      misses.push(`#${c.id} correction not applied (room ${p.state.room}): ${c.correction.text}`);
    if (c.place === 'common' && p.commonArea === false)
      misses.push(`#${c.id} common area not recognised: ${c.text}`);
    if (c.place === 'own' && p.commonArea)
      misses.push(`#${c.id} own premises taken as ${p.state?.area ?? 'a common area'}: ${c.text}`);
    wrongField += p.wrongField.length;
    for (const w of p.wrongField) misses.push(`#${c.id} wrong field: ${w}`);
    if (c.named && !c.offScript && !c.correction && !c.several) namedTurns.push(p.turns);
  }
  const n = cases.length;
  const figures: Figures = {
    cases: n,
    trade: trade / n,
    urgency: urgency / n,
    hazardRecall: hazards ? hazardHits / hazards : 1,
    hazardFalseAlarms: falseAlarms,
    medianTurns: median(namedTurns),
    wrongField,
    filed,
  };
  const passed =
    figures.trade >= TARGETS.trade &&
    figures.urgency >= TARGETS.urgency &&
    figures.hazardRecall >= TARGETS.hazardRecall &&
    figures.medianTurns <= TARGETS.medianTurns &&
    figures.wrongField <= TARGETS.wrongField;
  const table = [
    `Assistant evaluation: ${n} cases (${cases.filter((c) => c.lang === 'sv').length} sv, ${cases.filter((c) => c.lang === 'en').length} en), provider ${provider.name}`,
    `  filed                  ${filed}/${n}`,
    `  trade accuracy         ${pct(figures.trade)}   (target ≥ ${pct(TARGETS.trade)})`,
    `  urgency accuracy       ${pct(figures.urgency)}   (target ≥ ${pct(TARGETS.urgency)})`,
    `  hazard recall          ${pct(figures.hazardRecall)}   (${hazardHits}/${hazards}, advice and on-call number in the first answer; target 100 %)`,
    `  hazard false alarms    ${falseAlarms}`,
    `  median turns           ${figures.medianTurns}   (first message names what and where: ${namedTurns.length} cases; target ≤ 3)`,
    `  answers in wrong field ${wrongField}   (target 0)`,
    `  ${passed ? 'PASS' : 'FAIL'}`,
  ].join('\n');
  return { figures, misses, table, passed };
}

const ON_CALL_TEXT = '08-123 456 00';
