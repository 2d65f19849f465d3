// Finds role knowledge outside the places allowed to hold it (docs/ARCHITECTURE.md, "Roles"):
// a role name used as a value (a comparison, a list, an SQL condition) or a call of an
// `is<Role>()` helper. Type positions (`role: 'Admin' | 'Contractor'`) are not checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roles } from '@app/contract/roles';
import ts from 'typescript';
import * as actor from '../../apps/server/src/authz/actor.ts';
import { isTestCode, repoRoot } from './source.mjs';

// Read from the code itself (this runs under Vitest, which loads TypeScript), so a role added to the
// contract, or a helper to authz, is looked for at once: a list typed out here would let it pass.
/** The role names as the contract declares them. */
export const ROLES = [...roles];
/** The role helpers `is<Something>` that apps/server/src/authz/actor.ts exports (isAdmin, isReporter…). */
export const ROLE_HELPERS = Object.keys(actor).filter((name) => /^is[A-Z]/.test(name));
/** Object keys whose string values merely look like a role (OpenAPI operation names). */
const NOT_ROLE_KEYS = new Set(['singular', 'plural']);

const quoted = new RegExp(`'(${ROLES.join('|')})'`);
/** Cheap test first: only a file naming a role or a helper is parsed. */
const mentions = new RegExp(`(${[...ROLES, ...ROLE_HELPERS].join('|')})`);

/** Where role knowledge is allowed: authz on the server; the page and route declarations on the web. */
export function mayKnowRoles(file) {
  if (isTestCode(file)) return true;
  if (file.startsWith('apps/server/src/authz/')) return true;
  // Demo data and the assistant's evaluation harness create users: roles there are data.
  if (file.startsWith('apps/server/src/demo/') || file.startsWith('apps/server/src/assistant/eval/'))
    return true;
  return file === 'apps/web/src/app/pages.ts' || file === 'apps/web/src/lib/home.ts';
}

/** The offending lines of `code` ("line: text"); empty when it holds no role knowledge. */
export function roleOffences(code, name = 'file.tsx') {
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${what}`);
  };
  const visit = (node) => {
    if (ts.isStringLiteral(node) && ROLES.includes(node.text)) {
      const p = node.parent;
      const typePosition = ts.isLiteralTypeNode(p);
      const notRole = ts.isPropertyAssignment(p) && NOT_ROLE_KEYS.has(p.name.getText(source));
      const moduleName = ts.isImportDeclaration(p) || ts.isExportDeclaration(p);
      if (!typePosition && !notRole && !moduleName) report(node, `role literal '${node.text}'`);
    } else if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const m = quoted.exec(node.text);
      if (m) report(node, `role in SQL/template '${m[1]}'`);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const called = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (ROLE_HELPERS.includes(called)) report(node, `role helper ${called}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file → offending lines, for every file of `files` that may not know roles and does. */
export function roleOffenders(files) {
  const out = {};
  for (const file of files) {
    if (mayKnowRoles(file)) continue;
    const code = readFileSync(join(repoRoot, file), 'utf8');
    if (!mentions.test(code)) continue;
    const lines = roleOffences(code, file);
    if (lines.length > 0) out[file] = lines;
  }
  return out;
}
