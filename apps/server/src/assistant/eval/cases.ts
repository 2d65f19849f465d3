import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Priority, Trade } from '@app/contract';
import { z } from 'zod';
import { type HazardKey, hazardKeys } from '../triage/hazards';

/**
 * The labelled evaluation set of the interviewer: what a reporter first writes, and what a good
 * dispatcher would make of it (trade, priority, hazard, own premises or a common area), with the
 * answers the simulated reporter gives. `named`: the first message names both what and where (the
 * median-turns target is measured on these). The cases are data, one per line, in
 * `interviewer-cases.jsonl` (tuned on) and `interviewer-held-out.jsonl` (written afterwards).
 */
export interface EvalCase {
  id: number;
  lang: 'sv' | 'en';
  text: string;
  trade: Trade;
  urgency: Priority;
  hazard: HazardKey | null;
  place: 'own' | 'common';
  named: boolean;
  /** Answers the simulated reporter gives to the questions asked. */
  since?: string;
  access?: string;
  /** Off-script replies given first to the first question asked, before answering it properly. */
  offScript?: string[];
  /** The reporter has two premises and must pick one (answers with this designation). */
  several?: boolean;
  /** A correction sent instead of the first answer: changes the room (checked in the report). */
  correction?: { text: string; room: string };
}

const StoredCase = z.strictObject({
  id: z.number().int().positive(),
  lang: z.enum(['sv', 'en']),
  place: z.enum(['own', 'common']),
  trade: Trade,
  urgency: Priority,
  hazard: z.enum(hazardKeys).nullable(),
  text: z.string().min(1),
  /** The first message leaves out what or where. */
  vague: z.literal(true).optional(),
  since: z.string().optional(),
  access: z.string().optional(),
  offScript: z.array(z.string()).optional(),
  several: z.literal(true).optional(),
  correction: z.strictObject({ text: z.string(), room: z.string() }).optional(),
});

/** The cases of one file beside this one, checked line by line. */
export function loadEvalCases(file: string): EvalCase[] {
  return readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const parsed = StoredCase.safeParse(JSON.parse(l));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      const { vague, ...rest } = parsed.data;
      return { ...rest, named: !vague };
    });
}

export const CASES: EvalCase[] = loadEvalCases('interviewer-cases.jsonl');
