import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcDir } from '../test/source-files';
import { groups } from './pages';

describe('in-app links', () => {
  it('built from a route group lead to a declared page', () => {
    const declared = new Set(groups.flatMap((g) => g.pages.map((p) => p.path.split('/')[0])));
    const linked = ['features', 'components', 'lib'].flatMap((dir) =>
      sourceFiles(join(srcDir, dir)).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\$\{(?:base|basePath|group\.base)\}\/([a-z-]+)|useGroupPath\('([a-z-]+)'\)/g,
          ),
        ].map((m) => (m[1] ?? m[2])!),
      ),
    );
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((segment) => !declared.has(segment))).toEqual([]);
  });
});
