import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import { CASES } from './cases';
import { evaluate } from './evaluate';

/**
 * `npm run assistant-eval`: plays every labelled case through the built-in interviewer with a
 * simulated reporter and prints the figures (and each miss with `--verbose`).
 */
const verbose = process.argv.includes('--verbose');
const result = await evaluate(CASES, createBuiltinInterviewer());
if (verbose) for (const line of result.misses) console.log(line);
console.log(result.table);

process.exit(result.passed ? 0 : 1);
