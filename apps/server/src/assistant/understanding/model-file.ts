import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Head } from './heads';
import type { Labelled } from './labelled';
import type { LinearModel } from './linear-model';

export const MODEL_PATH = join(import.meta.dirname, 'model.json');

export interface ModelFile {
  /** Fingerprint of the training set and the code that trains and reads the model. */
  trainedOn: string;
  heads: Record<Head, LinearModel>;
}

// The sources whose change makes a trained model stale: the model's own code and the rules it reads as features.
const SOURCES = [
  'features.ts',
  'fold.ts',
  'linear-model.ts',
  'heads.ts',
  'train.ts',
  'conduct.ts',
  'scandinavian.ts',
  '../triage/hazards.ts',
  '../triage/hazard-words.ts',
  '../triage/heat-words.ts',
  '../triage/explained-words.ts',
  '../triage/sewage-words.ts',
  '../triage/kinds.ts',
  '../triage/details.ts',
  '../providers/builtin/classify.ts',
];

/** What the committed model must have been trained on; the staleness test compares the two. */
export function fingerprint(examples: Labelled[]): string {
  const h = createHash('sha256');
  for (const f of SOURCES) h.update(readFileSync(join(import.meta.dirname, f)));
  h.update(JSON.stringify(examples));
  return h.digest('hex');
}
