import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildState, inputsHash, repoRoot, STAMP, writeStamp } from './build-stamp.mjs';

const inputs = ['package.json', 'apps/server/src'];
const outputs = ['apps/server/dist/main.js'];

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const state = () => buildState(root, { inputs, outputs });
const built = () => {
  write('apps/server/dist/main.js', '// built');
  writeStamp(root, state().hash, outputs);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  write('package.json', '{}');
  write('apps/server/src/main.ts', 'export {};');
  write('apps/server/src/main.test.ts', 'test');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build decision', () => {
  it('builds when there is no output or no stamp', () => {
    expect(state()).toMatchObject({ needed: true, reason: 'apps/server/dist/main.js is missing' });
    write('apps/server/dist/main.js', '// built elsewhere');
    expect(state()).toMatchObject({ needed: true, reason: 'no record of the last build' });
  });

  it('does not build again when nothing changed', () => {
    built();
    expect(state()).toMatchObject({ needed: false });
  });

  it('builds when a source changes, is added or is removed', () => {
    built();
    write('apps/server/src/main.ts', 'export const changed = 1;');
    expect(state()).toMatchObject({ needed: true, reason: 'sources changed since the last build' });
    built();
    write('apps/server/src/extra.ts', 'export {};');
    expect(state().needed).toBe(true);
    built();
    rmSync(join(root, 'apps/server/src/extra.ts'));
    expect(state().needed).toBe(true);
  });

  it('ignores tests, and builds again when the output is deleted', () => {
    built();
    write('apps/server/src/main.test.ts', 'another test');
    expect(state().needed).toBe(false);
    rmSync(join(root, 'apps/server/dist/main.js'));
    expect(state().needed).toBe(true);
  });

  it('builds again when another build rewrote an output', () => {
    built();
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'apps/server/dist/main.js'), later, later);
    expect(state()).toMatchObject({ needed: true, reason: 'the build output was changed by another build' });
  });

  it('stamps beside the server bundle and hashes the real tree', () => {
    expect(STAMP).toBe('apps/server/dist/build-stamp.json');
    expect(inputsHash(repoRoot())).toMatch(/^[0-9a-f]{64}$/);
  });
});
