// Layering (docs/ARCHITECTURE.md, "Rules"): runs dependency-cruiser with .dependency-cruiser.cjs
// and adds what it cannot say per pair: no import cycle between two server modules or two web
// features. A violation that is not among the config's known exceptions fails; so does a known
// exception that no longer happens (remove it from the config, so the list stays tight).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMain } from '../is-main.mjs';
import { repoRoot, trees } from './source.mjs';

const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs'));
export const MODULE_CYCLES = 'no-module-cycles';
const key = (rule, from, to) => `${rule}: ${from} → ${to}`;

/** 'apps/server/src/modules/reports' for any file under it (also the assistant; web: features/<name>); else null. */
export function unitOf(file) {
  const m =
    /^(apps\/server\/src\/modules\/[^/]+|apps\/server\/src\/assistant|apps\/web\/src\/features\/[^/]+)\//.exec(
      file,
    );
  return m ? m[1] : null;
}

/** The unit-to-unit edges that lie on a cycle (both ends in one strongly connected component). */
export function cycleEdges(edges) {
  const next = new Map();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const reaches = (from, to) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) {
      for (const n of next.get(todo.pop()) ?? []) {
        if (n === to) return true;
        if (seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    return false;
  };
  return edges.filter(([a, b]) => reaches(b, a));
}

function cruise() {
  const r = spawnSync('npx', ['depcruise', trees.server, trees.web, '--output-type', 'json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!r.stdout) throw new Error(`dependency-cruiser did not run: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

export function layeringProblems(result) {
  const known = new Set(config.options.knownViolations.map((v) => key(v.rule.name, v.from, v.to)));
  const found = result.summary.violations.map((v) => key(v.rule.name, v.from, v.to));
  const unitEdges = new Map();
  for (const m of result.modules) {
    for (const d of m.dependencies) {
      const [a, b] = [unitOf(m.source), unitOf(d.resolved)];
      if (a && b && a !== b) unitEdges.set(`${a}|${b}`, [a, b]);
    }
  }
  for (const [a, b] of cycleEdges([...unitEdges.values()])) found.push(key(MODULE_CYCLES, a, b));
  const foundSet = new Set(found);
  return {
    added: [...foundSet].filter((v) => !known.has(v)),
    stale: [...known].filter((v) => !foundSet.has(v)),
  };
}

if (isMain(import.meta.url)) {
  const { added, stale } = layeringProblems(cruise());
  for (const v of added) console.error(`new layering violation  ${v}`);
  for (const v of stale)
    console.error(`known exception no longer happens (remove it from .dependency-cruiser.cjs)  ${v}`);
  if (added.length)
    console.error('See the rules and their reasons: npx depcruise apps/server/src apps/web/src');
  if (!added.length && !stale.length)
    console.log(`layering holds (${config.options.knownViolations.length} known exceptions)`);
  process.exit(added.length || stale.length ? 1 : 0);
}
