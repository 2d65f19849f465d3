// Bundles the server and the workspace packages it imports into apps/server/dist/main.js (the trained
// assistant model is copied beside it as model.json), and the
// CSV export's worker thread into dist/export-worker.js beside it (the server starts it from there).
// Third-party packages stay external and load from node_modules (native and WASM parts included).
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

// Test support (src/test/, *.test.ts) must never reach the production bundle: fail the build if
// anything the server imports leads there.
const noTestSupport = {
  name: 'no-test-support',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]test[\\/]|\.test\.ts$/ }, (args) => ({
      errors: [{ text: `test support imported by the server build: ${args.path}` }],
    }));
  },
};

await build({
  entryPoints: {
    main: join(serverDir, 'src', 'main.ts'),
    'export-worker': join(serverDir, 'src', 'modules', 'exports', 'export-worker.ts'),
  },
  outdir: join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  plugins: [noTestSupport],
});

// The assistant's trained model is read on its first prediction from beside the code that reads it
// (understanding/model.ts), so the bundle does not parse 1.5 MB at every start.
copyFileSync(
  join(serverDir, 'src', 'assistant', 'understanding', 'model.json'),
  join(serverDir, 'dist', 'model.json'),
);
