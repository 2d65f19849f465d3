// Small files: no source file over 300 lines outside data tables (docs/ARCHITECTURE.md, "Rules").
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './source.mjs';

const MAX_LINES = 300;

/** Data, not logic: catalogues, fixtures, the assistant's table of fault kinds, demo records. */
const DATA_TABLES = [
  /\/triage\/kinds\.ts$/,
  /\/demo\/demo-[a-z-]+\.ts$/,
  /fixtures?\.tsx?$/,
  /catalogues?\.tsx?$/,
];

/**
 * Larger files allowed for now, each with its length: it may not grow, and it leaves the list
 * once it is back under the limit (the test says so). None are left, and no file may join.
 */
const OVERSIZE = {};

/** The source files git knows or would add (tests and scripts included), without the data tables. */
function sourceFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'scripts', 'bench'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return out
    .split('\0')
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.endsWith('.d.ts') && existsSync(join(repoRoot, f)))
    .filter((f) => !DATA_TABLES.some((re) => re.test(f)));
}

const linesOf = (file) => readFileSync(join(repoRoot, file), 'utf8').split('\n').length - 1;

describe(`source files stay under ${MAX_LINES} lines`, () => {
  const sizes = Object.fromEntries(sourceFiles().map((f) => [f, linesOf(f)]));

  it('no file is over the limit, beyond the listed ones, and those do not grow', () => {
    const over = Object.entries(sizes)
      .filter(([f, n]) => n > (OVERSIZE[f] ?? MAX_LINES))
      .map(([f, n]) => `${f}: ${n} lines (limit ${OVERSIZE[f] ?? MAX_LINES})`);
    expect(over, 'Split the file by responsibility').toEqual([]);
  });

  it('the list holds only files still over the limit (remove a file once it is under)', () => {
    const back = Object.keys(OVERSIZE).filter((f) => !(sizes[f] > MAX_LINES));
    expect(back).toEqual([]);
  });
});
