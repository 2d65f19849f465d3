import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { featurise } from './features';
import { HEADS, type Head } from './heads';
import { type Example, type LinearModel, train } from './linear-model';
import { fingerprint, MODEL_PATH, type ModelFile } from './model-file';
import { type Labelled, trainingSet } from './train-data';

/** The label a head learns from one example, or undefined when that head does not learn from it. */
function label(head: Head, e: Labelled): string | undefined {
  switch (head) {
    case 'category':
      return e.category;
    case 'trade':
      return e.trade ?? undefined;
    case 'urgency':
      return e.urgency ?? undefined;
    case 'hazard':
      return e.hazard ?? 'none';
  }
}

/** Trains every head on `examples`; classes a head rarely sees weigh more, so no class is drowned out. */
export function trainHeads(examples: Labelled[]): Record<Head, LinearModel> {
  const feats = examples.map((e) => featurise(e.text));
  const out = {} as Record<Head, LinearModel>;
  for (const head of Object.keys(HEADS) as Head[]) {
    const classes: string[] = [...HEADS[head]];
    const data: Example[] = [];
    examples.forEach((e, i) => {
      const y = label(head, e);
      if (y !== undefined) data.push({ x: feats[i]!, y: classes.indexOf(y) });
    });
    const counts = classes.map((_, c) => data.filter((d) => d.y === c).length);
    const mean = data.length / classes.length;
    const classWeight = counts.map((n) => (n ? Math.min(5, Math.sqrt(mean / n)) : 1));
    out[head] = train(classes, data, { classWeight });
  }
  return out;
}

// `npm run assistant-train`: trains on the corpus's train set and writes model.json beside this file.
// Not `import.meta.main`: undefined before Node 22.18, where the script would end without a word.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const examples = trainingSet();
  const file: ModelFile = { trainedOn: fingerprint(examples), heads: trainHeads(examples) };
  writeFileSync(MODEL_PATH, `${JSON.stringify(file)}\n`);
  const size = JSON.stringify(file).length;
  console.log(`Trained on ${examples.length} messages; model.json ${(size / 1024).toFixed(0)} KB`);
}
