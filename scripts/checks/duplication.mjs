// Duplication ceiling (docs/ARCHITECTURE.md, "Rules"): jscpd counts the copied blocks (clones)
// in each tree; a count above the tree's ceiling in duplication.json fails the build. Lower a
// ceiling when a clean-up removes clones, so they cannot creep back.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMain } from '../is-main.mjs';
import { repoRoot } from './source.mjs';

// jscpd's ES module build imports 'colors/safe' without an extension, which Node refuses.
const { detectClonesAndStatistic } = createRequire(import.meta.url)('jscpd');

/** The settings the ceilings were measured with; the command printed on failure uses the same. */
export const settings = { format: ['typescript', 'tsx'], minLines: 5, minTokens: 50 };

export async function countClones(tree) {
  const { clones } = await detectClonesAndStatistic({
    ...settings,
    path: [join(repoRoot, tree)],
    silent: true,
    reporters: [],
    gitignore: true,
  });
  return clones.length;
}

export function ceilings() {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'duplication.json'), 'utf8'));
}

if (isMain(import.meta.url)) {
  let failed = false;
  for (const [tree, ceiling] of Object.entries(ceilings())) {
    const count = await countClones(tree);
    if (count > ceiling) {
      failed = true;
      console.error(
        `${tree}: ${count} clones, above its ceiling of ${ceiling} (scripts/checks/duplication.json).\n` +
          `  See them: npx jscpd ${tree} --format ${settings.format.join(',')} ` +
          `--min-lines ${settings.minLines} --min-tokens ${settings.minTokens}\n` +
          '  and make the copies one piece of code.',
      );
    } else {
      const hint =
        count < ceiling ? ` (lower the ceiling to ${count} in scripts/checks/duplication.json)` : '';
      console.log(`${tree}: ${count} clones, ceiling ${ceiling}${hint}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
