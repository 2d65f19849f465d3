// Gzipped size of the JavaScript the browser loads for a route: the entry
// chunk from dist/index.html, the page's lazy chunk, and every chunk they
// import statically. Usage: node scripts/bundle-size.mjs [PageName]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const page = process.argv[2] ?? 'LoginPage';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/(assets\/[^"]+\.js)"/)?.[1];
const pageChunk = readdirSync(join(dist, 'assets')).find(
  (f) => f.startsWith(`${page}-`) && f.endsWith('.js'),
);
if (!entry || !pageChunk) throw new Error('build first (npx vite build)');

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
let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript for ${page}`);
