import { loadConfig } from '../../config';
import { createProvider } from '../engine';
import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import { understand } from '../understanding/understand';
import { CASES } from './cases';
import { loadCorpus } from './corpus-cases';
import { corpusTable, measureCorpus } from './corpus-eval';
import { crossValidate } from './cross-validate';
import { evaluate } from './evaluate';
import { HELD_OUT } from './held-out';
import { evaluateProvider } from './provider-eval';

/**
 * `npm run assistant-eval`: the first-message figures on the corpus (the frozen test set, and the
 * training set read by models trained without each writer with `--cv`), then every early labelled case played
 * through the built-in interviewer with a simulated reporter. `--verbose` prints each miss.
 *
 * `-- --provider openai [--limit N] [--concurrency N]`: the same through the model the LLM_*
 * settings name, behind the safety layer (provider-eval.ts), instead of the built-in interviewer.
 */
const verbose = process.argv.includes('--verbose');
const show = (misses: string[]) => {
  if (verbose) for (const m of misses) console.log(`  ${m}`);
};
const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const count = (name: string) => {
  const raw = option(name);
  const n = raw === undefined ? undefined : Number(raw);
  if (n !== undefined && !(Number.isInteger(n) && n > 0))
    throw new Error(`${name} takes a whole number above 0`);
  return n;
};

const providerName = option('--provider');
if (providerName !== undefined) {
  if (providerName !== 'openai') throw new Error(`--provider: only "openai" (got "${providerName}")`);
  const config = loadConfig();
  if (!config.LLM_BASE_URL || !config.LLM_MODEL)
    throw new Error(
      '--provider openai needs LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the server wants one)',
    );
  // The provider as the server builds it from the same settings: the model behind the safety layer.
  const provider = createProvider(config);
  const result = await evaluateProvider(provider, {
    limit: count('--limit'),
    concurrency: count('--concurrency') ?? 4,
    verbose,
  });
  process.exit(result.passed ? 0 : 1);
}

if (process.argv.includes('--cv')) {
  const misses: string[] = [];
  const cv = crossValidate(loadCorpus('train'), misses);
  show(misses);
  console.log(corpusTable('Training set, each writer read by a model trained without them', cv));
}
// The development set: read while rules change (its misses with --dev-misses), never trained on.
const devMisses: string[] = [];
const dev = measureCorpus(loadCorpus('dev'), understand, devMisses);
if (process.argv.includes('--dev-misses')) show(devMisses);
console.log(corpusTable('Development set (read for rule work, never trained on)', dev));
// `--no-test` while rules change: the frozen test set is read once, at the end, not after every step.
if (!process.argv.includes('--no-test')) {
  const testMisses: string[] = [];
  const test = measureCorpus(loadCorpus('test'), understand, testMisses);
  if (process.argv.includes('--test-misses')) show(testMisses);
  console.log(corpusTable('Frozen test set (writers never trained on)', test));
}

const result = await evaluate(CASES, createBuiltinInterviewer());
show(result.misses);
console.log(`\n${result.table}`);
// Written after the tuning and never tuned on: shown for honesty, not held to the targets.
const heldOut = await evaluate(HELD_OUT, createBuiltinInterviewer());
show(heldOut.misses);
console.log(`\nHeld-out ${heldOut.table.split('\n').slice(0, -1).join('\n')}`);

process.exit(result.passed ? 0 : 1);
