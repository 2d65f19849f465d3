import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, loadCorpus } from '../eval/corpus-cases';
import { fingerprint, MODEL_PATH, type ModelFile } from './model-file';
import { trainingSet } from './train-data';

/** A message's words, lower case, without diacritics or punctuation. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
const pairs = (w: string[]) => new Set(w.slice(1).map((x, i) => `${w[i]} ${x}`));
const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
};

describe('the triage model and its corpus', () => {
  it('was trained on the corpus and code as they are now (npm run assistant-train when this fails)', () => {
    const model = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelFile;
    expect(model.trainedOn).toBe(fingerprint(trainingSet()));
  });

  it('keeps the test set frozen: its files match test/SHA256SUMS', () => {
    const sums = readFileSync(join(CORPUS_DIR, 'test', 'SHA256SUMS'), 'utf8')
      .trim()
      .split('\n');
    expect(sums.length).toBeGreaterThanOrEqual(3);
    for (const line of sums) {
      const [sum, file] = line.split(/\s+/);
      const actual = createHash('sha256')
        .update(readFileSync(join(CORPUS_DIR, 'test', file!)))
        .digest('hex');
      expect(actual, file).toBe(sum);
    }
  });

  it('has no training or development message worded like a test message (half of their word pairs shared)', () => {
    // Short messages ("funkar inte", "hej") are alike by nature; from six words on, sharing half
    // the word pairs is a copy of the same wording (a phrase from the writers' guide, a template),
    // which would make the test set measure what was trained on. Only ids are reported.
    const long = (set: 'train' | 'dev' | 'test') =>
      loadCorpus(set)
        .map((c) => ({ id: c.id, w: words(c.text) }))
        .filter((c) => c.w.length >= 6)
        .map((c) => ({ id: c.id, pairs: pairs(c.w) }));
    const test = long('test');
    const copies: string[] = [];
    for (const c of [...long('train'), ...long('dev')])
      for (const t of test) if (overlap(c.pairs, t.pairs) >= 0.5) copies.push(`${c.id} ~ ${t.id}`);
    expect(copies).toEqual([]);
  });

  it('splits by writer: no writer in two sets, at least 1,500 training, 300 development and 300 test messages', () => {
    const sets = { train: loadCorpus('train'), dev: loadCorpus('dev'), test: loadCorpus('test') };
    expect(sets.train.length).toBeGreaterThanOrEqual(1500);
    expect(sets.dev.length).toBeGreaterThanOrEqual(300);
    expect(sets.test.length).toBeGreaterThanOrEqual(300);
    const seen = new Map<string, string>();
    for (const [set, cases] of Object.entries(sets))
      for (const c of cases) {
        expect(seen.get(c.writer) ?? set, c.writer).toBe(set);
        seen.set(c.writer, set);
      }
  });
});
