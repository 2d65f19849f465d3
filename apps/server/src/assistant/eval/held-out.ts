import { type EvalCase, loadEvalCases } from './cases';

/**
 * Cases written after the word lists were tuned on CASES and never tuned on: how the interviewer
 * does on descriptions it has not been fitted to. Reported separately (docs/ASSISTANT.md).
 */
export const HELD_OUT: EvalCase[] = loadEvalCases('interviewer-held-out.jsonl');
