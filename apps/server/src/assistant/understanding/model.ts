import { readFileSync } from 'node:fs';
import { featurise } from './features';
import type { Head } from './heads';
import { scores } from './linear-model';
import { MODEL_PATH, type ModelFile } from './model-file';

// Read on the first prediction, not at import: parsing 1.5 MB at start-up would delay every
// server start and every script that only imports the assistant. The build copies the file
// beside the bundle (scripts/build-server.mjs), where MODEL_PATH then points.
let committed: ModelFile | undefined;
function committedHeads(): ModelFile['heads'] {
  committed ??= JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelFile;
  return committed.heads;
}

/** Each head's probabilities for one message, by class name. */
export type Prediction = Record<Head, Record<string, number>>;

/** Each head's probabilities; `heads`: another trained model (cross-validation), else the committed one. */
export function predict(text: string, heads: ModelFile['heads'] = committedHeads()): Prediction {
  const x = featurise(text);
  const out = {} as Prediction;
  for (const [head, m] of Object.entries(heads) as [Head, ModelFile['heads'][Head]][]) {
    const p = scores(m, x);
    out[head] = Object.fromEntries(m.classes.map((c, i) => [c, p[i]!]));
  }
  return out;
}

export const best = (p: Record<string, number>): string =>
  Object.entries(p).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
