import type { AssistantProvider } from '../types';
import { CASES } from './cases';
import { loadCorpus } from './corpus-cases';
import { evaluate } from './evaluate';
import { HELD_OUT } from './held-out';
import { measureProviderCorpus, providerCorpusTable } from './provider-corpus';

export interface ProviderEvalOptions {
  /** At most this many cases of each set (spread over the set, so every writer and kind stays in). */
  limit?: number;
  /** Conversations played at once. */
  concurrency: number;
  /** Print every miss. */
  verbose?: boolean;
  log?: (line: string) => void;
}

/** `n` cases spread evenly over the set, in order; all of them without a limit. */
export function spread<T>(cases: readonly T[], n?: number): T[] {
  if (n === undefined || n >= cases.length) return [...cases];
  return Array.from({ length: Math.max(0, n) }, (_, i) => cases[Math.floor((i * cases.length) / n)]!);
}

/**
 * `npm run assistant-eval -- --provider openai`: the evaluation of the built-in interviewer, run
 * through another provider (a configured model behind the safety layer). The frozen corpus's
 * first messages as far as a first reply and a filing show them, then the labelled dialogue set
 * and the held-out set with the simulated reporter.
 */
export async function evaluateProvider(provider: AssistantProvider, opts: ProviderEvalOptions) {
  const log = opts.log ?? console.log;
  const show = (misses: string[]) => {
    if (opts.verbose) for (const m of misses) log(`  ${m}`);
  };
  const corpusMisses: string[] = [];
  const corpus = await measureProviderCorpus(
    spread(loadCorpus('test'), opts.limit),
    provider,
    opts.concurrency,
    corpusMisses,
  );
  show(corpusMisses);
  log(providerCorpusTable(`Frozen test set through provider ${provider.name}`, corpus));
  const dialogue = await evaluate(spread(CASES, opts.limit), provider, opts.concurrency);
  show(dialogue.misses);
  log(`\n${dialogue.table}`);
  const heldOut = await evaluate(spread(HELD_OUT, opts.limit), provider, opts.concurrency);
  show(heldOut.misses);
  log(`\nHeld-out ${heldOut.table.split('\n').slice(0, -1).join('\n')}`);
  return { corpus, dialogue: dialogue.figures, heldOut: heldOut.figures, passed: dialogue.passed };
}
