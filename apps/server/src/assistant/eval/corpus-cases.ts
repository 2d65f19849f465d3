import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Priority, Trade } from '@app/contract';
import { z } from 'zod';
import { hazardKeys } from '../triage/hazards';

/**
 * The labelled triage corpus (corpus/GUIDE.md): each writer's first messages in their own voice,
 * labelled while written. `train/` feeds the model; `dev/` is read (misses included) while rules
 * change but never trained on, so a rule's gain is seen on people the model has not learnt;
 * `test/` is frozen (test/SHA256SUMS) and only measured, never tuned on. No writer is in two sets.
 */
export const CorpusCase = z.strictObject({
  id: z.string(),
  writer: z.string(),
  lang: z.enum(['sv', 'en', 'mixed']),
  text: z.string().min(1).max(400),
  category: z.enum(['fault', 'nonfault']),
  nonfault: z.enum(['rent', 'neighbour', 'question', 'gibberish', 'other']).nullable(),
  injection: z.boolean(),
  trade: Trade.nullable(),
  urgency: Priority.nullable(),
  hazard: z.enum(hazardKeys).nullable(),
  place: z.enum(['own', 'common']).nullable(),
  since: z.strictObject({ phrase: z.string(), hours: z.number().nonnegative() }).nullable(),
  access: z.string().nullable(),
});
export type CorpusCase = z.infer<typeof CorpusCase>;

export const CORPUS_DIR = join(import.meta.dirname, 'corpus');
export type CorpusSet = 'train' | 'dev' | 'test';

/** Every case of one set, in file and line order. */
export function loadCorpus(set: CorpusSet, dir = CORPUS_DIR): CorpusCase[] {
  const folder = join(dir, set);
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  return files.flatMap((f) =>
    readFileSync(join(folder, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l, i) => {
        const parsed = CorpusCase.safeParse(JSON.parse(l));
        if (!parsed.success) throw new Error(`${set}/${f}:${i + 1}: ${parsed.error.message}`);
        return parsed.data;
      }),
  );
}

/** The moment every corpus message was sent (GUIDE.md "Time"): Wednesday 18 November 2026, 14:00 in Stockholm. */
export const CORPUS_SENT_AT = new Date('2026-11-18T14:00:00+01:00');
