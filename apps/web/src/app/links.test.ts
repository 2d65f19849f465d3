import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groups } from './pages';

/** Source files of the pages and shared code, where in-app links are built. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('in-app links', () => {
  it('built from a route group lead to a declared page', () => {
    const declared = new Set(groups.flatMap((g) => g.pages.map((p) => p.path.split('/')[0])));
    const src = join(import.meta.dirname, '..');
    const linked = ['features', 'components', 'lib'].flatMap((dir) =>
      sources(join(src, dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\$\{(?:base|basePath|group\.base)\}\/([a-z-]+)/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((segment) => !declared.has(segment))).toEqual([]);
  });
});
