import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcDir } from './test/source-files';

/**
 * The web app's import boundaries (docs/DECISIONS.md, "Structure"), checked on every
 * run: features do not import each other; only main.tsx imports from app/;
 * shared code (components/, lib/) imports no feature and nothing from app/.
 */
const root = srcDir;

/** Relative module specifiers of static imports, re-exports and dynamic imports. */
function importsOf(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]*)['"]/g);
  return [...found].map((m) => m[1]!);
}

/** 'app', 'components', 'lib', 'features/<name>', … or 'main.tsx' for a file under src/. */
function area(file: string): string {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

function violation(from: string, to: string): string | null {
  const a = area(from);
  const b = area(to);
  if (a === b) return null;
  if (a.startsWith('features/') && b.startsWith('features/')) return 'a feature imports another feature';
  if (b === 'app' && a !== 'main.tsx') return 'only main.tsx imports from app/';
  if ((a === 'components' || a === 'lib') && b.startsWith('features/'))
    return 'shared code imports a feature';
  return null;
}

function boundaryViolations(files: string[]): string[] {
  return files.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).flatMap((spec) => {
      const why = violation(file, resolve(dirname(file), spec));
      return why ? [`${relative(root, file)} → ${spec}: ${why}`] : [];
    }),
  );
}

describe('import boundaries', () => {
  it('hold in the source', () => {
    const files = sourceFiles(root);
    // The scan sees the imports (a broken pattern would pass everything).
    expect(files.flatMap((f) => importsOf(readFileSync(f, 'utf8'))).length).toBeGreaterThan(300);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('are checked: a cross-feature import, an import from app/ and a feature in shared code fail', () => {
    const at = (path: string) => join(root, path);
    expect(violation(at('features/users/pages/UsersPage.tsx'), at('features/properties/api'))).not.toBeNull();
    expect(violation(at('features/users/api.ts'), at('app/pages'))).not.toBeNull();
    expect(violation(at('lib/queries.ts'), at('features/reports/api'))).not.toBeNull();
    expect(violation(at('main.tsx'), at('app/App'))).toBeNull();
    expect(violation(at('features/users/pages/UsersPage.tsx'), at('lib/queries'))).toBeNull();
  });
});
