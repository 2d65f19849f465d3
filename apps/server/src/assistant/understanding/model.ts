import { featurise } from './features';
import type { Head } from './heads';
import { scores } from './linear-model';
// Imported, not read from disk at run time, so the server's bundle carries it.
import trained from './model.json';
import type { ModelFile } from './model-file';

const committed = trained as unknown as ModelFile;

/** Each head's probabilities for one message, by class name. */
export type Prediction = Record<Head, Record<string, number>>;

/** Each head's probabilities; `heads`: another trained model (cross-validation), else the committed one. */
export function predict(text: string, heads: ModelFile['heads'] = committed.heads): Prediction {
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
