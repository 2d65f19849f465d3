// Gzipped size of the JavaScript the browser loads for a route: the entry
// chunk from dist/index.html, the page's lazy chunk, any other chunks named
// (a signed-in page's layout and app catalogue, fetched with it at start), and
// every chunk they import statically.
// Usage: node scripts/bundle-size.mjs [PageName [ChunkName…]]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const page = process.argv[2] ?? 'LoginPage';
const extras = process.argv.slice(3);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/(assets\/[^"]+\.js)"/)?.[1];
const chunkOf = (name) =>
  readdirSync(join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
const pageChunk = chunkOf(page);
if (!entry || !pageChunk) throw new Error('build first (npx vite build)');
const extraChunks = extras.map((name) => {
  const chunk = chunkOf(name);
  if (!chunk) throw new Error(`no chunk named ${name}`);
  return chunk;
});

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(join(dist, file), 'utf8');
  seen.set(file, gzipSync(code, { level: 9 }).length);
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`.
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(`assets/${m[1]}`);
  }
}
visit(entry);
visit(`assets/${pageChunk}`);
for (const chunk of extraChunks) visit(`assets/${chunk}`);
let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript for ${[page, ...extras].join(' + ')}`,
);
