import type { Priority } from '@app/contract';
import { translate } from '@app/i18n';
import type { AssistantProvider } from '../types';
import type { CorpusCase } from './corpus-cases';
import { inPool } from './pool';
import { ON_CALL, play } from './simulate';

/**
 * The frozen corpus's first messages through a provider that keeps no readable memory (a
 * language model behind the safety layer): what its first reply and its filing show. The
 * simulated reporter answers its questions (the case's own since-phrase and access words where
 * labelled) and agrees to its summary, for at most `MAX_TURNS` turns.
 */
export const MAX_TURNS = 6;

export interface ProviderCorpusFigures {
  cases: number;
  faults: number;
  hazards: number;
  /** Hazards whose first reply starts with safety advice and gives the on-call number. */
  hazardAdvice: number;
  /** …whose advice is that of the labelled kind first. */
  hazardKind: number;
  /** Messages without a hazard whose first reply carries safety advice. */
  falseAdvice: number;
  nonfaults: number;
  nonfaultsFiled: number;
  faultsFiled: number;
  trade: number;
  urgencyExact: number;
  urgencyWithinOne: number;
}

const RANK: Record<Priority, number> = { Low: 0, Normal: 1, High: 2, Urgent: 3 };
const ADVICE_MARK = '⚠';

export async function measureProviderCorpus(
  cases: CorpusCase[],
  provider: AssistantProvider,
  concurrency: number,
  misses: string[] = [],
): Promise<ProviderCorpusFigures> {
  const played = await inPool(cases, concurrency, (c) =>
    play(
      {
        lang: c.lang === 'en' ? 'en' : 'sv',
        text: c.text,
        since: c.since?.phrase,
        access: c.access ?? undefined,
      },
      provider,
      MAX_TURNS,
    ),
  );
  const f: ProviderCorpusFigures = {
    cases: cases.length,
    faults: 0,
    hazards: 0,
    hazardAdvice: 0,
    hazardKind: 0,
    falseAdvice: 0,
    nonfaults: 0,
    nonfaultsFiled: 0,
    faultsFiled: 0,
    trade: 0,
    urgencyExact: 0,
    urgencyWithinOne: 0,
  };
  for (const [i, c] of cases.entries()) {
    const p = played[i]!;
    const miss = (what: string) => misses.push(`${c.id} ${what}: ${c.text}`);
    const first = p.firstReply;
    if (c.hazard) {
      f.hazards++;
      if (first.startsWith(ADVICE_MARK) && first.includes(ON_CALL)) f.hazardAdvice++;
      else miss(`hazard ${c.hazard}: no advice and on-call number first`);
      const kind = c.hazard;
      if ((['sv', 'en'] as const).some((l) => first.startsWith(translate(l, `assistant.hazard.${kind}`))))
        f.hazardKind++;
    } else if (first.includes(ADVICE_MARK)) {
      f.falseAdvice++;
      miss('safety advice without a hazard');
    }
    if (c.category === 'nonfault') {
      f.nonfaults++;
      if (p.filed) {
        f.nonfaultsFiled++;
        miss('non-fault filed');
      }
      continue;
    }
    f.faults++;
    if (!p.filed) {
      miss(`not filed in ${MAX_TURNS} turns`);
      continue;
    }
    f.faultsFiled++;
    if (p.filed.trade === c.trade) f.trade++;
    else miss(`trade ${p.filed.trade} ≠ ${c.trade}`);
    const d = p.filed.priority ? Math.abs(RANK[p.filed.priority] - RANK[c.urgency!]) : 9;
    if (d === 0) f.urgencyExact++;
    else miss(`urgency ${p.filed.priority} ≠ ${c.urgency}`);
    if (d <= 1) f.urgencyWithinOne++;
  }
  return f;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');

/** The figures as the evaluation prints them; trade and urgency are of the faults that were filed. */
export function providerCorpusTable(name: string, f: ProviderCorpusFigures): string {
  return [
    `${name}: ${f.cases} messages (${f.faults} faults, ${f.hazards} hazards, ${f.nonfaults} non-faults)`,
    `  faults filed           ${f.faultsFiled}/${f.faults}   (within ${MAX_TURNS} turns)`,
    `  trade                  ${pct(f.trade, f.faultsFiled)}   (of those filed; target ≥ 95 %)`,
    `  urgency exact          ${pct(f.urgencyExact, f.faultsFiled)}   (of those filed; target ≥ 85 %)`,
    `  urgency within one     ${pct(f.urgencyWithinOne, f.faultsFiled)}   (of those filed; target ≥ 97 %)`,
    `  hazard advice          ${pct(f.hazardAdvice, f.hazards)}   (${f.hazardAdvice}/${f.hazards}, advice and on-call number first in the first reply; right kind first ${pct(f.hazardKind, f.hazards)}; target 100 %)`,
    `  false hazard advice    ${pct(f.falseAdvice, f.cases - f.hazards)}   (${f.falseAdvice}; target ≤ 3 %)`,
    `  non-faults filed       ${f.nonfaultsFiled}/${f.nonfaults}   (a submit_report for a non-fault; target 0)`,
  ].join('\n');
}
