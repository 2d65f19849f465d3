import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import { CASES } from './cases';
import { evaluate } from './evaluate';
import { HELD_OUT } from './held-out';

/**
 * `npm run assistant-eval`: plays every labelled case through the built-in interviewer with a
 * simulated reporter and prints the figures (and each miss with `--verbose`).
 */
const verbose = process.argv.includes('--verbose');
const result = await evaluate(CASES, createBuiltinInterviewer());
if (verbose) for (const line of result.misses) console.log(line);
console.log(result.table);

// Written after the tuning and never tuned on: shown for honesty, not held to the targets.
const heldOut = await evaluate(HELD_OUT, createBuiltinInterviewer());
if (verbose) for (const line of heldOut.misses) console.log(line);
console.log(`\nHeld-out ${heldOut.table.split('\n').slice(0, -1).join('\n')}`);

process.exit(result.passed ? 0 : 1);
