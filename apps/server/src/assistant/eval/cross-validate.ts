import { trainHeads } from '../understanding/train';
import { trainingSet } from '../understanding/train-data';
import { understand } from '../understanding/understand';
import type { CorpusCase } from './corpus-cases';
import { type CorpusFigures, measureCorpus } from './corpus-eval';

/**
 * Leave-one-writer-out on the training set: each writer's messages are read by a model trained
 * without them, which is what a new writer meets. Figures from the model's own training messages
 * would only say how well it remembers them.
 */
export function crossValidate(train: CorpusCase[], misses: string[] = []): CorpusFigures {
  const all = trainingSet();
  const writers = [...new Set(train.map((c) => c.writer))];
  const parts = writers.map((w) => {
    const heads = trainHeads(all.filter((e) => e.writer !== w));
    return measureCorpus(
      train.filter((c) => c.writer === w),
      (text, now) => understand(text, now, heads),
      misses,
    );
  });
  const sum = {} as CorpusFigures;
  for (const p of parts)
    for (const [k, v] of Object.entries(p) as [keyof CorpusFigures, number][]) sum[k] = (sum[k] ?? 0) + v;
  return sum;
}
