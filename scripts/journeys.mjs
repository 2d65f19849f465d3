// The browser journeys as a queue that two workers drain (bench/RESULTS.md, "CI time"): the first
// starts with the other tests, the second when the server tests end and leave a processor free.
// Two journeys beside the server tests starved both (a backup round trip past its minute), and
// one journey at a time keeps only about half of the two processors busy once they are alone.
//
// Each worker runs Vitest on a few files at a time, the longest first (by size: no timings are
// kept between fresh clones), so that the last files, which decide when the run ends, are short.
// A Vitest start costs about 5 s, so the chunks are a few files long until the queue runs low.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'apps/web/e2e';

/** Every journey file, the largest first. */
export function journeyFiles() {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => join(DIR, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
}

/**
 * Drains `queue` with a first worker now and a second once `secondMayStart` resolves.
 * `runChunk(files, index)` runs one Vitest over the files and resolves with its result.
 * Resolves with every chunk's result, in the order they were started.
 */
export async function drainJourneys(queue, secondMayStart, runChunk) {
  const results = [];
  let active = 0;
  let chunks = 0;
  const worker = async () => {
    active++;
    while (queue.length > 0) {
      // Two chunks per worker left at most, never more than four files: the tail stays short.
      const size = Math.min(4, Math.max(1, Math.ceil(queue.length / (2 * active))));
      const files = queue.splice(0, size);
      results.push(await runChunk(files, chunks++));
    }
    active--;
  };
  await Promise.all([worker(), secondMayStart.then(worker)]);
  return results;
}
