import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import { understand } from '../understanding/understand';
import { CASES } from './cases';
import { loadCorpus } from './corpus-cases';
import { corpusTable, measureCorpus } from './corpus-eval';
import { crossValidate } from './cross-validate';
import { evaluate } from './evaluate';
import { HELD_OUT } from './held-out';

/**
 * `npm run assistant-eval`: the first-message figures on the corpus (the frozen test set, and the
 * training set read by models trained without each writer with `--cv`), then every early labelled case played
 * through the built-in interviewer with a simulated reporter. `--verbose` prints each miss.
 */
const verbose = process.argv.includes('--verbose');
const show = (misses: string[]) => {
  if (verbose) for (const m of misses) console.log(`  ${m}`);
};

if (process.argv.includes('--cv')) {
  const misses: string[] = [];
  const cv = crossValidate(loadCorpus('train'), misses);
  show(misses);
  console.log(corpusTable('Training set, each writer read by a model trained without them', cv));
}
const testMisses: string[] = [];
const test = measureCorpus(loadCorpus('test'), understand, testMisses);
if (process.argv.includes('--test-misses')) show(testMisses);
console.log(corpusTable('Frozen test set (writers never trained on)', test));

const result = await evaluate(CASES, createBuiltinInterviewer());
show(result.misses);
console.log(`\n${result.table}`);
// Written after the tuning and never tuned on: shown for honesty, not held to the targets.
const heldOut = await evaluate(HELD_OUT, createBuiltinInterviewer());
show(heldOut.misses);
console.log(`\nHeld-out ${heldOut.table.split('\n').slice(0, -1).join('\n')}`);

process.exit(result.passed ? 0 : 1);
